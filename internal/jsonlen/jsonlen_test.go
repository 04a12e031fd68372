package jsonlen

import "testing"

func TestValues(t *testing.T) {
	for _, c := range []struct {
		json string
		want int
	}{
		{`[]`, 0},
		{`{}`, 0},
		{`null`, 1},
		{`"BH,SB"`, 1},
		{`["BH", "SB", "DE"]`, 3},
		{`[ "a\"],[", "b\\", "c" ]`, 3},
		{`{"Q-BYE/r3": "fpb", "a:b,c": "x"}`, 2},
		{`{"1/0": "1,5", "2/0" : "2"}`, 2},
		{`[[1, 2, 3], [4], []]`, 4},
		{`[[-1.5e3,true],[false,null]]`, 4},
		{`{"a": [1, 2], "b": {"c": "d"}}`, 3},
	} {
		if got := Values([]byte(c.json)); got != c.want {
			t.Errorf("%s: %d values, want %d", c.json, got, c.want)
		}
	}
}

func TestMembers(t *testing.T) {
	doc := `{"t":"a \"b\" {[c", "l":["BH","SB"], "r":5, "a":{"Q":"x}"}, "x":true,"lt":[[1,2],[3]],"e":null}`
	m := Members([]byte(doc), "l", "a", "lt", "r", "e", "missing")
	for k, want := range map[string]string{"l": `["BH","SB"]`, "a": `{"Q":"x}"}`, "lt": `[[1,2],[3]]`, "r": `5`, "e": `null`} {
		sp, ok := m[k]
		if !ok || doc[sp[0]:sp[1]] != want {
			t.Errorf("%s: %v %q, want %q", k, ok, doc[sp[0]:sp[1]], want)
		}
	}
	if _, ok := m["missing"]; ok || len(m) != 5 {
		t.Errorf("members %v", m)
	}
	for _, bad := range []string{``, `[]`, `{"a":`, `{"a":[1,2}`, `{"a" 1}`, `{"a":"x`, `{"a":1 "b":2}`} {
		if m := Members([]byte(bad), "a"); m != nil {
			t.Errorf("%q: %v, want nil", bad, m)
		}
	}
	if m := Members([]byte(` { } `), "a"); m == nil || len(m) != 0 {
		t.Errorf("empty object: %v", m)
	}
}

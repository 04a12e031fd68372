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

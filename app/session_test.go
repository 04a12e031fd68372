package app

import (
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"slices"
	"testing"
	"unsafe"

	"github.com/spareggi/spareggi/internal/gen"
)

// orderedStorage is a browser storage whose keys keep their order, as
// localStorage's do (go-app's memory storage lists them in a map's order).
type orderedStorage struct {
	keys []string
	data map[string]string
}

func (s *orderedStorage) Set(k string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if s.data == nil {
		s.data = map[string]string{}
	}
	if _, ok := s.data[k]; !ok {
		s.keys = append(s.keys, k)
	}
	s.data[k] = string(b)
	return nil
}

func (s *orderedStorage) Get(k string, v any) error {
	if b, ok := s.data[k]; ok {
		return json.Unmarshal([]byte(b), v)
	}
	return nil
}

func (s *orderedStorage) Del(k string) {
	delete(s.data, k)
	s.keys = slices.DeleteFunc(s.keys, func(x string) bool { return x == k })
}

func (s *orderedStorage) Len() int { return len(s.keys) }

func (s *orderedStorage) Key(i int) (string, error) {
	if i < 0 || i >= len(s.keys) {
		return "", errors.New("index out of range")
	}
	return s.keys[i], nil
}

func (s *orderedStorage) Clear() { *s = orderedStorage{} }

// TestPickSession: the work a page opens on (decisions 70 and 71): its
// tab's own; none when its tab started afresh, even with other tabs' work
// kept; the work of the tab it duplicates; else the most recent of any tab.
func TestPickSession(t *testing.T) {
	cases := []struct {
		name        string
		tab, copyOf string
		kept        map[string]savedSession // by tab id
		want        savedSession
	}{
		{"own", "a", "", map[string]savedSession{"a": {1, "s=A", ""}, "b": {2, "s=B", ""}}, savedSession{1, "s=A", ""}},
		{"own started afresh", "a", "", map[string]savedSession{"a": {3, "", ""}, "b": {2, "s=B", ""}}, savedSession{3, "", ""}},
		{"duplicate", "c", "a", map[string]savedSession{"a": {1, "s=A", ""}, "b": {2, "s=B", ""}}, savedSession{1, "s=A", ""}},
		{"duplicate of a tab that kept nothing", "c", "d", map[string]savedSession{"a": {1, "s=A", ""}, "b": {2, "s=B", ""}}, savedSession{2, "s=B", ""}},
		{"new tab", "c", "", map[string]savedSession{"a": {5, "s=A", ""}, "b": {2, "s=B", ""}}, savedSession{5, "s=A", ""}},
		{"nothing kept", "c", "", nil, savedSession{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := &orderedStorage{}
			st.Set("spareggi.lang", "it")
			for _, id := range []string{"a", "b"} {
				if s, ok := c.kept[id]; ok {
					st.Set(sessionPrefix+id, s)
				}
			}
			if got := pickSession(st, c.tab, c.copyOf); got != c.want {
				t.Errorf("picked %+v, want %+v", got, c.want)
			}
		})
	}
}

// TestPruneSessionsKeepsTheLatest: past maxSessions the oldest go, other
// keys stay.
func TestPruneSessionsKeepsTheLatest(t *testing.T) {
	st := &orderedStorage{}
	st.Set("spareggi.lang", "it")
	for i := range maxSessions + 3 {
		// Written out of order: the age is the time kept, not the place.
		st.Set(sessionPrefix+itoa(i), savedSession{At: int64(100 + (i*7)%(maxSessions+3)), State: "s=x"})
	}
	pruneSessions(st)
	keys, _ := keptSessions(st)
	if len(keys) != maxSessions {
		t.Fatalf("kept %v", keys)
	}
	for _, k := range keys {
		var s savedSession
		if st.Get(k, &s); s.At < 103 {
			t.Errorf("kept %s, of %d, one of the three oldest", k, s.At)
		}
	}
	var lang string
	if st.Get("spareggi.lang", &lang); lang != "it" {
		t.Errorf("the language dropped")
	}
}

// TestSessionOptionsKeepTheTextsEncoding: a save after a change of an
// option only keeps the text's encoded form of the save before (the very
// same string: the text is not encoded again), and its state is the
// options alone; a new text is encoded anew; what is kept reads back as
// the state saved, and a state kept whole by an older page (its text in
// the state) still reads.
func TestSessionOptionsKeepTheTextsEncoding(t *testing.T) {
	text := string(gen.TRF(gen.Swiss(300, 9, 1, false)))
	var ss sessionState
	s := State{Text: text, Lang: "it", List: []string{"BH", "SB"}, ListSet: true, TooLarge: 7}
	first, err := ss.keptForm(s, 1)
	if err != nil || first.Text == "" {
		t.Fatalf("kept %+v, %v", first, err)
	}
	s.SortCol, s.Prizes = SortTB+1, "100 50"
	second, err := ss.keptForm(s, 2)
	if err != nil {
		t.Fatal(err)
	}
	if unsafe.StringData(second.Text) != unsafe.StringData(first.Text) {
		t.Error("an options-only save encoded the text again")
	}
	if len(second.State) > 200 {
		t.Errorf("the options' state is %d bytes: it carries the text", len(second.State))
	}
	got, ok := restoreKept(second)
	want := s
	want.TooLarge = 0
	if !ok || !reflect.DeepEqual(got, want) {
		t.Errorf("restored %+v, want %+v", got, want)
	}
	// A new text (the same length, one byte changed) is encoded anew.
	b := []byte(text)
	b[len(b)/2] ^= 1
	s.Text = string(b)
	third, err := ss.keptForm(s, 3)
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := restoreKept(third); !ok || got.Text != s.Text {
		t.Error("a new text is not kept")
	}
	// A state kept by an older page: its text in the state.
	old, err := EncodeState(want)
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := restoreKept(savedSession{At: 1, State: old}); !ok || !reflect.DeepEqual(got, want) {
		t.Errorf("an older page's state restored as %+v", got)
	}
}

// TestSessionKeepsAWorkbooksSheet: a workbook is kept as its sheet's text,
// encoded once while it and the answers to its questions stay; an answer
// changed is a new sheet's text, encoded anew.
func TestSessionKeepsAWorkbooksSheet(t *testing.T) {
	b, err := os.ReadFile("../testdata/real/cr-keshmat-winter-open-2026.xlsx")
	if err != nil {
		t.Fatal(err)
	}
	var ss sessionState
	s := State{Text: string(b), Workbook: true, Name: "open.xlsx", Lang: "it"}
	first, err := ss.keptForm(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := restoreKept(first); !ok || got.Text != shareable(s).Text {
		t.Fatalf("the workbook is not kept as its sheet's text")
	}
	s.SortCol = SortName
	if second, _ := ss.keptForm(s, 2); unsafe.StringData(second.Text) != unsafe.StringData(first.Text) {
		t.Error("an options-only save encoded the workbook again")
	}
	s.Answers = map[string]string{"Q-BYE/r3/p3": "fpb"}
	if third, _ := ss.keptForm(s, 3); unsafe.StringData(third.Text) == unsafe.StringData(first.Text) {
		t.Error("a workbook's answers changed, and its text was not encoded anew")
	}
}

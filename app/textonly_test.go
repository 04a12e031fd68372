package app

import (
	"os"
	"testing"

	"github.com/spareggi/spareggi/internal/request"
)

// TestLinkTextNotWorkbook: a share link's text and an embedded page's
// message carry text: one starting like a zip archive is not read as a
// workbook (TextOnly, refused as E-INPUT-BINARY); the same bytes opened
// as a file are (issue 33, item 2).
func TestLinkTextNotWorkbook(t *testing.T) {
	data, err := os.ReadFile("../testdata/real/cr-keshmat-rapid-2025-04.xlsx")
	if err != nil {
		t.Fatal(err)
	}
	link, err := EncodeState(State{Text: string(data)})
	if err != nil {
		t.Fatal(err)
	}
	s, err := DecodeState(link)
	if err != nil {
		t.Fatal(err)
	}
	for name, s := range map[string]State{"link": s, "embed": EmbedState(string(data), "{}", "en")} {
		if f := Fields(s, request.Standings); !f.TextOnly {
			t.Errorf("%s: the text would be read as a workbook", name)
		}
	}
	if f := Fields(State{Text: string(data), Name: "x.xlsx", Workbook: true}, request.Standings); f.TextOnly {
		t.Error("a workbook opened as a file is read as text")
	}
}

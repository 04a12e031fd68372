package formats

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/trf"
)

// xFuzzSeeds are the inputs of the table formats FuzzRead starts from,
// besides the test files x-*.
var xFuzzSeeds = []string{
	"1 A 1.0 | +W2 =B3\n2 B 0.5 | -B1 =W3\n3 C 1.0 | =W2 +BYE\n",
	"ID NAME Pts | 1 2 3 ---- 1 X 2.0 | +W2 -- +F3 2 Y 1.0 | -B1 +BYE -- 3 Z 0.0 | -- =BYE -F1",
	"1 A 1 * 1 0\n2 B 1 0 * 1\n3 C 1 1 0 *\n",
	"Rk.;SNo;Name;1.Rd;2.Rd;Pts.\n1;2;A;1b1;-1;2\n2;1;B;2w0;0;0\n",
	"No\tName\tTotal\t1\n1\tA\t1\t2:W\n2\tB\t0\t1:L\n",
	"1 A 1600 1.0 W2 H\n2 B 1500 0.5 L1 X\n",
	"[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n[Round \"1\"]\n\n1. e4 1-0\n",
	"Round 1\n1 Rossi - Bianchi 1-0\nVerdi bye\nRound 2\nBianchi-Verdi ½-½\nRossi bye 1\n",
	"Turno 1 Turno 4 Godena-Stella 1-0\nRound 1\nRound 2\nA-B-C - D 0-1\n",
	// Vega's crosstable copied from its page (§7.9), both layouts.
	"#\tPlayer\tPts\t1\t2\tSB\n1\t\nA,A\n2\n-\n1500\n\n1.5\t\n1\n2\n½\nBYE\n1.00\n2\t\nB,B\n1\nCM\n1600\n\n0.0\t\n0\n1\n0.00\n",
	"Pos\tPlayer\tRtg\tFed\tPts\t1\t2\tBH\n1\tIM A,A\t2000\t\t1.0\t\n1\n3\n1.0\n2\t B,B\t0\t\t0.0\t\t\t0.0\n3\t C,C\t0\t\t0.0\t\n0\n1\n1.0\n",
	"Paarungsliste der 1. Runde\n1\t1.\tA,B\t\t–\t2.\tC,D\t\t1 – 0\n2\t3.\tE,F\t\t–\t4.\tspielfrei\t\t+ – –\nRang\tTeilnehmer\tPunkte\tBuchh\n1.\tA,B\t1.0\t0.0\n",
}

// xfuzzSeeds adds the samples of every table format to a fuzz corpus.
func xfuzzSeeds(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "x-*"))
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data, uint8(0))
	}
	for i, s := range xFuzzSeeds {
		f.Add([]byte(s), uint8(i%len(formatTable)))
	}
	// Workbooks (§3.9): a small constructed one and the smallest real one.
	f.Add(xlsxSeed(f), uint8(0))
	f.Add(realWorkbook(f, "cr-keshmat-winter-a-2026.xlsx"), uint8(0))
}

// FuzzRead: no reader panics, every error has a line and a column, and
// every model read writes a TRF that ReadTRF reads back, but a team event
// without boards, which the writer refuses (E-WRITE-TEAM-BOARDS).
func FuzzRead(f *testing.F) {
	xfuzzSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte, format uint8) {
		fm := Format(int(format) % len(formatTable))
		if fm == FormatTRF {
			fm = FormatAuto // the TRF reader has its own fuzz target
		}
		ev, rep, err := Read(data, Options{Format: fm, Answers: map[string]string{"Q-BYE/*": "fpb", "Q-TABLE": "line1", "Q-NAME-SPLIT/*": "s1"}})
		failOnPanic(t, err)
		if rep == nil {
			t.Fatal("nil report")
		}
		var e *scan.Error
		if errors.As(err, &e) && rep.Format != FormatTRF {
			for _, d := range e.Errors() {
				if (d.Line < 1 || d.Col < 1) && string(d.Code) != "E-TOO-MANY-ERRORS" {
					t.Fatalf("error without position: %+v", d)
				}
			}
		}
		if ev == nil || rep.Format == FormatTRF {
			return
		}
		checkDeclared(t, ev)
		var b bytes.Buffer
		if _, err := trf.WriteTRF(&b, ev, []string{"BH/C1", "ARZ"}); err != nil {
			if ev.Teams != nil && errors.As(err, &e) && e.Diags[0].Code == scan.EWriteTeamBoards {
				return // a team table without boards: TRF cannot carry it (§16.6)
			}
			t.Fatal(err)
		}
		if _, _, err := ReadTRF(b.Bytes(), "written"); err != nil {
			t.Fatalf("the written TRF does not read back: %v\n%s", err, b.String())
		}
	})
}

// FuzzReadString: ReadString reads a text exactly as Read reads its bytes:
// the same event, report and error.
func FuzzReadString(f *testing.F) {
	xfuzzSeeds(f)
	files, _ := filepath.Glob(filepath.Join("testdata", "*.trf"))
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data, uint8(0))
		f.Add(append([]byte("\xEF\xBB\xBF"), data...), uint8(1))
	}
	f.Fuzz(func(t *testing.T, data []byte, format uint8) {
		opt := Options{Format: Format(int(format) % len(formatTable)), Answers: map[string]string{"Q-BYE/*": "fpb"}}
		ev, rep, err := Read(data, opt)
		ev2, rep2, err2 := ReadString(string(data), opt)
		failOnPanic(t, err)
		failOnPanic(t, err2)
		if !reflect.DeepEqual(ev2, ev) || !reflect.DeepEqual(rep2, rep) || fmt.Sprint(err2) != fmt.Sprint(err) {
			t.Fatalf("ReadString differs from Read:\nevent %v / %v\nerr %v / %v", ev2 != nil, ev != nil, err2, err)
		}
	})
}

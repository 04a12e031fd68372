package formats

import (
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/spareggi/spareggi/engine/formats/chessresults"
	"github.com/spareggi/spareggi/engine/formats/scan"
	"github.com/spareggi/spareggi/engine/formats/strip"
	"github.com/spareggi/spareggi/engine/formats/swissperfect"
	"github.com/spareggi/spareggi/engine/formats/trf"
	"github.com/spareggi/spareggi/engine/formats/uscf"
)

// TestUnicodeLowerIntoASCII pins the fact the cheap conditions (strip.MayHoldSeparator) build on: only
// U+0130 and U+212A lower into ASCII.
func TestUnicodeLowerIntoASCII(t *testing.T) {
	var lower []rune
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if s := strings.ToLower(string(r)); s != "" && s[0] < 0x80 {
			lower = append(lower, r)
		}
	}
	if string(lower) != "\u0130\u212A" {
		t.Errorf("runes lowered into ASCII: %q", lower)
	}
}

// The regular expressions isTRF001Line and hasTRFCode stand for.
var (
	reTRF001  = regexp.MustCompile(`^001 [ 0-9]{3}[0-9]`)
	reTRFCode = regexp.MustCompile(`^([0-9]{3}|XX[A-Z]|BB[A-Z]|###|[A-Z]{3})( |$)`)
)

// checkCheapConditions checks every cheap condition of the detectors on
// one line against the full test it stands for.
func checkCheapConditions(t *testing.T, s string) {
	t.Helper()
	fail := func(what string) { t.Errorf("%s: %q", what, s) }
	if trf.IsPlayerLine(s) != reTRF001.MatchString(s) {
		fail("isTRF001Line")
	}
	if trf.HasCode(s) != reTRFCode.MatchString(s) {
		fail("hasTRFCode")
	}
	cr, sp := false, false
	for _, f := range scan.FieldTexts(s, 0) {
		cr = cr || chessresults.IsCell(f) || chessresults.IsBye(f)
		sp = sp || swissperfect.IsCell(f)
	}
	if cr && !chessresults.MayHoldCell(s) {
		fail("mayHoldCRCell")
	}
	if sp && !swissperfect.MayHoldCell(s) {
		fail("mayHoldSPCell")
	}
	us := 0
	for _, f := range uscf.Fields(s) {
		if uscf.IsCell(f) {
			us++
		}
	}
	if min(us, 2) > uscf.CellStarts(s) {
		fail("usCellStarts")
	}
	separator := false
	for _, tk := range scan.Tokenize(s, 1) {
		separator = separator || tk.Separator
	}
	if separator && !strip.MayHoldSeparator(s) {
		fail("strip.MayHoldSeparator")
	}
}

// cheapLineTokens build the random lines of TestDetectCheapConditions:
// pieces of every format, the characters the conditions look for, and
// the non-ASCII letters that lower or fold into ASCII.
var cheapLineTokens = []string{"001", "   1", "012 ", "XXR", "###", "BBW", "abc", "W12", "W", " 12", "L", "D", "X", "F3", "H",
	"B", "U", "BYE", "BY", "+W5", "=B4", "--", "12w1", "3b0", "-1", "–½", "−0", "0,5", "27:W", "3 : l", ":", "1", "0", "½", "=",
	"*", "x", "X", "××", "xx", "Alex", "|", "Avversari", "AVVERSARİ", "gegner", "OPPONENTS", "rivales", "Round 3", "rd.5",
	"Tour  2", "turno12", "Ronde", "Richard 2669", "[White \"A\"]", "chess-results", "CHESS-RESULTS", "İ", "K", "ſ",
	" ", "  ", "\t", ";", ",", "\f", "1F", "0F", "1/2", "2", "3", "_", ".", "Rossi", "-", "+", "é"}

// randomLine joins random tokens, with or without spaces between them.
func randomLine(rng *rand.Rand) string {
	var b strings.Builder
	for n := rng.Intn(12); n >= 0; n-- {
		b.WriteString(cheapLineTokens[rng.Intn(len(cheapLineTokens))])
		if rng.Intn(3) > 0 {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// TestDetectCheapConditions checks the cheap conditions on every line of
// the test files and on random lines.
func TestDetectCheapConditions(t *testing.T) {
	t.Parallel()
	files, _ := filepath.Glob(filepath.Join("testdata", "*.*"))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lines, _, _, _ := scan.DecodeText(data)
		for _, s := range lines {
			checkCheapConditions(t, s)
		}
	}
	rng := rand.New(rand.NewSource(2))
	n := 50000
	if testing.Short() {
		n = 10000
	}
	for i := 0; i < n; i++ {
		checkCheapConditions(t, randomLine(rng))
	}
}

// FuzzDetectCheap: the cheap conditions hold wherever the full tests do.
func FuzzDetectCheap(f *testing.F) {
	rng := rand.New(rand.NewSource(3))
	for i := 0; i < 50; i++ {
		f.Add(randomLine(rng))
	}
	f.Fuzz(func(t *testing.T, s string) {
		if strings.ContainsAny(s, "\r\n") {
			return // a line holds no line break
		}
		checkCheapConditions(t, s)
	})
}

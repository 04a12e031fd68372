package scan

import (
	"strconv"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
)

// oracleScoreText is ScoreText as it was before it shared ParseScore (the
// TRF reader's, which refuses ".5"): the two must read every text alike.
func oracleScoreText(s string) (engine.Score, bool) {
	s = strings.TrimSpace(s)
	if s == "1/2" {
		return 5, true
	}
	half := strings.HasSuffix(s, "½")
	if half {
		s = strings.TrimSuffix(s, "½")
		if s == "" {
			return 5, true
		}
	}
	ip, fp, frac := strings.Cut(strings.Replace(s, ",", ".", 1), ".")
	if ip == "" && frac {
		ip = "0"
	}
	if !AllDigits(ip) || len(ip) > 9 || half && frac || frac && !AllDigits(fp) {
		return 0, false
	}
	n, _ := strconv.Atoi(ip)
	v := engine.Score(n * 10)
	if half {
		v += 5
	}
	if frac {
		v += engine.Score(fp[0] - '0')
		if strings.Trim(fp[1:], "0") != "" {
			return 0, false
		}
	}
	return v, true
}

var scoreTexts = []string{"", " ", "4", "4.0", "4,5", "12.50", ".5", ",5", " .5 ", "½", "2½", "1/2", " 1/2", ".", ",", ".½",
	"0.½", "-.5", "-1", "+1", "4.", "4,", "4.25", "4.50", "4.05", "1.2.3", "1,2,3", "1,2.3", "123456789", "1234567890",
	"123456789.5", "½½", "1/2½", "2½.5", "x", "0", "00.5", "٣", "4 5", "\t3\n", ".5½", "0x1", "1e1"}

func TestScoreTextAsBefore(t *testing.T) {
	for _, s := range scoreTexts {
		checkScoreText(t, s)
	}
}

func checkScoreText(t *testing.T, s string) {
	v, ok := ScoreText(s)
	w, wok := oracleScoreText(s)
	if v != w || ok != wok {
		t.Errorf("ScoreText(%q) = %v %v, before %v %v", s, v, ok, w, wok)
	}
}

func FuzzScoreText(f *testing.F) {
	for _, s := range scoreTexts {
		f.Add(s)
	}
	f.Fuzz(checkScoreText)
}

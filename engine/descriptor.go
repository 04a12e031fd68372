package engine

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spareggi/spareggi/internal/msg"
)

// Descriptor is one parsed tie-break descriptor in the TRF26 / MTB26 syntax
// (docs/tiebreaks.md §4.1), for example "BH/C1", "KS/L-1", "ARO/U1400" or "SB/P/V2".
type Descriptor struct {
	Key        string // the descriptor as given, upper case with '/' separators: the output key
	Code       string // the canonical code, aliases resolved ("GE" → "REP")
	CutLow     int    // Cn, or n of Mn: least significant values removed
	CutHigh    int    // n of Mn: most significant values removed
	Played     bool   // P: forfeits count as played games against the scheduled opponent
	Fore       bool   // F: use Fore Buchholz (AOB)
	Reverse    bool   // R: reverse the order
	Version    Edition
	Unrated    int // U<r>: rating used for unrated players
	HasUnrated bool
	// Koya limit: LimitPct is the percentage of the maximum (default 50);
	// LimitShift is added to the limit (L±n: n half-points; L±x.y: points).
	LimitPct   int
	LimitShift Value
	HasLimit   bool
	K          Value // K modifier (SSSC divisor, Brightwell coefficient)
	HasK       bool
	// Score is the team score after ":" ("BH:MP", "BH:GP").
	Score ScoreRef
	// tb is the registry row of Code (docs/tiebreaks.md §4.3), set by
	// ParseDescriptor: the descriptor carries its row to the tie-break
	// function, the ranking, the TRF writer and the explanations.
	tb *tieBreak
}

// String returns the canonical form of d: upper case, '/' separators.
func (d Descriptor) String() string { return d.Key }

// aliases maps accepted input names to registry codes (§4.3).
var aliases = map[string]string{
	"GE": "REP", "NS": "SB", "NEUSTADTL": "SB", "SNO": "TPN", "MBL": "BPG", "BUCHHOLZ": "BH",
	"MPTS": "MP", "GPTS": "GP", // TRF-2026 lists spell the team scores so

}

// ParseDescriptor parses one descriptor. Unknown codes and modifiers that the
// code does not accept are errors that name the offending token.
func ParseDescriptor(s string) (Descriptor, error) {
	raw := strings.TrimSpace(s)
	if raw == "" {
		return Descriptor{}, coded(msg.ErrTBEmpty)
	}
	up := strings.ToUpper(raw)
	parts := splitDescriptor(up)
	name := parts[0]
	name = strings.TrimPrefix(name, "OTHER_")
	name, ref, hasRef := strings.Cut(name, ":")
	if name == "PTS" && (ref == "MP" || ref == "GP") {
		// PTS:MP and PTS:GP name the team scores themselves (MP, GP).
		name, hasRef = ref, false
	}
	code := name
	if a, ok := aliases[name]; ok {
		code = a
	}
	tb := lookup(code)
	if tb == nil {
		return Descriptor{}, coded(msg.ErrTBUnknown, parts[0], raw)
	}
	d := Descriptor{Code: code, tb: tb}
	if hasRef {
		switch {
		case !tb.scoreRef:
			return Descriptor{}, coded(msg.ErrTBScoreRefused, code, raw)
		case ref == "MP":
			d.Score = ScoreMP
		case ref == "GP":
			d.Score = ScoreGP
		default:
			return Descriptor{}, coded(msg.ErrTBScoreUnknown, ref, raw)
		}
	}
	keyParts := []string{parts[0]}
	if strings.EqualFold(parts[0], tb.code) {
		keyParts[0] = tb.code // MPvGP keeps its lower-case v
	}
	for _, m := range parts[1:] {
		if m == "" {
			return Descriptor{}, coded(msg.ErrTBModifierEmpty, raw)
		}
		if !strings.ContainsRune(tb.modifiers, rune(m[0])) && !(m[0] == 'R' && tb.kind == scalarKey) {
			return Descriptor{}, coded(msg.ErrTBModifierRefused, code, m, raw)
		}
		if err := d.modifier(m, raw); err != nil {
			return Descriptor{}, err
		}
		keyParts = append(keyParts, m)
	}
	d.Key = strings.Join(keyParts, "/")
	return d, nil
}

// maxLimitHalves is the largest shift of a Koya limit: 1,000 half-points
// (L+1000), or 500 points (L+500.0).
const maxLimitHalves = 1000

// modifier applies one modifier m (its letter and argument, "C1", "L+1")
// of the descriptor raw to d.
func (d *Descriptor) modifier(m, raw string) error {
	letter, arg := m[0], m[1:]
	switch letter {
	case 'C', 'M':
		n, err := strconv.Atoi(arg)
		if err != nil || n < 0 || n > 99 {
			return coded(msg.ErrTBModifierCut, m, raw, string(letter))
		}
		d.CutLow = n
		if letter == 'M' {
			d.CutHigh = n
		}
	case 'P', 'F', 'R':
		if arg != "" {
			return coded(msg.ErrTBModifierNoArg, m, raw, string(letter))
		}
		switch letter {
		case 'P':
			d.Played = true
		case 'F':
			d.Fore = true
		default:
			d.Reverse = true
		}
	case 'U':
		n, err := strconv.Atoi(arg)
		if err != nil || n < 0 || n > 4000 {
			return coded(msg.ErrTBModifierUnrated, m, raw)
		}
		d.Unrated, d.HasUnrated = n, true
	case 'V':
		switch arg {
		case "1", "2024":
			d.Version = Fide2024
		case "2", "2026":
			d.Version = Fide2026
		default:
			return coded(msg.ErrTBModifierVersion, m, raw)
		}
	case 'K':
		v, ok := ParseValue(arg)
		if !ok || v.Sign() <= 0 {
			return coded(msg.ErrTBModifierPositive, m, raw)
		}
		d.K, d.HasK = v, true
	case 'L':
		if err := d.parseLimit(arg); err != nil {
			return coded(msg.ErrTBModifierLimit, m, raw)
		}
	default:
		return coded(msg.ErrTBModifierUnknown, m, raw)
	}
	return nil
}

// parseLimit reads the argument of a Koya limit modifier: "+n"/"-n" half
// points, "+x.y"/"-x.y" points, or a bare percentage "n".
func (d *Descriptor) parseLimit(arg string) error {
	d.HasLimit = true
	d.LimitPct = 50
	if arg == "" {
		return fmt.Errorf("expected a limit such as L-1, L+2 or L60")
	}
	if arg[0] == '+' || arg[0] == '-' {
		sign := int64(1)
		if arg[0] == '-' {
			sign = -1
		}
		body := arg[1:]
		if strings.ContainsAny(body, ".,") {
			// Points with one decimal, capped like the half-points below.
			whole, frac, _ := strings.Cut(strings.ReplaceAll(body, ",", "."), ".")
			n, err := strconv.Atoi(whole)
			if err != nil || len(frac) != 1 || frac[0] < '0' || frac[0] > '9' || n > maxLimitHalves/2 ||
				n == maxLimitHalves/2 && frac != "0" {
				return fmt.Errorf("expected a number of points with one decimal after the sign, at most %d.0", maxLimitHalves/2)
			}
			d.LimitShift = NewValue(sign*(10*int64(n)+int64(frac[0]-'0')), 10)
			return nil
		}
		n, err := strconv.Atoi(body)
		if err != nil || n > maxLimitHalves {
			return fmt.Errorf("expected a number of half-points after the sign, at most %d", maxLimitHalves)
		}
		d.LimitShift = NewValue(sign*int64(n), 2)
		return nil
	}
	n, err := strconv.Atoi(arg)
	if err != nil || n < 0 || n > 100 {
		return fmt.Errorf("expected a percentage from 0 to 100")
	}
	d.LimitPct = n
	return nil
}

// splitDescriptor splits an upper-case descriptor at its separators: '/',
// '#', '!', and '-' when a modifier letter follows it (a '-' before a digit
// is the sign of a Koya limit).
func splitDescriptor(s string) []string {
	var parts []string
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		sep := c == '/' || c == '#' || c == '!'
		if c == '-' && i+1 < len(s) && s[i+1] >= 'A' && s[i+1] <= 'Z' && i > start {
			sep = true
		}
		if sep {
			parts = append(parts, s[start:i])
			start = i + 1
		}
	}
	return append(parts, s[start:])
}

// ParseList parses a list of descriptors separated by commas or spaces. A
// leading PTS is dropped (PTS is always the first criterion). A list of
// more than MaxTieBreaks descriptors is refused before any is parsed.
func ParseList(s string) ([]Descriptor, error) {
	isSep := func(r rune) bool { return r == ',' || r == ' ' || r == ';' || r == '\t' || r == '\n' }
	if n := CountFields(s, isSep); n > MaxTieBreaks+1 { // + 1: a leading PTS
		first := strings.TrimLeftFunc(s, isSep)
		if i := strings.IndexFunc(first, isSep); i >= 0 {
			first = first[:i]
		}
		if strings.EqualFold(first, "PTS") {
			n--
		}
		return nil, CheckTieBreaks(n)
	}
	fields := strings.FieldsFunc(s, isSep)
	var out []Descriptor
	for i, f := range fields {
		if i == 0 && strings.EqualFold(f, "PTS") {
			continue
		}
		d, err := ParseDescriptor(f)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	if err := CheckTieBreaks(len(out)); err != nil {
		return nil, err
	}
	return out, nil
}

// Keys returns the output keys of a list of descriptors.
func Keys(list []Descriptor) []string {
	out := make([]string, len(list))
	for i, d := range list {
		out[i] = d.Key
	}
	return out
}

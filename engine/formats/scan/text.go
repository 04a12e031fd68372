package scan

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/internal/msg"
)

// Tok is one whitespace-separated token of a line, with its 1-based
// character columns (inclusive).
type Tok struct {
	S         string
	Line      int
	Col, End  int
	Separator bool // '|', or a separator word of §6.2 ("Avversari")
}

// separatorWords separate the player part of a strip from its cells (§6.2).
var separatorWords = WordSet("avversari|opponents|rivales|gegner")

// IsBlank reports a byte that parts the fields of a line without a
// delimiter: a space or a TAB. Every other space character became a
// space in the clean-up of §3.4 (IsOtherSpace), so detection and reading
// split alike (Tokenize, Words; docs/tiebreaks.md, decision 84).
func IsBlank(c byte) bool { return c == ' ' || c == '\t' }

// Words returns the fields of a line apart by runs of IsBlank bytes (the
// texts of Tokenize's tokens when the line holds no '|'), as substrings.
func Words(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' })
}

// Tokenize splits a line at spaces and TABs (IsBlank); '|' is always a token of its
// own and marked as a separator, like the words of separatorWords. The
// tokens are substrings of line, in one slice of the exact length: the
// cost is linear in the line with a small constant (issue 10 item 12).
func Tokenize(line string, ln int) []Tok {
	n := 0
	for i := 0; i < len(line); {
		switch line[i] {
		case ' ', '\t':
			i++
		case '|':
			n++
			i++
		default:
			n++
			for i < len(line) && line[i] != ' ' && line[i] != '\t' && line[i] != '|' { // !IsBlank, written out: a call a byte costs
				i++
			}
		}
	}
	if n == 0 {
		return nil
	}
	out := make([]Tok, 0, n)
	col := 1 // the column, in characters, of line[i]
	for i := 0; i < len(line); {
		switch line[i] {
		case ' ', '\t':
			i++
			col++
			continue
		case '|':
			out = append(out, Tok{S: "|", Line: ln, Col: col, End: col, Separator: true})
			i++
			col++
			continue
		}
		j, end := i, col-1
		for j < len(line) && line[j] != ' ' && line[j] != '\t' && line[j] != '|' {
			_, w := utf8.DecodeRuneInString(line[j:])
			j += w
			end++
		}
		out = append(out, Tok{S: line[i:j], Line: ln, Col: col, End: end, Separator: isSeparatorWord(line[i:j])})
		col = end + 1
		i = j
	}
	return out
}

// isSeparatorWord reports whether s is one of separatorWords, in any case.
func isSeparatorWord(s string) bool {
	if len(s) < 6 || len(s) > 9 {
		return false
	}
	return separatorWords[strings.ToLower(s)]
}

// Dash maps the dashes of word processors, the typographic dashes of
// docs/formats.md §3.4, to '-'.
func Dash(c rune) rune {
	switch c {
	case '\u2212', '\u2010', '\u2011', '\u2013', '\u2014':
		return '-'
	}
	return c
}

// NormDashes maps the typographic dashes of §3.4 to '-' (Dash); it is
// applied only to result cells and score tokens.
func NormDashes(s string) string { return strings.Map(Dash, s) }

// NormSepDashes is normDashes for a line that holds names (the pairing
// lists, §12): the dashes of a word that is a name's (isNameWord, §3.6:
// Garcia‑Palermo, ‑‑Ö) are kept as written; the others, the separators
// and the results' dashes (" – ", "1–0", "1F–0F", "+ – –"), become '-'.
func NormSepDashes(s string) string {
	if !strings.ContainsAny(s, "\u2212\u2010\u2011\u2013\u2014") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && s[j] != ' ' && s[j] != '\t' {
			j++
		}
		if w := s[i:j]; w != "" && !IsNameWord(w) {
			b.WriteString(NormDashes(w))
		} else {
			b.WriteString(w)
		}
		for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
			b.WriteByte(s[j])
			j++
		}
		i = j
	}
	return b.String()
}

// ScoreText reads a score (docs/formats.md §3.5): "4", "4.0", "4,5", "12.50",
// ".5", "½", "2½", "1/2". ok is false for anything else, including more than
// one significant decimal.
func ScoreText(s string) (engine.Score, bool) {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, ".") || strings.HasPrefix(s, ",") {
		s = "0" + s // ".5": ParseScore wants the units
	}
	v, ok, _ := ParseScore(s, false)
	return v, ok
}

// ParseScore reads a score (docs/formats.md §3.5): "4", "4.5", "4,5", "12.50",
// "½", "2½", "1/2", and with neg a leading '-'. precise is false when the
// text is a number with more than one significant decimal.
func ParseScore(s string, neg bool) (v engine.Score, ok, precise bool) {
	s = strings.TrimSpace(s)
	sign := engine.Score(1)
	if neg && strings.HasPrefix(s, "-") {
		sign, s = -1, s[1:]
	}
	if s == "1/2" {
		return 5 * sign, true, true
	}
	half := strings.HasSuffix(s, "½")
	if half {
		s = strings.TrimSuffix(s, "½")
		if s == "" {
			return 5 * sign, true, true
		}
	}
	ip, fp, hasFrac := strings.Cut(strings.Replace(s, ",", ".", 1), ".")
	if ip == "" || len(ip) > 9 || (half && hasFrac) || !AllDigits(ip) || (hasFrac && (fp == "" || !AllDigits(fp))) {
		return 0, false, true
	}
	n, _ := strconv.Atoi(ip)
	v = engine.Score(n * 10)
	if half {
		v += 5
	}
	if hasFrac {
		v += engine.Score(fp[0] - '0')
		if strings.Trim(fp[1:], "0") != "" {
			return 0, false, false
		}
	}
	return v * sign, true, true
}

// AllDigits reports whether s is one or more ASCII digits.
func AllDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// AtoiSmall converts one to six digits; ok is false otherwise.
func AtoiSmall(s string) (int, bool) {
	if !AllDigits(s) || len(s) > 6 {
		return 0, false
	}
	n, _ := strconv.Atoi(s)
	return n, true
}

// IsRuleToken reports whether s is a rule made of -, =, _ and + (three or
// more characters).
func IsRuleToken(s string) bool {
	if len(s) < 3 {
		return false
	}
	for _, r := range s {
		if r != '-' && r != '=' && r != '_' && r != '+' && r != '|' {
			return false
		}
	}
	return true
}

// IsRuleLine reports whether a line holds only rules and '|'.
func IsRuleLine(s string) bool {
	t := strings.TrimSpace(s)
	if t == "" {
		return false
	}
	for _, r := range t {
		if !strings.ContainsRune("-=_+| \t", r) {
			return false
		}
	}
	return strings.ContainsAny(t, "-=_")
}

// WithdrawalMarkers are the parenthesised markers of §6.5, lower-cased.
var WithdrawalMarkers = WordSet("w|ritirato|ritirata|rit.|retirado|retirada|withdrawn|wd|zurückgezogen")

// FideTitles maps title spellings to FIDE codes, including the single
// letters of Italian lists (G, I, F) and TRF06 letters.
var FideTitles = WordMap("GM=GM|IM=IM|WGM=WGM|FM=FM|WIM=WIM|CM=CM|WFM=WFM|WCM=WCM|G=GM|I=IM|F=FM")

// TitleOf returns the FIDE title code of a title text, or "".
func TitleOf(s string) string { return FideTitles[strings.ToUpper(strings.TrimSpace(s))] }

// IsFedToken reports whether s looks like a federation: 2–3 capital letters.
func IsFedToken(s string) bool {
	if len(s) < 2 || len(s) > 3 {
		return false
	}
	for _, r := range s {
		if r < 'A' || r > 'Z' {
			return false
		}
	}
	return true
}

// IsRatingToken reports whether s is a rating of 3–4 digits.
func IsRatingToken(s string) bool { return len(s) >= 3 && len(s) <= 4 && AllDigits(s) }

// LabelWords are the points labels of §6.2, lower-cased.
var LabelWords = WordSet("pts|pts.|punti|puntos|points|pkt|pkt.")

// HeaderWords is the one table of column headings (docs/formats.md §7.1):
// each line a role and its headings, lower-cased, in Italian, English,
// Spanish, German, French, Portuguese, Dutch, Polish, Czech, Russian and
// Chinese. headerRole looks a heading up in it, and every reader that
// classifies a heading asks headerRole (teamHeaderRole and vegaRole only
// add their own words first). A heading in two roles is a mistake that
// TestHeaderWordsOneRole finds. The headings are hints: a grid's or a
// crosstable's name column with an unknown heading is found by its content
// (nameColumn).
var HeaderWords = RoleWords("" +
	"rank=rk|rg|pl|pos|platz|rang|clas|posizione|place|rank|puesto|posición|posicion|clt|classement|" +
	"posição|posicao|plaats|miejsce|m-ce|poř|pořadí|место|м|名次|排名\n" +
	"key=sno|snr|nr|no|n°|nº|stnr|id|n|#|num|nro|núm|tnr|tlnnr|startnr|č|st.č|№|序号|编号\n" +
	"name=name|nome|nombre|nom|player|spieler|giocatore|jugador|cognome|partecipante|" +
	"teilnehmer|participant|participants|joueur|joueurs|participante|participantes|atleta|jogador|" +
	"speler|deelnemer|naam|zawodnik|nazwisko|gracz|hráč|jméno|příjmení|" +
	"участник|игрок|фамилия|имя|фио|姓名|选手|棋手|名字\n" +
	"rating=rtg|elo|rtgi|rating|rtgn|rtg nat|elo fide|fide|fide elo|elo nat|elo nac|elo int|" +
	"twz|dwz|nwz|knsb|lok|рейтинг|рейт|эло|ело|等级分\n" +
	"title=t|tit|title|titel|titolo|titre|título|titulo|titul|титул|звание|称号\n" +
	"fed=fed|land|nat|federation|feder|country|nation|fede|fédé|pays|país|pais|federación|federacion|" +
	"federação|federacao|kraj|země|федерация|страна|фед|国家|协会\n" +
	"points=pts|pkt|punti|punteggio|puntos|puntuación|puntuacion|points|score|tot|total|total points|total pts|punkte|ptos|pontos|pontuação|punten|pnt|punkty|body|" +
	"очки|积分|得分\n" +
	"club=club/city|verein/ort|club|circolo|city|verein|ort|klub|ville|ciudad|cidade|vereniging|società|" +
	"oddíl|клуб|город|俱乐部|单位")

// RoleWords returns the map heading → role of list: lines "role=w1|w2|…".
func RoleWords(list string) map[string]string {
	m := map[string]string{}
	for _, line := range strings.Split(list, "\n") {
		role, words, _ := strings.Cut(line, "=")
		for _, w := range strings.Split(words, "|") {
			if m[w] == "" {
				m[w] = role
			} else {
				m[w] += "," + role // two roles: TestHeaderWordsOneRole
			}
		}
	}
	return m
}

// HeaderRole classifies a column header (§6.2, §7.1), case-insensitively,
// ignoring trailing dots, runs of spaces and the asterisks of a Markdown
// emphasis left unrendered ("*ELO *"): "key", "rank", "name", "rating",
// "title", "fed", "points", "club" (headerWords), "tb" (a name of
// printedNames), or "".
func HeaderRole(h string) string {
	if r, ok := HeaderWords[headingKey(h)]; ok {
		return r
	}
	if isPrintedName(h) {
		return "tb"
	}
	return ""
}

// headingKey is a heading as HeaderRole compares it.
func headingKey(h string) string {
	s := strings.ToLower(strings.TrimRight(strings.TrimSpace(strings.Trim(strings.TrimSpace(h), "*")), "."))
	if strings.Contains(s, "  ") || strings.ContainsAny(s, "\t\u00a0") {
		s = strings.Join(strings.Fields(s), " ")
	}
	return s
}

// RatingRank orders the rating columns of a table that prints several
// (docs/tiebreaks.md, decision 91), lower first: 0 the rating the
// program rated the event by (Swiss-Chess's TWZ, the one its pairing
// lists print when they print one), 1 the international one (Elo, FIDE, RtgI, and the bare
// Rtg, Rating and their translations), 2 a national one (DWZ, NWZ, RtgN
// …). h is a heading of the role "rating".
func RatingRank(h string) int {
	switch headingKey(h) {
	case "twz":
		return 0
	case "dwz", "nwz", "rtgn", "rtg nat", "elo nat", "elo nac", "knsb", "lok":
		return 2
	}
	return 1
}

// IsProse reports whether a line above a table is prose, which never names
// the event (docs/formats.md §8.1, "The event's name"), rather than a
// title: a line of more than 12 words; a line of three words or more that
// ends in "!" or "?", or of four or more that ends in "." after a word of
// three letters or more without a dot inside ("Helfer.", not "e.V." nor
// "A."); a line holding "。", "！" or "？"; or a line of two words or more
// on each side of a sentence's end: a word ending in ".", "!" or "?" (of
// three letters or more without a dot inside, or a date such as
// "12.03.2025.") followed by a word starting with a capital ("… 5 mai.
// Merci …", not "3. Kleeblatt-Turnier" nor "Prof. Schmidt").
func IsProse(s string) bool {
	words := strings.Fields(s)
	n := len(words)
	switch {
	case n > 12:
		return true
	case strings.ContainsAny(s, "。！？"):
		return true
	case n == 0:
		return false
	}
	last := words[n-1]
	switch last[len(last)-1] {
	case '!', '?':
		if n >= 3 {
			return true
		}
	case '.':
		if n >= 4 && sentenceWord(last, false) {
			return true
		}
	}
	for i := 2; i <= n-2; i++ {
		w := words[i-1]
		if !strings.ContainsAny(w[len(w)-1:], ".!?") || !sentenceWord(w, true) {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(words[i]); unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

// sentenceWord reports whether w, ending in ".", "!" or "?", can end a
// sentence: three letters or more and no dot before its end, or, when
// date is set, a date ("12.03.2025.": digits with a dot inside).
func sentenceWord(w string, date bool) bool {
	body := strings.TrimRight(w, ".!?")
	letters, digits := 0, 0
	for _, r := range body {
		switch {
		case unicode.IsLetter(r):
			letters++
		case unicode.IsDigit(r):
			digits++
		}
	}
	inner := strings.Contains(body, ".")
	return letters >= 3 && !inner || date && inner && digits > 0 && letters == 0
}

// FoldName is the comparison key of a name (§3.6): case-folded, spaces next
// to commas removed, runs of spaces collapsed.
func FoldName(s string) string { return string(appendFoldName(make([]byte, 0, len(s)), s)) }

// appendFoldName appends the comparison key of the name s to b.
func appendFoldName(b []byte, s string) []byte {
	// one pass: lower case, runs of spaces collapsed, spaces next to commas removed
	start := len(b)
	space := false
	for i := 0; i < len(s); {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		i += size
		switch {
		case r == ' ' || r >= '\t' && r <= '\r' || r >= utf8.RuneSelf && unicode.IsSpace(r):
			space = len(b) > start
			continue
		case r == ',':
			space = false
		case space:
			if b[len(b)-1] != ',' {
				b = append(b, ' ')
			}
			space = false
		}
		switch {
		case r >= 'A' && r <= 'Z':
			b = append(b, byte(r+'a'-'A'))
		case r < utf8.RuneSelf:
			b = append(b, byte(r))
		default:
			b = utf8.AppendRune(b, unicode.ToLower(r))
		}
	}
	return b
}

// LabelOf names a row in messages: "7 Russo, Elena".
func LabelOf(key int, name string) string {
	switch {
	case name == "":
		return strconv.Itoa(key)
	case key == 0:
		return name
	}
	return strconv.Itoa(key) + " " + name
}

// RuneSlice returns the characters a..b (1-based, inclusive) of rs, trimmed.
func RuneSlice(rs []rune, a, b int) string {
	if a < 1 {
		a = 1
	}
	if b > len(rs) {
		b = len(rs)
	}
	if a > b {
		return ""
	}
	return strings.TrimSpace(string(rs[a-1 : b]))
}

// IsLetterToken reports whether s holds at least one letter.
func IsLetterToken(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// FirstTextLine returns the first non-blank line number (1 when none).
func FirstTextLine(lines []string) int {
	for i, s := range lines {
		if strings.TrimSpace(s) != "" {
			return i + 1
		}
	}
	return 1
}

// IsRESpace reports whether c is matched by regexp's \s: [\t\n\f\r ],
// which are also HTML's spaces (html.go).
func IsRESpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }

// JoinToks joins the texts of tokens with spaces.
func JoinToks(ts []Tok) string {
	var parts []string
	for _, t := range ts {
		parts = append(parts, t.S)
	}
	return strings.Join(parts, " ")
}

// KindCite is the result kind k as a message cites it.
func KindCite(k engine.Kind) string { return msg.ResultOf(k.Name()).Cite() }

package formats

import "strings"

// splitCols splits a line into fields with their columns. delim is '\t',
// ';' or ',' for delimited text (RFC 4180 quotes are honoured, a doubled
// quote is a literal quote), or 0 for fields separated by whitespace. Field
// texts are trimmed; col and end are the columns of the trimmed text (for an
// empty field, the column where it would start).
func splitCols(line string, ln int, delim rune) []tok {
	if delim == 0 {
		var out []tok
		for _, t := range tokenize(line, ln) {
			if t.s != "|" {
				t.separator = false
				out = append(out, t)
			}
		}
		return out
	}
	rs := []rune(line)
	var out []tok
	i := 0
	for {
		start := i
		var b strings.Builder
		quoted := false
		// Skip leading blanks before a quote.
		j := i
		for j < len(rs) && (rs[j] == ' ') {
			j++
		}
		if delim != '\t' && j < len(rs) && rs[j] == '"' {
			quoted = true
			i = j + 1
			for i < len(rs) {
				if rs[i] == '"' {
					if i+1 < len(rs) && rs[i+1] == '"' {
						b.WriteRune('"')
						i += 2
						continue
					}
					i++
					break
				}
				b.WriteRune(rs[i])
				i++
			}
			for i < len(rs) && rs[i] != delim {
				i++
			}
		} else {
			for i < len(rs) && rs[i] != delim {
				b.WriteRune(rs[i])
				i++
			}
		}
		raw := b.String()
		text := strings.TrimSpace(raw)
		col := start + 1
		if quoted {
			col = j + 2
		} else if text != "" {
			col = start + 1 + len([]rune(raw)) - len([]rune(strings.TrimLeft(raw, " \t")))
		}
		out = append(out, tok{s: text, line: ln, col: col, end: max(col+len([]rune(text))-1, col)})
		if i >= len(rs) {
			break
		}
		i++ // the delimiter
	}
	return out
}

// chooseDelim picks the delimiter of a table (§7.1): TAB, ';' and ',' in
// that order, the first that gives the same number of fields on at least 80 %
// of the lines with more than one field; 0 means whitespace.
func chooseDelim(lines []string) rune {
	for _, d := range []rune{'\t', ';', ','} {
		counts := map[int]int{}
		n := 0
		for i, s := range lines {
			if !strings.ContainsRune(s, d) {
				continue
			}
			n++
			counts[len(splitCols(s, i+1, d))]++
		}
		best := 0
		for _, c := range counts {
			best = max(best, c)
		}
		if n >= 2 && best*5 >= n*4 {
			return d
		}
	}
	// No consistent delimiter: the one found on most lines (at least half).
	var pick rune
	most := 0
	for _, d := range []rune{'\t', ';'} {
		n := 0
		for _, s := range lines {
			if strings.Count(s, string(d)) >= 2 {
				n++
			}
		}
		if n > most && n*2 >= len(lines) {
			pick, most = d, n
		}
	}
	return pick
}

package scan

import (
	"bytes"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/spareggi/spareggi/internal/msg"
)

// MaxInput is the largest input the readers accept. docs/formats.md §1 requires
// 5 MiB; past 16 MiB the input is refused with E-INPUT-TOO-LARGE.
const MaxInput = 16 << 20

// TooLarge returns the error of an input of more than MaxInput bytes, for
// a caller that stops reading at the limit rather than read it all.
func TooLarge(file string) error {
	d := *InputError(EInputTooLarge, MsgI(&msg.ReaderInputTooLargeStream, MaxInput))
	d.Line, d.Col, d.EndCol = 1, 1, 1
	return &Error{File: file, Diags: []Diagnostic{d}}
}

// MaxLine is the longest line, in bytes, the readers accept. The longest
// line of a crosstable is a TRF player line of 250 rounds (about 2,600
// characters) or a grid row of a few thousand cells; a longer line is a
// binary or minified file dropped by mistake, refused with
// E-INPUT-LINE-TOO-LONG before any reader spends time on it.
const MaxLine = 64 << 10

// Cp1252 maps the bytes 0x80–0x9F of Windows-1252 to Unicode. The five
// undefined bytes map to the C1 control of the same value (docs/formats.md §3.2).
var Cp1252 = [32]rune{
	0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
	0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
	0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
	0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
}

// Decoded is the result of text acquisition, with the details a reader needs
// for its diagnostics.
type Decoded struct {
	Lines      []string
	Encoding   string // UTF-8, UTF-8+BOM, UTF-16LE, UTF-16BE, Windows-1252, mixed
	LineEnding string // LF, CRLF, CR, mixed, none
	// cp1252 marks the lines decoded as Windows-1252 (nil when none was).
	Cp1252 []bool
	// firstUTF8 and firstCP1252 are the first line (1-based) holding
	// multi-byte UTF-8 and Windows-1252 bytes, when the encoding is mixed.
	FirstUTF8, FirstCP1252 int
	// html: the input was an HTML page, and lines are its text
	// (docs/formats.md §3.10).
	Html bool
}

// DecodeText turns bytes into normalised lines per docs/formats.md §3.2–§3.4.
//
// The bytes may be UTF-8 with or without a byte-order mark, UTF-16 with a
// byte-order mark, or Windows-1252; a file that is not valid UTF-8 is decoded
// line by line, and a file mixing both reports the encoding "mixed". Line
// breaks may be CRLF, LF or CR (CR CR LF is one CRLF); lineEnding names the
// dominant style ("mixed" when none has a strict majority, "none" for a
// single unterminated line).
// In every line a leading U+FEFF is removed, every other space
// (IsOtherSpace: non-breaking, ideographic, …) becomes a space and trailing
// spaces and TABs are removed.
// Blank lines are kept, so line numbers are index+1.
//
// PDF files, zip archives (which Read reads as .xlsx workbooks), Excel
// 97–2003 (.xls) files and other binary input (NUL bytes outside a UTF-16
// file) are refused with an E-INPUT-BINARY diagnostic.
func DecodeText(data []byte) (lines []string, encoding, lineEnding string, err *Diagnostic) {
	dec, err := DecodeBytes(data)
	if err != nil {
		return nil, "", "", err
	}
	return dec.Lines, dec.Encoding, dec.LineEnding, nil
}

// OverlongLine returns E-INPUT-LINE-TOO-LONG at the first line longer
// than maxLine, at the first character past the limit; nil when there is
// none.
func OverlongLine(lines []string) *Diagnostic {
	for i, l := range lines {
		if len(l) > MaxLine {
			col := utf8.RuneCountInString(l[:MaxLine]) + 1
			d := Worded(Diagnostic{Severity: SeverityError, Code: EInputLineTooLong, Line: i + 1, Col: col, EndCol: col,
				Expected: "a line of at most " + strconv.Itoa(MaxLine) + " bytes"}, MsgI(&msg.ReaderLineTooLong, i+1, len(l), MaxLine))
			return &d
		}
	}
	return nil
}

// InputError returns an input-level error diagnostic (line 0) worded by
// the declared message m.
func InputError(code Code, m msg.Message) *Diagnostic {
	d := Worded(Diagnostic{Severity: SeverityError, Code: code}, m)
	return &d
}

func DecodeBytes(data []byte) (Decoded, *Diagnostic) {
	var dec Decoded
	switch {
	case len(data) > MaxInput:
		return dec, InputError(EInputTooLarge, MsgI(&msg.ReaderInputTooLarge, len(data), MaxInput))
	case bytes.HasPrefix(data, []byte("%PDF")):
		return dec, InputError(EInputBinary, msg.Message{ID: msg.ReaderInputPDF})
	case bytes.HasPrefix(data, []byte("PK\x03\x04")):
		// Read and ReadString read it as a workbook (§3.9); this is
		// DecodeText's answer, which only decodes text.
		return dec, InputError(EInputBinary, msg.Message{ID: msg.ReaderInputZip})
	case bytes.HasPrefix(data, []byte("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1")):
		return dec, InputError(EInputBinary, msg.Message{ID: msg.ReaderInputOLE})
	}
	text := data
	utf16Input := false
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		text, dec.Encoding = data[3:], "UTF-8+BOM"
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		text, dec.Encoding, utf16Input = decodeUTF16(data[2:], false), "UTF-16LE", true
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		text, dec.Encoding, utf16Input = decodeUTF16(data[2:], true), "UTF-16BE", true
	default:
		dec.Encoding = "UTF-8"
	}
	if i := bytes.IndexByte(text, 0); i >= 0 {
		id := &msg.ReaderInputNUL
		if utf16Input {
			id = &msg.ReaderInputNULUTF16
		}
		return dec, InputError(EInputBinary, MsgI(id, i+1))
	}
	if utf8.Valid(text) {
		// One conversion for the whole text; each line is a substring of it.
		dec.splitUTF8(string(text))
		return dec, nil
	}
	raw, le := SplitLines(text)
	dec.LineEnding = le
	// A DOS end-of-file mark (Ctrl-Z) after the last line is not text.
	if n := len(raw); n > 0 {
		if last := bytes.TrimRight(raw[n-1], "\x1a"); len(last) == 0 && len(raw[n-1]) > 0 {
			raw = raw[:n-1]
		} else {
			raw[n-1] = last
		}
	}
	dec.Lines = make([]string, len(raw))
	// Line by line: valid UTF-8 with a multi-byte sequence is UTF-8, every
	// other line is Windows-1252 (docs/formats.md §3.2 step 4).
	dec.Cp1252 = make([]bool, len(raw))
	for i, l := range raw {
		switch {
		case !utf8.Valid(l):
			dec.Lines[i] = decode1252(l)
			dec.Cp1252[i] = true
			if dec.FirstCP1252 == 0 {
				dec.FirstCP1252 = i + 1
			}
		default:
			dec.Lines[i] = string(l)
			if dec.FirstUTF8 == 0 && hasHighByte(l) {
				dec.FirstUTF8 = i + 1
			}
		}
		dec.Lines[i] = NormaliseLine(dec.Lines[i])
	}
	if dec.FirstUTF8 > 0 {
		dec.Encoding = "mixed"
	} else {
		dec.Encoding = "Windows-1252"
	}
	return dec, nil
}

// DecodeString is decodeBytes for text already in a string: UTF-8 text
// (the usual case) is split into lines that are substrings of text,
// without a copy of the whole; any other input (too large, binary, UTF-16,
// not valid UTF-8) goes through decodeBytes, which decodes or refuses it.
func DecodeString(text string) (Decoded, *Diagnostic) {
	body, enc := text, "UTF-8"
	if b, ok := strings.CutPrefix(text, "\uFEFF"); ok {
		body, enc = b, "UTF-8+BOM"
	}
	switch {
	case len(text) > MaxInput, strings.HasPrefix(text, "%PDF"), strings.HasPrefix(text, "PK\x03\x04"),
		strings.HasPrefix(text, "\xFF\xFE"), strings.HasPrefix(text, "\xFE\xFF"), strings.IndexByte(body, 0) >= 0:
		return DecodeBytes([]byte(text))
	}
	if !utf8.ValidString(body) {
		return DecodeBytes([]byte(text))
	}
	dec := Decoded{Encoding: enc}
	dec.splitUTF8(body)
	return dec, nil
}

// splitUTF8 fills the lines of valid UTF-8 text: each line is a substring
// of text, normalised.
func (dec *Decoded) splitUTF8(text string) {
	dec.Lines, dec.LineEnding = SplitLines(text)
	dropEOFMark(&dec.Lines)
	for i, l := range dec.Lines {
		dec.Lines[i] = NormaliseLine(l)
	}
}

// decodeUTF16 converts UTF-16 code units to UTF-8 bytes. An odd last byte is
// dropped; unpaired surrogates become U+FFFD.
func decodeUTF16(b []byte, bigEndian bool) []byte {
	u := make([]uint16, len(b)/2)
	for i := range u {
		if bigEndian {
			u[i] = uint16(b[2*i])<<8 | uint16(b[2*i+1])
		} else {
			u[i] = uint16(b[2*i+1])<<8 | uint16(b[2*i])
		}
	}
	return []byte(string(utf16.Decode(u)))
}

// dropEOFMark removes a DOS end-of-file mark (Ctrl-Z) after the last line,
// as decodeBytes does for the lines of splitLines: a last line made only of
// Ctrl-Z is dropped.
func dropEOFMark(lines *[]string) {
	ls := *lines
	if n := len(ls); n > 0 {
		if last := strings.TrimRight(ls[n-1], "\x1a"); last == "" && ls[n-1] != "" {
			*lines = ls[:n-1]
		} else {
			ls[n-1] = last
		}
	}
}

// TrimBlanks removes trailing spaces and TABs, like strings.TrimRight(s, " \t").
func TrimBlanks(s string) string {
	i := len(s)
	for i > 0 && (s[i-1] == ' ' || s[i-1] == '\t') {
		i--
	}
	return s[:i]
}

// SplitLines splits text at CRLF, LF and lone CR and names the dominant line
// ending. A last line without a terminator is still a line; a final
// terminator does not start an empty line. CR CR LF is one line end, counted
// as CRLF: it is a CRLF line end written again through a conversion that
// turns every LF into CR LF (a text-mode write or a second unix2dos of a
// file that had CRLF already), and no program ends an empty line with a
// lone CR between CRLF lines (docs/formats.md §3.3).
func SplitLines[T string | []byte](text T) ([]T, string) {
	breaks := 0
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' || text[i] == '\r' {
			breaks++
		}
	}
	lines := make([]T, 0, breaks+1)
	var crlf, lf, cr int
	start := 0
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '\n':
			lines = append(lines, text[start:i])
			lf++
			start = i + 1
		case '\r':
			lines = append(lines, text[start:i])
			switch {
			case i+1 < len(text) && text[i+1] == '\n':
				crlf++
				i++
			case i+2 < len(text) && text[i+1] == '\r' && text[i+2] == '\n':
				crlf++ // CR CR LF: one CRLF whose CR was doubled
				i += 2
			default:
				cr++
			}
			start = i + 1
		}
	}
	if start < len(text) {
		lines = append(lines, text[start:])
	}
	total := crlf + lf + cr
	name := "none"
	switch {
	case total == 0:
	case crlf*2 > total:
		name = "CRLF"
	case lf*2 > total:
		name = "LF"
	case cr*2 > total:
		name = "CR"
	default:
		name = "mixed"
	}
	return lines, name
}

func hasHighByte(b []byte) bool {
	for _, c := range b {
		if c >= 0x80 {
			return true
		}
	}
	return false
}

// decode1252 decodes one line of Windows-1252.
func decode1252(b []byte) string {
	var sb strings.Builder
	sb.Grow(len(b) + len(b)/4)
	for _, c := range b {
		switch {
		case c < 0x80:
			sb.WriteByte(c)
		case c < 0xA0:
			sb.WriteRune(Cp1252[c-0x80])
		default:
			sb.WriteRune(rune(c))
		}
	}
	return sb.String()
}

// NormaliseLine applies the character clean-up of docs/formats.md §3.4 that does
// not depend on the format: a leading U+FEFF is removed, every other space
// (IsOtherSpace) becomes a space, trailing spaces and TABs are removed.
func NormaliseLine(s string) string {
	for strings.HasPrefix(s, "\uFEFF") {
		s = s[len("\uFEFF"):]
	}
	for i := 0; i < len(s); i++ { // bytes first: most lines are ASCII without \v or \f
		if c := s[i]; c == '\v' || c == '\f' || c >= utf8.RuneSelf {
			if strings.IndexFunc(s[i:], IsOtherSpace) >= 0 {
				s = strings.Map(func(r rune) rune {
					if IsOtherSpace(r) {
						return ' '
					}
					return r
				}, s)
			}
			break
		}
	}
	return TrimBlanks(s)
}

// IsOtherSpace reports a space character other than the space and the TAB:
// the line and form feeds \v and \f and the Unicode space separators
// (U+00A0, U+1680, U+2000–U+200A, U+202F, U+205F, U+3000: the
// ideographic space between the fields of a Chinese or Japanese page, the
// figure space U+2007 aligning numbers). The clean-up of §3.4 turns each
// into a space, one character for one, so that fields are apart by spaces
// and TABs only, for detection and reading alike (Words, Tokenize;
// docs/tiebreaks.md, decision 84).
func IsOtherSpace(r rune) bool {
	switch {
	case r < utf8.RuneSelf:
		return r == '\v' || r == '\f'
	case r == '\u00A0', r == '\u1680', r >= '\u2000' && r <= '\u200A', r == '\u202F', r == '\u205F', r == '\u3000':
		return true
	}
	return false
}

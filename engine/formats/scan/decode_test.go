package scan

import (
	"reflect"
	"strings"
	"testing"
)

func TestDecodeText(t *testing.T) {
	utf16 := func(s string, be bool) []byte {
		out := []byte{0xFF, 0xFE}
		if be {
			out = []byte{0xFE, 0xFF}
		}
		for _, c := range s { // the test strings hold no surrogate pairs
			if be {
				out = append(out, byte(c>>8), byte(c))
			} else {
				out = append(out, byte(c), byte(c>>8))
			}
		}
		return out
	}
	tests := []struct {
		Name           string
		in             []byte
		Lines          []string
		enc, lineEnd   string
		errCode, errIn string
	}{
		{"LF", []byte("a\nb\n"), []string{"a", "b"}, "UTF-8", "LF", "", ""},
		{"CRLF", []byte("a\r\nb\r\n"), []string{"a", "b"}, "UTF-8", "CRLF", "", ""},
		{"CR", []byte("a\rb\r"), []string{"a", "b"}, "UTF-8", "CR", "", ""},
		{"no final break", []byte("a\r\nb"), []string{"a", "b"}, "UTF-8", "CRLF", "", ""},
		{"dominant", []byte("a\r\nb\r\nc\nd\r\n"), []string{"a", "b", "c", "d"}, "UTF-8", "CRLF", "", ""},
		{"mixed endings", []byte("a\r\nb\nc\rd"), []string{"a", "b", "c", "d"}, "UTF-8", "mixed", "", ""},
		// CR CR LF (a CRLF file written again in text mode) is one line
		// end, not a lone CR and a CRLF with an empty line between
		// (testdata/real/uschess-msa-tournamentinfo.txt); a CR CR without
		// LF stays two.
		{"CR CR LF", []byte("a\r\r\nb\r\r\n\r\r\nc\r\rd"), []string{"a", "b", "", "c", "", "d"}, "UTF-8", "CRLF", "", ""},
		{"CR CR LF in Windows-1252", []byte("M\xFCller\r\r\nb\r\r\n"), []string{"Müller", "b"}, "Windows-1252", "CRLF", "", ""},
		{"single line", []byte("abc"), []string{"abc"}, "UTF-8", "none", "", ""},
		{"empty", nil, []string{}, "UTF-8", "none", "", ""},
		{"blank lines kept", []byte("a\n\n  \nb\n"), []string{"a", "", "", "b"}, "UTF-8", "LF", "", ""},
		{"trailing blanks", []byte("a  \t \nb\t\n"), []string{"a", "b"}, "UTF-8", "LF", "", ""},
		{"BOM", []byte("\xEF\xBB\xBFM\xC3\xBCller\n"), []string{"Müller"}, "UTF-8+BOM", "LF", "", ""},
		{"BOM at line start", []byte("a\n\uFEFF\uFEFFb\n"), []string{"a", "b"}, "UTF-8", "LF", "", ""},
		{"non-breaking spaces", []byte("a\u00A0b\u2007c\u202Fd\u00A0\n"), []string{"a b c d"}, "UTF-8", "LF", "", ""},
		{"Windows-1252", []byte("M\xFCller \x80 \x93x\x94 \x81\r\n"), []string{"Müller € “x” \u0081"}, "Windows-1252", "CRLF", "", ""},
		{"half point", []byte("2\xBD\n"), []string{"2½"}, "Windows-1252", "LF", "", ""},
		{"mixed encodings", []byte("M\xFCller\nM\xC3\xBCller\nplain\n"), []string{"Müller", "Müller", "plain"}, "mixed", "LF", "", ""},
		{"UTF-16LE", utf16("Müller\r\nWeiß\r\n", false), []string{"Müller", "Weiß"}, "UTF-16LE", "CRLF", "", ""},
		{"UTF-16BE", utf16("Müller\nWeiß", true), []string{"Müller", "Weiß"}, "UTF-16BE", "LF", "", ""},
		{"UTF-16 odd byte", append(utf16("ab", false), 'x'), []string{"ab"}, "UTF-16LE", "none", "", ""},
		{"Ctrl-Z", []byte("a\r\nb\r\n\x1a"), []string{"a", "b"}, "UTF-8", "CRLF", "", ""},
		{"PDF", []byte("%PDF-1.7\n..."), nil, "", "", "E-INPUT-BINARY", "PDF"},
		{"zip", []byte("PK\x03\x04rest"), nil, "", "", "E-INPUT-BINARY", "xlsx"},
		{"NUL", []byte("012 x\n\x00\x00"), nil, "", "", "E-INPUT-BINARY", "byte 7"},
		{"UTF-16 without BOM", []byte("0\x001\x002\x00"), nil, "", "", "E-INPUT-BINARY", "without a byte-order mark"},
		{"too large", make([]byte, MaxInput+1), nil, "", "", "E-INPUT-TOO-LARGE", "bytes"},
	}
	for _, tc := range tests {
		t.Run(tc.Name, func(t *testing.T) {
			sameDecoding(t, tc.in)
			lines, enc, le, err := DecodeText(tc.in)
			if tc.errCode != "" {
				if err == nil || string(err.Code) != tc.errCode || err.Line != 0 || err.Severity != SeverityError ||
					!strings.Contains(err.Message, tc.errIn) {
					t.Fatalf("err = %+v", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("err = %v", err)
			}
			if strings.Join(lines, "|") != strings.Join(tc.Lines, "|") || len(lines) != len(tc.Lines) {
				t.Errorf("lines %q, want %q", lines, tc.Lines)
			}
			if enc != tc.enc || le != tc.lineEnd {
				t.Errorf("encoding %q line ending %q, want %q %q", enc, le, tc.enc, tc.lineEnd)
			}
		})
	}
}

func TestDecodeMixedLines(t *testing.T) {
	dec, err := DecodeBytes([]byte("plain\nM\xC3\xBCller\nM\xFCller\nM\xFCller\n"))
	if err != nil || dec.FirstUTF8 != 2 || dec.FirstCP1252 != 3 || dec.Cp1252[1] || !dec.Cp1252[2] {
		t.Errorf("%+v %v", dec, err)
	}
}

// sameDecoding fails unless decodeString reads the text of data as
// decodeBytes reads its bytes.
func sameDecoding(t *testing.T, data []byte) {
	t.Helper()
	want, werr := DecodeBytes(data)
	got, gerr := DecodeString(string(data))
	if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(gerr, werr) {
		t.Fatalf("decodeString(%.40q) = %+v, %v; decodeBytes gives %+v, %v", data, got, gerr, want, werr)
	}
}

// FuzzDecodeString: a string decodes as its bytes do.
func FuzzDecodeString(f *testing.F) {
	for _, s := range []string{"a\nb", "\xEF\xBB\xBFM\xC3\xBCller\r\n", "\xEF\xBB\xBF", "\xEF\xBB", "\xFF\xFEa\x00",
		"\xFE\xFF\x00a", "M\xFCller\n", "%PDF-1.7", "PK\x03\x04", "a\x00b", "\xEF\xBB\xBF\x00", "a \u00A0\n\x1a",
		"a\rb\r\nc", "\uFEFF\uFEFFx", "a\r\r\nb\r\r\r\nc\r\r"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) { sameDecoding(t, data) })
}

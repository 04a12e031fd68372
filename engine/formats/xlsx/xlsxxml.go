package xlsx

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"unicode/utf8"
)

// xmlScanner reads the XML of a workbook's parts as a stream of start
// elements, end elements and character data: the little of XML that Office
// Open XML parts use, written by programs. It replaces encoding/xml, whose
// reflection-based marshalling the page does not need and which cost
// app.wasm about 10 kB gzipped (docs/formats.md §3.9): names lose their
// prefix (x:c is c), the five predefined entities and character references
// are decoded, comments, processing instructions and the XML declaration
// are skipped, CDATA sections are character data, and a document type
// declaration is refused (no entity of a workbook needs one). Cost: one
// pass over the bytes.
type xmlScanner struct {
	r       *bufio.Reader
	pending bool // a self-closing element's end is the next token
	tok     xmlToken
	buf     []byte
}

// xmlToken is one token: kind 's' (start), 'e' (end) or 't' (text).
type xmlToken struct {
	Kind  byte
	Name  string
	attrs []xmlAttr
	Text  []byte // valid until the next call
}

// xmlAttr is an attribute, its name without prefix.
type xmlAttr struct{ Name, value string }

// Attr returns the value of the attribute with the name (no prefix).
func (t *xmlToken) Attr(name string) string {
	for _, a := range t.attrs {
		if a.Name == name {
			return a.value
		}
	}
	return ""
}

var errXMLSyntax = errors.New("XML syntax error")

func NewXMLScanner(r io.Reader) *xmlScanner {
	return &xmlScanner{r: bufio.NewReaderSize(r, 32<<10)}
}

// inner is Next inside an element not yet ended: the end of the input
// there is io.ErrUnexpectedEOF.
func (x *xmlScanner) inner() (*xmlToken, error) {
	t, err := x.Next()
	if err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	return t, err
}

// Next returns the next token, or io.EOF at the end.
func (x *xmlScanner) Next() (*xmlToken, error) {
	if x.pending {
		x.pending = false
		x.tok.Kind, x.tok.attrs, x.tok.Text = 'e', nil, nil
		return &x.tok, nil
	}
	for {
		c, err := x.r.ReadByte()
		if err != nil {
			return nil, err
		}
		if c != '<' {
			x.r.UnreadByte()
			x.buf = x.buf[:0]
			if err := x.charData(); err != nil {
				return nil, err
			}
			x.tok = xmlToken{Kind: 't', Text: x.buf}
			return &x.tok, nil
		}
		c, err = x.r.ReadByte()
		if err != nil {
			return nil, io.ErrUnexpectedEOF
		}
		switch c {
		case '?': // the declaration, a processing instruction
			if err := x.skipTo("?>"); err != nil {
				return nil, err
			}
		case '!':
			ok, err := x.bang()
			if err != nil {
				return nil, err
			}
			if ok {
				x.tok = xmlToken{Kind: 't', Text: x.buf}
				return &x.tok, nil
			}
		case '/':
			name, err := x.Name()
			if err != nil {
				return nil, err
			}
			x.blanks()
			if c, err := x.r.ReadByte(); err != nil || c != '>' {
				return nil, errXMLSyntax
			}
			x.tok = xmlToken{Kind: 'e', Name: name}
			return &x.tok, nil
		default:
			x.r.UnreadByte()
			return x.start()
		}
	}
}

// start reads a start element after its '<'.
func (x *xmlScanner) start() (*xmlToken, error) {
	name, err := x.Name()
	if err != nil {
		return nil, err
	}
	x.tok = xmlToken{Kind: 's', Name: name, attrs: x.tok.attrs[:0]}
	for {
		x.blanks()
		c, err := x.r.ReadByte()
		if err != nil {
			return nil, io.ErrUnexpectedEOF
		}
		switch c {
		case '>':
			return &x.tok, nil
		case '/':
			if c, err := x.r.ReadByte(); err != nil || c != '>' {
				return nil, errXMLSyntax
			}
			x.pending = true
			return &x.tok, nil
		}
		x.r.UnreadByte()
		an, err := x.Name()
		if err != nil {
			return nil, err
		}
		x.blanks()
		if c, err := x.r.ReadByte(); err != nil || c != '=' {
			return nil, errXMLSyntax
		}
		x.blanks()
		q, err := x.r.ReadByte()
		if err != nil || q != '"' && q != '\'' {
			return nil, errXMLSyntax
		}
		x.buf = x.buf[:0]
		for {
			c, err := x.r.ReadByte()
			if err != nil {
				return nil, io.ErrUnexpectedEOF
			}
			if c == q {
				break
			}
			if c == '<' {
				return nil, errXMLSyntax
			}
			if c == '&' {
				if err := x.entity(); err != nil {
					return nil, err
				}
				continue
			}
			x.buf = append(x.buf, c)
		}
		if len(x.tok.attrs) == 1024 {
			return nil, errXMLSyntax
		}
		x.tok.attrs = append(x.tok.attrs, xmlAttr{an, string(x.buf)})
	}
}

// Name reads a name and returns it without its prefix.
func (x *xmlScanner) Name() (string, error) {
	x.buf = x.buf[:0]
	local := 0
	for {
		c, err := x.r.ReadByte()
		if err != nil {
			return "", io.ErrUnexpectedEOF
		}
		if c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '>' || c == '/' || c == '=' {
			x.r.UnreadByte()
			break
		}
		if c == '<' || c == '"' || c == '\'' || len(x.buf) == 256 {
			return "", errXMLSyntax
		}
		if c == ':' {
			local = len(x.buf) + 1
		}
		x.buf = append(x.buf, c)
	}
	if local >= len(x.buf) {
		return "", errXMLSyntax
	}
	return string(x.buf[local:]), nil
}

// blanks skips white space.
func (x *xmlScanner) blanks() {
	for {
		c, err := x.r.ReadByte()
		if err != nil {
			return
		}
		if c != ' ' && c != '\t' && c != '\r' && c != '\n' {
			x.r.UnreadByte()
			return
		}
	}
}

// charData reads character data up to the next '<', decoding entities,
// into x.buf.
func (x *xmlScanner) charData() error {
	for {
		c, err := x.r.ReadByte()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		switch c {
		case '<':
			x.r.UnreadByte()
			return nil
		case '&':
			if err := x.entity(); err != nil {
				return err
			}
		default:
			x.buf = append(x.buf, c)
		}
	}
}

// entity decodes an entity or character reference after its '&' into
// x.buf.
func (x *xmlScanner) entity() error {
	var name [12]byte
	n := 0
	for {
		c, err := x.r.ReadByte()
		if err != nil {
			return io.ErrUnexpectedEOF
		}
		if c == ';' {
			break
		}
		if n == len(name) {
			return errXMLSyntax
		}
		name[n] = c
		n++
	}
	s := string(name[:n])
	switch s {
	case "lt":
		x.buf = append(x.buf, '<')
	case "gt":
		x.buf = append(x.buf, '>')
	case "amp":
		x.buf = append(x.buf, '&')
	case "quot":
		x.buf = append(x.buf, '"')
	case "apos":
		x.buf = append(x.buf, '\'')
	default:
		if len(s) < 2 || s[0] != '#' {
			return fmt.Errorf("unknown entity &%s;", s)
		}
		var v uint64
		var err error
		if s[1] == 'x' {
			v, err = strconv.ParseUint(s[2:], 16, 32)
		} else {
			v, err = strconv.ParseUint(s[1:], 10, 32)
		}
		if err != nil || !utf8.ValidRune(rune(v)) {
			return fmt.Errorf("bad character reference &%s;", s)
		}
		x.buf = utf8.AppendRune(x.buf, rune(v))
	}
	return nil
}

// bang reads what follows "<!": a comment (skipped), a CDATA section
// (character data in x.buf, ok set) or a document type declaration
// (refused).
func (x *xmlScanner) bang() (ok bool, err error) {
	b, err := x.r.Peek(2)
	if err != nil {
		return false, io.ErrUnexpectedEOF
	}
	switch {
	case string(b) == "--":
		x.r.Discard(2)
		return false, x.skipTo("-->")
	case b[0] == '[':
		p, err := x.r.Peek(7)
		if err != nil || string(p) != "[CDATA[" {
			return false, errXMLSyntax
		}
		x.r.Discard(7)
		x.buf = x.buf[:0]
		for {
			c, err := x.r.ReadByte()
			if err != nil {
				return false, io.ErrUnexpectedEOF
			}
			x.buf = append(x.buf, c)
			if n := len(x.buf); n >= 3 && string(x.buf[n-3:]) == "]]>" {
				x.buf = x.buf[:n-3]
				return true, nil
			}
		}
	}
	return false, errors.New("a document type declaration, which no workbook part has")
}

// skipTo skips past the next occurrence of end.
func (x *xmlScanner) skipTo(end string) error {
	m := 0
	for {
		c, err := x.r.ReadByte()
		if err != nil {
			return io.ErrUnexpectedEOF
		}
		switch {
		case c == end[m]:
			if m++; m == len(end) {
				return nil
			}
		case c == end[0]:
			m = 1
		default:
			m = 0
		}
	}
}

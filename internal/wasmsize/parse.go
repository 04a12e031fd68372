package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// Module is what the tool reads of a WebAssembly module: the bodies of its
// functions with their names, its data segments and the size of each
// section.
type Module struct {
	// Funcs are the functions defined in the module (not the imported
	// ones), in the order of the code section.
	Funcs []Func
	// Data are the bytes of the data segments, in order; DataAt are
	// their addresses in linear memory (the constant of an active
	// segment's offset, -1 for a passive segment).
	Data   [][]byte
	DataAt []int64
	// Sections maps a section's name ("code", "data", "custom:name", …)
	// to its size in bytes, header excluded.
	Sections map[string]int
}

// Func is one function body of the code section.
type Func struct {
	// Name is the function's name from the "name" custom section, or
	// "func[N]" when the module has none for it.
	Name string
	// Body is the function's body, locals and code.
	Body []byte
}

// sectionNames names the standard sections by id (the WebAssembly core
// specification, §5.5).
var sectionNames = map[byte]string{
	1: "type", 2: "import", 3: "function", 4: "table", 5: "memory",
	6: "global", 7: "export", 8: "start", 9: "element", 10: "code",
	11: "data", 12: "datacount",
}

// reader reads the binary encoding: bytes and LEB128 integers, with the
// offset of the first byte it could not read in its errors.
type reader struct {
	b   []byte
	off int
}

var errShort = errors.New("unexpected end of module")

func (r *reader) byte() (byte, error) {
	if r.off >= len(r.b) {
		return 0, errShort
	}
	c := r.b[r.off]
	r.off++
	return c, nil
}

// uleb reads an unsigned LEB128 integer of at most 64 bits.
func (r *reader) uleb() (uint64, error) {
	var v uint64
	for shift := uint(0); ; shift += 7 {
		if shift >= 64 {
			return 0, fmt.Errorf("offset %d: LEB128 integer too long", r.off)
		}
		c, err := r.byte()
		if err != nil {
			return 0, err
		}
		v |= uint64(c&0x7f) << shift
		if c&0x80 == 0 {
			return v, nil
		}
	}
}

// n reads a length and checks that it fits in what is left.
func (r *reader) n() (int, error) {
	v, err := r.uleb()
	if err != nil {
		return 0, err
	}
	if v > uint64(len(r.b)-r.off) {
		return 0, fmt.Errorf("offset %d: length %d past the end (%d bytes left)", r.off, v, len(r.b)-r.off)
	}
	return int(v), nil
}

func (r *reader) bytes(n int) ([]byte, error) {
	if n < 0 || n > len(r.b)-r.off {
		return nil, errShort
	}
	s := r.b[r.off : r.off+n]
	r.off += n
	return s, nil
}

func (r *reader) name() (string, error) {
	n, err := r.n()
	if err != nil {
		return "", err
	}
	b, err := r.bytes(n)
	return string(b), err
}

// Parse reads a WebAssembly module: the import section (to number the
// functions as the name section does), the code section, the data section
// and the "name" custom section's function names (subsection 1).
func Parse(b []byte) (*Module, error) {
	if len(b) < 8 || !bytes.Equal(b[:4], []byte("\x00asm")) {
		return nil, errors.New("not a WebAssembly module (no \\0asm magic)")
	}
	if !bytes.Equal(b[4:8], []byte{1, 0, 0, 0}) {
		return nil, fmt.Errorf("WebAssembly version %x, expected 1", b[4:8])
	}
	m := &Module{Sections: map[string]int{}}
	r := &reader{b: b, off: 8}
	imported := 0
	var bodies [][]byte
	names := map[int]string{}
	for r.off < len(b) {
		id, err := r.byte()
		if err != nil {
			return nil, err
		}
		n, err := r.n()
		if err != nil {
			return nil, err
		}
		start := r.off
		payload, _ := r.bytes(n)
		s := &reader{b: payload}
		label := sectionNames[id]
		switch id {
		case 0:
			name, err := s.name()
			if err != nil {
				return nil, fmt.Errorf("custom section at offset %d: %v", start, err)
			}
			label = "custom:" + name
			if name == "name" {
				if err := readNames(s, names); err != nil {
					return nil, fmt.Errorf("name section at offset %d: %v", start, err)
				}
			}
		case 2:
			if imported, err = readImports(s); err != nil {
				return nil, fmt.Errorf("import section at offset %d: %v", start, err)
			}
		case 10:
			if bodies, err = readVec(s); err != nil {
				return nil, fmt.Errorf("code section at offset %d: %v", start, err)
			}
		case 11:
			if m.Data, m.DataAt, err = readData(s); err != nil {
				return nil, fmt.Errorf("data section at offset %d: %v", start, err)
			}
		}
		if label == "" {
			label = fmt.Sprintf("section %d", id)
		}
		m.Sections[label] += n
	}
	for i, body := range bodies {
		name, ok := names[imported+i]
		if !ok {
			name = fmt.Sprintf("func[%d]", imported+i)
		}
		m.Funcs = append(m.Funcs, Func{Name: name, Body: body})
	}
	return m, nil
}

// readImports counts the imported functions (kind 0).
func readImports(s *reader) (int, error) {
	count, err := s.uleb()
	if err != nil {
		return 0, err
	}
	funcs := 0
	for i := uint64(0); i < count; i++ {
		if _, err := s.name(); err != nil {
			return 0, err
		}
		if _, err := s.name(); err != nil {
			return 0, err
		}
		kind, err := s.byte()
		if err != nil {
			return 0, err
		}
		switch kind {
		case 0: // function: type index
			funcs++
			_, err = s.uleb()
		case 1: // table: reftype, limits
			if _, err = s.byte(); err == nil {
				err = skipLimits(s)
			}
		case 2: // memory: limits
			err = skipLimits(s)
		case 3: // global: valtype, mutability
			if _, err = s.byte(); err == nil {
				_, err = s.byte()
			}
		default:
			return 0, fmt.Errorf("import %d: unknown kind %d", i, kind)
		}
		if err != nil {
			return 0, err
		}
	}
	return funcs, nil
}

func skipLimits(s *reader) error {
	flag, err := s.byte()
	if err != nil {
		return err
	}
	if _, err := s.uleb(); err != nil {
		return err
	}
	if flag&1 != 0 {
		_, err = s.uleb()
	}
	return err
}

// readVec reads a vector of length-prefixed byte strings (the code
// section's bodies).
func readVec(s *reader) ([][]byte, error) {
	count, err := s.uleb()
	if err != nil {
		return nil, err
	}
	var out [][]byte
	for i := uint64(0); i < count; i++ {
		n, err := s.n()
		if err != nil {
			return nil, fmt.Errorf("body %d: %v", i, err)
		}
		b, _ := s.bytes(n)
		out = append(out, b)
	}
	return out, nil
}

// readData reads the data segments (active segments of memory 0 with a
// constant offset, the only kind Go writes, and passive ones) and their
// addresses.
func readData(s *reader) ([][]byte, []int64, error) {
	count, err := s.uleb()
	if err != nil {
		return nil, nil, err
	}
	var out [][]byte
	var at []int64
	for i := uint64(0); i < count; i++ {
		flag, err := s.uleb()
		if err != nil {
			return nil, nil, err
		}
		if flag == 2 {
			if _, err := s.uleb(); err != nil { // memory index
				return nil, nil, err
			}
		}
		addr := int64(-1)
		if flag != 1 { // an offset expression, up to its end (0x0b)
			for {
				c, err := s.byte()
				if err != nil {
					return nil, nil, fmt.Errorf("segment %d: %v", i, err)
				}
				if c == 0x0b {
					break
				}
				if c == 0x41 || c == 0x42 { // i32.const, i64.const (the offsets Go writes are not negative)
					v, err := s.uleb()
					if err != nil {
						return nil, nil, err
					}
					addr = int64(v)
				}
			}
		}
		n, err := s.n()
		if err != nil {
			return nil, nil, fmt.Errorf("segment %d: %v", i, err)
		}
		b, _ := s.bytes(n)
		out = append(out, b)
		at = append(at, addr)
	}
	return out, at, nil
}

// readNames reads subsection 1 (function names) of the name section.
func readNames(s *reader, names map[int]string) error {
	for s.off < len(s.b) {
		id, err := s.byte()
		if err != nil {
			return err
		}
		n, err := s.n()
		if err != nil {
			return err
		}
		sub, _ := s.bytes(n)
		if id != 1 {
			continue
		}
		t := &reader{b: sub}
		count, err := t.uleb()
		if err != nil {
			return err
		}
		for i := uint64(0); i < count; i++ {
			idx, err := t.uleb()
			if err != nil {
				return err
			}
			name, err := t.name()
			if err != nil {
				return err
			}
			names[int(idx)] = name
		}
	}
	return nil
}

// mangle writes a name as the Go linker writes it in the name section of
// a WebAssembly module: every character other than a letter, a digit, '_'
// and '.' becomes '_' ("encoding/json.(*decodeState).object" is
// "encoding_json.__decodeState_.object").
func mangle(name string) string {
	return strings.Map(func(r rune) rune {
		if r == '_' || r == '.' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			return r
		}
		return '_'
	}, name)
}

// Packages resolves function names to Go packages. Known holds the
// module's packages by their mangled path (mangle), as `go list -deps`
// gives them; a name takes the longest known package whose mangled path
// and a '.' begin it. Without a known package, Package guesses.
type Packages struct {
	known map[string]string
	max   int
}

// NewPackages returns a resolver that knows the import paths paths.
func NewPackages(paths []string) *Packages {
	p := &Packages{known: map[string]string{}}
	for _, path := range paths {
		m := mangle(path)
		p.known[m] = path
		if len(m) > p.max {
			p.max = len(m)
		}
	}
	return p
}

// Of returns the package of the function name (a name of the name
// section, mangled).
func (p *Packages) Of(name string) string {
	for i := min(len(name)-1, p.max); i > 0; i-- {
		if name[i] != '.' {
			continue
		}
		if path, ok := p.known[name[:i]]; ok {
			return path
		}
	}
	return Package(name)
}

// domain matches a first path element that is a domain name, as in
// "github.com_a_b.F" or "vendor_golang.org_x_net_http2.F".
var domain = regexp.MustCompile(`^(vendor_)?[a-z0-9-]+\.(com|org|net|in|io|dev)_`)

// Package guesses the Go package of a function name, mangled (mangle) or
// not: the name up to its first '.' after a leading domain
// ("github.com_a_b.init.func1" is github.com_a_b, "fmt.__pp_.printArg"
// fmt, "slices.Sort_go.shape.string_" slices). Names the linker makes for
// types ("type:.eq.T", "type_.eq.T") are grouped under "type:".
func Package(name string) string {
	name = mangle(name)
	if strings.HasPrefix(name, "type_.") {
		return "type:"
	}
	skip := 0
	if m := domain.FindString(name); m != "" {
		skip = len(m)
	}
	if i := strings.IndexByte(name[skip:], '.'); i >= 0 {
		return name[:skip+i]
	}
	return name
}

// Entry is one line of a table: a package or a function, with its raw
// size and the estimate of its gzipped size.
type Entry struct {
	Name  string
	Count int // functions
	Raw   int
	Gzip  int
}

// gzipSize returns the size of b compressed by compress/gzip at level 9.
func gzipSize(b []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w.Write(b)
	w.Close()
	return buf.Len()
}

// ByPackage groups the functions by package (pkgs.Of); each package's
// gzip estimate is the gzip -9 size of its bodies concatenated in module
// order, compressed apart from the rest of the module. It is an estimate:
// in the module a package's code also matches other packages' code, so
// the sum of the estimates is larger than the module's gzip size. The
// entries come largest (raw) first.
func ByPackage(fs []Func, pkgs *Packages) []Entry {
	raw := map[string][]byte{}
	count := map[string]int{}
	for _, f := range fs {
		p := pkgs.Of(f.Name)
		raw[p] = append(raw[p], f.Body...)
		count[p]++
	}
	out := make([]Entry, 0, len(raw))
	for p, b := range raw {
		out = append(out, Entry{Name: p, Count: count[p], Raw: len(b), Gzip: gzipSize(b)})
	}
	sortEntries(out)
	return out
}

// ByFunction lists the functions, largest first, with each body's gzip
// estimate.
func ByFunction(fs []Func) []Entry {
	out := make([]Entry, 0, len(fs))
	for _, f := range fs {
		out = append(out, Entry{Name: f.Name, Count: 1, Raw: len(f.Body)})
	}
	sortEntries(out)
	return out
}

func sortEntries(es []Entry) {
	sort.Slice(es, func(i, j int) bool {
		if es[i].Raw != es[j].Raw {
			return es[i].Raw > es[j].Raw
		}
		return es[i].Name < es[j].Name
	})
}

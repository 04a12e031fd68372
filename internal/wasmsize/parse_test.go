package main

import (
	"bytes"
	"strings"
	"testing"
)

// section encodes a section: its id, its size and its payload (sizes
// below 128, one LEB128 byte).
func section(id byte, payload ...byte) []byte {
	return append([]byte{id, byte(len(payload))}, payload...)
}

func str(s string) []byte { return append([]byte{byte(len(s))}, s...) }

// tinyModule is a handmade module: one imported function, two defined
// functions (bodies of 3 and 4 bytes), one data segment and a name
// section naming the imported function and the second defined one.
func tinyModule() []byte {
	var b []byte
	b = append(b, "\x00asm\x01\x00\x00\x00"...)
	b = append(b, section(1, 1, 0x60, 0, 0)...) // one type: () -> ()
	imp := append([]byte{1}, str("go")...)
	imp = append(imp, str("debug")...)
	imp = append(imp, 0, 0) // function of type 0
	b = append(b, section(2, imp...)...)
	b = append(b, section(3, 2, 0, 0)...)
	b = append(b, section(10, 2, 3, 0, 0x01, 0x0b, 4, 0, 0x01, 0x01, 0x0b)...)
	b = append(b, section(11, 1, 0, 0x41, 0x80, 0x01, 0x0b, 3, 'a', 'b', 'c')...)
	var names []byte
	names = append(names, 2, 0)
	names = append(names, str("go.debug")...)
	names = append(names, 2)
	names = append(names, str("fmt.__pp_.printArg")...)
	custom := append(str("name"), 1, byte(len(names)))
	custom = append(custom, names...)
	b = append(b, section(0, custom...)...)
	return b
}

func TestParseTinyModule(t *testing.T) {
	m, err := Parse(tinyModule())
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Funcs) != 2 {
		t.Fatalf("%d functions, want 2", len(m.Funcs))
	}
	if f := m.Funcs[0]; f.Name != "func[1]" || !bytes.Equal(f.Body, []byte{0, 0x01, 0x0b}) {
		t.Errorf("first function %q %x, want func[1] 00010b", f.Name, f.Body)
	}
	if f := m.Funcs[1]; f.Name != "fmt.__pp_.printArg" || len(f.Body) != 4 {
		t.Errorf("second function %q (%d bytes), want fmt.__pp_.printArg (4 bytes)", f.Name, len(f.Body))
	}
	if len(m.Data) != 1 || string(m.Data[0]) != "abc" {
		t.Errorf("data %q, want one segment abc", m.Data)
	}
	if m.Sections["code"] != 10 || m.Sections["data"] != 10 || m.Sections["custom:name"] == 0 {
		t.Errorf("sections %v", m.Sections)
	}
	var out strings.Builder
	Report(&out, m, len(tinyModule()), NewPackages(nil), 40, "")
	if !strings.Contains(out.String(), "fmt") {
		t.Errorf("report without the package fmt:\n%s", out.String())
	}
}

func TestParseRefuses(t *testing.T) {
	good := tinyModule()
	for _, b := range [][]byte{nil, []byte("\x7fELF...."), good[:len(good)-3], append(append([]byte{}, good[:8]...), 10, 50, 1)} {
		if _, err := Parse(b); err == nil {
			t.Errorf("Parse(%x) accepted", b)
		}
	}
}

func TestPackage(t *testing.T) {
	pkgs := NewPackages([]string{"github.com/spareggi/spareggi/engine", "github.com/spareggi/spareggi/engine/formats", "encoding/json", "slices"})
	for _, c := range []struct{ name, want string }{
		{"github.com_spareggi_spareggi_engine_formats.__input_.vegaHead", "github.com/spareggi/spareggi/engine/formats"},
		{"github.com_spareggi_spareggi_engine.init.1", "github.com/spareggi/spareggi/engine"},
		{"encoding_json.__decodeState_.object", "encoding/json"},
		{"slices.SortFunc_go.shape.string_", "slices"},
		{"type_.eq.github.com_a_b.T", "type:"},
		{"vendor_golang.org_x_net_idna.New", "vendor_golang.org_x_net_idna"},
		{"github.com/a/b.(*T).M", "github.com_a_b"},
		{"runtime.mallocgc", "runtime"},
	} {
		if got := pkgs.Of(c.name); got != c.want {
			t.Errorf("Of(%q) = %q, want %q", c.name, got, c.want)
		}
	}
	if !isInit("github.com_spareggi_spareggi_engine.map.init.0", pkgs) || !isInit("fmt.init", pkgs) || isInit("fmt.initx", pkgs) {
		t.Error("isInit")
	}
}

func TestFiles(t *testing.T) {
	files, err := NewFiles("example.com/p", "testdata", []string{"a.go", "b.go"})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, want string }{
		{"example.com_p.F", "a.go"},
		{"example.com_p.F.func1", "a.go"},
		{"example.com_p.__T_.M", "b.go"},
		{"example.com_p.T.N", "b.go"},
		{"example.com_p.G_go.shape.int_", "b.go"},
		{"example.com_p.init.0", "(init and other)"},
		{"example.com_q.F", ""},
	} {
		if got := files.Of(c.name); got != c.want {
			t.Errorf("Of(%q) = %q, want %q", c.name, got, c.want)
		}
	}
}

func TestDataParts(t *testing.T) {
	h := append([]byte{}, pcHeaderMagic...)
	le := func(v uint64) []byte {
		b := make([]byte, 8)
		for i := range b {
			b[i] = byte(v >> (8 * i))
		}
		return b
	}
	// nfunc 1, nfiles 0, text start 0, then the offsets of the names (72),
	// units (75), files (75), pc tables (75) and function table (77).
	for _, v := range []uint64{1, 0, 0, 72, 75, 75, 75, 77} {
		h = append(h, le(v)...)
	}
	h = append(h, "fooPC"...)
	h = append(h, 0, 0, 0, 0, 16, 0, 0, 0, 9, 9, 9, 9, 0, 0, 0, 0) // function table
	mem := append([]byte("rodata"), h...)
	parts := DataParts(mem)
	if len(parts) != 6 || string(parts[0].Data) != "rodata" || string(parts[1].Data) != "foo" || string(parts[3].Data) != "PC" {
		t.Fatalf("parts %q", parts)
	}
	if DataParts([]byte("no table")) != nil {
		t.Error("a table found in memory without one")
	}
	m := &Module{Data: [][]byte{[]byte("cd"), []byte("ab")}, DataAt: []int64{12, 10}}
	if got := string(m.Memory()); got != "abcd" {
		t.Errorf("Memory() = %q, want abcd", got)
	}
}

func TestCompare(t *testing.T) {
	m, err := Parse(tinyModule())
	if err != nil {
		t.Fatal(err)
	}
	base := &Module{Funcs: m.Funcs[:1]}
	var out strings.Builder
	Compare(&out, m, base, NewPackages(nil), 10)
	if !strings.Contains(out.String(), "+1 functions") || !strings.Contains(out.String(), "fmt") {
		t.Errorf("comparison:\n%s", out.String())
	}
}

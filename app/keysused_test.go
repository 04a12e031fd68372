package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
	"github.com/spareggi/spareggi/engine/season"
	"github.com/spareggi/spareggi/internal/i18n"
	"github.com/spareggi/spareggi/internal/msg"
)

// keyFamily is a set of catalogue keys built at run time, prefix+part+
// suffix ("kind."+k.Name()), with its parts enumerated from the code's own
// source of truth (the engine's enumerations, its lists): never a list
// written here, which could not fail when the code changes.
type keyFamily struct {
	prefix, suffix string
	parts          []string
	// msg: the keys are internal/msg's declared messages, with their own
	// completeness test (TestDeclaredComplete), none of the page's.
	msg bool
}

// keyFamilies lists every family of keys the code builds at run time.
func keyFamilies() []keyFamily {
	var kinds, colours, cuts, sources, editions, systems, severities, codes, examples, hows []string
	for k := engine.Kind(0); k.Name() != ""; k++ {
		kinds = append(kinds, k.Name())
	}
	for c := engine.Colour(0); c.Name() != ""; c++ {
		colours = append(colours, c.Name())
	}
	for c := engine.CutLowest; c.Name() != ""; c++ { // NotCut is not worded
		cuts = append(cuts, c.Name())
	}
	for s := engine.Source(0); s.Name() != ""; s++ {
		sources = append(sources, s.Name())
	}
	for e := engine.EditionDefault + 1; e < 255 && !strings.HasPrefix(e.String(), "Edition("); e++ {
		editions = append(editions, e.String())
	}
	for s := engine.UnknownSystem; s == engine.UnknownSystem || s.String() != ""; s++ {
		systems = append(systems, s.String()) // "" words an unknown system
	}
	for h := season.How(0); h.String() != ""; h++ {
		hows = append(hows, h.String())
	}
	for s := formats.Severity(0); s.String() != ""; s++ {
		severities = append(severities, s.String())
	}
	for _, c := range formats.Codes() {
		if i18n.CodeHasSentence(c) {
			codes = append(codes, string(c))
		}
	}
	for _, ex := range ExampleList {
		examples = append(examples, ex.ID)
	}
	return []keyFamily{
		{prefix: "code.", parts: codes},
		{prefix: "kind.", parts: kinds},
		{prefix: "colour.", parts: colours},
		{prefix: "cut.", parts: cuts},
		{prefix: "source.", parts: sources},
		{prefix: "edition.", parts: editions},
		{prefix: "edition.short.", parts: editions},
		{prefix: "preset.", parts: engine.PresetIDs()},
		{prefix: "format.", parts: formats.Names()},
		{prefix: "format.version.", parts: formats.Versions},
		{prefix: "system.", parts: systems},
		{prefix: "step.outcome.", parts: engine.StepOutcomes},
		{prefix: "diag.", parts: severities},
		{prefix: "season.how.", parts: hows},
		{prefix: "example.", parts: examples},
		{prefix: "example.", suffix: ".hint", parts: examples},
		{prefix: "export.", parts: exportActions},
		{prefix: "msg.", msg: true},
		{prefix: "item.", msg: true},
		{prefix: "q.", msg: true},
	}
}

// TestCatalogueKeysUsed reads every Go file of the module but the tests
// and checks the catalogues (internal/msg: en.go, the reference the other
// languages follow, TestCataloguesComplete)
// against the code:
//   - every key is used: a string literal of the code, a key of a family
//     the code builds at run time (keyFamilies), or a literal given to a
//     function that builds its key from its parameter (progressBlock's
//     name+".busy", report's x.t("koya") for "report.explain.koya");
//   - every key built at run time belongs to a family: a key made of a
//     literal and a value of the code ("kind."+k.Name()) that no family
//     lists fails, so that its parts are enumerated where a test sees them;
//   - every part of a family has its key;
//   - every literal key given to i18n.T or i18n.HasKey, directly or through
//     such a function, is in the catalogues.
func TestCatalogueKeysUsed(t *testing.T) {
	root, modPath := moduleRoot(t)
	sc := scanKeys(t, root, modPath)
	if len(sc.catalogue) < 300 || len(sc.literals) < 1000 || len(sc.sites) < 300 {
		t.Fatalf("%d catalogue keys, %d literals, %d sites of keys: the scan is broken", len(sc.catalogue), len(sc.literals), len(sc.sites))
	}
	used := map[string]string{} // key → why
	for k := range sc.literals {
		used[k] = "a literal"
	}
	for _, id := range msg.Declared() { // worded by Message.Text (internal/msg's tests)
		used[id.Key()] = "a declared message"
	}
	all := i18n.Catalogue("en")
	res := sc.resolve()
	for _, e := range res.errs {
		t.Error(e)
	}
	for _, k := range res.keys {
		used[k.key] = "given to " + k.via
		if _, ok := all[k.key]; !ok {
			t.Errorf("%s: key %q is not in the catalogues", k.pos, k.key)
		}
	}
	fams := keyFamilies()
	built := map[int]bool{}
	for _, b := range res.built {
		found := false
		for i, f := range fams {
			if f.prefix == b.prefix && f.suffix == b.suffix {
				built[i], found = true, true
			}
		}
		if !found {
			t.Errorf("%s: key %q+…+%q built at run time, of no family: list its parts where the code and keyFamilies can read them", b.pos, b.prefix, b.suffix)
		}
	}
	for i, f := range fams {
		if !built[i] {
			t.Errorf("family %q+…+%q: the code builds no such key", f.prefix, f.suffix)
			continue
		}
		if f.msg {
			continue
		}
		if len(f.parts) == 0 {
			t.Errorf("family %q+…+%q: no parts", f.prefix, f.suffix)
		}
		for _, p := range f.parts {
			k := f.prefix + p + f.suffix
			if _, ok := used[k]; !ok {
				used[k] = "family " + f.prefix
			}
			for _, lang := range i18n.Languages {
				if _, ok := i18n.Catalogue(lang)[k]; !ok {
					t.Errorf("%s: family %q+…+%q: no key %q", lang, f.prefix, f.suffix, k)
				}
			}
		}
	}
	var unused []string
	why := map[string]int{}
	for k := range sc.catalogue {
		if w, ok := used[k]; ok {
			why[w]++
		} else {
			unused = append(unused, k)
		}
	}
	var whys []string
	for w, n := range why {
		whys = append(whys, strconv.Itoa(n)+" "+w)
	}
	sort.Strings(whys)
	t.Logf("%d keys: %s", len(sc.catalogue), strings.Join(whys, ", "))
	sort.Strings(unused)
	for _, k := range unused {
		t.Errorf("%s: key %q is used nowhere: no literal, no family, no function builds it", sc.catalogue[k], k)
	}
}

// moduleRoot returns the directory of go.mod and the module's path.
func moduleRoot(t *testing.T) (string, string) {
	t.Helper()
	dir, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	for {
		if b, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil {
			for _, line := range strings.Split(string(b), "\n") {
				if f := strings.Fields(line); len(f) == 2 && f[0] == "module" {
					return dir, f[1]
				}
			}
			t.Fatalf("%s/go.mod names no module", dir)
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatal("no go.mod above the test")
		}
		dir = up
	}
}

// keyFunc is a function whose code gives a key to i18n.T or HasKey: its
// package's directory, its name ("" for a function literal not assigned to
// a name) and its parameters' names by position.
type keyFunc struct {
	dir, name string
	params    []string
}

// keySite is an expression that gives a key: its terms, flattened over +.
type keySite struct {
	pos   token.Position
	terms []ast.Expr
	in    *keyFunc
	via   string // the function the key is given to
}

// keyCall is a call of a function by its name, for the functions that
// build their key from a parameter.
type keyCall struct {
	call *ast.CallExpr
	pos  token.Position
	in   *keyFunc
}

type keyScan struct {
	catalogue map[string]string // the page's keys → where
	literals  map[string]bool
	sites     []keySite
	calls     map[string][]keyCall // dir + " " + name → calls
}

// catalogueFiles are the catalogues, one per language: the English one (the
// reference) is read for its keys, none of them for literals.
var catalogueFiles = map[string]bool{
	"internal/msg/en.go": true, "internal/msg/it.go": false, "internal/msg/es.go": false,
}

// scanKeys parses every non-test Go file under root (whatever its build
// constraints: the wasm-only files too).
func scanKeys(t *testing.T, root, modPath string) *keyScan {
	t.Helper()
	sc := &keyScan{catalogue: map[string]string{}, literals: map[string]bool{}, calls: map[string][]keyCall{}}
	fset := token.NewFileSet()
	var files []*ast.File
	var dirs []string
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if p != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			return err
		}
		if keys, ok := catalogueFiles[rel]; ok {
			if keys {
				ast.Inspect(f, func(n ast.Node) bool {
					if kv, ok := n.(*ast.KeyValueExpr); ok {
						if s, ok := stringLit(kv.Key); ok {
							sc.catalogue[s] = fset.Position(kv.Pos()).String()
						}
						return false
					}
					return true
				})
			}
			return nil
		}
		files, dirs = append(files, f), append(dirs, path.Dir(rel))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for i, f := range files {
		sc.scanFile(fset, f, dirs[i], modPath)
	}
	return sc
}

// scanFile collects the literals of f, the calls by name and the
// expressions that give a key.
func (sc *keyScan) scanFile(fset *token.FileSet, f *ast.File, dir, modPath string) {
	imports := map[string]string{} // the name of an imported package of the module → its directory
	i18nName := ""
	for _, im := range f.Imports {
		p, _ := strconv.Unquote(im.Path.Value)
		if !strings.HasPrefix(p, modPath+"/") {
			continue
		}
		name := path.Base(p)
		if im.Name != nil {
			name = im.Name.Name
		}
		imports[name] = strings.TrimPrefix(p, modPath+"/")
		if p == modPath+"/internal/i18n" {
			i18nName = name
		}
	}
	var stack []ast.Node
	var funcs []*keyFunc // the enclosing functions, innermost last
	var fstack []int     // len(stack) at each function
	seen := map[*ast.BinaryExpr]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		if n == nil {
			if len(fstack) > 0 && fstack[len(fstack)-1] == len(stack) {
				funcs, fstack = funcs[:len(funcs)-1], fstack[:len(fstack)-1]
			}
			stack = stack[:len(stack)-1]
			return true
		}
		var in *keyFunc
		if len(funcs) > 0 {
			in = funcs[len(funcs)-1]
		}
		switch x := n.(type) {
		case *ast.FuncDecl:
			funcs, fstack = append(funcs, &keyFunc{dir, x.Name.Name, paramNames(x.Type)}), append(fstack, len(stack)+1)
		case *ast.FuncLit:
			funcs, fstack = append(funcs, &keyFunc{dir, assignedName(stack, x), paramNames(x.Type)}), append(fstack, len(stack)+1)
		case *ast.BasicLit:
			if s, ok := stringLit(x); ok {
				sc.literals[s] = true
			}
		case *ast.CallExpr:
			name, target := "", dir
			switch fn := x.Fun.(type) {
			case *ast.Ident:
				name = fn.Name
			case *ast.SelectorExpr:
				name = fn.Sel.Name
				if id, ok := fn.X.(*ast.Ident); ok && imports[id.Name] != "" {
					target = imports[id.Name]
				}
			}
			if name != "" {
				sc.calls[target+" "+name] = append(sc.calls[target+" "+name], keyCall{x, fset.Position(x.Pos()), in})
			}
			if arg := keyArg(x, dir, i18nName); arg != nil {
				if b, ok := arg.(*ast.BinaryExpr); ok {
					seen[b] = true
				}
				sc.sites = append(sc.sites, keySite{fset.Position(arg.Pos()), terms(arg), in, "i18n." + name})
			}
		case *ast.BinaryExpr:
			// A key built outside a call of T (key := "kind." + ...).
			if x.Op == token.ADD && !seen[x] && !inBinary(stack) {
				if ts := terms(x); len(ts) > 1 {
					if s, ok := stringLit(ts[0]); ok && strings.HasSuffix(s, ".") && sc.prefixOfKey(s) {
						seen[x] = true
						sc.sites = append(sc.sites, keySite{fset.Position(x.Pos()), ts, in, "a variable"})
					}
				}
			}
		}
		stack = append(stack, n)
		return true
	})
}

// prefixOfKey reports whether some catalogue key starts with s and is
// longer (scanKeys reads the catalogue before it scans the files).
func (sc *keyScan) prefixOfKey(s string) bool {
	for k := range sc.catalogue {
		if len(k) > len(s) && strings.HasPrefix(k, s) {
			return true
		}
	}
	return false
}

// inBinary reports whether the innermost node of stack is a binary
// expression (the node being visited is then one of its terms).
func inBinary(stack []ast.Node) bool {
	if len(stack) == 0 {
		return false
	}
	b, ok := stack[len(stack)-1].(*ast.BinaryExpr)
	return ok && b.Op == token.ADD
}

// keyArg returns the key argument of a call of i18n.T or i18n.HasKey (T
// and HasKey in package i18n itself), or nil.
func keyArg(c *ast.CallExpr, dir, i18nName string) ast.Expr {
	name := ""
	switch fn := c.Fun.(type) {
	case *ast.Ident:
		if dir == "internal/i18n" {
			name = fn.Name
		}
	case *ast.SelectorExpr:
		if id, ok := fn.X.(*ast.Ident); ok && i18nName != "" && id.Name == i18nName {
			name = fn.Sel.Name
		}
	}
	switch {
	case name == "T" && len(c.Args) >= 2:
		return c.Args[1]
	case name == "HasKey" && len(c.Args) == 1:
		return c.Args[0]
	}
	return nil
}

// assignedName is the name a function literal is assigned to (line :=
// func(…)), or "".
func assignedName(stack []ast.Node, fl *ast.FuncLit) string {
	if len(stack) == 0 {
		return ""
	}
	switch p := stack[len(stack)-1].(type) {
	case *ast.AssignStmt:
		for i, r := range p.Rhs {
			if r == fl && i < len(p.Lhs) {
				if id, ok := p.Lhs[i].(*ast.Ident); ok {
					return id.Name
				}
			}
		}
	case *ast.ValueSpec:
		for i, r := range p.Values {
			if r == fl && i < len(p.Names) {
				return p.Names[i].Name
			}
		}
	}
	return ""
}

func paramNames(ft *ast.FuncType) []string {
	var out []string
	for _, f := range ft.Params.List {
		if len(f.Names) == 0 {
			out = append(out, "_")
		}
		for _, n := range f.Names {
			out = append(out, n.Name)
		}
	}
	return out
}

// terms flattens a sum of strings into its terms, each literal unquoted
// by stringLit later.
func terms(e ast.Expr) []ast.Expr {
	switch x := e.(type) {
	case *ast.ParenExpr:
		return terms(x.X)
	case *ast.BinaryExpr:
		if x.Op == token.ADD {
			return append(terms(x.X), terms(x.Y)...)
		}
	}
	return []ast.Expr{e}
}

func stringLit(e ast.Expr) (string, bool) {
	b, ok := e.(*ast.BasicLit)
	if !ok || b.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(b.Value)
	return s, err == nil
}

// resolved is what the sites give: whole keys (a literal, or literals
// given to a function that builds its key from them), keys built at run
// time (a prefix, a value, a suffix), and what cannot be read.
type resolved struct {
	keys []struct {
		key, via string
		pos      token.Position
	}
	built []struct {
		prefix, suffix string
		pos            token.Position
	}
	errs []string
}

// resolve reads every site: a key of literals only is a key; a key built
// from one parameter of its function (name+".busy") is built by each call
// of the function with the argument there (progressBlock(l, "printed", …)),
// followed to the callers of the callers; a key of a literal and one
// other value is of a family; a lone value is a key held in a variable or
// a field, whose literals count as used.
func (sc *keyScan) resolve() resolved {
	var r resolved
	work := append([]keySite(nil), sc.sites...)
	followed := map[string]bool{}
	for len(work) > 0 {
		s := work[0]
		work = work[1:]
		var other []int
		for i, e := range s.terms {
			if _, ok := stringLit(e); !ok {
				other = append(other, i)
			}
		}
		if len(other) == 0 {
			var b strings.Builder
			for _, e := range s.terms {
				v, _ := stringLit(e)
				b.WriteString(v)
			}
			r.keys = append(r.keys, struct {
				key, via string
				pos      token.Position
			}{b.String(), s.via, s.pos})
			continue
		}
		if len(other) == 1 {
			if id, ok := s.terms[other[0]].(*ast.Ident); ok && s.in != nil {
				if p := indexOf(s.in.params, id.Name); p >= 0 {
					if s.in.name == "" {
						r.errs = append(r.errs, s.pos.String()+": a key built from a parameter of an anonymous function")
						continue
					}
					for _, c := range sc.calls[s.in.dir+" "+s.in.name] {
						if p >= len(c.call.Args) {
							continue
						}
						id := s.pos.String() + " " + c.pos.String()
						if followed[id] {
							continue
						}
						followed[id] = true
						ts := append(append(append([]ast.Expr(nil), s.terms[:other[0]]...), terms(c.call.Args[p])...), s.terms[other[0]+1:]...)
						work = append(work, keySite{c.pos, ts, c.in, s.in.name})
					}
					continue
				}
			}
			if len(s.terms) == 1 {
				continue // a key held in a variable or a field
			}
			prefix, suffix := "", ""
			for _, e := range s.terms[:other[0]] {
				v, _ := stringLit(e)
				prefix += v
			}
			for _, e := range s.terms[other[0]+1:] {
				v, _ := stringLit(e)
				suffix += v
			}
			r.built = append(r.built, struct {
				prefix, suffix string
				pos            token.Position
			}{prefix, suffix, s.pos})
			continue
		}
		r.errs = append(r.errs, s.pos.String()+": a key built from more than one value")
	}
	return r
}

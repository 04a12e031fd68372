package formats

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/spareggi/spareggi/engine/formats/table"
)

// Every pattern the readers (this package and its subpackages) declare as
// a scan.LazyRE compiles, and Re compiles once.
func TestLazyRegexps(t *testing.T) {
	fset := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	sub, err := filepath.Glob("*/*.go")
	if err != nil {
		t.Fatal(err)
	}
	names = append(names, sub...)
	n := 0
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(nd ast.Node) bool {
			lit, ok := nd.(*ast.CompositeLit)
			if !ok {
				return true
			}
			if !isLazyRE(lit.Type) {
				return true
			}
			for _, e := range lit.Elts {
				kv, ok := e.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				b, ok := kv.Value.(*ast.BasicLit)
				if !ok || b.Kind != token.STRING {
					t.Errorf("%s: a lazyRE's pattern is not a string literal", fset.Position(kv.Pos()))
					continue
				}
				pattern, err := strconv.Unquote(b.Value)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := regexp.Compile(pattern); err != nil {
					t.Errorf("%s: %q: %v", fset.Position(b.Pos()), pattern, err)
				}
				n++
			}
			return true
		})
	}
	if n < 20 {
		t.Fatalf("%d lazy expressions found, want the readers' 30", n)
	}
	re := table.ReGridTok.Re()
	if re == nil || re.String() != table.ReGridTok.Pattern || table.ReGridTok.Re() != re {
		t.Errorf("%q: compiled to %v", table.ReGridTok.Pattern, re)
	}
}

// isLazyRE reports the type scan.LazyRE, as the readers name it (LazyRE
// in the scan package itself).
func isLazyRE(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name == "LazyRE"
	case *ast.SelectorExpr:
		return x.Sel.Name == "LazyRE"
	}
	return false
}

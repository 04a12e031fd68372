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
)

// Every pattern the package declares as a lazyRE compiles, and re
// compiles once.
func TestLazyRegexps(t *testing.T) {
	fset := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
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
			if id, ok := lit.Type.(*ast.Ident); !ok || id.Name != "lazyRE" {
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
	re := reCRCell.re()
	if re == nil || re.String() != reCRCell.pattern || reCRCell.re() != re {
		t.Errorf("%q: compiled to %v", reCRCell.pattern, re)
	}
}

package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestElementsByTag: the page makes its elements with app.Elem (and
// app.ElemSelfClosing for input and img), never with go-app's constructor
// of each element (app.Div(), app.Td(), ...) nor its typed interfaces
// (app.HTMLDiv), and draws its lists with each, not app.Range: each
// element type used brings about twenty methods and its type data to
// app.wasm (56 KB of gzip -9 over the 39 types the page used), app.Range
// its loop type and a boxed slice at each call (8 KB); TestWasmSizeBudget
// (e2e/size_test.go) holds the ceilings. The DOM is the same: go-app's
// typed setters (Type, Scope, For, Value, Checked, ...) are each setAttr
// of their attribute, which Attr is.
func TestElementsByTag(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if x, ok := sel.X.(*ast.Ident); !ok || x.Name != "app" {
				return true
			}
			s := sel.Sel.Name
			if strings.HasPrefix(s, "HTML") && s != "HTMLElem" && s != "HTMLElemSelfClosing" && s != "HTMLString" {
				t.Errorf("%s: app.%s: use app.HTMLElem (an element made by app.Elem)", fset.Position(sel.Pos()), s)
			}
			if s == "Range" {
				t.Errorf("%s: app.Range: use each (cells.go), without go-app's loop type and its reflection", fset.Position(sel.Pos()))
			}
			return true
		})
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 0 {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if x, ok := sel.X.(*ast.Ident); !ok || x.Name != "app" {
				return true
			}
			// go-app's element constructors are its calls without
			// arguments; the others the page calls so are listed here.
			switch sel.Sel.Name {
			case "Window":
			default:
				t.Errorf("%s: app.%s(): make the element with app.Elem(%q) (or list here a function of go-app that is not an element)",
					fset.Position(call.Pos()), sel.Sel.Name, strings.ToLower(sel.Sel.Name))
			}
			return true
		})
	}
}

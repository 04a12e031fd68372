package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
)

// Files attributes functions of one package to its source files, by the
// functions and methods each file declares: a closure goes with the
// function it is written in, a method with its receiver's type; the
// package's init code and what cannot be told is "(init and other)".
type Files struct {
	prefix string            // the package's mangled path and '.'
	byName map[string]string // "F" or "T.M" → file name
}

// NewFiles parses the Go files of a package (names relative to dir) to
// attribute its functions; path is its import path.
func NewFiles(path, dir string, names []string) (*Files, error) {
	f := &Files{prefix: mangle(path) + ".", byName: map[string]string{}}
	fset := token.NewFileSet()
	for _, name := range names {
		file, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		for _, d := range file.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			key := fd.Name.Name
			if fd.Recv != nil && len(fd.Recv.List) == 1 {
				key = recvType(fd.Recv.List[0].Type) + "." + key
			}
			f.byName[key] = name
		}
	}
	return f, nil
}

// recvType returns the name of a receiver's type, without '*' and type
// parameters.
func recvType(e ast.Expr) string {
	for {
		switch t := e.(type) {
		case *ast.StarExpr:
			e = t.X
		case *ast.IndexExpr:
			e = t.X
		case *ast.IndexListExpr:
			e = t.X
		case *ast.Ident:
			return t.Name
		default:
			return "?"
		}
	}
}

// Of returns the file of the function name (mangled), "" when it is not
// the package's.
func (f *Files) Of(name string) string {
	rest, ok := strings.CutPrefix(name, f.prefix)
	if !ok {
		return ""
	}
	parts := strings.Split(rest, ".")
	if len(parts) > 1 {
		recv := parts[0]
		if strings.HasPrefix(recv, "__") && strings.HasSuffix(recv, "_") {
			recv = recv[2 : len(recv)-1]
		}
		if file, ok := f.byName[recv+"."+parts[1]]; ok {
			return file
		}
	}
	if i := strings.IndexByte(parts[0], '_'); i > 0 { // a generic function's type arguments
		parts[0] = parts[0][:i]
	}
	if file, ok := f.byName[parts[0]]; ok && parts[0] != "init" {
		return file
	}
	return "(init and other)"
}

// ByFile groups the functions of the package by source file, with the
// gzip estimate of each file's code (as ByPackage).
func ByFile(fs []Func, files *Files) []Entry {
	raw := map[string][]byte{}
	count := map[string]int{}
	for _, fn := range fs {
		file := files.Of(fn.Name)
		if file == "" {
			continue
		}
		raw[file] = append(raw[file], fn.Body...)
		count[file]++
	}
	out := make([]Entry, 0, len(raw))
	for file, b := range raw {
		out = append(out, Entry{Name: file, Count: count[file], Raw: len(b), Gzip: gzipSize(b)})
	}
	sortEntries(out)
	return out
}

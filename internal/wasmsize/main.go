// Command wasmsize tells what weighs in a WebAssembly module built by Go
// (issue 23): the size of each section, the code's raw and estimated
// gzipped bytes per Go package, the largest functions and the data
// segments. Build the module with its "name" section (without -ldflags
// '-s -w'), as build.sh builds it otherwise:
//
//	GOEXPERIMENT=nogreenteagc GOOS=js GOARCH=wasm go build -trimpath -gcflags=all=-l -o /tmp/app.wasm ./wasm
//	go run ./internal/wasmsize /tmp/app.wasm
//
// The gzip figures of a package or function are estimates: its bytes
// compressed apart from the rest of the module (README, "The web page").
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sort"
	"strings"
)

func main() {
	top := flag.Int("top", 40, "how many packages and functions to list")
	match := flag.String("match", "", "list only the packages and functions whose name contains this")
	files := flag.String("files", "", "also list, by source file, the code of the packages whose import path ends with this (e.g. engine/formats)")
	base := flag.String("base", "", "a module to compare with (e.g. go-app's hello world built the same way): list the packages by how much more code this module has")
	pkg := flag.String("pkg", "./wasm", "the main package the module was built from, whose dependencies (go list -deps, GOOS=js GOARCH=wasm) name the packages; empty: guess them from the names")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-top N] [-match S] FILE.wasm")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	b, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
	m, err := Parse(b)
	if err != nil {
		fmt.Fprintf(os.Stderr, "wasmsize: %s: %v\n", flag.Arg(0), err)
		os.Exit(1)
	}
	var paths []string
	var byFile []*Files
	if *pkg != "" {
		cmd := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}\t{{.Dir}}\t{{join .GoFiles \",\"}}", *pkg)
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		out, err := cmd.Output()
		if err != nil {
			fmt.Fprintf(os.Stderr, "wasmsize: go list -deps %s: %v (package names guessed)\n", *pkg, err)
		}
		for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			f := strings.Split(line, "\t")
			if len(f) != 3 {
				continue
			}
			paths = append(paths, f[0])
			if *files != "" && strings.HasSuffix(f[0], *files) {
				fs, err := NewFiles(f[0], f[1], strings.Split(f[2], ","))
				if err != nil {
					fmt.Fprintln(os.Stderr, "wasmsize:", err)
					os.Exit(1)
				}
				byFile = append(byFile, fs)
			}
		}
	}
	pkgs := NewPackages(paths)
	Report(os.Stdout, m, len(b), pkgs, *top, *match)
	if *base != "" {
		bb, err := os.ReadFile(*base)
		if err == nil {
			var bm *Module
			if bm, err = Parse(bb); err == nil {
				Compare(os.Stdout, m, bm, pkgs, *top)
			}
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "wasmsize:", err)
			os.Exit(1)
		}
	}
	for _, fs := range byFile {
		entries := ByFile(m.Funcs, fs)
		fmt.Printf("\n%s by file:\n  %9s %9s %6s  %s\n", strings.TrimSuffix(fs.prefix, "."), "raw KB", "gz~ KB", "funcs", "file")
		for _, e := range entries {
			fmt.Printf("  %9.1f %9.1f %6d  %s\n", float64(e.Raw)/1000, float64(e.Gzip)/1000, e.Count, e.Name)
		}
	}
}

// Report writes the tables: sections, packages, functions, init code and
// data.
func Report(w io.Writer, m *Module, size int, pkgs *Packages, top int, match string) {
	kb := func(n int) string { return fmt.Sprintf("%9.1f", float64(n)/1000) }
	fmt.Fprintf(w, "module: %s KB raw\n\nsections (KB):\n", kb(size))
	secs := make([]string, 0, len(m.Sections))
	for s := range m.Sections {
		secs = append(secs, s)
	}
	sort.Slice(secs, func(i, j int) bool { return m.Sections[secs[i]] > m.Sections[secs[j]] })
	for _, s := range secs {
		fmt.Fprintf(w, "  %s  %s\n", kb(m.Sections[s]), s)
	}

	byPkg := ByPackage(m.Funcs, pkgs)
	totalRaw, totalGz := 0, 0
	for _, p := range byPkg {
		totalRaw += p.Raw
		totalGz += p.Gzip
	}
	fmt.Fprintf(w, "\ncode: %d functions, %s KB raw; packages (gzip -9 of each package's code apart, an estimate; share = of the estimates' sum, %s KB):\n", len(m.Funcs), kb(totalRaw), strings.TrimSpace(kb(totalGz)))
	fmt.Fprintf(w, "  %9s %9s %6s %6s  %s\n", "raw KB", "gz~ KB", "share", "funcs", "package")
	n := 0
	for _, p := range byPkg {
		if !strings.Contains(p.Name, match) {
			continue
		}
		if n++; n > top {
			break
		}
		fmt.Fprintf(w, "  %s %s %5.1f%% %6d  %s\n", kb(p.Raw), kb(p.Gzip), 100*float64(p.Gzip)/float64(totalGz), p.Count, p.Name)
	}

	fmt.Fprintf(w, "\nfunctions:\n  %9s %9s  %s\n", "raw KB", "gz~ KB", "function")
	n = 0
	for _, f := range ByFunction(m.Funcs) {
		if !strings.Contains(f.Name, match) {
			continue
		}
		if n++; n > top {
			break
		}
		var body []byte
		for _, g := range m.Funcs {
			if g.Name == f.Name {
				body = g.Body
				break
			}
		}
		fmt.Fprintf(w, "  %s %s  %s\n", kb(f.Raw), kb(gzipSize(body)), f.Name)
	}

	var inits []byte
	ninit := 0
	for _, f := range m.Funcs {
		if isInit(f.Name, pkgs) {
			inits = append(inits, f.Body...)
			ninit++
		}
	}
	fmt.Fprintf(w, "\ninit code (package initialisers, map literals, var initialisers): %d functions, %s KB raw, %s KB gz~\n", ninit, kb(len(inits)), kb(gzipSize(inits)))

	var data []byte
	for _, d := range m.Data {
		data = append(data, d...)
	}
	fmt.Fprintf(w, "data: %d segments, %s KB raw, %s KB gz~ (Go names no data symbol in the module; its parts by the runtime's function table, gzipped apart:)\n", len(m.Data), kb(len(data)), kb(gzipSize(data)))
	for _, p := range DataParts(m.Memory()) {
		fmt.Fprintf(w, "  %s %s  %s\n", kb(len(p.Data)), kb(gzipSize(p.Data)), p.Name)
	}
}

// isInit reports whether a function is package initialisation code: a
// package's init, its numbered init functions and the closures and map
// initialisers the compiler makes for them.
func isInit(name string, pkgs *Packages) bool {
	rest := strings.TrimPrefix(name, mangle(pkgs.Of(name))+".")
	return rest == "init" || strings.HasPrefix(rest, "init.") || strings.HasPrefix(rest, "map.init.")
}

// Compare lists the packages by how much more code m has than base, raw
// and gzip estimates (as ByPackage), with the functions and data of both.
func Compare(w io.Writer, m, base *Module, pkgs *Packages, top int) {
	old := map[string]Entry{}
	for _, e := range ByPackage(base.Funcs, pkgs) {
		old[e.Name] = e
	}
	type delta struct {
		name           string
		raw, gz, funcs int
	}
	var ds []delta
	seen := map[string]bool{}
	for _, e := range ByPackage(m.Funcs, pkgs) {
		o := old[e.Name]
		ds = append(ds, delta{e.Name, e.Raw - o.Raw, e.Gzip - o.Gzip, e.Count - o.Count})
		seen[e.Name] = true
	}
	for name, o := range old {
		if !seen[name] {
			ds = append(ds, delta{name, -o.Raw, -o.Gzip, -o.Count})
		}
	}
	sort.Slice(ds, func(i, j int) bool {
		if ds[i].raw != ds[j].raw {
			return ds[i].raw > ds[j].raw
		}
		return ds[i].name < ds[j].name
	})
	size := func(mod *Module) (n int) {
		for _, d := range mod.Data {
			n += len(d)
		}
		return n
	}
	fmt.Fprintf(w, "\ncompared with the base: %+d functions, data %+.1f KB raw; packages by code added (KB, gz~ apart):\n  %9s %9s %6s  %s\n",
		len(m.Funcs)-len(base.Funcs), float64(size(m)-size(base))/1000, "raw KB", "gz~ KB", "funcs", "package")
	for i, d := range ds {
		if i == top {
			break
		}
		fmt.Fprintf(w, "  %+9.1f %+9.1f %+6d  %s\n", float64(d.raw)/1000, float64(d.gz)/1000, d.funcs, d.name)
	}
}

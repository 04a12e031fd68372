package docrefs

import (
	"go/scanner"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
)

var (
	// A path of the repository named in a comment or a document:
	// "engine/arranz.go", "docs/formats.md", "testdata/forlano-9.trf".
	repoPathRe = regexp.MustCompile(`\b(?:engine|app|cmd|wasm|web|e2e|internal|docs|testdata|examples)/[A-Za-z0-9_./-]+\.(?:go|md|trf|txt|csv|tsv|json|js|sh|pgn|xlsx|html|css)\b`)
	// A placeholder in a path: "testdata/NAME.trf", "x-seed-00N.txt".
	placeholderRe = regexp.MustCompile(`[A-Z]+`)
	// A mention of the project's seed documents, which the repository does
	// not hold: docs/ states what the code takes from them.
	seedRe = regexp.MustCompile(`(?i)\bseeds? \d{3}\b`)
	// A citation of docs/ in a comment.
	docsCiteRe = regexp.MustCompile(`docs/(?:tiebreaks|formats)\.md`)
)

// mentionsSeed reports whether line may hold a match of seedRe: it holds
// "eed" in some case (the regular expression is slower than this test).
func mentionsSeed(line string) bool {
	for i := 0; i+3 <= len(line); i++ {
		if (line[i]|0x20) == 'e' && (line[i+1]|0x20) == 'e' && (line[i+2]|0x20) == 'd' {
			return true
		}
	}
	return false
}

// textFile is one file's text to check: the comments of a Go file, the
// whole of a document or a script, as lines with their numbers.
type textFile struct {
	path   string
	groups [][]numberedLine // Go: one group per comment block; else one group
}

type numberedLine struct {
	n    int
	text string
}

var texts struct {
	once  sync.Once
	files []textFile
	err   error
}

// repoTexts returns the comments of every Go file and the text of every
// .md and .sh file of the repository, read once.
func repoTexts(t *testing.T) []textFile {
	t.Helper()
	texts.once.Do(func() { texts.files, texts.err = readTexts() })
	if texts.err != nil {
		t.Fatal(texts.err)
	}
	return texts.files
}

func readTexts() ([]textFile, error) {
	var out []textFile
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() {
			if path != root && (skipDir(e.Name()) || strings.HasPrefix(e.Name(), ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		switch filepath.Ext(path) {
		case ".go":
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			out = append(out, textFile{path: rel, groups: commentGroups(fset, path, src)})
		case ".md", ".sh":
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			var g []numberedLine
			for i, l := range strings.Split(string(b), "\n") {
				g = append(g, numberedLine{i + 1, l})
			}
			out = append(out, textFile{path: rel, groups: [][]numberedLine{g}})
		}
		return nil
	})
	return out, err
}

// commentGroups returns the comments of a Go source as the parser groups
// them: a comment on the line of the token before it begins a group of the
// comments on that line; any other begins a group of the comments that
// follow it with no token and no blank line between them. A scanner finds
// them faster than a parse of the file.
func commentGroups(fset *token.FileSet, name string, src []byte) [][]numberedLine {
	var s scanner.Scanner
	s.Init(fset.AddFile(name, -1, len(src)), src, nil, scanner.ScanComments)
	var groups [][]numberedLine
	var g []numberedLine
	end, gap := -1, 0 // the line the group's last comment ends on; the lines it may extend by
	tokLine := 0      // the line of the last token
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		line := fset.Position(pos).Line
		if tok != token.COMMENT {
			if !(tok == token.SEMICOLON && lit == "\n") { // an inserted semicolon is no token
				end, tokLine = -1, line
			}
			continue
		}
		if end < 0 || line > end+gap {
			if len(g) > 0 {
				groups = append(groups, g)
			}
			g, gap = nil, 1
			if line == tokLine {
				gap = 0
			}
		}
		for i, l := range strings.Split(lit, "\n") {
			g = append(g, numberedLine{line + i, l})
		}
		end = line + strings.Count(lit, "\n")
	}
	if len(g) > 0 {
		groups = append(groups, g)
	}
	return groups
}

// testdataDirs lists the directories that hold a testdata directory: a
// comment's "testdata/NAME.txt" may be in any of them.
func testdataDirs(t *testing.T) []string {
	t.Helper()
	var dirs []string
	err := filepath.WalkDir(root, func(path string, e fs.DirEntry, err error) error {
		if err != nil || !e.IsDir() {
			return err
		}
		if path != root && (skipDir(e.Name()) || strings.HasPrefix(e.Name(), ".")) {
			return filepath.SkipDir
		}
		if e.Name() == "testdata" {
			dirs = append(dirs, filepath.Dir(path))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return dirs
}

// resolves reports whether the path p, named in file from, is a file of
// the repository: from the root, from the file's directory or one above
// it, or, for testdata/…, in any testdata directory. A placeholder in
// capitals (NAME, 00N) matches any text.
func resolves(p, from string, testdata []string) bool {
	bases := []string{root, filepath.Join(root, filepath.Dir(from)), filepath.Join(root, filepath.Dir(filepath.Dir(from)))}
	if strings.HasPrefix(p, "testdata/") {
		bases = append(bases, testdata...)
	}
	for _, b := range bases {
		if _, err := os.Stat(filepath.Join(b, p)); err == nil {
			return true
		}
		if glob := placeholderRe.ReplaceAllString(p, "*"); glob != p {
			if m, _ := filepath.Glob(filepath.Join(b, glob)); len(m) > 0 {
				return true
			}
		}
	}
	return false
}

// ignoredDirs are the directories the repository's .gitignore keeps out
// ("/dist/", "/e2e/.axe/"), as path prefixes: what a build or test.sh
// makes there exists only after it ran, so a path under them is not
// checked.
func ignoredDirs(t *testing.T) []string {
	b, err := os.ReadFile(filepath.Join(root, ".gitignore"))
	if err != nil {
		t.Fatal(err)
	}
	var dirs []string
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); strings.HasSuffix(l, "/") && !strings.HasPrefix(l, "#") {
			dirs = append(dirs, strings.TrimPrefix(l, "/"))
		}
	}
	return dirs
}

// TestCitedFilesExist checks that every path of the repository named in a
// Go comment, a document or a script is a file of the repository: a test
// renamed or a sample moved cannot leave a citation pointing nowhere.
// Paths under the directories .gitignore keeps out are made by a build
// or by test.sh, and are not checked (a fresh clone has none of them).
func TestCitedFilesExist(t *testing.T) {
	t.Parallel()
	testdata := testdataDirs(t)
	ignored := ignoredDirs(t)
	n := 0
	for _, f := range repoTexts(t) {
		for _, g := range f.groups {
			for _, l := range g {
				if !strings.Contains(l.text, "/") {
					continue // a path has one
				}
				for _, p := range repoPathRe.FindAllString(l.text, -1) {
					if slices.ContainsFunc(ignored, func(d string) bool { return strings.HasPrefix(p, d) }) {
						continue
					}
					n++
					if !resolves(p, f.path, testdata) {
						t.Errorf("%s:%d: names %s, which the repository does not have", f.path, l.n, p)
					}
				}
			}
		}
	}
	t.Logf("%d paths checked", n)
}

// TestCommentsCiteDocs checks that a Go comment mentioning one of the
// project's seed documents (the word and a number of three digits), which
// the repository does not hold, also cites the docs/ section that states
// what the code takes from it, and that the code outside tests never names
// them (a preset's source is a docs/ section): comments cite docs/ only.
func TestCommentsCiteDocs(t *testing.T) {
	t.Parallel()
	err := filepath.WalkDir(root, func(path string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			if err == nil && path != root && (skipDir(e.Name()) || strings.HasPrefix(e.Name(), ".")) {
				return filepath.SkipDir
			}
			return err
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		for i, l := range strings.Split(string(b), "\n") {
			if !mentionsSeed(l) {
				continue
			}
			if m := seedRe.FindString(l); m != "" {
				t.Errorf("%s:%d: %q names a document the repository lacks; name the docs/ section instead", filepath.ToSlash(rel), i+1, m)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range repoTexts(t) {
		if !strings.HasSuffix(f.path, ".go") {
			continue
		}
		for _, g := range f.groups {
			if !slices.ContainsFunc(g, func(l numberedLine) bool { return mentionsSeed(l.text) }) {
				continue
			}
			cites := false
			for _, l := range g {
				cites = cites || docsCiteRe.MatchString(l.text)
			}
			for _, l := range g {
				if m := seedRe.FindString(l.text); m != "" && !cites {
					t.Errorf("%s:%d: %q cites a document the repository lacks; cite the docs/ section instead", f.path, l.n, m)
				}
			}
		}
	}
}

// TestRepoRefCheckers: the checks above find what they look for.
func TestRepoRefCheckers(t *testing.T) {
	testdata := testdataDirs(t)
	for p, want := range map[string]bool{
		"engine/arranz.go": true, "engine/seed004_test.go": false, "testdata/forlano-9.trf": true,
		"testdata/x-strip-lone.txt": true, "testdata/NAME.trf": true, "docs/rules.md": false,
	} {
		if got := resolves(p, "engine/x.go", testdata); got != want {
			t.Errorf("resolves(%q) = %v, want %v", p, got, want)
		}
	}
	for s, want := range map[string]bool{"(Seed 000)": true, "seed 002's strips": true, "seeds 001 and 000": true, "seed002": false, "the seed": false} {
		if got := seedRe.MatchString(s); got != want {
			t.Errorf("seedRe on %q: %v, want %v", s, got, want)
		}
	}
}

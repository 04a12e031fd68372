package docrefs

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// root is the module root, two levels up from this package.
const root = "../.."

// The documents whose sections are cited, by the name used in citations.
var docFiles = map[string]string{
	"tiebreaks": "docs/tiebreaks.md",
	"formats":   "docs/formats.md",
}

// required lists every section, appendix and decision that the code cited
// when the documents were written (comments such as "spec §6.16",
// "formats.md §5.5" and "decision 18", which are being rewritten to cite
// docs/). Each must exist, so that the rewritten citations still land on
// the right topic. Add to it; never remove an entry without renumbering
// every citation.
var required = map[string][]string{
	"tiebreaks": {
		"2.2", "2.3", "2.6", "2.7", "3", "3.1", "3.2", "3.3", "3.4", "3.5", "3.6", "3.7", "3.8", "3.9", "3.10",
		"3.11", "3.12", "4.1", "4.3", "5", "5.1", "5.2", "5.3", "6.14", "6.15", "6.16", "6.17", "6.19", "7",
		"7.1", "7.1.9", "7.3", "7.4", "7.5", "7.6", "7.9", "7.10", "7.11", "7.12", "8.8", "9", "9.1", "9.4",
		"9.5", "9.6", "9.7", "10", "11", "12.2", "12.3", "13", "14.1", "14.2", "14.3", "14.4", "14.4.1",
		"14.4.2", "14.4.3", "14.5", "14.7", "14.8", "14.9", "14.9.4", "14.10", "14.11", "14.12.1", "14.12.2",
		"14.12.3", "14.12.4", "14.12.5", "Appendix A",
	},
	"formats": {
		"1", "2.3", "2.7", "2.8", "3.2", "3.4", "3.5", "3.6", "3.7", "4", "4.1", "4.3", "5", "5.1", "5.2",
		"5.3", "5.4", "5.5", "5.6", "5.7", "5.8", "5.9", "5.10", "5.12", "5.13", "5.14", "5.15", "6", "6.1",
		"6.2", "6.3", "6.4", "6.5", "6.7", "7", "7.1", "7.2", "7.3", "7.4", "7.5", "8", "8.3", "8.4", "8.5",
		"8.6", "9", "10", "11", "12", "13", "14", "15.2", "15.3", "16", "16.3", "16.4", "16.5", "16.7",
		"16.8", "16.9", "17",
	},
}

// requiredDecisions are the decision numbers the code cited.
var requiredDecisions = []int{14, 15, 16, 18, 19, 21, 22, 23, 24, 25, 27, 28, 29, 30, 35, 36, 42}

// doc is what a document offers to citations.
type doc struct {
	sections  map[string]int // section number or "Appendix X" → line
	decisions map[int]int    // decision number → line (tiebreaks.md only)
}

var (
	headingRe  = regexp.MustCompile(`^(#{1,6})\s+(.*?)\s*$`)
	numberedRe = regexp.MustCompile(`^(\d+(?:\.\d+)*)\.?\s+\S`)
	appendixRe = regexp.MustCompile(`^Appendix ([A-Z]):\s+\S`)
	decisionRe = regexp.MustCompile(`^\|\s*(\d+)\s*\|`)
)

// parseDoc reads a document's headings (and decisions) and reports every
// malformed heading through errorf.
func parseDoc(name, text string, errorf func(format string, args ...any)) doc {
	d := doc{sections: map[string]int{}, decisions: map[int]int{}}
	var last []int // the previous numbered section
	inCode, inDecisions := false, false
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for ln := 1; sc.Scan(); ln++ {
		line := sc.Text()
		if strings.HasPrefix(line, "```") {
			inCode = !inCode
			continue
		}
		if inCode {
			continue
		}
		m := headingRe.FindStringSubmatch(line)
		if m == nil {
			if inDecisions {
				if dm := decisionRe.FindStringSubmatch(line); dm != nil {
					n, _ := strconv.Atoi(dm[1])
					if prev, dup := d.decisions[n]; dup {
						errorf("%s:%d: decision %d already listed at line %d", name, ln, n, prev)
					}
					d.decisions[n] = ln
				}
			}
			continue
		}
		level, title := len(m[1]), m[2]
		inDecisions = false
		if am := appendixRe.FindStringSubmatch(title); am != nil {
			if level != 2 {
				errorf("%s:%d: appendix heading %q should be a level-2 heading (##)", name, ln, title)
			}
			key := "Appendix " + am[1]
			if prev, dup := d.sections[key]; dup {
				errorf("%s:%d: %s already at line %d", name, ln, key, prev)
			}
			d.sections[key] = ln
			last = []int{1 << 30} // appendices come after every numbered section
			continue
		}
		nm := numberedRe.FindStringSubmatch(title)
		if nm == nil {
			if level <= 1 || level > 4 {
				continue // the title, or minor headings
			}
			if len(last) == 1 && last[0] == 1<<30 {
				continue // tables inside an appendix
			}
			if level == 2 && (title == "Contents") {
				continue
			}
			if level >= 3 && len(last) > 0 {
				continue // an unnumbered sub-heading inside a numbered section
			}
			errorf("%s:%d: heading %q has no section number", name, ln, title)
			continue
		}
		num := nm[1]
		parts := strings.Split(num, ".")
		nums := make([]int, len(parts))
		for i, p := range parts {
			nums[i], _ = strconv.Atoi(p)
		}
		if want := len(nums) + 1; level != want {
			errorf("%s:%d: section %s should be a level-%d heading (%s), not %s", name, ln, num, want, strings.Repeat("#", want), m[1])
		}
		if len(nums) == 1 && !strings.HasPrefix(title, num+". ") {
			errorf("%s:%d: top-level section %q should be written \"%s. Title\"", name, ln, title, num)
		}
		if len(nums) > 1 && strings.HasPrefix(title, num+". ") {
			errorf("%s:%d: subsection %q should be written \"%s Title\" (no dot)", name, ln, title, num)
		}
		if prev, dup := d.sections[num]; dup {
			errorf("%s:%d: section %s already at line %d", name, ln, num, prev)
		}
		if len(last) == 1 && last[0] == 1<<30 {
			errorf("%s:%d: section %s comes after an appendix", name, ln, num)
		}
		if !follows(last, nums) {
			errorf("%s:%d: section %s does not follow section %s (numbers must go up by one, children start at 1)", name, ln, num, join(last))
		}
		if len(nums) > 1 {
			if _, ok := d.sections[join(nums[:len(nums)-1])]; !ok {
				errorf("%s:%d: section %s has no parent section %s", name, ln, num, join(nums[:len(nums)-1]))
			}
		}
		d.sections[num] = ln
		last = nums
		inDecisions = name == "tiebreaks" && num == "13.1"
	}
	if len(d.decisions) > 0 {
		ns := make([]int, 0, len(d.decisions))
		for n := range d.decisions {
			ns = append(ns, n)
		}
		sort.Ints(ns)
		for i, n := range ns {
			if n != i+1 {
				errorf("%s: decisions must be numbered 1..%d without gaps; %d is missing", name, len(ns), i+1)
				break
			}
		}
	}
	return d
}

// follows reports whether section next may come right after section prev:
// the next sibling at some level, or the first child (x.1) of prev. The
// first section of a document is 0 or 1.
func follows(prev, next []int) bool {
	if len(prev) == 0 {
		return len(next) == 1 && next[0] <= 1
	}
	if len(next) == len(prev)+1 {
		return equal(next[:len(prev)], prev) && next[len(next)-1] == 1
	}
	if len(next) > len(prev) {
		return false
	}
	k := len(next) - 1
	return equal(next[:k], prev[:k]) && next[k] == prev[k]+1
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func join(n []int) string {
	s := make([]string, len(n))
	for i, x := range n {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ".")
}

// loadDocs parses the documents; with report set, malformed headings are
// test errors (TestHeadings), otherwise they are left to TestHeadings.
func loadDocs(t *testing.T, report bool) map[string]doc {
	t.Helper()
	errorf := func(string, ...any) {}
	if report {
		errorf = t.Errorf
	}
	docs := map[string]doc{}
	for name, path := range docFiles {
		b, err := os.ReadFile(filepath.Join(root, path))
		if err != nil {
			t.Fatalf("reading %s: %v", path, err)
		}
		docs[name] = parseDoc(name, string(b), errorf)
	}
	return docs
}

// TestHeadings checks that the documents' numbered headings are well
// formed: the level matches the depth of the number, numbers are unique,
// go up by one and have their parent; decisions are numbered 1..N.
func TestHeadings(t *testing.T) {
	docs := loadDocs(t, true)
	if n := len(docs["tiebreaks"].decisions); n == 0 {
		t.Errorf("docs/tiebreaks.md: no decisions found in §13.1")
	}
}

// TestRequiredSections checks that every section and decision the code
// cited when the documents were written exists.
func TestRequiredSections(t *testing.T) {
	docs := loadDocs(t, false)
	for name, secs := range required {
		for _, s := range secs {
			if _, ok := docs[name].sections[s]; !ok {
				t.Errorf("%s: no heading for §%s, which the code cites", docFiles[name], strings.TrimPrefix(s, "§"))
			}
		}
	}
	for _, n := range requiredDecisions {
		if _, ok := docs["tiebreaks"].decisions[n]; !ok {
			t.Errorf("docs/tiebreaks.md: no decision %d in §13.1, which the code cites", n)
		}
	}
}

var (
	// A citation of sections: "docs/tiebreaks.md §6.16", "formats.md §5.5",
	// "[formats.md](formats.md) §2.4", "docs/tiebreaks.md §3.3–§3.10",
	// "docs/formats.md §5.7, §5.8 and §6".
	sectionCiteRe = regexp.MustCompile(`(?:docs/)?\b(tiebreaks|formats)\.md\)?,?\s+(§\d+(?:\.\d+)*(?:(?:\s*[–-]\s*|,\s*|\s+and\s+|\s+or\s+)§\d+(?:\.\d+)*)*)`)
	sectionNumRe  = regexp.MustCompile(`§(\d+(?:\.\d+)*)`)
	// "docs/tiebreaks.md, decision 18" (also "decisions 18 and 19").
	decisionCiteRe = regexp.MustCompile(`(?:docs/)?\btiebreaks\.md\)?,?\s+decisions?\s+(\d+(?:(?:,\s*|\s+and\s+)\d+)*)`)
	numRe          = regexp.MustCompile(`\d+`)
	appendixCiteRe = regexp.MustCompile(`(?:docs/)?\b(tiebreaks|formats)\.md\)?,?\s+Appendix\s+([A-Z])\b`)
)

// citation is one reference found in a file.
type citation struct {
	file string
	line int
	doc  string
	key  string // "6.16", "Appendix A" or "decision 18"
}

// citations returns every citation of docs/ in text.
func citations(file, text string) []citation {
	var out []citation
	for i, line := range strings.Split(text, "\n") {
		if !strings.Contains(line, ".md") {
			continue // every citation names tiebreaks.md or formats.md
		}
		for _, m := range sectionCiteRe.FindAllStringSubmatch(line, -1) {
			for _, s := range sectionNumRe.FindAllStringSubmatch(m[2], -1) {
				out = append(out, citation{file, i + 1, m[1], s[1]})
			}
		}
		for _, m := range decisionCiteRe.FindAllStringSubmatch(line, -1) {
			for _, n := range numRe.FindAllString(m[1], -1) {
				out = append(out, citation{file, i + 1, "tiebreaks", "decision " + n})
			}
		}
		for _, m := range appendixCiteRe.FindAllStringSubmatch(line, -1) {
			out = append(out, citation{file, i + 1, m[1], "Appendix " + m[2]})
		}
	}
	return out
}

// skipDir reports directories that are not part of the repository's text.
func skipDir(name string) bool {
	switch name {
	case ".git", "dist", "node_modules", "artifacts":
		return true
	}
	return false
}

// TestCitationsResolve walks the .go, .md, .js and .sh files of the module
// and checks that every citation of docs/ lands on a heading or a decision.
func TestCitationsResolve(t *testing.T) {
	docs := loadDocs(t, false)
	n := 0
	err := filepath.WalkDir(root, func(path string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() {
			if path != root && skipDir(e.Name()) {
				return filepath.SkipDir
			}
			return nil
		}
		switch filepath.Ext(path) {
		case ".go", ".md", ".js", ".sh":
		default:
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		for _, c := range citations(filepath.ToSlash(rel), string(b)) {
			n++
			d := docs[c.doc]
			ok := false
			if strings.HasPrefix(c.key, "decision ") {
				k, _ := strconv.Atoi(strings.TrimPrefix(c.key, "decision "))
				_, ok = d.decisions[k]
			} else {
				_, ok = d.sections[c.key]
			}
			if !ok {
				what := "§" + c.key
				if strings.HasPrefix(c.key, "decision ") || strings.HasPrefix(c.key, "Appendix ") {
					what = c.key
				}
				t.Errorf("%s:%d: cites %s %s, which has no such heading or decision", c.file, c.line, docFiles[c.doc], what)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d citations of docs/ checked", n)
}

// TestSelfContained checks that no file of the repository reads or points
// to material outside it.
func TestSelfContained(t *testing.T) {
	// Built from pieces, so that this file does not match itself.
	banned := [][]byte{[]byte(".." + "/shared"), []byte("/work" + "/shared")}
	err := filepath.WalkDir(root, func(path string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() {
			if path != root && skipDir(e.Name()) {
				return filepath.SkipDir
			}
			return nil
		}
		if !e.Type().IsRegular() {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		for _, s := range banned {
			if i := bytes.Index(b, s); i >= 0 {
				line := 1 + bytes.Count(b[:i], []byte("\n"))
				t.Errorf("%s:%d: contains %q: the repository must not point outside itself", filepath.ToSlash(rel), line, s)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestParseDocCatchesMistakes feeds parseDoc small broken documents.
func TestParseDocCatchesMistakes(t *testing.T) {
	cases := []struct{ text, want string }{
		{"## 1. A\n### 1.1 B\n### 1.3 C\n", "does not follow"},
		{"## 1. A\n#### 1.1 B\n", "level-3"},
		{"## 1. A\n## 1. B\n", "already"},
		{"## 1. A\n### 2.1 B\n", "does not follow"},
		{"## 13. D\n### 13.1 Decisions\n| 1 | a |\n| 3 | b |\n", "without gaps"},
		{"## 1. A\n## Appendix A: x\n## 2. B\n", "after an appendix"},
	}
	for _, c := range cases {
		var got []string
		parseDoc("tiebreaks", c.text, func(f string, a ...any) { got = append(got, fmt.Sprintf(f, a...)) })
		if !strings.Contains(strings.Join(got, "\n"), c.want) {
			t.Errorf("%q: want an error containing %q, got %q", c.text, c.want, got)
		}
	}
	var got []string
	parseDoc("tiebreaks", "## 1. A\n### 1.1 B\n#### 1.1.1 C\n### 1.2 D\n## 2. E\n## Appendix A: T\n### Table 1: x\n",
		func(f string, a ...any) { got = append(got, fmt.Sprintf(f, a...)) })
	if len(got) > 0 {
		t.Errorf("a well-formed document: unexpected errors %q", got)
	}
	cs := citations("x.go", "// see docs/tiebreaks.md §3.3–§3.10 and docs/formats.md §5.7, §5.8 and §6;\n// docs/tiebreaks.md, decision 18; docs/tiebreaks.md Appendix A.")
	var keys []string
	for _, c := range cs {
		keys = append(keys, c.doc+" "+c.key)
	}
	want := "tiebreaks 3.3,tiebreaks 3.10,formats 5.7,formats 5.8,formats 6,tiebreaks decision 18,tiebreaks Appendix A"
	if strings.Join(keys, ",") != want {
		t.Errorf("citations: got %s, want %s", strings.Join(keys, ","), want)
	}
}

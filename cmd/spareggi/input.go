package main

import (
	"io"
	"os"
	"sort"
	"strings"

	"github.com/spareggi/spareggi/engine"
	"github.com/spareggi/spareggi/engine/formats"
)

// answerList collects -answer ID=OPTION flags.
type answerList map[string]string

func (a *answerList) String() string {
	var parts []string
	for k, v := range *a {
		parts = append(parts, k+"="+v)
	}
	sort.Strings(parts)
	return strings.Join(parts, ",")
}

func (a *answerList) Set(s string) error {
	k, v, ok := strings.Cut(s, "=")
	if !ok || strings.TrimSpace(k) == "" || strings.TrimSpace(v) == "" {
		return errAnswerForm
	}
	if *a == nil {
		*a = answerList{}
	}
	(*a)[strings.TrimSpace(k)] = strings.TrimSpace(v)
	return nil
}

// readText reads the whole of r into a string without copying it once
// more: the reader keeps substrings of the text (formats.ReadString). size
// is the expected length, or 0. It stops reading past formats.MaxInput
// bytes and returns formats.TooLarge for name: an endless input
// (/dev/zero) costs no more than the limit.
//
// An input of known size is read into a buffer of that size. One of
// unknown size (standard input) is read in chunks, each twice as large as
// the one before, and copied once into a string of its length: a builder
// growing as it goes would copy the text several times and touch several
// times its size of fresh memory.
func readText(r io.Reader, size int64, name string) (string, error) {
	r = io.LimitReader(r, formats.MaxInput+1)
	if size > 0 {
		var b strings.Builder
		b.Grow(int(min(size, formats.MaxInput)) + 1) // + 1: io.Copy's last read finds the end without growing
		n, err := io.Copy(&b, r)
		if err == nil && n > formats.MaxInput {
			return "", formats.TooLarge(name)
		}
		return b.String(), err
	}
	var chunks [][]byte
	total := 0
	for chunk := make([]byte, 64<<10); ; chunk = make([]byte, min(2*len(chunk), formats.MaxInput+1-total)) {
		n, err := io.ReadFull(r, chunk)
		chunks, total = append(chunks, chunk[:n]), total+n
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			break
		}
		if err != nil {
			return "", err
		}
		if total > formats.MaxInput {
			return "", formats.TooLarge(name)
		}
	}
	var b strings.Builder
	b.Grow(total)
	for _, c := range chunks {
		b.Write(c)
	}
	return b.String(), nil
}

// readFile reads the named file into a string (see readText).
func readFile(name string) (string, error) {
	f, err := os.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	var size int64
	if fi, err := f.Stat(); err == nil {
		size = fi.Size()
	}
	return readText(f, size, name)
}

// writeTRFOutput writes the standings' event as TRF26 with the applied
// tie-break list and ranks (-o trf); the writer's warnings go to stderr in
// the language of -lang.
func writeTRFOutput(w, stderr io.Writer, st *engine.Standings, lang string) error {
	diags, err := formats.WriteTRFStandings(w, st)
	writeWarnings(stderr, lang, "", diags)
	return err
}

// Package docrefs holds a test that keeps the repository self-contained:
// every citation of the documentation in docs/ ("docs/tiebreaks.md §6.16",
// "docs/formats.md §5.5", "docs/tiebreaks.md, decision 18",
// "docs/tiebreaks.md Appendix A") must land on a heading or a numbered
// decision, the documents' headings must be well formed, and no file may
// point outside the repository. The package has no code of its own.
package docrefs

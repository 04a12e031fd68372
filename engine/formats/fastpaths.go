package formats

// fastPaths switches on the shortcuts that make reading a large TRF fast.
// Each one gives exactly the result of the general code it bypasses, which
// stays in place for the inputs the shortcut does not cover:
//
//   - detection: cheap byte tests that let a detector skip the lines that
//     cannot count for it (detectcheap.go);
//   - decoding: ASCII text is split with a fast search for LF and needs no
//     character clean-up but the trailing blanks (decodeText);
//   - TRF records: an ASCII line is read by bytes, not runes (chars), and
//     at the standard columns without the generic column machinery
//     (tailASCII, asciiBlock, plainScore, birthDate, isPseudoName);
//   - assembly and checks: the pair view and the C1–C3 results handed to
//     checkEvent (prechecked), the points of a row checked as soon as the
//     row is final, names compared by hash, points from a table, repeated
//     pairings looked for only where an opponent recurs, and the few rounds
//     that need a second look remembered instead of searched for;
//   - concurrency: a large TRF is read and assembled in chunks of rows on
//     every processor, and the name and points checks run beside the
//     pairing checks (concurrent.go).
//
// The tests switch fastPaths off to compare both ways on every input they
// read (TestFastPaths, FuzzFastPaths), and compare the concurrent reading
// with the sequential one (TestConcurrentRead, FuzzConcurrentRead).
// fastPaths is a variable in native builds (fastpaths_native.go) and the
// constant false in WebAssembly (fastpaths_wasm.go), where the binary's
// size matters more than reading speed: the page reads a crosstable once
// and recomputes from the model, and without the shortcuts the linker
// drops their code.

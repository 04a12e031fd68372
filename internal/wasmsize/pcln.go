package main

import (
	"bytes"
	"encoding/binary"
)

// Part is a part of the data section: a name and its bytes.
type Part struct {
	Name string
	Data []byte
}

// pcHeaderMagic begins the header of the runtime's function table
// (pclntab) of Go 1.20 and later, followed by two zero bytes, the
// instruction size quantum (1 in WebAssembly) and the pointer size (8).
var pcHeaderMagic = []byte{0xf1, 0xff, 0xff, 0xff, 0, 0, 1, 8}

// Memory returns the image of linear memory the active data segments
// write, from the lowest address they write.
func (m *Module) Memory() []byte {
	lo, hi := int64(-1), int64(0)
	for i, d := range m.Data {
		if at := m.DataAt[i]; at >= 0 {
			if lo < 0 || at < lo {
				lo = at
			}
			hi = max(hi, at+int64(len(d)))
		}
	}
	if lo < 0 {
		return nil
	}
	mem := make([]byte, hi-lo)
	for i, d := range m.Data {
		if at := m.DataAt[i]; at >= 0 {
			copy(mem[at-lo:], d)
		}
	}
	return mem
}

// DataParts splits the data the module writes into memory around the Go
// runtime's function table, the part that grows with every function
// (a name, and tables of stack sizes and line numbers by instruction):
// what comes before it (read-only data: strings, type descriptors, stack
// maps), the table's parts by its header, and what comes after it
// (variables). It returns nil when it finds no table.
func DataParts(mem []byte) []Part {
	at := bytes.Index(mem, pcHeaderMagic)
	if at < 0 || len(mem) < at+72 {
		return nil
	}
	h := mem[at:]
	word := func(i int) int { return int(binary.LittleEndian.Uint64(h[8+8*i:])) }
	nfunc := word(0)
	// Offsets from the header: function names, compilation units, files,
	// pc tables, then the function table and the functions' records.
	name, cu, file, pc, fn := word(3), word(4), word(5), word(6), word(7)
	if !(0 < name && name <= cu && cu <= file && file <= pc && pc <= fn && fn+8*(nfunc+1) <= len(h)) {
		return nil
	}
	// The function table is nfunc+1 pairs (entry, record offset); the
	// records end after the last one, whose size is estimated.
	end := fn + 8*(nfunc+1)
	for i := range nfunc {
		off := int(binary.LittleEndian.Uint32(h[fn+8*i+4:]))
		end = max(end, fn+off+128)
	}
	end = min(end, len(h))
	return []Part{
		{"before the function table (strings, types, stack maps)", mem[:at]},
		{"function table: names", h[name:cu]},
		{"function table: units and files", h[cu:pc]},
		{"function table: pc tables (stack sizes, lines)", h[pc:fn]},
		{"function table: records", h[fn:end]},
		{"after the function table (variables)", h[end:]},
	}
}

package xlsx

import (
	"compress/flate"
	"encoding/binary"
	"errors"
	"io"
	"strings"

	"github.com/spareggi/spareggi/internal/msg"
)

// A workbook's zip archive is read here rather than with archive/zip,
// whose registration of the deflate compressor links the whole of
// compress/flate's writer into app.wasm (about 42 kB gzipped, docs/formats.md
// §3.9): only the end of central directory record, the central directory
// and the local headers are read, entries stored or deflated, each
// checked against its size and CRC-32. Zip64 archives, encrypted and
// multi-disk ones are refused: no workbook of a crosstable needs them.

// zipEntry is an entry of the archive's central directory.
type zipEntry struct {
	Name         string
	method       uint16
	flags        uint16
	crc          uint32
	csize, usize uint64
	offset       uint64 // of the local header
}

var errZipFormat = errors.New("not a valid zip archive")

// readZip lists the entries of the zip archive data.
func readZip(data string) ([]*zipEntry, error) {
	// The end of central directory record: the last signature within the
	// last 22 + 65,535 bytes (its comment).
	start := max(0, len(data)-(22+65535))
	i := strings.LastIndex(data[start:], "PK\x05\x06")
	if i < 0 || start+i+22 > len(data) {
		return nil, errZipFormat
	}
	eocd := data[start+i:]
	le16 := func(s string, o int) uint16 { return binary.LittleEndian.Uint16([]byte(s[o : o+2])) }
	le32 := func(s string, o int) uint32 { return binary.LittleEndian.Uint32([]byte(s[o : o+4])) }
	n, size, off := int(le16(eocd, 10)), uint64(le32(eocd, 12)), uint64(le32(eocd, 16))
	if le16(eocd, 4) != 0 || le16(eocd, 6) != 0 || n == 0xFFFF || size == 0xFFFFFFFF || off == 0xFFFFFFFF {
		return nil, errors.New("a multi-disk or zip64 archive, which a workbook of a crosstable never needs")
	}
	if n > maxXlsxEntries {
		return nil, xlsxLimit(&msg.ReaderXLSXLimitEntries, maxXlsxEntries)
	}
	if off+size > uint64(len(data)) {
		return nil, errZipFormat
	}
	cd := data[off : off+size]
	entries := make([]*zipEntry, 0, n)
	for len(entries) < n {
		if len(cd) < 46 || cd[:4] != "PK\x01\x02" {
			return nil, errZipFormat
		}
		nl, el, cl := int(le16(cd, 28)), int(le16(cd, 30)), int(le16(cd, 32))
		if len(cd) < 46+nl+el+cl {
			return nil, errZipFormat
		}
		e := &zipEntry{Name: cd[46 : 46+nl], flags: le16(cd, 8), method: le16(cd, 10), crc: le32(cd, 16),
			csize: uint64(le32(cd, 20)), usize: uint64(le32(cd, 24)), offset: uint64(le32(cd, 42))}
		entries = append(entries, e)
		cd = cd[46+nl+el+cl:]
	}
	return entries, nil
}

// open returns a reader of the entry's uncompressed bytes, which fails
// when they are not as many as the central directory says or their CRC-32
// differs.
func (e *zipEntry) open(data string) (io.Reader, error) {
	if e.flags&1 != 0 {
		return nil, errors.New("an encrypted entry " + e.Name)
	}
	if e.method != 0 && e.method != 8 {
		return nil, errors.New("an entry compressed with an unknown method: " + e.Name)
	}
	o := e.offset
	if o+30 > uint64(len(data)) || data[o:o+4] != "PK\x03\x04" {
		return nil, errZipFormat
	}
	h := data[o : o+30]
	body := o + 30 + uint64(binary.LittleEndian.Uint16([]byte(h[26:28]))) + uint64(binary.LittleEndian.Uint16([]byte(h[28:30])))
	if body+e.csize > uint64(len(data)) {
		return nil, errZipFormat
	}
	var r io.Reader = strings.NewReader(data[body : body+e.csize])
	if e.method == 8 {
		r = flate.NewReader(r)
	}
	return &zipChecker{r: r, left: e.usize, crc: e.crc, sum: 0}, nil
}

// zipChecker reads an entry's bytes, checking their number and CRC-32.
type zipChecker struct {
	r    io.Reader
	left uint64
	crc  uint32
	sum  uint32 // the CRC-32 of the bytes read
}

func (z *zipChecker) Read(p []byte) (int, error) {
	if uint64(len(p)) > z.left+1 {
		p = p[:z.left+1] // one byte more finds an entry longer than said
	}
	n, err := z.r.Read(p)
	if uint64(n) > z.left {
		return 0, errors.New("an entry longer than the archive says")
	}
	z.left -= uint64(n)
	z.sum = Crc32Update(z.sum, p[:n])
	if err == io.EOF {
		if z.left != 0 {
			return n, errors.New("an entry shorter than the archive says")
		}
		if z.sum != z.crc {
			return n, errors.New("an entry whose checksum differs: the file is damaged")
		}
	}
	return n, err
}

// crcTable is the table of the CRC-32 (IEEE) of zip archives; hash/crc32
// would cost app.wasm 5 kB gzipped more.
var crcTable = func() (t [256]uint32) {
	for i := range t {
		c := uint32(i)
		for range 8 {
			if c&1 == 1 {
				c = 0xEDB88320 ^ c>>1
			} else {
				c >>= 1
			}
		}
		t[i] = c
	}
	return t
}()

// Crc32Update returns the CRC-32 (IEEE) crc continued over p.
func Crc32Update(crc uint32, p []byte) uint32 {
	crc = ^crc
	for _, b := range p {
		crc = crcTable[byte(crc)^b] ^ crc>>8
	}
	return ^crc
}

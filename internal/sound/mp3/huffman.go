package mp3

import (
	"strings"
	"sync"
)

// A Huffman lookup table answers a code from the next bits of the stream
// in one or two look-ups. Its first level is indexed by the next l1 bits;
// an entry there is either a leaf or points to a second-level table
// indexed by the bits after those.
//
// A leaf entry holds the decoded value in bits 0-7 (x<<4 | y, or vwxy)
// and the code's whole length in bits 8-12; a pointer entry has bit 15
// set, the second-level table's offset in bits 16-31 and its index width
// in bits 0-4. Every code of Table B.7 is complete (the codes of a table
// fill the code space), so every entry is one or the other.
type huffTable struct {
	lut []uint32
	l1  uint
}

const huffPointer = 1 << 15

// firstLevelBits bounds the first level of a lookup table: 2^8 entries,
// with the rare longer codes (up to 19 bits) in second-level tables.
const firstLevelBits = 8

var (
	huffOnce sync.Once
	// bigTables are the lookup tables by table number (16-23 share
	// 16's, 24-31 share 24's; 0, 4 and 14 are empty).
	bigTables [32]huffTable
	// quadTables are the lookup tables of count1 tables A and B.
	quadTables [2]huffTable
)

// initHuffman builds the lookup tables from the codes, once.
func initHuffman() {
	huffOnce.Do(func() {
		for t, c := range bigValueCodes {
			words := strings.Fields(c.codes)
			values := make([]byte, len(words))
			for i := range words {
				values[i] = byte(i/c.n<<4 | i%c.n)
			}
			bigTables[t] = buildHuffTable(words, values)
		}
		for t := 17; t < 32; t++ {
			switch {
			case t < 24:
				bigTables[t] = bigTables[16]
			case t > 24:
				bigTables[t] = bigTables[24]
			}
		}
		for i, c := range quadCodes {
			words := strings.Fields(c)
			values := make([]byte, len(words))
			for v := range values {
				values[v] = byte(v)
			}
			quadTables[i] = buildHuffTable(words, values)
		}
	})
}

// buildHuffTable builds the lookup table of the codewords (binary digits)
// that decode to values.
func buildHuffTable(words []string, values []byte) huffTable {
	maxLen := 0
	for _, w := range words {
		maxLen = max(maxLen, len(w))
	}
	l1 := min(maxLen, firstLevelBits)
	code := func(w string) int {
		c := 0
		for _, d := range w {
			c = c<<1 | int(d-'0')
		}
		return c
	}
	// The width of the second-level table under each first-level prefix.
	sub := make([]int, 1<<l1)
	for _, w := range words {
		if len(w) > l1 {
			p := code(w[:l1])
			sub[p] = max(sub[p], len(w)-l1)
		}
	}
	size := 1 << l1
	offset := make([]int, 1<<l1)
	for p, bits := range sub {
		if bits > 0 {
			offset[p] = size
			size += 1 << bits
		}
	}
	lut := make([]uint32, size)
	for p, bits := range sub {
		if bits > 0 {
			lut[p] = huffPointer | uint32(offset[p])<<16 | uint32(bits)
		}
	}
	for i, w := range words {
		leaf := uint32(len(w))<<8 | uint32(values[i])
		if len(w) <= l1 {
			first := code(w) << (l1 - len(w))
			for j := 0; j < 1<<(l1-len(w)); j++ {
				lut[first+j] = leaf
			}
			continue
		}
		p := code(w[:l1])
		bits := sub[p]
		rest := len(w) - l1
		first := offset[p] + code(w[l1:])<<(bits-rest)
		for j := 0; j < 1<<(bits-rest); j++ {
			lut[first+j] = leaf
		}
	}
	return huffTable{lut: lut, l1: uint(l1)}
}

// decode reads one code from the top of w (at least 19 valid bits) and
// returns its value and length.
func (t *huffTable) decode(w uint64) (value, length uint) {
	e := t.lut[w>>(64-t.l1)]
	if e&huffPointer != 0 {
		bits := uint(e & 31)
		e = t.lut[uint(e>>16)+uint(w<<t.l1>>(64-bits))]
	}
	return uint(e & 0xFF), uint(e >> 8 & 31)
}

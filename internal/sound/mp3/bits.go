package mp3

import "encoding/binary"

// bitPadding is how many zero bytes follow the data a bitReader reads, so
// that it may look 8 bytes ahead of any position up to a few dozen bytes
// past the data's end without a bounds check failing: the decoder checks
// positions against the data's end after each step, and no step reads
// more than 47 bits.
const bitPadding = 32

// bitReader reads bits, most significant first.
type bitReader struct {
	buf []byte // the data, then bitPadding zero bytes
	pos int    // the next bit
}

// window returns the next 57 bits or more at the top of a word.
func (r *bitReader) window() uint64 {
	return binary.BigEndian.Uint64(r.buf[r.pos>>3:]) << (r.pos & 7)
}

// bits reads n bits (at most 32).
func (r *bitReader) bits(n int) int {
	if n == 0 {
		return 0
	}
	v := r.window() >> (64 - n)
	r.pos += n
	return int(v)
}

// flag reads one bit.
func (r *bitReader) flag() bool { return r.bits(1) == 1 }

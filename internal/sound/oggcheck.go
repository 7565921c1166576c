package sound

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"github.com/rigplay/rigplay/internal/limits"
)

// oggInfo is what checkOgg read from an Ogg Vorbis file's pages and
// headers, every field checked against the file's own size and
// internal/limits before the Vorbis library sees the file.
type oggInfo struct {
	channels, rate int
	// blocksize is the long block size: a packet decodes to at most half
	// of it, per channel.
	blocksize int
	// audioPackets counts the packets after the three headers.
	audioPackets int64
	// lastGranule is the granule position of the last page, as the
	// library reads it for Length (-1 or less: none).
	lastGranule int64
}

// maxFrames is the most sample frames the stream can decode to: each
// audio packet gives at most half a long block (the Vorbis I spec, 1.3.2).
func (o *oggInfo) maxFrames() int64 { return o.audioPackets * int64(o.blocksize/2) }

// checkOgg walks an Ogg file's pages, each checked to fit in the file,
// and checks the three Vorbis headers it starts with: the identification
// header (version, channels, rate, block sizes), the comment header (every
// count and length fits in the header and the comment count is within
// limits.VorbisMaxComments) and the codebooks of the setup header (each
// fits in the header; entries and values within limits). The Vorbis library
// allocates what these fields claim without checking them, and a Go out
// of memory cannot be recovered.
func checkOgg(data []byte) (*oggInfo, error) {
	info := &oggInfo{lastGranule: -1}
	var packets [3][]byte
	n := 0 // packets completed
	var cur []byte
	for off := 0; off < len(data); {
		if len(data)-off < 27 || string(data[off:off+4]) != "OggS" {
			if n < 3 {
				return nil, fmt.Errorf("the Ogg page at byte %d is cut short or damaged", off)
			}
			break // trailing bytes after the stream: the library stops there too
		}
		if data[off+4] != 0 {
			return nil, fmt.Errorf("the Ogg page at byte %d has version %d, want 0", off, data[off+4])
		}
		segs := int(data[off+26])
		if len(data)-off-27 < segs {
			return nil, fmt.Errorf("the Ogg page at byte %d is cut short", off)
		}
		lacing := data[off+27 : off+27+segs]
		body := 0
		for _, l := range lacing {
			body += int(l)
		}
		start := off + 27 + segs
		if len(data)-start < body {
			return nil, fmt.Errorf("the Ogg page at byte %d claims %d bytes, the file has %d left", off, body, len(data)-start)
		}
		info.lastGranule = int64(binary.LittleEndian.Uint64(data[off+6 : off+14]))
		p := start
		for _, l := range lacing {
			if n < 3 {
				cur = append(cur, data[p:p+int(l)]...)
			}
			p += int(l)
			if l < 255 { // a packet ends here
				if n < 3 {
					packets[n] = cur
					cur = nil
				} else {
					info.audioPackets++
				}
				n++
			}
		}
		off = start + body
	}
	if n < 3 {
		return nil, errors.New("the file ends before the three Vorbis headers")
	}
	if err := info.identification(packets[0]); err != nil {
		return nil, fmt.Errorf("the identification header: %v", err)
	}
	if err := checkVorbisComments(packets[1]); err != nil {
		return nil, fmt.Errorf("the comment header: %v", err)
	}
	if err := checkVorbisCodebooks(packets[2]); err != nil {
		return nil, fmt.Errorf("the setup header: %v", err)
	}
	return info, nil
}

// vorbisHeader checks a Vorbis header packet's type byte and "vorbis"
// and returns the rest.
func vorbisHeader(p []byte, typ byte) ([]byte, error) {
	if len(p) < 7 || p[0] != typ || string(p[1:7]) != "vorbis" {
		return nil, fmt.Errorf("not a Vorbis header of type %d", typ)
	}
	return p[7:], nil
}

// identification reads the identification header (Vorbis I spec, 4.2.2).
func (o *oggInfo) identification(p []byte) error {
	h, err := vorbisHeader(p, 1)
	if err != nil {
		return err
	}
	if len(h) < 23 {
		return fmt.Errorf("%d bytes, want 30", len(p))
	}
	if v := binary.LittleEndian.Uint32(h); v != 0 {
		return fmt.Errorf("Vorbis version %d, want 0", v)
	}
	o.channels = int(h[4])
	rate := int64(binary.LittleEndian.Uint32(h[5:]))
	if err := checkChannels(o.channels); err != nil {
		return err
	}
	if err := checkRate(rate); err != nil {
		return err
	}
	o.rate = int(rate)
	short, long := int(h[21]&0x0F), int(h[21]>>4)
	if short < 6 || long > 13 || short > long {
		return fmt.Errorf("block sizes 2^%d and 2^%d, want powers of two from 64 to 8192, the first not larger", short, long)
	}
	o.blocksize = 1 << long
	if h[22]&1 == 0 {
		return errors.New("the framing bit is not set")
	}
	return nil
}

// checkChannels checks a channel count against limits.SoundMaxChannels:
// the same rule for WAV, Ogg and MP3.
func checkChannels(ch int) error {
	if ch < 1 || ch > limits.SoundMaxChannels {
		return fmt.Errorf("%d channels; the player plays 1 or %d", ch, limits.SoundMaxChannels)
	}
	return nil
}

// checkRate checks a sample rate against limits.SoundMinRate and
// limits.SoundMaxRate: the same rule for WAV, Ogg and MP3, checked before
// any size is computed from the rate.
func checkRate(rate int64) error {
	if rate < limits.SoundMinRate || rate > limits.SoundMaxRate {
		return fmt.Errorf("sample rate %d Hz is outside %d to %d Hz", rate, limits.SoundMinRate, limits.SoundMaxRate)
	}
	return nil
}

// checkVorbisComments checks the comment header (Vorbis I spec, 5.2.1):
// the vendor string and every comment fit in the header, and there are at
// most limits.VorbisMaxComments of them.
func checkVorbisComments(p []byte) error {
	h, err := vorbisHeader(p, 3)
	if err != nil {
		return err
	}
	take := func(what string) ([]byte, error) {
		if len(h) < 4 {
			return nil, fmt.Errorf("cut short before the %s", what)
		}
		n := int64(binary.LittleEndian.Uint32(h))
		h = h[4:]
		if n > int64(len(h)) {
			return nil, fmt.Errorf("the %s claims %d bytes, the header has %d left", what, n, len(h))
		}
		b := h[:n]
		h = h[n:]
		return b, nil
	}
	if _, err := take("vendor string"); err != nil {
		return err
	}
	if len(h) < 4 {
		return errors.New("cut short before the comment count")
	}
	count := int64(binary.LittleEndian.Uint32(h))
	h = h[4:]
	if count > limits.VorbisMaxComments {
		return fmt.Errorf("claims %d comments, over the limit of %d", count, limits.VorbisMaxComments)
	}
	if count*4 > int64(len(h)) {
		return fmt.Errorf("claims %d comments, the header has room for %d", count, len(h)/4)
	}
	for i := int64(0); i < count; i++ {
		if _, err := take(fmt.Sprintf("comment %d", i+1)); err != nil {
			return err
		}
	}
	return nil
}

// bitReader reads a Vorbis packet's bits, least significant first, and
// fails at its end (where the library reads zeros).
type bitReader struct {
	data []byte
	pos  int64 // in bits
}

// left is how many bits are unread.
func (r *bitReader) left() int64 { return int64(len(r.data))*8 - r.pos }

// read reads n <= 32 bits.
func (r *bitReader) read(n int) (uint32, error) {
	if int64(n) > r.left() {
		return 0, errors.New("cut short")
	}
	var v uint32
	for i := 0; i < n; i++ {
		if r.data[r.pos>>3]>>(r.pos&7)&1 != 0 {
			v |= 1 << i
		}
		r.pos++
	}
	return v, nil
}

// skip skips n bits, failing when fewer are left.
func (r *bitReader) skip(n int64) error {
	if n > r.left() {
		return errors.New("cut short")
	}
	r.pos += n
	return nil
}

// checkVorbisCodebooks checks the codebooks at the start of the setup
// header (Vorbis I spec, 3.2.1): each one's entry lengths and lookup
// values fit in the header, and all of them together have at most
// limits.VorbisMaxCodebookEntries entries and
// limits.VorbisMaxCodebookValues values. What follows the codebooks sizes
// nothing the library allocates from more than a few bits.
func checkVorbisCodebooks(p []byte) error {
	h, err := vorbisHeader(p, 5)
	if err != nil {
		return err
	}
	r := &bitReader{data: h}
	count, err := r.read(8)
	if err != nil {
		return err
	}
	var entries, values int64
	for i := 0; i <= int(count); i++ {
		e, v, err := checkCodebook(r)
		if err != nil {
			return fmt.Errorf("codebook %d: %v", i, err)
		}
		if entries += e; entries > limits.VorbisMaxCodebookEntries {
			return fmt.Errorf("the codebooks have more than %d entries, the limit", limits.VorbisMaxCodebookEntries)
		}
		if values += v; values > limits.VorbisMaxCodebookValues {
			return fmt.Errorf("the codebooks have more than %d values, the limit", limits.VorbisMaxCodebookValues)
		}
	}
	return nil
}

// checkCodebook reads one codebook and returns its entries and values.
func checkCodebook(r *bitReader) (entries, values int64, err error) {
	sync, err := r.read(24)
	if err != nil {
		return 0, 0, err
	}
	if sync != 0x564342 {
		return 0, 0, errors.New("no codebook sync pattern")
	}
	d, _ := r.read(16)
	e, err := r.read(24)
	if err != nil {
		return 0, 0, err
	}
	dims, entries := int64(d), int64(e)
	if dims == 0 || entries < 2 {
		return 0, 0, fmt.Errorf("%d dimensions and %d entries, want at least 1 and 2", dims, entries)
	}
	if entries > limits.VorbisMaxCodebookEntries {
		return 0, 0, fmt.Errorf("%d entries, over the limit of %d", entries, limits.VorbisMaxCodebookEntries)
	}
	ordered, err := r.read(1)
	if err != nil {
		return 0, 0, err
	}
	if ordered == 0 {
		sparse, err := r.read(1)
		if err != nil {
			return 0, 0, err
		}
		need := entries * 5 // 5 bits each, or at least 1 when sparse
		if sparse == 1 {
			need = entries
		}
		if need > r.left() {
			return 0, 0, fmt.Errorf("%d entries do not fit in the header", entries)
		}
		for i := int64(0); i < entries; i++ {
			used := uint32(1)
			if sparse == 1 {
				used, _ = r.read(1)
			}
			if used == 1 {
				if err := r.skip(5); err != nil {
					return 0, 0, err
				}
			}
		}
	} else {
		length, err := r.read(5)
		if err != nil {
			return 0, 0, err
		}
		for at := int64(0); at < entries; {
			if length++; length > 32 {
				return 0, 0, errors.New("codeword lengths over 32 bits")
			}
			num, err := r.read(bitLen(entries - at))
			if err != nil {
				return 0, 0, err
			}
			if at += int64(num); at > entries {
				return 0, 0, errors.New("more codeword lengths than entries")
			}
		}
	}
	lookup, err := r.read(4)
	if err != nil {
		return 0, 0, err
	}
	switch lookup {
	case 0:
		return entries, 0, nil
	case 1, 2:
	default:
		return 0, 0, fmt.Errorf("lookup type %d, want 0, 1 or 2", lookup)
	}
	if err := r.skip(64); err != nil { // minimum and delta values
		return 0, 0, err
	}
	vb, err := r.read(4)
	if err != nil {
		return 0, 0, err
	}
	if _, err := r.read(1); err != nil { // sequence_p
		return 0, 0, err
	}
	values = entries * dims
	if values > limits.VorbisMaxCodebookValues {
		return 0, 0, fmt.Errorf("%d values, over the limit of %d", values, limits.VorbisMaxCodebookValues)
	}
	mult := values
	if lookup == 1 {
		mult = int64(math.Floor(math.Pow(float64(entries), 1/float64(dims)))) // as the library counts them
	}
	if err := r.skip(mult * int64(vb+1)); err != nil {
		return 0, 0, fmt.Errorf("%d lookup values do not fit in the header", mult)
	}
	return entries, values, nil
}

// bitLen is the number of bits of x (ilog in the Vorbis spec).
func bitLen(x int64) int {
	n := 0
	for ; x > 0; x >>= 1 {
		n++
	}
	return n
}

package mp3

import (
	"math/rand/v2"
	"strings"
)

// A Layer III bitstream writer for the tests: it writes frames whose
// spectra, scale factors, block types and stereo modes the test chooses
// (random ones), with the standard's Huffman codes, so that what no
// encoder at hand writes (intensity stereo, mixed blocks, scfsi, count1
// table B, dual channel) can be decoded by ffmpeg and by this package and
// compared. Its output is noise, not music: only agreement counts.

// bitWriter appends bits, most significant first.
type bitWriter struct {
	buf []byte
	n   int // bits written
}

func (w *bitWriter) put(v uint64, bits int) {
	for i := bits - 1; i >= 0; i-- {
		if w.n%8 == 0 {
			w.buf = append(w.buf, 0)
		}
		if v>>uint(i)&1 != 0 {
			w.buf[w.n/8] |= 0x80 >> (w.n % 8)
		}
		w.n++
	}
}

func (w *bitWriter) putCode(code string) {
	for _, c := range code {
		w.put(uint64(c-'0'), 1)
	}
}

// append appends the bits of o.
func (w *bitWriter) append(o *bitWriter) {
	for i := 0; i < o.n; i++ {
		w.put(uint64(o.buf[i/8]>>(7-i%8)&1), 1)
	}
}

// codeOf gives the codeword of (x, y) in big-value table t, and quadOf
// that of vwxy in count1 table t.
var codeOf, quadOf = func() (func(t, x, y int) string, func(t, v int) string) {
	tabs := map[int][][]string{}
	for t, c := range bigValueCodes {
		words := strings.Fields(c.codes)
		rows := make([][]string, c.n)
		for x := range rows {
			rows[x] = words[x*c.n : (x+1)*c.n]
		}
		tabs[t] = rows
	}
	quads := [2][]string{strings.Fields(quadCodes[0]), strings.Fields(quadCodes[1])}
	return func(t, x, y int) string {
			base := t
			switch {
			case t >= 24:
				base = 24
			case t >= 16:
				base = 16
			}
			return tabs[base][x][y]
		}, func(t, v int) string {
			return quads[t][v]
		}
}()

// tableFor picks a big-value table that codes magnitudes up to m.
func tableFor(rng *rand.Rand, m int) int {
	switch {
	case m == 0:
		return 0
	case m <= 1:
		return []int{1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15}[rng.IntN(13)]
	case m <= 2:
		return []int{2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15}[rng.IntN(12)]
	case m <= 3:
		return []int{5, 6, 7, 8, 9, 10, 11, 12, 13, 15}[rng.IntN(10)]
	case m <= 5:
		return []int{7, 8, 9, 10, 11, 12, 13, 15}[rng.IntN(8)]
	case m <= 7:
		return []int{10, 11, 12, 13, 15}[rng.IntN(5)]
	case m <= 15:
		return []int{13, 15, 16, 24}[rng.IntN(4)]
	}
	for {
		t := 16 + rng.IntN(16)
		if 15+1<<linbitsOf[t]-1 >= m {
			return t
		}
	}
}

// wGranule is what the writer writes for one granule of one channel.
type wGranule struct {
	blockType  int
	mixed      bool
	values     [576]int // in bitstream order
	long       [22]int  // scale factors (or intensity positions)
	short      [13][3]int
	globalGain int
	subGain    [3]int
	sfScale    int
	preflag    bool // MPEG-1
	count1     int
	sfCompress int // chosen by the writer from the scale factors' sizes
	r0, r1     int // region counts of a long block
}

// wStream is a stream the writer writes.
type wStream struct {
	version, rateField, mode, modeExt int
	crc                               bool
	frames                            []wFrame
}

type wFrame struct {
	gr    [2][2]wGranule
	scfsi [2][4]bool
}

// header is the stream's header for bit-rate index bi.
func (s *wStream) header(bi int) header {
	b := uint32(0x7FF)<<21 | uint32(s.version)<<19 | 1<<17 | uint32(bi)<<12 | uint32(s.rateField)<<10 | uint32(s.mode)<<6 | uint32(s.modeExt)<<4
	if !s.crc {
		b |= 1 << 16
	}
	h, _ := parseHeader(b)
	return h
}

// encode writes the stream; it returns nil when a frame's data does not
// fit in the largest frame (the test then writes less).
func (s *wStream) encode(rng *rand.Rand) []byte {
	var out []byte
	bi := 14 // the highest bit rate: room for the data
	h := s.header(bi)
	nch := h.channels()
	rb := &bandsByRate[h.rate]
	for _, f := range s.frames {
		var main bitWriter
		var side bitWriter
		type gi struct{ part23, bigValues, t0, t1, t2 int }
		var infos [2][2]gi
		for gr := 0; gr < h.granules(); gr++ {
			for ch := 0; ch < nch; ch++ {
				g := &f.gr[gr][ch]
				var part bitWriter
				isRight := h.lsf() && ch == 1 && h.mode == modeJoint && h.modeExt&extIntensity != 0
				s.writeScaleFactors(&part, g, gr, &f.scfsi[ch], h, isRight)
				// The big-value region ends where only -1, 0, 1 follow;
				// count1 quadruples from there to the last non-zero.
				last := -1
				for i := 575; i >= 0; i-- {
					if g.values[i] != 0 {
						last = i
						break
					}
				}
				big := 0
				for i := last; i >= 0; i-- {
					if g.values[i] > 1 || g.values[i] < -1 {
						big = i/2*2 + 2
						break
					}
				}
				quadEnd := big
				for quadEnd <= last {
					quadEnd += 4
				}
				if quadEnd > 576 {
					return nil
				}
				var region1, region2 int
				if g.blockType != 0 {
					if g.blockType == 2 {
						region1 = 3 * rb.short[3]
					} else {
						region1 = rb.long[8]
					}
					region2 = 576
				} else {
					region1 = rb.long[min(g.r0+1, 22)]
					region2 = rb.long[min(g.r0+g.r1+2, 22)]
				}
				bounds := [4]int{0, min(region1, big), min(region2, big), big}
				var tables [3]int
				for r := 0; r < 3; r++ {
					m := 0
					for i := bounds[r]; i < bounds[r+1]; i++ {
						m = max(m, abs(g.values[i]))
					}
					tables[r] = tableFor(rng, m)
					if bounds[r] == bounds[r+1] && r == 2 && g.blockType != 0 {
						tables[r] = 0
					}
					for i := bounds[r]; i < bounds[r+1]; i += 2 {
						writePair(&part, tables[r], g.values[i], g.values[i+1])
					}
				}
				for i := big; i < quadEnd; i += 4 {
					v := 0
					for k := 0; k < 4; k++ {
						if g.values[i+k] != 0 {
							v |= 8 >> k
						}
					}
					part.putCode(quadOf(g.count1, v))
					for k := 0; k < 4; k++ {
						if g.values[i+k] != 0 {
							part.put(b2u(g.values[i+k] < 0), 1)
						}
					}
				}
				if part.n > 4095 {
					return nil
				}
				infos[gr][ch] = gi{part.n, big / 2, tables[0], tables[1], tables[2]}
				main.append(&part)
			}
		}
		// Side information.
		if h.lsf() {
			side.put(0, 8)
			side.put(0, nch)
		} else {
			side.put(0, 9)
			if nch == 1 {
				side.put(0, 5)
			} else {
				side.put(0, 3)
			}
			for ch := 0; ch < nch; ch++ {
				for k := 0; k < 4; k++ {
					side.put(b2u(f.scfsi[ch][k]), 1)
				}
			}
		}
		for gr := 0; gr < h.granules(); gr++ {
			for ch := 0; ch < nch; ch++ {
				g, in := &f.gr[gr][ch], infos[gr][ch]
				side.put(uint64(in.part23), 12)
				side.put(uint64(in.bigValues), 9)
				side.put(uint64(g.globalGain), 8)
				if h.lsf() {
					side.put(uint64(g.sfCompress), 9)
				} else {
					side.put(uint64(g.sfCompress), 4)
				}
				if g.blockType != 0 {
					side.put(1, 1)
					side.put(uint64(g.blockType), 2)
					side.put(b2u(g.mixed), 1)
					side.put(uint64(in.t0), 5)
					side.put(uint64(in.t1), 5)
					for w := 0; w < 3; w++ {
						side.put(uint64(g.subGain[w]), 3)
					}
				} else {
					side.put(0, 1)
					side.put(uint64(in.t0), 5)
					side.put(uint64(in.t1), 5)
					side.put(uint64(in.t2), 5)
					side.put(uint64(g.r0), 4)
					side.put(uint64(g.r1), 3)
				}
				if !h.lsf() {
					side.put(b2u(g.preflag), 1)
				}
				side.put(uint64(g.sfScale), 1)
				side.put(uint64(g.count1), 1)
			}
		}
		frameLen := h.frameLen()
		hdr := []byte{0xFF, byte(0xE0 | s.version<<3 | 1<<1), byte(bi<<4 | s.rateField<<2), byte(s.mode<<6 | s.modeExt<<4)}
		if !s.crc {
			hdr[1] |= 1
		}
		frame := append([]byte{}, hdr...)
		if s.crc {
			c := crc16(crc16(0xFFFF, hdr[2:4]), side.buf)
			frame = append(frame, byte(c>>8), byte(c))
		}
		frame = append(frame, side.buf...)
		frame = append(frame, main.buf...)
		if len(frame) > frameLen {
			return nil
		}
		frame = append(frame, make([]byte, frameLen-len(frame))...)
		out = append(out, frame...)
	}
	return out
}

// writePair writes one big-value pair with table t.
func writePair(w *bitWriter, t, x, y int) {
	if t == 0 {
		return
	}
	lin := linbitsOf[t]
	ax, ay := abs(x), abs(y)
	cx, cy := min(ax, 15), min(ay, 15)
	if lin == 0 {
		cx, cy = ax, ay
	}
	w.putCode(codeOf(t, cx, cy))
	if lin > 0 && cx == 15 {
		w.put(uint64(ax-15), lin)
	}
	if ax != 0 {
		w.put(b2u(x < 0), 1)
	}
	if lin > 0 && cy == 15 {
		w.put(uint64(ay-15), lin)
	}
	if ay != 0 {
		w.put(b2u(y < 0), 1)
	}
}

// writeScaleFactors picks scalefac_compress for g's scale factors and
// writes them.
func (s *wStream) writeScaleFactors(w *bitWriter, g *wGranule, gr int, scfsi *[4]bool, h header, isRight bool) {
	bits := func(v int) int {
		n := 0
		for v >= 1<<n {
			n++
		}
		return n
	}
	if !h.lsf() {
		// The smallest slen1/slen2 pair that holds the values.
		var m1, m2 int
		if g.blockType == 2 {
			for b := 0; b < 12; b++ {
				for wi := 0; wi < 3; wi++ {
					if b < 6 {
						m1 = max(m1, g.short[b][wi])
					} else {
						m2 = max(m2, g.short[b][wi])
					}
				}
			}
			if g.mixed {
				for b := 0; b < 8; b++ {
					m1 = max(m1, g.long[b])
				}
			}
		} else {
			for b := 0; b < 21; b++ {
				if b < 11 {
					m1 = max(m1, g.long[b])
				} else {
					m2 = max(m2, g.long[b])
				}
			}
		}
		g.sfCompress = -1
		for c := 0; c < 16; c++ {
			if slen[0][c] >= bits(m1) && slen[1][c] >= bits(m2) {
				g.sfCompress = c
				break
			}
		}
		s1, s2 := slen[0][g.sfCompress], slen[1][g.sfCompress]
		if g.blockType == 2 {
			first := 0
			if g.mixed {
				for b := 0; b < 8; b++ {
					w.put(uint64(g.long[b]), s1)
				}
				first = 3
			}
			for b := first; b < 12; b++ {
				n := s1
				if b >= 6 {
					n = s2
				}
				for wi := 0; wi < 3; wi++ {
					w.put(uint64(g.short[b][wi]), n)
				}
			}
			return
		}
		groups := [5]int{0, 6, 11, 16, 21}
		for k := 0; k < 4; k++ {
			if gr == 1 && scfsi[k] {
				continue
			}
			n := s1
			if k >= 2 {
				n = s2
			}
			for b := groups[k]; b < groups[k+1]; b++ {
				w.put(uint64(g.long[b]), n)
			}
		}
		return
	}
	// MPEG-2: the test sets sfCompress; the values are written in the
	// order readLSF reads them, each in its group's length.
	lens, table := lsfLens(g.sfCompress, isRight)
	kind := 0
	if g.blockType == 2 {
		kind = 1
		if g.mixed {
			kind = 2
		}
	}
	longs := map[int]int{0: 21, 1: 0, 2: 6}[kind]
	shortBand := map[int]int{0: 0, 1: 0, 2: 3}[kind]
	n := 0
	for part, count := range lsfBandCounts[table][kind] {
		for i := 0; i < count; i, n = i+1, n+1 {
			var v int
			if n < longs {
				v = g.long[n]
			} else {
				k := n - longs
				v = g.short[shortBand+k/3][k%3]
			}
			w.put(uint64(v)&(1<<lens[part]-1), lens[part])
		}
	}
}

// lsfLens gives the scale-factor group lengths that scalefac_compress c
// picks, as readLSF reads them.
func lsfLens(c int, isRight bool) (lens [4]int, table int) {
	if !isRight {
		switch {
		case c < 400:
			return [4]int{(c >> 4) / 5, (c >> 4) % 5, (c & 15) >> 2, c & 3}, 0
		case c < 500:
			c -= 400
			return [4]int{(c >> 2) / 5, (c >> 2) % 5, c & 3, 0}, 1
		}
		c -= 500
		return [4]int{c / 3, c % 3, 0, 0}, 2
	}
	c >>= 1
	switch {
	case c < 180:
		return [4]int{c / 36, c % 36 / 6, c % 36 % 6, 0}, 3
	case c < 244:
		c -= 180
		return [4]int{c % 64 >> 4, c % 16 >> 2, c % 4, 0}, 4
	}
	c -= 244
	return [4]int{c / 3, c % 3, 0, 0}, 5
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

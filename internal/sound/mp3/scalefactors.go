package mp3

// scaleFactors are one channel's scale factors of one granule (ISO/IEC
// 11172-3 2.4.1.7 and 2.4.3.4.4, ISO/IEC 13818-3 2.4.3.2). For the right
// channel of intensity stereo they are the intensity positions, and
// illegal[] the position that marks a band as not intensity-coded.
type scaleFactors struct {
	long       [22]int
	short      [13][3]int
	illegalL   [22]int
	illegalS   [13]int
	intensityS int // MPEG-2 intensity_scale of the right channel
}

// blockLayout says which bands of a granule are long and which short.
type blockLayout struct {
	longEnd    int // long bands 0..longEnd-1 are coded (22 for long blocks)
	shortStart int // short bands shortStart..12 are coded (13 for long blocks)
	longLines  int // lines of the long part (576 for long blocks)
}

// layoutOf returns g's layout at rate r: a long block, a short block, or
// a mixed block whose lowest long bands (8 for MPEG-1, 6 for MPEG-2 and
// 2.5) precede the short bands from 3 up.
func layoutOf(g *granuleInfo, h header) blockLayout {
	b := &bandsByRate[h.rate]
	switch {
	case g.blockType != 2:
		return blockLayout{22, 13, 576}
	case !g.mixed:
		return blockLayout{0, 0, 0}
	case h.lsf():
		return blockLayout{6, 3, b.long[6]}
	}
	return blockLayout{8, 3, b.long[8]}
}

// readMPEG1 reads MPEG-1 scale factors of granule gr (scfsi copies the
// groups granule 0 had when set).
func (sf *scaleFactors) readMPEG1(r *bitReader, g *granuleInfo, gr int, scfsi *[4]bool) {
	s1, s2 := slen[0][g.sfCompress], slen[1][g.sfCompress]
	for i := range sf.illegalL {
		sf.illegalL[i] = 7
	}
	for i := range sf.illegalS {
		sf.illegalS[i] = 7
	}
	if g.blockType == 2 {
		first := 0
		if g.mixed {
			for b := 0; b < 8; b++ {
				sf.long[b] = r.bits(s1)
			}
			first = 3
		}
		for b := first; b < 12; b++ {
			n := s1
			if b >= 6 {
				n = s2
			}
			for w := 0; w < 3; w++ {
				sf.short[b][w] = r.bits(n)
			}
		}
		sf.short[12] = [3]int{}
		return
	}
	groups := [5]int{0, 6, 11, 16, 21}
	for k := 0; k < 4; k++ {
		if gr == 1 && scfsi[k] {
			continue // the same as granule 0's
		}
		n := s1
		if k >= 2 {
			n = s2
		}
		for b := groups[k]; b < groups[k+1]; b++ {
			sf.long[b] = r.bits(n)
		}
	}
	sf.long[21] = 0
}

// readLSF reads MPEG-2 and 2.5 scale factors. isRight is set for the
// right channel of intensity stereo, whose scale factors are intensity
// positions. It sets g.preflag.
func (sf *scaleFactors) readLSF(r *bitReader, g *granuleInfo, isRight bool) {
	var lens [4]int
	var table int
	c := g.sfCompress
	g.preflag = false
	if !isRight {
		switch {
		case c < 400:
			lens = [4]int{(c >> 4) / 5, (c >> 4) % 5, (c & 15) >> 2, c & 3}
		case c < 500:
			c -= 400
			lens = [4]int{(c >> 2) / 5, (c >> 2) % 5, c & 3, 0}
			table = 1
		default:
			c -= 500
			lens = [4]int{c / 3, c % 3, 0, 0}
			table = 2
			g.preflag = true
		}
	} else {
		sf.intensityS = c & 1
		c >>= 1
		switch {
		case c < 180:
			lens = [4]int{c / 36, c % 36 / 6, c % 36 % 6, 0}
			table = 3
		case c < 244:
			c -= 180
			lens = [4]int{c % 64 >> 4, c % 16 >> 2, c % 4, 0}
			table = 4
		default:
			c -= 244
			lens = [4]int{c / 3, c % 3, 0, 0}
			table = 5
		}
	}
	kind := 0
	if g.blockType == 2 {
		kind = 1
		if g.mixed {
			kind = 2
		}
	}
	counts := &lsfBandCounts[table][kind]
	// The scale factors in order: long bands first (all of a long
	// block, 6 of a mixed one), then short bands by window.
	longs := 0
	switch kind {
	case 0:
		longs = 21
	case 2:
		longs = 6
	}
	shortBand := 0
	if kind == 2 {
		shortBand = 3
	}
	n := 0
	for part, count := range counts {
		bits := lens[part]
		illegal := 1<<bits - 1
		for i := 0; i < count; i, n = i+1, n+1 {
			v := r.bits(bits)
			if n < longs {
				sf.long[n], sf.illegalL[n] = v, illegal
				continue
			}
			k := n - longs
			b, w := shortBand+k/3, k%3
			if b < 13 {
				sf.short[b][w], sf.illegalS[b] = v, illegal
			}
		}
	}
	// Bands past those coded have scale factor 0 and take the intensity
	// position of the band below (ISO/IEC 11172-3 2.4.3.4.9.3).
	if kind == 0 {
		for b := n; b < 22; b++ {
			sf.long[b] = 0
		}
	} else {
		for b := shortBand + (n-longs)/3; b < 13; b++ {
			sf.short[b] = [3]int{}
		}
	}
}

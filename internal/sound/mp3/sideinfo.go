package mp3

// granuleInfo is the side information of one granule of one channel
// (ISO/IEC 11172-3 2.4.1.7 and 2.4.2.7, ISO/IEC 13818-3 2.4.1.2), with
// every field as read: they are bounded by their widths, and what sizes
// anything is checked (sideInfo.read).
type granuleInfo struct {
	part23     int // bits of scale factors and Huffman data
	bigValues  int // pairs in the big-value regions, at most 288
	globalGain int
	sfCompress int
	blockType  int // 0 normal, 1 start, 2 short, 3 stop
	mixed      bool
	table      [3]int // table_select of regions 0-2
	subGain    [3]int // subblock_gain of the short windows
	region1    int    // the line where region 1 starts
	region2    int    // the line where region 2 starts
	preflag    bool
	sfScale    int // scalefac_scale: 0 or 1
	count1     int // count1table_select: 0 (A) or 1 (B)
}

// sideInfo is a frame's side information.
type sideInfo struct {
	mainDataBegin int
	scfsi         [2][4]bool
	gr            [2][2]granuleInfo // [granule][channel]
}

// read reads the side information of a frame with header h from r and
// checks what sizes anything: big_values within 576 lines, no forbidden
// block type, tables that exist. It returns what is wrong, or "".
func (si *sideInfo) read(r *bitReader, h header) string {
	nch := h.channels()
	b := &bandsByRate[h.rate]
	if h.lsf() {
		si.mainDataBegin = r.bits(8)
		r.bits(nch) // private bits
	} else {
		si.mainDataBegin = r.bits(9)
		if nch == 1 {
			r.bits(5)
		} else {
			r.bits(3)
		}
		for ch := 0; ch < nch; ch++ {
			for i := range si.scfsi[ch] {
				si.scfsi[ch][i] = r.flag()
			}
		}
	}
	for gr := 0; gr < h.granules(); gr++ {
		for ch := 0; ch < nch; ch++ {
			g := &si.gr[gr][ch]
			g.part23 = r.bits(12)
			g.bigValues = r.bits(9)
			g.globalGain = r.bits(8)
			if h.lsf() {
				g.sfCompress = r.bits(9)
			} else {
				g.sfCompress = r.bits(4)
			}
			if g.bigValues > 288 {
				return "big_values is over 288"
			}
			if r.flag() { // window switching
				g.blockType = r.bits(2)
				g.mixed = r.flag()
				g.table[0] = r.bits(5)
				g.table[1] = r.bits(5)
				g.table[2] = 0
				for w := range g.subGain {
					g.subGain[w] = r.bits(3)
				}
				if g.blockType == 0 {
					return "window switching with block type 0 (forbidden)"
				}
				// Region 1 starts after long band 7 (region0_count 7),
				// or for short blocks at short band 3 (region0_count 8:
				// 9 short bands of 3 windows); region 2 is empty.
				if g.blockType == 2 {
					g.region1 = 3 * b.short[3]
				} else {
					g.region1 = b.long[8]
				}
				g.region2 = 576
			} else {
				g.blockType = 0
				g.mixed = false
				for i := range g.table {
					g.table[i] = r.bits(5)
				}
				r0 := r.bits(4)
				r1 := r.bits(3)
				g.region1 = b.long[min(r0+1, 22)]
				g.region2 = b.long[min(r0+r1+2, 22)]
			}
			if h.lsf() {
				g.preflag = false // set by the scale factors (scalefac_compress >= 500)
			} else {
				g.preflag = r.flag()
			}
			g.sfScale = r.bits(1)
			g.count1 = r.bits(1)
			for i, t := range g.table {
				if (t == 4 || t == 14) && g.regionPairs(i) > 0 {
					return "Huffman table 4 or 14 (not used by Layer III)"
				}
			}
		}
	}
	return ""
}

// regionPairs is the number of big-value pairs in region i.
func (g *granuleInfo) regionPairs(i int) int {
	end := 2 * g.bigValues
	lo, hi := 0, min(g.region1, end)
	switch i {
	case 1:
		lo, hi = min(g.region1, end), min(g.region2, end)
	case 2:
		lo, hi = min(g.region2, end), end
	}
	return max(hi-lo, 0) / 2
}

package mp3

// maxReservoir is the most main data a frame may take from the frames
// before it: main_data_begin has 9 bits.
const maxReservoir = 511

// maxFrameLen is the longest Layer III frame outside the free format.
const maxFrameLen = 1441

// frameDecoder decodes Layer III frames, one after the other, keeping
// what a frame needs of the ones before it: the bit reservoir, the
// IMDCT's overlap and the synthesis filter bank's history. It allocates
// nothing after it is made.
type frameDecoder struct {
	// main holds the reservoir (mainLen bytes) and, while a frame is
	// decoded, that frame's main data after it, then zero padding.
	main    [maxReservoir + maxFrameLen + bitPadding]byte
	mainLen int
	// seen counts the main data bytes since the start (or a seek), up
	// to maxReservoir. primed is set once a frame that reaches back
	// further than the frames before it gave is corrupt: from a first
	// frame that reaches back nowhere (main_data_begin 0, as an encoder
	// starts a stream), or once the reservoir has filled. Before that,
	// such a frame (in a stream cut from a longer one, or after a seek)
	// plays as silence.
	seen   int
	primed bool

	side    [32 + bitPadding]byte
	si      sideInfo
	sf      [2]scaleFactors
	xr      [2][576]float32
	overlap [2][576]float32
	// limit is how many subbands of each channel's overlap may be
	// non-zero.
	limit [2]int
	syn   [2]synthesis
	// pcm holds the frame's samples, by channel.
	pcm [2][1152]float32
}

// reset forgets every earlier frame (a seek).
func (d *frameDecoder) reset() {
	d.mainLen = 0
	d.seen = 0
	d.primed = false
	d.overlap = [2][576]float32{}
	d.limit = [2]int{}
	d.syn = [2]synthesis{}
}

// decode decodes the frame (its whole length as h gives it) into d.pcm.
// It returns "" or what is wrong with the frame: then d.pcm holds what
// the frame still gives (silence where it gives nothing), the form in
// which a player plays a damaged frame. A problem does not stop the
// frames after it from decoding.
func (d *frameDecoder) decode(frame []byte, h header) string {
	nch := h.channels()
	sideAt := 4
	if h.crc {
		sideAt = 6
	}
	sideLen := h.sideInfoLen()
	if len(frame) < sideAt+sideLen {
		d.silence(h)
		return "the frame is too short for its side information"
	}
	problem := ""
	if h.crc {
		want := uint16(frame[4])<<8 | uint16(frame[5])
		if got := crc16(crc16(0xFFFF, frame[2:4]), frame[sideAt:sideAt+sideLen]); got != want {
			problem = "the CRC does not match"
		}
	}
	copy(d.side[:], frame[sideAt:sideAt+sideLen])
	clear(d.side[sideLen:])
	r := bitReader{buf: d.side[:]}
	if p := d.si.read(&r, h); p != "" {
		d.keepMainData(frame[sideAt+sideLen:])
		d.silence(h)
		return p
	}
	// The main data: the reservoir's last main_data_begin bytes, then
	// the frame's own.
	md := frame[sideAt+sideLen:]
	begin := d.si.mainDataBegin
	if d.seen == 0 && begin == 0 {
		d.primed = true
	}
	if begin > d.mainLen {
		wasPrimed := d.primed
		d.keepMainData(md)
		d.silence(h)
		if wasPrimed {
			return "main_data_begin reaches before the data of the frames before"
		}
		return problem
	}
	total := d.mainLen + len(md)
	copy(d.main[d.mainLen:], md)
	clear(d.main[total : total+bitPadding])
	r = bitReader{buf: d.main[:total+bitPadding], pos: 8 * (d.mainLen - begin)}
	avail := 8 * total
	b := &bandsByRate[h.rate]
	for gr := 0; gr < h.granules(); gr++ {
		var nz [2]int
		for ch := 0; ch < nch; ch++ {
			g := &d.si.gr[gr][ch]
			start := r.pos
			end := start + g.part23
			if end > avail {
				d.keepMainData(md)
				d.silence(h)
				return "the granule's data runs past the frame's"
			}
			if h.lsf() {
				isRight := ch == 1 && h.mode == modeJoint && h.modeExt&extIntensity != 0
				d.sf[ch].readLSF(&r, g, isRight)
			} else {
				d.sf[ch].readMPEG1(&r, g, gr, &d.si.scfsi[ch])
			}
			if r.pos > end {
				if problem == "" {
					problem = "the scale factors run past the granule's data"
				}
				r.pos = end
			}
			n, overrun := readSpectrum(&r, end, g, &d.xr[ch])
			if overrun && problem == "" {
				problem = "the Huffman data runs past the granule's data"
			}
			requantize(&d.xr[ch], n, g, &d.sf[ch], h)
			nz[ch] = n
			r.pos = end
		}
		if nch == 2 && h.mode == modeJoint {
			nz = jointStereo(&d.xr, nz, &d.si.gr[gr][1], &d.sf[1], h)
		}
		for ch := 0; ch < nch; ch++ {
			d.hybridAndSynth(ch, gr, nz[ch], &d.si.gr[gr][ch], h, b)
		}
	}
	d.keepAfterDecode(total)
	return problem
}

// keepMainData adds a frame's main data to the reservoir without
// decoding it.
func (d *frameDecoder) keepMainData(md []byte) {
	total := d.mainLen + len(md)
	copy(d.main[d.mainLen:], md)
	d.keepAfterDecode(total)
}

// keepAfterDecode keeps the last maxReservoir bytes of the total bytes
// of main data as the reservoir.
func (d *frameDecoder) keepAfterDecode(total int) {
	keep := min(total, maxReservoir)
	copy(d.main[:keep], d.main[total-keep:total])
	d.seen = min(d.seen+total-d.mainLen, maxReservoir)
	d.mainLen = keep
	if d.seen >= maxReservoir {
		d.primed = true
	}
}

// silence makes the frame's samples silent and restarts the filter
// banks, so that what follows does not carry the damage.
func (d *frameDecoder) silence(h header) {
	for ch := range d.pcm {
		clear(d.pcm[ch][:h.samples()])
	}
	d.overlap = [2][576]float32{}
	d.limit = [2]int{}
	d.syn = [2]synthesis{}
}

// hybridAndSynth runs one channel's granule through the hybrid and
// polyphase filter banks into d.pcm.
func (d *frameDecoder) hybridAndSynth(ch, gr, nz int, g *granuleInfo, h header, b *bands) {
	xr := &d.xr[ch]
	lay := layoutOf(g, h)
	if g.blockType == 2 {
		nz = reorder(xr, nz, lay.shortStart, b)
	}
	// The subbands with lines, and one more for the alias butterflies.
	sbs := min((nz+17)/18, 32)
	longSbs := 32 // subbands with long windows
	if g.blockType == 2 {
		longSbs = lay.longLines / 18
	}
	if aa := min(sbs+1, longSbs); aa > 1 {
		antialias(xr, aa)
		if g.blockType != 2 || sbs < longSbs {
			sbs = min(sbs+1, 32)
		}
	}
	limit := max(sbs, d.limit[ch])
	d.limit[ch] = sbs
	var out [32 * 18]float32 // by subband, then time slot
	ov := &d.overlap[ch]
	for sb := 0; sb < limit; sb++ {
		in := (*[18]float32)(xr[18*sb : 18*sb+18])
		o := (*[18]float32)(out[18*sb : 18*sb+18])
		ovl := (*[18]float32)(ov[18*sb : 18*sb+18])
		switch {
		case sb >= sbs: // no lines: the overlap only
			*o = *ovl
			*ovl = [18]float32{}
		case sb < longSbs:
			bt := g.blockType
			if bt == 2 {
				bt = 0 // the long subbands of a mixed block
			}
			imdctLong(in, &imdctWindows[bt], ovl, o)
		default:
			imdctShort(in[:], ovl[:], o[:])
		}
		if sb&1 == 1 {
			for i := 1; i < 18; i += 2 {
				o[i] = -o[i]
			}
		}
	}
	pcm := d.pcm[ch][576*gr : 576*gr+576]
	var slot [32]float32
	for t := 0; t < 18; t++ {
		for sb := 0; sb < limit; sb++ {
			slot[sb] = out[18*sb+t]
		}
		for sb := limit; sb < 32; sb++ {
			slot[sb] = 0
		}
		d.syn[ch].slot(&slot, (*[32]float32)(pcm[32*t:32*t+32]))
	}
}

package mp3

import (
	"math"
	"math/rand/v2"
	"testing"
)

// writtenCase is a kind of stream the test writes (writer_test.go).
type writtenCase struct {
	name               string
	version, rateIdx   int // header fields
	mode, modeExt      int
	crc                bool
	mixed, short       bool // short and mixed blocks among the long ones
	intensityLegalOnly bool
}

var writtenCases = []writtenCase{
	{name: "MPEG-1 44.1 kHz intensity", version: mpeg1, rateIdx: 0, mode: modeJoint, modeExt: extIntensity, short: true},
	{name: "MPEG-1 48 kHz intensity and mid/side", version: mpeg1, rateIdx: 1, mode: modeJoint, modeExt: extIntensity | extMS, short: true, mixed: true},
	{name: "MPEG-1 32 kHz mixed blocks, CRC", version: mpeg1, rateIdx: 2, mode: modeStereo, crc: true, short: true, mixed: true},
	{name: "MPEG-1 44.1 kHz dual channel", version: mpeg1, rateIdx: 0, mode: modeDual, short: true},
	{name: "MPEG-1 44.1 kHz mono mixed", version: mpeg1, rateIdx: 0, mode: modeMono, short: true, mixed: true},
	{name: "MPEG-2 22.05 kHz intensity", version: mpeg2, rateIdx: 0, mode: modeJoint, modeExt: extIntensity, short: true, intensityLegalOnly: true},
	{name: "MPEG-2 16 kHz intensity and mid/side, mixed", version: mpeg2, rateIdx: 2, mode: modeJoint, modeExt: extIntensity | extMS, short: true, mixed: true, intensityLegalOnly: true},
	{name: "MPEG-2 24 kHz mid/side, CRC", version: mpeg2, rateIdx: 1, mode: modeJoint, modeExt: extMS, crc: true, short: true, mixed: true},
	{name: "MPEG-2.5 11.025 kHz intensity", version: mpeg25, rateIdx: 0, mode: modeJoint, modeExt: extIntensity, short: true, mixed: true, intensityLegalOnly: true},
	{name: "MPEG-2.5 12 kHz intensity and mid/side", version: mpeg25, rateIdx: 1, mode: modeJoint, modeExt: extIntensity | extMS, short: true, intensityLegalOnly: true},
	{name: "MPEG-2.5 8 kHz intensity, short blocks", version: mpeg25, rateIdx: 2, mode: modeJoint, modeExt: extIntensity, short: true, intensityLegalOnly: true},
}

// randomStream writes frames of random content of the case's kind.
func randomStream(rng *rand.Rand, c writtenCase, frames int) []byte {
	for try := 0; ; try++ {
		s := &wStream{version: c.version, rateField: c.rateIdx, mode: c.mode, modeExt: c.modeExt, crc: c.crc}
		h := s.header(14)
		scale := 1.0 / float64(1+try) // fewer lines when a frame would not hold them
		prev, mixed := 0, false
		for f := 0; f < frames; f++ {
			var fr wFrame
			for gr := 0; gr < h.granules(); gr++ {
				// Block types as an encoder switches them: a start block
				// before short blocks, a stop block after (ffmpeg leaves
				// out part of the overlap where a short block follows a
				// long one directly).
				bt := prev
				if c.short && rng.IntN(3) == 0 {
					bt = [4][]int{{1}, {2}, {3, 2}, {1, 0}}[prev][rng.IntN(len([4][]int{{1}, {2}, {3, 2}, {1, 0}}[prev]))]
				} else {
					bt = [4]int{0, 2, 2, 0}[prev]
				}
				if bt == 1 {
					// The same kind of short block (mixed or not) for the
					// whole run, as ffmpeg assumes.
					mixed = c.mixed && rng.IntN(2) == 0
				}
				prev = bt
				for ch := 0; ch < h.channels(); ch++ {
					fr.gr[gr][ch] = randomGranule(rng, c, h, ch, scale, bt, bt == 2 && mixed)
				}
			}
			if !h.lsf() {
				// scfsi in granule 1 where both granules are long: those
				// scale factors are granule 0's.
				for ch := 0; ch < h.channels(); ch++ {
					g0, g1 := &fr.gr[0][ch], &fr.gr[1][ch]
					if g0.blockType == 2 || g1.blockType == 2 || rng.IntN(2) == 0 {
						continue
					}
					groups := [5]int{0, 6, 11, 16, 21}
					for k := 0; k < 4; k++ {
						if rng.IntN(2) == 0 {
							fr.scfsi[ch][k] = true
							copy(g1.long[groups[k]:groups[k+1]], g0.long[groups[k]:groups[k+1]])
						}
					}
				}
			}
			s.frames = append(s.frames, fr)
		}
		if data := s.encode(rng); data != nil {
			return data
		}
	}
}

// randomGranule makes one granule of one channel.
func randomGranule(rng *rand.Rand, c writtenCase, h header, ch int, scale float64, blockType int, mixed bool) wGranule {
	var g wGranule
	b := &bandsByRate[h.rate]
	g.blockType, g.mixed = blockType, mixed
	g.subGain = [3]int{rng.IntN(3), rng.IntN(3), rng.IntN(3)}
	g.sfScale = rng.IntN(2)
	g.count1 = rng.IntN(2)
	g.r0, g.r1 = rng.IntN(16), rng.IntN(8)
	if !h.lsf() {
		g.preflag = rng.IntN(3) == 0
	}
	intensity := h.mode == modeJoint && h.modeExt&extIntensity != 0 && ch == 1
	lay := layoutOf(&granuleInfo{blockType: g.blockType, mixed: g.mixed}, h)
	// The spectrum: big values, then +-1 quadruples, up to a random line.
	lines := int(float64(100+rng.IntN(360)) * scale)
	if h.lsf() {
		lines = int(float64(60+rng.IntN(200)) * scale)
	}
	bigLines := lines * (1 + rng.IntN(3)) / 4
	for i := 0; i < lines; i++ {
		var v int
		switch r := rng.IntN(20); {
		case i >= bigLines:
			v = rng.IntN(3) - 1
		case r < 6:
			v = 0
		case r < 17:
			v = rng.IntN(9) - 4
		case r < 19:
			v = rng.IntN(61) - 30
		default:
			v = rng.IntN(801) - 400
		}
		g.values[i] = v
	}
	// The global gain keeps the loudest line near -20 to -30 dB of full
	// scale, as an encoder would: clipped output says little.
	peak := 1
	for _, v := range g.values {
		peak = max(peak, abs(v))
	}
	target := 0.03 + 0.07*rng.Float64()
	g.globalGain = min(max(210+int(4*math.Log2(target/math.Pow(float64(peak), 4.0/3))), 0), 255)
	// Intensity stereo: the right channel is silent above a band (per
	// window in short bands), where its scale factors are positions.
	bound := 22
	var boundS [3]int
	if intensity {
		bound = lay.longEnd
		if lay.longEnd > 0 && (lay.shortStart == 13 || rng.IntN(2) == 0) {
			bound = rng.IntN(lay.longEnd + 1)
		}
		for w := range boundS {
			boundS[w] = 13
			if lay.shortStart < 13 {
				boundS[w] = lay.shortStart + rng.IntN(14-lay.shortStart)
			}
		}
		if bound < lay.longEnd {
			boundS = [3]int{lay.shortStart, lay.shortStart, lay.shortStart}
		}
		for band := bound; band < lay.longEnd; band++ {
			clear(g.values[b.long[band]:b.long[band+1]])
		}
		for band := lay.shortStart; band < 13; band++ {
			width := b.short[band+1] - b.short[band]
			for w := 0; w < 3; w++ {
				if band >= boundS[w] {
					lo := 3*b.short[band] + w*width
					clear(g.values[lo : lo+width])
				}
			}
		}
	}
	// Scale factors (positions in the right channel's intensity bands).
	if !h.lsf() {
		for band := 0; band < 21; band++ {
			top := 16
			if band >= 11 {
				top = 8
			}
			g.long[band] = rng.IntN(top)
			if intensity && band >= bound {
				g.long[band] = rng.IntN(8) // 7 is illegal: not intensity-coded
			}
		}
		for band := 0; band < 12; band++ {
			for w := 0; w < 3; w++ {
				top := 16
				if band >= 6 {
					top = 8
				}
				g.short[band][w] = rng.IntN(top)
				if intensity && band >= boundS[w] {
					g.short[band][w] = rng.IntN(8)
				}
			}
		}
		return g
	}
	// MPEG-2: pick scalefac_compress, then values that its lengths hold.
	// The right channel's intensity positions stay below the illegal one
	// (2^len - 1), with every length above 0, and below 16: there ffmpeg
	// departs from the standard (it takes every position below 16 as
	// legal, and none from 16 up).
	for {
		if intensity {
			g.sfCompress = rng.IntN(512)
		} else {
			g.sfCompress = rng.IntN(512)
		}
		lens, table := lsfLens(g.sfCompress, intensity)
		kind := 0
		if g.blockType == 2 {
			kind = 1
			if g.mixed {
				kind = 2
			}
		}
		counts := lsfBandCounts[table][kind]
		ok := true
		if intensity && c.intensityLegalOnly {
			for p, n := range counts {
				if n > 0 && lens[p] == 0 {
					ok = false
				}
			}
		}
		if !ok {
			continue
		}
		longs := map[int]int{0: 21, 1: 0, 2: 6}[kind]
		shortBand := map[int]int{0: 0, 1: 0, 2: 3}[kind]
		n := 0
		for p, count := range counts {
			top := 1 << lens[p]
			for i := 0; i < count; i, n = i+1, n+1 {
				v := rng.IntN(top)
				if intensity && top > 1 {
					v = rng.IntN(min(top-1, 16))
				}
				if n < longs {
					g.long[n] = v
				} else {
					k := n - longs
					g.short[shortBand+k/3][k%3] = v
				}
			}
		}
		break
	}
	return g
}

// TestFFmpeg_WrittenStreams: streams this test writes with what lame
// never writes (intensity stereo, alone and with mid/side, in MPEG-1, 2
// and 2.5; mixed blocks; scfsi; count1 table B; dual channel; CRCs)
// decode as ffmpeg decodes them: the same length, SNR >= 60 dB.
func TestFFmpeg_WrittenStreams(t *testing.T) {
	needTool(t, "ffmpeg")
	rng := rand.New(rand.NewPCG(20, 20))
	var files [][]byte
	for _, c := range writtenCases {
		files = append(files, randomStream(rng, c, 40))
	}
	rates, chs, refs := ffmpegDecodeMany(t, files)
	for i, c := range writtenCases {
		t.Run(c.name, func(t *testing.T) {
			if c.version == mpeg2 && c.rateIdx == 1 {
				defer ffmpegBandEdge24k()() // TestFFmpeg_EveryRateAndMode says why
			}
			d, got := decodeAll(t, files[i], Options{Strict: true})
			if rates[i] != d.SampleRate() || chs[i] != d.Channels() || len(refs[i]) != len(got) {
				t.Fatalf("%v, %d channels, %d samples; ffmpeg %d Hz, %d channels, %d samples", d.Info(), d.Channels(), len(got), rates[i], chs[i], len(refs[i]))
			}
			if s := snr(refs[i], got); s < 60 {
				t.Errorf("SNR %.1f dB against ffmpeg, want >= 60", s)
			} else {
				t.Logf("%v: %d frames, SNR %.1f dB", d.Info(), len(got)/d.Channels()/int(d.spf), s)
			}
		})
	}
}

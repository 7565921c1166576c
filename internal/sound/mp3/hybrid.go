package mp3

import "math"

// The hybrid filter bank's synthesis half (ISO/IEC 11172-3 2.4.3.4.8 to
// 2.4.3.4.10): short blocks reordered, aliases reduced between long
// subbands, the IMDCT of each subband windowed and overlapped with the
// previous granule's, and every odd sample of odd subbands negated.

var (
	// imdctWindows are the 36-sample windows of long block types 0, 1
	// and 3 (2 is unused: short blocks use shortWindow).
	imdctWindows [4][36]float32
	// shortWindow is the 12-sample window of a short block.
	shortWindow [12]float32
	// dct6 is the DCT-IV matrix of the short IMDCT: cos(pi/6
	// (n+1/2)(k+1/2)). The long one is dctIV18.
	dct6 [6][6]float32
	// aliasCS and aliasCA are the butterflies' cs[i] and ca[i].
	aliasCS, aliasCA [8]float32
)

func init() {
	for i := 0; i < 36; i++ {
		long := math.Sin(math.Pi / 36 * (float64(i) + 0.5))
		imdctWindows[0][i] = float32(long)
		switch {
		case i < 18:
			imdctWindows[1][i] = float32(long)
		case i < 24:
			imdctWindows[1][i] = 1
		case i < 30:
			imdctWindows[1][i] = float32(math.Sin(math.Pi / 12 * (float64(i-18) + 0.5)))
		}
		switch {
		case i < 6:
		case i < 12:
			imdctWindows[3][i] = float32(math.Sin(math.Pi / 12 * (float64(i-6) + 0.5)))
		case i < 18:
			imdctWindows[3][i] = 1
		default:
			imdctWindows[3][i] = float32(long)
		}
	}
	for i := range shortWindow {
		shortWindow[i] = float32(math.Sin(math.Pi / 12 * (float64(i) + 0.5)))
	}
	for n := range dct6 {
		for k := range dct6[n] {
			dct6[n][k] = float32(math.Cos(math.Pi / 6 * (float64(n) + 0.5) * (float64(k) + 0.5)))
		}
	}
	for i, c := range aliasCoefficients {
		d := math.Sqrt(1 + c*c)
		aliasCS[i] = float32(1 / d)
		aliasCA[i] = float32(c / d)
	}
}

// reorder puts the short bands of a granule (from band first up, lines
// below nz non-zero) in the IMDCT's order: within each band, window by
// window becomes line by line with the three windows interleaved. It
// returns how many lines may be non-zero after: up to the end of the band
// that held the last.
func reorder(xr *[576]float32, nz int, first int, b *bands) int {
	var tmp [576]float32
	for band := first; band < 13; band++ {
		start := 3 * b.short[band]
		if start >= nz {
			return nz
		}
		width := b.short[band+1] - b.short[band]
		for w := 0; w < 3; w++ {
			for j := 0; j < width; j++ {
				tmp[start+3*j+w] = xr[start+w*width+j]
			}
		}
		copy(xr[start:start+3*width], tmp[start:start+3*width])
		nz = max(nz, start+3*width)
	}
	return nz
}

// antialias applies the butterflies between subbands sb-1 and sb for sb
// in 1..limit-1.
func antialias(xr *[576]float32, limit int) {
	for sb := 1; sb < limit; sb++ {
		base := 18 * sb
		for i := 0; i < 8; i++ {
			a, b := xr[base-1-i], xr[base+i]
			xr[base-1-i] = a*aliasCS[i] - b*aliasCA[i]
			xr[base+i] = b*aliasCS[i] + a*aliasCA[i]
		}
	}
}

// imdctLong computes the windowed 36-sample IMDCT of the 18 lines in and
// overlaps it: out gets its first half plus overlap, overlap its second
// half.
func imdctLong(in *[18]float32, win *[36]float32, overlap, out *[18]float32) {
	var c [18]float32
	dctIV18(in, &c)
	// The IMDCT from the DCT-IV c: x[0..8] = c[9..17],
	// x[9..26] = -c[17..0], x[27..35] = -c[0..8].
	for i := 0; i < 9; i++ {
		out[i] = overlap[i] + c[9+i]*win[i]
	}
	for i := 9; i < 18; i++ {
		out[i] = overlap[i] - c[26-i]*win[i]
	}
	for i := 18; i < 27; i++ {
		overlap[i-18] = -c[26-i] * win[i]
	}
	for i := 27; i < 36; i++ {
		overlap[i-18] = -c[i-27] * win[i]
	}
}

// imdctShort computes the three windowed 12-sample IMDCTs of a short
// block's subband (in: 6 lines of each window, interleaved) placed at 6,
// 12 and 18 of 36 samples, and overlaps them as imdctLong does.
func imdctShort(in []float32, overlap, out []float32) {
	in = in[:18]
	var z [36]float32
	for w := 0; w < 3; w++ {
		var c [6]float32
		for n := range c {
			row := &dct6[n]
			var s float32
			for k := 0; k < 6; k++ {
				s += in[3*k+w] * row[k]
			}
			c[n] = s
		}
		// x[0..2] = c[3..5], x[3..8] = -c[5..0], x[9..11] = -c[0..2].
		var x [12]float32
		for i := 0; i < 3; i++ {
			x[i] = c[3+i]
		}
		for i := 3; i < 9; i++ {
			x[i] = -c[8-i]
		}
		for i := 9; i < 12; i++ {
			x[i] = -c[i-9]
		}
		at := 6 + 6*w
		for i, v := range x {
			z[at+i] += v * shortWindow[i]
		}
	}
	out, overlap = out[:18], overlap[:18]
	for i := 0; i < 18; i++ {
		out[i] = overlap[i] + z[i]
		overlap[i] = z[18+i]
	}
}

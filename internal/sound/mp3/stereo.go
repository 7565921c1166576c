package mp3

import "math"

// Joint stereo (ISO/IEC 11172-3 2.4.3.4.9, ISO/IEC 13818-3 2.4.3.2):
// mid/side lines become left and right, and in intensity stereo the
// bands above the right channel's last non-zero line carry only the left
// channel's lines and the right channel's intensity position, which pans
// them.

var (
	// isRatio are MPEG-1's intensity factors (left, right) by position
	// 0..6: tan(pos*pi/12) split as ratio/(1+ratio) and 1/(1+ratio).
	isRatio [7][2]float32
	// isLSF are MPEG-2's intensity factors by intensity_scale and
	// position 0..31.
	isLSF [2][32][2]float32
)

func init() {
	for p := range isRatio {
		t := math.Tan(float64(p) * math.Pi / 12)
		if p == 6 {
			isRatio[p] = [2]float32{1, 0}
			continue
		}
		isRatio[p] = [2]float32{float32(t / (1 + t)), float32(1 / (1 + t))}
	}
	for scale := range isLSF {
		i0 := math.Pow(2, -0.25*float64(scale+1)) // 1/sqrt(sqrt(2)) or 1/sqrt(2)
		for p := range isLSF[scale] {
			l, r := 1.0, 1.0
			switch {
			case p == 0:
			case p&1 == 1:
				l = math.Pow(i0, float64(p+1)/2)
			default:
				r = math.Pow(i0, float64(p)/2)
			}
			isLSF[scale][p] = [2]float32{float32(l), float32(r)}
		}
	}
}

const invSqrt2 = float32(1 / math.Sqrt2)

// jointStereo turns the two channels' lines of one granule (before short
// blocks are reordered) into left and right. nz are the channels' decoded
// line counts (lines from there up are zero); it returns the counts after.
func jointStereo(xr *[2][576]float32, nz [2]int, g *granuleInfo, sf *scaleFactors, h header) [2]int {
	ms := h.modeExt&extMS != 0
	if h.modeExt&extIntensity == 0 {
		if ms {
			n := max(nz[0], nz[1])
			l, r := xr[0][:n], xr[1][:n]
			for i := range l {
				m, s := l[i], r[i]
				l[i], r[i] = (m+s)*invSqrt2, (m-s)*invSqrt2
			}
			nz = [2]int{n, n}
		}
		return nz
	}
	// Intensity stereo: walk the bands from the top down. Those above
	// the right channel's last non-zero band (per window in short
	// blocks) are intensity-coded, unless their position is illegal;
	// the rest are mid/side or left/right.
	b := &bandsByRate[h.rate]
	lay := layoutOf(g, h)
	l, r := &xr[0], &xr[1]
	zero := func(lo, hi int) bool {
		for i := lo; i < min(hi, nz[1]); i++ {
			if r[i] != 0 {
				return false
			}
		}
		return true
	}
	pan := func(lo, hi, pos, illegal int) bool {
		if pos >= illegal {
			return false
		}
		var k [2]float32
		if h.lsf() {
			k = isLSF[sf.intensityS][pos]
		} else {
			k = isRatio[pos]
		}
		for i := lo; i < hi; i++ {
			v := l[i]
			l[i], r[i] = v*k[0], v*k[1]
		}
		return true
	}
	plain := func(lo, hi int) {
		if !ms {
			return
		}
		for i := lo; i < hi; i++ {
			m, s := l[i], r[i]
			l[i], r[i] = (m+s)*invSqrt2, (m-s)*invSqrt2
		}
	}
	nonZero := false // a non-zero right-channel band was found above
	var nonZeroW [3]bool
	for band := 12; band >= lay.shortStart; band-- {
		width := b.short[band+1] - b.short[band]
		pb := min(band, 11) // band 12 takes band 11's position
		for w := 2; w >= 0; w-- {
			lo := 3*b.short[band] + w*width
			hi := lo + width
			if !nonZeroW[w] && zero(lo, hi) && pan(lo, hi, sf.short[pb][w], sf.illegalS[pb]) {
				continue
			}
			if !zero(lo, hi) {
				nonZeroW[w] = true
			}
			plain(lo, hi)
		}
	}
	nonZero = nonZeroW[0] || nonZeroW[1] || nonZeroW[2]
	for band := lay.longEnd - 1; band >= 0; band-- {
		lo, hi := b.long[band], b.long[band+1]
		pb := min(band, 20) // band 21 takes band 20's position
		if !nonZero && zero(lo, hi) && pan(lo, hi, sf.long[pb], sf.illegalL[pb]) {
			continue
		}
		if !zero(lo, hi) {
			nonZero = true
		}
		plain(lo, hi)
	}
	// Intensity coding fills the right channel wherever the left has
	// lines, and mid/side both channels.
	n := max(nz[0], nz[1])
	return [2]int{n, n}
}

package mp3

import (
	"math"
	"sync"
)

// The requantization of ISO/IEC 11172-3 2.4.3.4.7:
//
//	xr = sign(is) * |is|^(4/3) * 2^(q/4)
//
// with q, in quarter steps, from the global gain, the short window's
// subblock gain and the band's scale factor (and pretab).

// maxHuffValue is the largest magnitude a Huffman pair codes: 15 plus 13
// linbits.
const maxHuffValue = 15 + 1<<13 - 1

// gainMin and gainMax bound q: a global gain of 0 to 255, less up to 56
// for the subblock gain and 4*(31+3) for the scale factor.
const (
	gainMin = -210 - 56 - 4*(31+3)
	gainMax = 255 - 210
)

var (
	requantOnce sync.Once
	// pow43 is |is|^(4/3) for every magnitude a pair can code.
	pow43 []float32
	// gains is 2^(q/4) for q in gainMin..gainMax.
	gains [gainMax - gainMin + 1]float32
)

func initRequant() {
	requantOnce.Do(func() {
		pow43 = make([]float32, maxHuffValue+1)
		for i := range pow43 {
			pow43[i] = float32(math.Pow(float64(i), 4.0/3))
		}
		for q := gainMin; q <= gainMax; q++ {
			gains[q-gainMin] = float32(math.Exp2(float64(q) / 4))
		}
	})
}

// gainOf is 2^(q/4), q clamped to the range a stream can code.
func gainOf(q int) float32 {
	return gains[min(max(q, gainMin), gainMax)-gainMin]
}

// requantize scales the first nz lines of xr (|is|^(4/3) with its sign, as
// the Huffman decoder leaves them) by their band's gain.
func requantize(xr *[576]float32, nz int, g *granuleInfo, sf *scaleFactors, h header) {
	b := &bandsByRate[h.rate]
	lay := layoutOf(g, h)
	shift := 2 + 2*g.sfScale // quarter steps per scale-factor step
	base := g.globalGain - 210
	for band := 0; band < lay.longEnd; band++ {
		lo, hi := b.long[band], min(b.long[band+1], nz)
		if lo >= nz {
			return
		}
		s := sf.long[band]
		if g.preflag {
			s += pretab[band]
		}
		gain := gainOf(base - shift*s)
		for i := lo; i < hi; i++ {
			xr[i] *= gain
		}
	}
	for band := lay.shortStart; band < 13; band++ {
		width := b.short[band+1] - b.short[band]
		start := 3 * b.short[band]
		for w := 0; w < 3; w++ {
			lo := start + w*width
			if lo >= nz {
				return
			}
			hi := min(lo+width, nz)
			gain := gainOf(base - 8*g.subGain[w] - shift*sf.short[band][w])
			for i := lo; i < hi; i++ {
				xr[i] *= gain
			}
		}
	}
}

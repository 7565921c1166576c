package mp3

import (
	"math"
	"testing"
)

// TestIntensityStereo_LSFPositions pins ISO/IEC 13818-3 2.4.3.2 where
// ffmpeg departs from it: in MPEG-2 and 2.5 intensity stereo the illegal
// position of a band is 2^slen - 1 of its scale-factor group (so with
// slen 0 every position there is illegal), and the band is then decoded
// as mid/side (or left/right) instead; positions from 16 up are legal.
// ffmpeg takes every position below 16 as legal and none above.
func TestIntensityStereo_LSFPositions(t *testing.T) {
	h := header{version: mpeg2, layer: 3, rate: 3, mode: modeJoint, modeExt: extIntensity, bitIndex: 14}
	b := &bandsByRate[h.rate]
	i0 := math.Pow(2, -0.25) // intensity_scale 0
	for _, tc := range []struct {
		name         string
		pos, illegal int
		wantL, wantR float64 // of a left line of 1
	}{
		{"position 0: both channels alike", 0, 7, 1, 1},
		{"odd: left scaled", 3, 7, math.Pow(i0, 2), 1},
		{"even: right scaled", 4, 7, 1, math.Pow(i0, 2)},
		{"the illegal position (2^3 - 1): left/right", 7, 7, 1, 0},
		{"slen 0: position 0 is illegal", 0, 0, 1, 0},
		{"position 20 of 5 bits: legal", 20, 31, 1, math.Pow(i0, 10)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var xr [2][576]float32
			for i := range xr[0] {
				xr[0][i] = 1 // the right channel is silent: all intensity
			}
			var sf scaleFactors
			for band := range sf.long {
				sf.long[band], sf.illegalL[band] = tc.pos, tc.illegal
			}
			g := &granuleInfo{}
			jointStereo(&xr, [2]int{576, 0}, g, &sf, h)
			for _, i := range []int{0, b.long[10], 575} {
				if l, r := float64(xr[0][i]), float64(xr[1][i]); math.Abs(l-tc.wantL) > 1e-6 || math.Abs(r-tc.wantR) > 1e-6 {
					t.Errorf("line %d: left %v right %v, want %v %v", i, l, r, tc.wantL, tc.wantR)
				}
			}
		})
	}
}

// TestIntensityStereo_BoundAndMidSide: bands at and below the right
// channel's last non-zero line are mid/side (with the mode bit) or
// left/right; those above are intensity-coded (ISO/IEC 11172-3
// 2.4.3.4.9.3), long band 21 taking band 20's position.
func TestIntensityStereo_BoundAndMidSide(t *testing.T) {
	h := header{version: mpeg1, layer: 3, rate: 0, mode: modeJoint, modeExt: extIntensity | extMS, bitIndex: 14}
	b := &bandsByRate[h.rate]
	var xr [2][576]float32
	for i := range xr[0] {
		xr[0][i] = 1
	}
	last := b.long[5] + 1 // a line of band 5
	xr[1][last] = 0.5
	var sf scaleFactors
	for band := range sf.long {
		sf.long[band], sf.illegalL[band] = 2, 7
	}
	sf.long[20] = 6 // band 21 too: all left
	sf.long[21] = 0 // not transmitted: not used
	g := &granuleInfo{}
	jointStereo(&xr, [2]int{576, last + 1}, g, &sf, h)
	s := float64(invSqrt2)
	r2 := math.Tan(2 * math.Pi / 12)
	for _, tc := range []struct {
		line         int
		wantL, wantR float64
	}{
		{0, s, s},                                // band 0: mid/side of (1, 0)
		{last, 1.5 * s, 0.5 * s},                 // band 5: mid/side of (1, 0.5)
		{b.long[6], r2 / (1 + r2), 1 / (1 + r2)}, // band 6 up: position 2
		{b.long[20], 1, 0},                       // position 6: all left
		{575, 1, 0},                              // band 21: band 20's position
	} {
		if l, r := float64(xr[0][tc.line]), float64(xr[1][tc.line]); math.Abs(l-tc.wantL) > 1e-6 || math.Abs(r-tc.wantR) > 1e-6 {
			t.Errorf("line %d: left %v right %v, want %v %v", tc.line, l, r, tc.wantL, tc.wantR)
		}
	}
}

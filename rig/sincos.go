package rig

import "math"

// sincosDeg returns the sine and cosine of an angle in degrees. The angle
// is reduced exactly to a quadrant and a remainder within +-45 degrees,
// whose sine and cosine come from minimax polynomials (error near 1e-16
// on that range): about three times faster than math.Sincos, and exact 0 and
// +-1 at multiples of 90 degrees, so mirrors and quarter turns compose
// without drift.
func sincosDeg(deg float64) (s, c float64) {
	if !(math.Abs(deg) < 1e9) { // huge or NaN: leave it to the library
		return math.Sincos(math.Mod(deg, 360) * (math.Pi / 180))
	}
	// floor(deg/90 + 0.5), exact for |deg| < 1e9 and without the call
	// math.Floor costs on amd64 v1.
	y := deg*(1.0/90) + 0.5
	q := float64(int64(y))
	if q > y {
		q--
	}
	x := (deg - 90*q) * (math.Pi / 180)
	z := x * x
	// Minimax coefficients for [-pi/4, pi/4] (Cephes, as in Go's math.sin).
	ps := x + x*z*(((((1.58962301576546568060e-10*z-2.50507477628578072866e-8)*z+2.75573136213857245213e-6)*z-1.98412698295895385996e-4)*z+8.33333333332211858878e-3)*z-1.66666666666666307295e-1)
	pc := 1 - 0.5*z + z*z*(((((-1.13585365213876817300e-11*z+2.08757008419747316778e-9)*z-2.75573141792967388112e-7)*z+2.48015872888517045348e-5)*z-1.38888888888730564116e-3)*z+4.16666666666665929218e-2)
	switch int64(q) & 3 {
	case 0:
		return ps, pc
	case 1:
		return pc, -ps
	case 2:
		return -ps, -pc
	default:
		return -pc, ps
	}
}

// sincosK holds sincosDeg's constants as variables, for the pose loop
// (posePlanar), which writes sincosDeg out: the compiler reads a
// variable as a memory operand of the multiply or add, while a constant
// takes an instruction of its own to load. The values, and so every
// result, are sincosDeg's.
var sincosK = struct {
	inv90, half, d90, one, rad float64
	near, huge                 float64 // quadrant 0 for sure within ±near; the library's beyond ±huge
	s5, s4, s3, s2, s1, s0     float64 // sine: x + x z (((((s5 z - s4) z + s3) z - s2) z + s1) z - s0)
	c5, c4, c3, c2, c1, c0     float64 // cosine: 1 - z/2 + z^2 (((((c5 z + c4) z - c3) z + c2) z - c1) z + c0)
}{
	inv90: 1.0 / 90, half: 0.5, d90: 90, one: 1, rad: math.Pi / 180,
	near: 44, huge: 1e9,
	s5: 1.58962301576546568060e-10, s4: 2.50507477628578072866e-8, s3: 2.75573136213857245213e-6,
	s2: 1.98412698295895385996e-4, s1: 8.33333333332211858878e-3, s0: 1.66666666666666307295e-1,
	c5: -1.13585365213876817300e-11, c4: 2.08757008419747316778e-9, c3: 2.75573141792967388112e-7,
	c2: 2.48015872888517045348e-5, c1: 1.38888888888730564116e-3, c0: 4.16666666666665929218e-2,
}

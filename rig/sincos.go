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

package mp3

import "math"

// The long blocks' DCT-IV of 18 points, c[n] = sum_k X[k] cos(pi/18
// (n+1/2)(k+1/2)), computed with a 9-point complex DFT (a third of the
// multiplications of the sum as written). With
//
//	z[m] = (X[2m] - i X[17-2m]) e^(i pi (m+1/8)/18)     m = 0..8
//	Z[p] = sum_m z[m] e^(i 2 pi p m / 9)
//	y[p] = Z[p] e^(i pi (p+1/8)/18)
//
// c[2p] = Re y[p] and c[17-2p] = Im y[p]. The 9-point DFT is three 3-point
// DFTs, twiddles, and three more.

var (
	// dctIVTwiddle[m] is e^(i pi (m+1/8)/18), before and after the DFT.
	dctIVTwiddle [9][2]float32
	// dft9Twiddle[k] is e^(i 2 pi k / 9) for k = 1, 2, 4.
	dft9Twiddle [5][2]float32
)

// sin60 is sin(2 pi/3), of the 3-point DFT.
var sin60 = float32(math.Sqrt(3) / 2)

func init() {
	for m := range dctIVTwiddle {
		a := math.Pi * (float64(m) + 0.125) / 18
		dctIVTwiddle[m] = [2]float32{float32(math.Cos(a)), float32(math.Sin(a))}
	}
	for _, k := range []int{1, 2, 4} {
		a := 2 * math.Pi * float64(k) / 9
		dft9Twiddle[k] = [2]float32{float32(math.Cos(a)), float32(math.Sin(a))}
	}
}

// dft3 is the 3-point DFT (e^(+i 2 pi/3)) of a, b, c (real and imaginary
// parts).
func dft3(ar, ai, br, bi, cr, ci float32) (r0, i0, r1, i1, r2, i2 float32) {
	sr, si := br+cr, bi+ci
	dr, di := (br-cr)*sin60, (bi-ci)*sin60
	mr, mi := ar-0.5*sr, ai-0.5*si
	return ar + sr, ai + si, mr - di, mi + dr, mr + di, mi - dr
}

// dctIV18 computes c, the DCT-IV of the 18 lines in.
func dctIV18(in *[18]float32, c *[18]float32) {
	var zr, zi [9]float32
	for m := 0; m < 9; m++ {
		a, b := in[2*m], -in[17-2*m]
		w := &dctIVTwiddle[m]
		zr[m] = a*w[0] - b*w[1]
		zi[m] = a*w[1] + b*w[0]
	}
	// Three 3-point DFTs over m = 3 n1 + n2 (n1 = 0..2) for each n2.
	var yr, yi [3][3]float32 // [n2][k1]
	for n2 := 0; n2 < 3; n2++ {
		yr[n2][0], yi[n2][0], yr[n2][1], yi[n2][1], yr[n2][2], yi[n2][2] =
			dft3(zr[n2], zi[n2], zr[3+n2], zi[3+n2], zr[6+n2], zi[6+n2])
	}
	// Twiddles e^(i 2 pi n2 k1 / 9).
	mul := func(r, i *float32, k int) {
		w := &dft9Twiddle[k]
		*r, *i = *r*w[0]-*i*w[1], *r*w[1]+*i*w[0]
	}
	mul(&yr[1][1], &yi[1][1], 1)
	mul(&yr[1][2], &yi[1][2], 2)
	mul(&yr[2][1], &yi[2][1], 2)
	mul(&yr[2][2], &yi[2][2], 4)
	// Three more over n2, giving Z[k1 + 3 k2], then the post-twiddle.
	for k1 := 0; k1 < 3; k1++ {
		var Zr, Zi [3]float32
		Zr[0], Zi[0], Zr[1], Zi[1], Zr[2], Zi[2] = dft3(yr[0][k1], yi[0][k1], yr[1][k1], yi[1][k1], yr[2][k1], yi[2][k1])
		for k2 := 0; k2 < 3; k2++ {
			p := k1 + 3*k2
			w := &dctIVTwiddle[p]
			c[2*p] = Zr[k2]*w[0] - Zi[k2]*w[1]
			c[17-2*p] = Zr[k2]*w[1] + Zi[k2]*w[0]
		}
	}
}

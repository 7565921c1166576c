package rig

import (
	"math"

	"github.com/go-gl/mathgl/mgl64"
	"github.com/rigplay/rigplay/internal/drawlist"
)

// Affine is a 2D affine transform: a point p maps to M.p + T. M is a
// column-major mathgl 2x2 matrix, so (M[0], M[1], M[2], M[3], T[0], T[1])
// are the (a, b, c, d, tx, ty) of x' = a*x + c*y + tx, y' = b*x + d*y + ty.
type Affine struct {
	M mgl64.Mat2
	T mgl64.Vec2
}

// IdentityAffine changes nothing.
var IdentityAffine = Affine{M: mgl64.Ident2()}

// Mul returns p . q: apply q first, then p.
func (p Affine) Mul(q Affine) Affine {
	return Affine{M: p.M.Mul2(q.M), T: p.M.Mul2x1(q.T).Add(p.T)}
}

// Apply maps the point (x, y).
func (p Affine) Apply(x, y float64) (float64, float64) {
	v := p.M.Mul2x1(mgl64.Vec2{x, y}).Add(p.T)
	return v[0], v[1]
}

// Array returns the transform as [a, b, c, d, tx, ty].
func (p Affine) Array() [6]float64 {
	return [6]float64{p.M[0], p.M[1], p.M[2], p.M[3], p.T[0], p.T[1]}
}

// Drawlist converts the transform to the draw list's type.
func (p Affine) Drawlist() drawlist.Affine {
	return drawlist.Affine{A: p.M[0], B: p.M[1], C: p.M[2], D: p.M[3], TX: p.T[0], TY: p.T[1]}
}

// TRS returns T(x, y) . R(deg) . S(sx, sy) with deg in degrees,
// counter-clockwise positive.
func TRS(x, y, deg, sx, sy float64) Affine {
	s, c := sincosDeg(deg)
	return Affine{M: mgl64.Mat2{c * sx, s * sx, -s * sy, c * sy}, T: mgl64.Vec2{x, y}}
}

// sincosDeg returns the sine and cosine of an angle in degrees. Exact
// multiples of 90 degrees give exact 0 and +-1, so mirrors and quarter
// turns compose without drift.
func sincosDeg(deg float64) (s, c float64) {
	if deg == 0 {
		return 0, 1
	}
	r := math.Mod(deg, 360)
	if r < 0 {
		r += 360
	}
	switch r {
	case 0:
		return 0, 1
	case 90:
		return 1, 0
	case 180:
		return 0, -1
	case 270:
		return -1, 0
	}
	return math.Sincos(r * (math.Pi / 180))
}

// eulerLinear returns the local 2x2 for turns rx, ry, rz (degrees) about the
// source tool's axes and scales sx, sy: the top-left 2x2 of
// Ry . Rx . Rz times diag(sx, sy). With rx = ry = 0 it is R(rz) . S.
func eulerLinear(rx, ry, rz, sx, sy float64) mgl64.Mat2 {
	sz, cz := sincosDeg(rz)
	if rx == 0 && ry == 0 {
		return mgl64.Mat2{cz * sx, sz * sx, -sz * sy, cz * sy}
	}
	sxr, cxr := sincosDeg(rx)
	syr, cyr := sincosDeg(ry)
	// Ry.Rx.Rz top-left 2x2, rows:
	//   [cy*cz + sy*sx*sz, -cy*sz + sy*sx*cz]
	//   [cx*sz,             cx*cz           ]
	m00 := cyr*cz + syr*sxr*sz
	m01 := -cyr*sz + syr*sxr*cz
	m10 := cxr * sz
	m11 := cxr * cz
	return mgl64.Mat2{m00 * sx, m10 * sx, m01 * sy, m11 * sy}
}

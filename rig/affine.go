package rig

import (
	"github.com/go-gl/mathgl/mgl64"
	"github.com/rigplay/rigplay/engine/drawlist"
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
	var r Affine
	mulInto(&r, &p, &q)
	return r
}

// mulInto sets *dst = p . q. It is the hot-path form of Mul: written out
// so that it inlines (mathgl's Mat2.Mul2 and Mul2x1 compute the same),
// each component held finite (holdAffine, docs/rig.md#finite-poses).
func mulInto(dst, p, q *Affine) {
	a, b, c, d := p.M[0], p.M[1], p.M[2], p.M[3]
	qa, qb, qc, qd, qx, qy := q.M[0], q.M[1], q.M[2], q.M[3], q.T[0], q.T[1]
	dst.M = mgl64.Mat2{a*qa + c*qb, b*qa + d*qb, a*qc + c*qd, b*qc + d*qd}
	dst.T = mgl64.Vec2{a*qx + c*qy + p.T[0], b*qx + d*qy + p.T[1]}
	if !inRange(dst) {
		holdAffine(dst)
	}
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

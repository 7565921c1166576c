package rig

import (
	"math"
	"testing"
)

// rotX, rotY and rotZ are the textbook 3x3 rotations (degrees,
// counter-clockwise positive), row-major.
func rotX(deg float64) [3][3]float64 {
	s, c := math.Sincos(deg * math.Pi / 180)
	return [3][3]float64{{1, 0, 0}, {0, c, -s}, {0, s, c}}
}

func rotY(deg float64) [3][3]float64 {
	s, c := math.Sincos(deg * math.Pi / 180)
	return [3][3]float64{{c, 0, s}, {0, 1, 0}, {-s, 0, c}}
}

func rotZ(deg float64) [3][3]float64 {
	s, c := math.Sincos(deg * math.Pi / 180)
	return [3][3]float64{{c, -s, 0}, {s, c, 0}, {0, 0, 1}}
}

func mul3(a, b [3][3]float64) [3][3]float64 {
	var r [3][3]float64
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			for k := 0; k < 3; k++ {
				r[i][j] += a[i][k] * b[k][j]
			}
		}
	}
	return r
}

// TestRule4_EulerOrderIsRyRxRz pins the source tool's Euler order with all
// three turns non-zero at once (single-axis cases cannot tell the orders
// apart): the bone's local 2x2 is the top-left of Ry . Rx . Rz times
// diag(scaleX, scaleY), through the production path (clip, bind, pose).
func TestRule4_EulerOrderIsRyRxRz(t *testing.T) {
	r := mustRig(t, nil)
	for _, tc := range []struct{ rx, ry, rz, sx, sy float64 }{
		{35, 50, 20, 1, 1},
		{-70, 125, 300, 2, 0.5},
		{10, 180, 30, 1, 1},
		{60, 30, 0, 1.5, 1},
	} {
		b := mustBind(t, r, clipJSON(1, false, []trackSpec{
			{"bone/chest", "rotation.x", []tk{{0, tc.rx, 0, 0}}},
			{"bone/chest", "rotation.y", []tk{{0, tc.ry, 0, 0}}},
			{"bone/chest", "rotation.z", []tk{{0, tc.rz, 0, 0}}},
			{"bone/chest", "scale.x", []tk{{0, tc.sx, 0, 0}}},
			{"bone/chest", "scale.y", []tk{{0, tc.sy, 0, 0}}},
		}, nil))
		p := NewPlayer(r)
		p.Play(b, 0)
		m := mul3(rotY(tc.ry), mul3(rotX(tc.rx), rotZ(tc.rz)))
		i := r.BoneIndex("chest")
		d := r.Bones[i].Default
		want := Affine{M: [4]float64{m[0][0] * tc.sx, m[1][0] * tc.sx, m[0][1] * tc.sy, m[1][1] * tc.sy}}
		want.T[0], want.T[1] = d.X, d.Y
		if got := p.Local(i); !affineNear(got, want, 1e-12) {
			t.Errorf("rx=%v ry=%v rz=%v: local %s, want top-left of Ry.Rx.Rz . S = %s", tc.rx, tc.ry, tc.rz, fmtAffine(got), fmtAffine(want))
		}
	}
}

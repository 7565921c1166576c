package rig

import "math"

// posePlanar is pose for a planar pose (s.planar: nothing turns about x
// or y) with no calls in its loop, so that the loop keeps its values in
// registers (docs/performance.md#pose). It stops at the first moved bone
// whose angle sincosDeg leaves to the library (huge or NaN) and returns
// its place in r.chain, where poseFrom goes on; len(r.chain) when done.
// Every transform is the general loop's, bit for bit.
func (s *scratch) posePlanar(r *Rig) int {
	n := len(r.Bones)
	vals, local, world, moves, moved := s.vals[:n], s.local[:n], s.world[:n], s.moves[:n], s.moved[:n]
	restLocal, restWorld := r.rest.local[:n], r.rest.world[:n]
	chain := r.chain
	for k, ln := range chain {
		i := int(ln.bone)
		m := moves[i]
		l := &local[i]
		var la, lb, lc, ld, lx, ly float64
		if m {
			// localInto(l, &vals[i]) for a turn about z, sincosDeg
			// written out.
			v := &vals[i]
			deg := v[chRotZ]
			if !(math.Abs(deg) < 1e9) {
				return k
			}
			y := deg*(1.0/90) + 0.5
			q := float64(int64(y))
			if q > y {
				q--
			}
			x := (deg - 90*q) * (math.Pi / 180)
			z := x * x
			ps := x + x*z*(((((1.58962301576546568060e-10*z-2.50507477628578072866e-8)*z+2.75573136213857245213e-6)*z-1.98412698295895385996e-4)*z+8.33333333332211858878e-3)*z-1.66666666666666307295e-1)
			pc := 1 - 0.5*z + z*z*(((((-1.13585365213876817300e-11*z+2.08757008419747316778e-9)*z-2.75573141792967388112e-7)*z+2.48015872888517045348e-5)*z-1.38888888888730564116e-3)*z+4.16666666666665929218e-2)
			var sn, cs float64
			switch int64(q) & 3 {
			case 0:
				sn, cs = ps, pc
			case 1:
				sn, cs = pc, -ps
			case 2:
				sn, cs = -ps, -pc
			default:
				sn, cs = -pc, ps
			}
			sx, sy := v[chScaleX], v[chScaleY]
			la, lb, lc, ld = cs*sx, sn*sx, -sn*sy, cs*sy
			lx, ly = v[chPosX], v[chPosY]
			l.M[0], l.M[1], l.M[2], l.M[3], l.T[0], l.T[1] = la, lb, lc, ld, lx, ly
		} else {
			*l = restLocal[i]
			la, lb, lc, ld, lx, ly = l.M[0], l.M[1], l.M[2], l.M[3], l.T[0], l.T[1]
		}
		w := &world[i]
		switch par := int(ln.parent); {
		case ln.parent == noParent:
			w.M[0], w.M[1], w.M[2], w.M[3], w.T[0], w.T[1] = la, lb, lc, ld, lx, ly
		case m || moved[par]:
			pw := &world[par]
			a, b, c, d, px, py := pw.M[0], pw.M[1], pw.M[2], pw.M[3], pw.T[0], pw.T[1]
			w.M[0], w.M[1], w.M[2], w.M[3] = a*la+c*lb, b*la+d*lb, a*lc+c*ld, b*lc+d*ld
			w.T[0], w.T[1] = a*lx+c*ly+px, b*lx+d*ly+py
			m = true
		default:
			*w = restWorld[i]
		}
		moved[i] = m
	}
	return len(chain)
}

package rig

// posePlanar is pose for a planar pose (s.planar: nothing turns about x
// or y) with no calls in its loop, so that the loop keeps its values in
// registers (docs/performance.md#pose). It stops at the first moved bone
// whose angle sincosDeg leaves to the library (huge or NaN) and returns
// its place in r.chain, where poseFrom goes on; len(r.chain) when done.
// Every transform is the general loop's, bit for bit.
func (s *scratch) posePlanar(r *Rig) int {
	n := len(r.Bones)
	vals, world, moves, moved := s.vals[:n], s.world[:n], s.moves[:n], s.moved[:n]
	rest := r.rest.both[:n]
	chain := r.chain
	for j, ln := range chain {
		i := int(ln.bone)
		m := moves[i]
		var la, lb, lc, ld, lx, ly float64
		if m {
			// localInto for a turn about z, sincosDeg written out.
			v := &vals[i]
			deg := v[chRotZ]
			k := &sincosK
			var sn, cs float64
			if x := deg * k.rad; deg < k.near && deg > -k.near {
				// Within ±44 degrees the quadrant is 0 and the
				// remainder is deg itself: sincosDeg's numbers, without
				// the reduction.
				z := x * x
				sn = x + x*z*(((((k.s5*z-k.s4)*z+k.s3)*z-k.s2)*z+k.s1)*z-k.s0)
				cs = k.one - k.half*z + z*z*(((((k.c5*z+k.c4)*z-k.c3)*z+k.c2)*z-k.c1)*z+k.c0)
			} else {
				if !(deg < k.huge && deg > -k.huge) {
					return j
				}
				y := deg*k.inv90 + k.half
				q := float64(int64(y))
				if q > y {
					q -= k.one
				}
				x := (deg - k.d90*q) * k.rad
				z := x * x
				ps := x + x*z*(((((k.s5*z-k.s4)*z+k.s3)*z-k.s2)*z+k.s1)*z-k.s0)
				pc := k.one - k.half*z + z*z*(((((k.c5*z+k.c4)*z-k.c3)*z+k.c2)*z-k.c1)*z+k.c0)
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
			}
			sx, sy := v[chScaleX], v[chScaleY]
			la, lb, lc, ld = cs*sx, sn*sx, -sn*sy, cs*sy
			lx, ly = v[chPosX], v[chPosY]
		} else {
			l := &rest[i].local
			la, lb, lc, ld, lx, ly = l.M[0], l.M[1], l.M[2], l.M[3], l.T[0], l.T[1]
		}
		w := &world[i]
		switch par := int(ln.parent); {
		case ln.parent == noParent:
			w.M[0], w.M[1], w.M[2], w.M[3], w.T[0], w.T[1] = la, lb, lc, ld, lx, ly
		case m || moved[par]:
			pw := &world[par]
			a, b, c, d, px, py := pw.M[0], pw.M[1], pw.M[2], pw.M[3], pw.T[0], pw.T[1]
			wa, wb, wc, wd := a*la+c*lb, b*la+d*lb, a*lc+c*ld, b*lc+d*ld
			wx, wy := a*lx+c*ly+px, b*lx+d*ly+py
			w.M[0], w.M[1], w.M[2], w.M[3], w.T[0], w.T[1] = wa, wb, wc, wd, wx, wy
			// inRange(w), written out (docs/rig.md#finite-poses).
			if !(wa*wa+wb*wb+wc*wc+wd*wd+wx*wx+wy*wy <= poseFastSq) {
				holdAffine(w)
			}
			m = true
		default:
			*w = rest[i].world
		}
		moved[i] = m
	}
	return len(chain)
}

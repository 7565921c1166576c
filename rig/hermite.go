package rig

// segment is one interval between two keys of a bound track, as the cubic
// c0 + c1 s + c2 s^2 + c3 s^3 in s = (t - t0) * inv, s in [0, 1]:
// precomputed at Bind, so sampling is a multiply-add chain with no
// division or tangent checks.
type segment struct {
	t0, inv        float64
	c0, c1, c2, c3 float64
}

// makeSegment returns the cubic Hermite segment from k0 to k1 with the
// keys' tangents in units per second scaled by the key interval. A
// non-finite tangent on either side (JSON null) or stepped makes the
// segment hold k0's value.
func makeSegment(k0, k1 *Key, stepped bool) segment {
	dt := k1.Time - k0.Time
	sg := segment{t0: k0.Time, inv: 1 / dt, c0: k0.Value}
	if stepped || !finite(k0.OutTangent) || !finite(k1.InTangent) {
		return sg
	}
	p0, p1 := k0.Value, k1.Value
	m0, m1 := k0.OutTangent*dt, k1.InTangent*dt
	sg.c1 = m0
	sg.c2 = -3*p0 - 2*m0 + 3*p1 - m1
	sg.c3 = 2*p0 + m0 - 2*p1 + m1
	return sg
}

// makeSegments precomputes a track's segments (len(keys)-1 of them).
func makeSegments(keys []Key, stepped bool) []segment {
	if len(keys) < 2 {
		return nil
	}
	segs := make([]segment, len(keys)-1)
	for i := range segs {
		segs[i] = makeSegment(&keys[i], &keys[i+1], stepped)
	}
	return segs
}

// sample returns the track's value at time t: hold before the first and
// after the last key, the segment's cubic between. cur is the track's
// cursor, the segment used last. Playback moves forward, so the segment
// is almost always the same one or the next: amortized O(1); a jump
// (seek, loop wrap) falls back to a binary search.
func (tr *boundTrack) sample(t float64, cur *uint16) float64 {
	segs := tr.segs
	if len(segs) == 0 || t <= tr.firstTime {
		*cur = 0
		return tr.firstValue
	}
	if t >= tr.lastTime {
		*cur = uint16(len(segs) - 1)
		return tr.lastValue
	}
	i := int(*cur)
	if i >= len(segs) || segs[i].t0 > t {
		i = searchSegments(segs, t)
	} else {
		for step := 0; i+1 < len(segs) && segs[i+1].t0 <= t; step++ {
			if step == 3 {
				i = searchSegments(segs, t)
				break
			}
			i++
		}
	}
	*cur = uint16(i) // a hint: any value gives the right segment
	sg := &segs[i]
	s := (t - sg.t0) * sg.inv
	return sg.c0 + s*(sg.c1+s*(sg.c2+s*sg.c3))
}

// searchSegments returns the last segment i with segs[i].t0 <= t, for
// segs[0].t0 < t.
func searchSegments(segs []segment, t float64) int {
	lo, hi := 0, len(segs) // segs[lo].t0 <= t; hi is past the answer
	for hi-lo > 1 {
		mid := int(uint(lo+hi) >> 1)
		if segs[mid].t0 <= t {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

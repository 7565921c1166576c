package rig

import "math"

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

// span is one piece of a bound track laid out for sampling
// (docs/performance.md#sampling): on the open interval (lo, hi) the
// track's value is c0 + c1 x + c2 x^2 + c3 x^3 with x = (t - t0) * inv. A
// track's spans are its hold before the first key, its segments and its
// hold after the last key, in time order, 64 bytes each (one cache line),
// and every track of a clip has its spans in one array (Bound.spans). A
// hold is the constant c0, written so that the same multiply-add chain
// gives c0 exactly, signed zero included: inv 0 and t0 far below any
// time make x +0, and c1 = c2 = c3 = -0 make the chain add -0.
type span struct {
	lo, hi, t0, inv, c0, c1, c2, c3 float64
}

// holdSpan returns the span that holds value v on (lo, hi).
func holdSpan(lo, hi, v float64) span {
	negZero := math.Copysign(0, -1)
	return span{lo: lo, hi: hi, t0: -math.MaxFloat64 / 2, c0: v, c1: negZero, c2: negZero, c3: negZero}
}

// makeSpans lays out a track's spans into dst (len(segs)+2 of them): the
// hold of the first key's value before it, each segment on its open
// interval between its keys, the hold of the last key's value after it.
func makeSpans(dst []span, tr *boundTrack) []span {
	dst = append(dst, holdSpan(math.Inf(-1), tr.firstTime, tr.firstValue))
	for i, sg := range tr.segs {
		hi := tr.lastTime
		if i+1 < len(tr.segs) {
			hi = tr.segs[i+1].t0
		}
		dst = append(dst, span{lo: sg.t0, hi: hi, t0: sg.t0, inv: sg.inv, c0: sg.c0, c1: sg.c1, c2: sg.c2, c3: sg.c3})
	}
	return append(dst, holdSpan(tr.lastTime, math.Inf(1), tr.lastValue))
}

// sample returns the track's value at time t: hold before the first and
// after the last key, the segment's cubic between (docs/rig.md, rule 4).
// cur is the track's cursor, the span it sampled last: playback moves
// forward, so t is almost always still inside it, and sampling is two
// compares and the cubic, with no search; only a t outside it (the next
// segment, a seek, a loop wrap, a time exactly on a key) takes sampleAt.
// Any cursor value gives the same result (it is a hint), and the result
// is exactly sampleAt's: inside a span's open interval both evaluate the
// same expression on the same coefficients.
func (tr *boundTrack) sample(t float64, cur *uint16) float64 {
	if c := int(*cur); c < len(tr.spans) {
		sp := &tr.spans[c]
		if t > sp.lo && t < sp.hi {
			x := (t - sp.t0) * sp.inv
			return sp.c0 + x*(sp.c1+x*(sp.c2+x*sp.c3))
		}
	}
	return tr.sampleAt(t, cur)
}

// sampleAt is sample's full form: the value at t by the keys' rule, and
// the cursor set to the span that holds t (hold-first 0, segment i at
// i+1, hold-last last).
func (tr *boundTrack) sampleAt(t float64, cur *uint16) float64 {
	segs := tr.segs
	if len(segs) == 0 || t <= tr.firstTime {
		*cur = 0
		return tr.firstValue
	}
	if t >= tr.lastTime {
		*cur = uint16(len(segs) + 1)
		return tr.lastValue
	}
	i := searchSegments(segs, t)
	*cur = uint16(i + 1)
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

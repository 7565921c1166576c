package rig

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/rigplay/rigplay/internal/limits"
)

// The fast tick (docs/performance.md) computes exactly what the plain
// rules compute: these tests pin it bit for bit against the plain forms.

// referenceSample is a track's value at t by rule 4 written plainly: hold
// before the first and after the last key, else the cubic of the last
// segment starting at or before t.
func referenceSample(tr *boundTrack, t float64) float64 {
	if len(tr.segs) == 0 || t <= tr.firstTime {
		return tr.firstValue
	}
	if t >= tr.lastTime {
		return tr.lastValue
	}
	i := 0
	for i+1 < len(tr.segs) && tr.segs[i+1].t0 <= t {
		i++
	}
	sg := &tr.segs[i]
	s := (t - sg.t0) * sg.inv
	return sg.c0 + s*(sg.c1+s*(sg.c2+s*sg.c3))
}

// TestFastTick_SampleIsExact samples tracks with negative zeros, null
// tangents and one key at random times, at their keys' exact times and
// after random jumps, with the cursor kept and with stale cursors: every
// value is the reference's, bit for bit.
func TestFastTick_SampleIsExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 1))
	negZero := math.Copysign(0, -1)
	for n := 0; n < 200; n++ {
		nk := 1 + rng.IntN(8)
		keys := make([]Key, nk)
		tt := rng.Float64()
		for i := range keys {
			v := rng.NormFloat64() * 10
			switch rng.IntN(5) {
			case 0:
				v = negZero
			case 1:
				v = 0
			}
			in, out := rng.NormFloat64(), rng.NormFloat64()
			if rng.IntN(6) == 0 {
				in = math.NaN() // a null tangent: the segment holds
			}
			keys[i] = Key{Time: tt, Value: v, InTangent: in, OutTangent: out}
			tt += 0.01 + rng.Float64()
		}
		ch := chPosX
		if rng.IntN(4) == 0 {
			ch = chOrder // stepped
		}
		b := &Bound{tracks: []boundTrack{newBoundTrack(0, ch, keys)}}
		b.layOut()
		tr := &b.tracks[0]
		var cur uint16
		times := []float64{0, keys[0].Time, keys[nk-1].Time, tt + 1}
		for _, k := range keys {
			times = append(times, k.Time, math.Nextafter(k.Time, math.Inf(1)), math.Nextafter(k.Time, math.Inf(-1)))
		}
		for i := 0; i < 200; i++ {
			times = append(times, rng.Float64()*(tt+1))
		}
		x := 0.0
		for i := 0; i < 200; i++ { // forward play
			x += rng.Float64() * 0.05
			times = append(times, x)
		}
		for _, at := range times {
			want := referenceSample(tr, at)
			got := tr.sample(at, &cur)
			bogus := uint16(rng.IntN(1 << 16))
			stale := tr.sample(at, &bogus)
			if math.Float64bits(got) != math.Float64bits(want) || math.Float64bits(stale) != math.Float64bits(want) {
				t.Fatalf("keys %v, t=%v: sample %v (stale cursor %v), reference %v", keys, at, got, stale, want)
			}
		}
	}
}

// TestFastTick_PoseIsExact poses the test rig from random values (turns
// about x and y, huge and negative angles, quarter turns, unmoved bones,
// positions about the pose limit) and checks every local and world
// transform against localInto and the composing rule in parent-first
// order, bit for bit.
func TestFastTick_PoseIsExact(t *testing.T) {
	r := mustRig(t, nil)
	rng := rand.New(rand.NewPCG(23, 2))
	s := new(scratch)
	s.fitBones(len(r.Bones))
	n := len(r.Bones)
	local, world := make([]Affine, n), make([]Affine, n)
	moved := make([]bool, n)
	for round := 0; round < 500; round++ {
		copy(s.vals, r.defaults)
		s.planar = true // pose may skip the x and y turns' check: none below
		for i := range s.vals {
			s.moves[i] = rng.IntN(3) > 0
			v := &s.vals[i]
			switch rng.IntN(7) {
			case 0:
				v[chRotZ] = float64(rng.IntN(9)-4) * 90
			case 3: // about the ±44 degrees posePlanar takes without reducing
				v[chRotZ] = float64(rng.IntN(3)-1) * (44 + float64(rng.IntN(5)-2)*0x1p-47)
			case 1:
				v[chRotZ] = rng.NormFloat64() * 1e10
			case 2:
				v[chRotX], v[chRotY], v[chRotZ] = rng.NormFloat64()*40, rng.NormFloat64()*40, rng.NormFloat64()*100
				s.planar = false
			default:
				v[chRotZ] = rng.NormFloat64() * 200
			}
			v[chPosX], v[chPosY] = rng.NormFloat64(), rng.NormFloat64()
			if rng.IntN(8) == 0 { // about the pose limit, where the quick range test may pass or not
				v[chPosX] = (rng.Float64()*2 - 1) * 1.2 * limits.PoseMaxAbs
			}
			v[chScaleX], v[chScaleY] = 1+rng.NormFloat64()*0.2, 1+rng.NormFloat64()*0.2
		}
		s.pose(r)
		for _, i := range r.Order {
			m := s.moves[i]
			if m {
				localInto(&local[i], &s.vals[i])
			} else {
				local[i] = r.rest.local[i]
			}
			switch par := r.parent[i]; {
			case par < 0:
				world[i] = local[i]
			case m || moved[par]:
				// The rule itself: the product, each component held
				// (docs/rig.md#finite-poses), with no quick test first.
				p, q := &world[par], &local[i]
				w := &world[i]
				w.M[0], w.M[1] = p.M[0]*q.M[0]+p.M[2]*q.M[1], p.M[1]*q.M[0]+p.M[3]*q.M[1]
				w.M[2], w.M[3] = p.M[0]*q.M[2]+p.M[2]*q.M[3], p.M[1]*q.M[2]+p.M[3]*q.M[3]
				w.T[0], w.T[1] = p.M[0]*q.T[0]+p.M[2]*q.T[1]+p.T[0], p.M[1]*q.T[0]+p.M[3]*q.T[1]+p.T[1]
				holdAffine(w)
				m = true
			default:
				world[i] = r.rest.world[i]
			}
			moved[i] = m
		}
		for i := range local {
			if !sameBits(local[i], s.localOf(r, i)) || !sameBits(world[i], s.world[i]) {
				t.Fatalf("round %d bone %d: pose gives local %v world %v, reference %v %v",
					round, i, s.localOf(r, i), s.world[i], local[i], world[i])
			}
		}
	}
}

// sameBits reports whether two transforms are the same bit for bit.
func sameBits(a, b Affine) bool {
	x, y := a.Array(), b.Array()
	for k := range x {
		if math.Float64bits(x[k]) != math.Float64bits(y[k]) {
			return false
		}
	}
	return true
}

// TestFastTick_RowsAreExact binds random clips whose tracks key their
// own times (a few shared), applies them at random times, at every key
// time and its neighbours, forward and after jumps, and checks every
// value against the reference, bit for bit; clips with too many times
// for rows sample by spans, the same.
func TestFastTick_RowsAreExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 3))
	negZero := math.Copysign(0, -1)
	sawRows, sawSpans := false, false
	for n := 0; n < 100; n++ {
		ntr := 1 + rng.IntN(12)
		b := &Bound{}
		var all []float64
		for i := 0; i < ntr; i++ {
			nk := 1 + rng.IntN(6)
			if n%10 == 9 {
				nk = 200 // many unshared times: no rows
			}
			keys := make([]Key, nk)
			tt := float64(rng.IntN(4)) * 0.25
			for k := range keys {
				v := rng.NormFloat64()
				if rng.IntN(5) == 0 {
					v = negZero
				}
				keys[k] = Key{Time: tt, Value: v, InTangent: rng.NormFloat64(), OutTangent: rng.NormFloat64()}
				all = append(all, tt)
				if rng.IntN(2) == 0 {
					tt += 0.25 // a time other tracks may share
				} else {
					tt += 0.01 + rng.Float64()*0.3
				}
			}
			b.tracks = append(b.tracks, newBoundTrack(i, channel(rng.IntN(int(numTransformChannels))), keys))
		}
		b.layOut()
		if b.rows == nil {
			sawSpans = true
		} else {
			sawRows = true
		}
		pb := &playback{}
		pb.start(b)
		vals := make([]channels, ntr)
		moves := make([]bool, ntr)
		times := []float64{0}
		for _, x := range all {
			times = append(times, x, math.Nextafter(x, 10), math.Nextafter(x, -10))
		}
		x := 0.0
		for i := 0; i < 300; i++ {
			if rng.IntN(20) == 0 {
				x = rng.Float64() * 3
			}
			x += rng.Float64() * 0.03
			times = append(times, x)
		}
		for _, at := range times {
			pb.t = at
			pb.apply(vals, moves)
			for i := range b.tracks {
				tr := &b.tracks[i]
				want := referenceSample(tr, at)
				if got := vals[tr.bone][tr.ch]; math.Float64bits(got) != math.Float64bits(want) {
					t.Fatalf("clip %d track %d t=%v: %v, reference %v", n, i, at, got, want)
				}
			}
		}
	}
	if !sawRows || !sawSpans {
		t.Fatalf("rows %v, spans alone %v: both layouts must be tested", sawRows, sawSpans)
	}
}

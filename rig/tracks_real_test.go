package rig

import (
	"math"
	"slices"
	"testing"
	"time"
)

// waveJSON is an original wave for the right arm, made for these tests: a
// 1.2 s loop that keys the upper arm's and forearm's rotation.z and the
// upper arm's sortingOrder (the arm comes in front), with an event at
// 0.3 s. It keys nothing else.
func waveJSON(loop bool) []byte {
	return clipJSON(1.2, loop, []trackSpec{
		{"bone/arm-right-upper", "rotation.z", []tk{{0, 150, 0, 0}, {0.6, 175, 0, 0}, {1.2, 150, 0, 0}}},
		{"bone/arm-right-lower", "rotation.z", []tk{{0, 20, 0, 40}, {0.3, 60, 0, 0}, {0.9, 10, 0, 0}, {1.2, 20, 40, 0}}},
		{"sprite/arm-right-upper", "sortingOrder", []tk{{0, 30, nil, nil}}},
	}, []map[string]any{{"time": 0.3, "name": "wave"}})
}

// poseValues returns the player's sampled and blended values per bone.
func poseValues(p *Player) []channels {
	s := getScratch()
	s.poseOf(p)
	v := slices.Clone(s.vals)
	putScratch(s)
	return v
}

// realWalkAndWave returns the Captivity rig with its walk clip as shipped
// and the test's wave bound to it, and the wave's keyed (bone, channel)
// pairs.
func realWalkAndWave(t *testing.T, loop bool) (r *Rig, walk, wave *Bound, keyed map[[2]int]bool) {
	r, walk = captivityClip(t, "walk.json")
	c, d := DecodeClip("wave.json", waveJSON(loop))
	if d.HasErrors() {
		t.Fatal(d)
	}
	wave, d = Bind(r, c) // made for another rig id: a warning
	if d.HasErrors() {
		t.Fatal(d)
	}
	keyed = map[[2]int]bool{}
	for _, tr := range wave.tracks {
		keyed[[2]int{int(tr.bone), int(tr.ch)}] = true
	}
	return r, walk, wave, keyed
}

// TestTracks_RealWaveOverWalkMovesOnlyWhatItKeys pins
// docs/rig.md#tracks-of-clips on the game's rig and walk clip as they
// ship: a wave on track 1 (alpha 1) over the walk on track 0 replaces
// exactly the properties the wave keys; every other property of every
// bone, and so every bone the wave does not key (the legs walk on), is
// the walk's own, bit for bit, at every time and tick length.
func TestTracks_RealWaveOverWalkMovesOnlyWhatItKeys(t *testing.T) {
	r, walk, wave, keyed := realWalkAndWave(t, true)
	for _, dt := range []time.Duration{time.Millisecond * 7, 16666667, 100 * time.Millisecond} {
		alone, layered := NewPlayer(r), NewPlayer(r)
		alone.Play(walk, 0)
		layered.Play(walk, 0)
		if _, err := layered.SetClip(1, wave, 0); err != nil {
			t.Fatal(err)
		}
		legsMoved := false
		firstLeg := alone.Local(r.BoneIndex("leg-left-upper"))
		for at := time.Duration(0); at < 3*time.Second; at += dt {
			alone.Advance(dt)
			layered.Advance(dt)
			a, l, wv := poseValues(alone), poseValues(layered), wave.sampleAll(layered.trackAt(1).cur.t)
			for i := range a {
				for c := channel(0); c < numChannels; c++ {
					want := a[i][c]
					if keyed[[2]int{i, int(c)}] {
						want = wv[i][c]
					}
					if l[i][c] != want {
						t.Fatalf("dt %v at %v: bone %s channel %d = %v, want %v", dt, at, r.Bones[i].Name, c, l[i][c], want)
					}
				}
			}
			for _, name := range []string{"leg-left-upper", "leg-right-lower", "foot-left", "hips", "arm-left-upper"} {
				i := r.BoneIndex(name)
				if alone.Local(i) != layered.Local(i) || alone.World(i) != layered.World(i) {
					t.Fatalf("dt %v at %v: %s is not the walk's", dt, at, name)
				}
			}
			if alone.Local(r.BoneIndex("leg-left-upper")) != firstLeg {
				legsMoved = true
			}
		}
		if !legsMoved {
			t.Errorf("dt %v: the legs did not walk", dt)
		}
		if got := layered.SortingOrder(r.BoneIndex("arm-right-upper")); got != 30 {
			t.Errorf("dt %v: the wave's sortingOrder is %d, want 30", dt, got)
		}
	}
}

// sampleAll returns b's values at time t over the rig's rest values.
func (b *Bound) sampleAll(t float64) []channels {
	v := slices.Clone(b.Rig.defaults)
	for i := range b.tracks {
		var cur uint16
		tr := &b.tracks[i]
		v[tr.bone][tr.ch] = tr.sample(t, &cur)
	}
	return v
}

// TestTracks_RealAlphaHalfBlendsHalfWay: with alpha 0.5, each property
// the wave keys lies exactly half way between the walk's value and the
// wave's (rotations along the shorter arc; the stepped sorting order
// takes the wave's at 0.5), and the rest is the walk's.
func TestTracks_RealAlphaHalfBlendsHalfWay(t *testing.T) {
	r, walk, wave, keyed := realWalkAndWave(t, true)
	alone, layered := NewPlayer(r), NewPlayer(r)
	alone.Play(walk, 0)
	layered.Play(walk, 0)
	layered.SetClip(1, wave, 0)
	if err := layered.SetAlpha(1, 0.5); err != nil || layered.Alpha(1) != 0.5 {
		t.Fatal(err, layered.Alpha(1))
	}
	for step := 0; step < 40; step++ {
		alone.Advance(37 * time.Millisecond)
		layered.Advance(37 * time.Millisecond)
		a, l, wv := poseValues(alone), poseValues(layered), wave.sampleAll(layered.trackAt(1).cur.t)
		for i := range a {
			for c := channel(0); c < numChannels; c++ {
				want := a[i][c]
				if keyed[[2]int{i, int(c)}] {
					switch c {
					case chRotZ:
						want = a[i][c] + 0.5*math.Remainder(wv[i][c]-a[i][c], 360)
					case chOrder:
						want = wv[i][c]
					default:
						want = (a[i][c] + wv[i][c]) / 2
					}
				}
				if math.Abs(l[i][c]-want) > 1e-12 {
					t.Fatalf("step %d: bone %s channel %d = %v, want %v (walk %v, wave %v)", step, r.Bones[i].Name, c, l[i][c], want, a[i][c], wv[i][c])
				}
			}
		}
		// Half way, exactly: the layered rotation is the mean angle.
		i := r.BoneIndex("arm-right-lower")
		if d := math.Abs(math.Remainder(l[i][chRotZ]-a[i][chRotZ], 360)) - math.Abs(math.Remainder(wv[i][chRotZ]-l[i][chRotZ], 360)); math.Abs(d) > 1e-9 {
			t.Fatalf("step %d: forearm %v is not half way between %v and %v", step, l[i][chRotZ], a[i][chRotZ], wv[i][chRotZ])
		}
	}
	// Alpha 0 hides the track; 1 is the wave's value again.
	layered.SetAlpha(1, 0)
	if !slices.Equal(poseValues(layered), poseValues(alone)) {
		t.Error("alpha 0: the pose is not the walk's")
	}
	layered.SetAlpha(1, 2) // clamped
	if layered.Alpha(1) != 1 {
		t.Errorf("alpha 2 is %v, want 1", layered.Alpha(1))
	}
}

// TestTracks_RealFadeInAndOut: a wave set on an empty track 1 with a mix
// fades in from the walk (weighted by the player's curve), and
// ClearTrack(1, mix) fades it back out to the walk, after which the pose
// is the walk's exactly.
func TestTracks_RealFadeInAndOut(t *testing.T) {
	r, walk, wave, keyed := realWalkAndWave(t, true)
	alone, layered := NewPlayer(r), NewPlayer(r)
	alone.Play(walk, 0)
	layered.Play(walk, 0)
	mix := 400 * time.Millisecond
	layered.SetClip(1, wave, mix)
	if !layered.TrackMixing(1) || layered.Mixing() {
		t.Fatal("track 1 does not fade in, or track 0 mixes")
	}
	check := func(at time.Duration, wantWeight float64) {
		t.Helper()
		a, l, wv := poseValues(alone), poseValues(layered), wave.sampleAll(layered.trackAt(1).cur.t)
		for k := range keyed {
			i, c := k[0], channel(k[1])
			want := blendOne(c, a[i][c], wv[i][c], wantWeight)
			if math.Abs(l[i][c]-want) > 1e-9 {
				t.Fatalf("%v: bone %s channel %d = %v, want %v (weight %v)", at, r.Bones[i].Name, c, l[i][c], want, wantWeight)
			}
		}
	}
	w := DefaultWeighting()
	for at := 50 * time.Millisecond; at <= 400*time.Millisecond; at += 50 * time.Millisecond {
		alone.Advance(50 * time.Millisecond)
		layered.Advance(50 * time.Millisecond)
		check(at, w.Eval(min(at.Seconds()/mix.Seconds(), 1)))
	}
	if layered.TrackMixing(1) {
		t.Fatal("the fade in outlasts its mix")
	}
	if err := layered.ClearTrack(1, mix); err != nil {
		t.Fatal(err)
	}
	if layered.TrackClip(1) != nil || !layered.TrackMixing(1) {
		t.Fatal("ClearTrack with a mix does not fade out")
	}
	for at := 50 * time.Millisecond; at < 400*time.Millisecond; at += 50 * time.Millisecond {
		alone.Advance(50 * time.Millisecond)
		layered.Advance(50 * time.Millisecond)
		a, l := poseValues(alone), poseValues(layered)
		i := r.BoneIndex("arm-right-upper")
		if l[i][chRotZ] == a[i][chRotZ] {
			t.Fatalf("%v into the fade out, the arm is the walk's already", at)
		}
	}
	alone.Advance(50 * time.Millisecond)
	layered.Advance(50 * time.Millisecond)
	if !slices.Equal(poseValues(layered), poseValues(alone)) || layered.TrackMixing(1) || layered.Tracks() != 1 {
		t.Errorf("after the fade out: pose is the walk's %v, mixing %v, tracks %d", slices.Equal(poseValues(layered), poseValues(alone)), layered.TrackMixing(1), layered.Tracks())
	}
}

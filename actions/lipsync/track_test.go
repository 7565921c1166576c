package lipsync

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
)

// randomTrack builds a track of n segments with seeded random lengths.
func randomTrack(seed uint64, n int) *Track {
	rng := rand.New(rand.NewPCG(seed, 1))
	var b builder
	at := time.Duration(0)
	prev := actions.MouthNone
	for len(b.times) < n {
		s := actions.MouthShape(rng.IntN(7))
		if s == prev {
			continue
		}
		b.add(at, s)
		prev = s
		at += time.Duration(1+rng.IntN(100)) * ms
	}
	return b.track(at, nil)
}

// TestTrackAtMatchesScan: At agrees with a linear scan for forward play at
// several tick lengths, for random seeks, and at segment edges.
func TestTrackAtMatchesScan(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		tr := randomTrack(seed, 200)
		checkTrack(t, tr)
		for _, tick := range []time.Duration{time.Second / 144, time.Second / 60, time.Second / 7, 3 * time.Second} {
			for d := -tick; d < tr.Duration()+2*tick; d += tick {
				if got, want := tr.At(d), reference(tr, d); got != want {
					t.Fatalf("seed %d tick %v: At(%v) = %d, want %d", seed, tick, d, got, want)
				}
			}
		}
		rng := rand.New(rand.NewPCG(seed, 2))
		for range 2000 {
			d := time.Duration(rng.Int64N(int64(tr.Duration()+time.Second))) - time.Second/2
			if got, want := tr.At(d), reference(tr, d); got != want {
				t.Fatalf("seed %d: seek At(%v) = %d, want %d", seed, d, got, want)
			}
		}
		for i := 0; i < tr.Len(); i++ {
			at, s := tr.Segment(i)
			if got := tr.At(at); got != s {
				t.Fatalf("At(start of segment %d) = %d, want %d", i, got, s)
			}
			if i > 0 {
				_, before := tr.Segment(i - 1)
				if got := tr.At(at - 1); got != before {
					t.Fatalf("At(just before segment %d) = %d, want %d", i, got, before)
				}
			}
		}
	}
}

// TestTrackAtEdges: outside [0, Duration) the character is not speaking;
// a nil track never speaks.
func TestTrackAtEdges(t *testing.T) {
	tr := FromText("mama", TextOptions{})
	var nilTrack *Track
	for _, tc := range []struct {
		name string
		tr   *Track
		d    time.Duration
		want actions.MouthShape
	}{
		{"before the start", tr, -1, actions.MouthNone},
		{"at the start", tr, 0, actions.MouthClosed},
		{"last instant", tr, tr.Duration() - 1, actions.MouthClosed},
		{"at the end", tr, tr.Duration(), actions.MouthNone},
		{"after the end", tr, time.Hour, actions.MouthNone},
		{"nil track", nilTrack, 0, actions.MouthNone},
		{"empty track", &Track{}, 0, actions.MouthNone},
	} {
		if got := tc.tr.At(tc.d); got != tc.want {
			t.Errorf("%s: At(%v) = %d, want %d", tc.name, tc.d, got, tc.want)
		}
	}
	if nilTrack.Duration() != 0 || nilTrack.Len() != 0 || nilTrack.Words() != nil || nilTrack.WordAt(0) != -1 || nilTrack.Clone() != nil {
		t.Error("nil track methods")
	}
	if at, s := tr.Segment(-1); at != 0 || s != actions.MouthNone {
		t.Error("Segment(-1)")
	}
	if _, s := tr.Segment(tr.Len()); s != actions.MouthNone {
		t.Error("Segment(Len())")
	}
}

// TestTrackAtIsAmortizedConstant: during forward play the cursor moves at
// most one segment per call beyond the first, and never searches backwards
// (white box: the cursor is where the answer is).
func TestTrackAtIsAmortizedConstant(t *testing.T) {
	tr := randomTrack(4, 5000)
	prev := 0
	for d := time.Duration(0); d < tr.Duration(); d += time.Second / 60 {
		tr.At(d)
		if tr.cursor < prev {
			t.Fatalf("cursor went back from %d to %d at %v", prev, tr.cursor, d)
		}
		if at, _ := tr.Segment(tr.cursor); at > d {
			t.Fatalf("cursor %d starts at %v, after %v", tr.cursor, at, d)
		}
		if tr.cursor+1 < tr.Len() {
			if next, _ := tr.Segment(tr.cursor + 1); next <= d {
				t.Fatalf("cursor %d is not the segment of %v", tr.cursor, d)
			}
		}
		prev = tr.cursor
	}
}

// TestTrackAtDoesNotAllocate, for forward play and for seeks.
func TestTrackAtDoesNotAllocate(t *testing.T) {
	tr := randomTrack(5, 1000)
	d := time.Duration(0)
	if n := testing.AllocsPerRun(1000, func() {
		tr.At(d)
		tr.WordAt(d)
		d += time.Second / 60
	}); n != 0 {
		t.Errorf("forward At: %v allocs per call", n)
	}
	rng := rand.New(rand.NewPCG(5, 5))
	if n := testing.AllocsPerRun(1000, func() {
		tr.At(time.Duration(rng.Int64N(int64(tr.Duration()))))
	}); n != 0 {
		t.Errorf("seeking At: %v allocs per call", n)
	}
	words := FromText("one two three four five", TextOptions{})
	if n := testing.AllocsPerRun(1000, func() {
		words.WordAt(d % words.Duration())
		d += time.Second / 60
	}); n != 0 {
		t.Errorf("WordAt: %v allocs per call", n)
	}
}

// TestTrackCloneHasOwnCursor: a clone answers the same and moving one
// cursor does not move the other.
func TestTrackCloneHasOwnCursor(t *testing.T) {
	tr := randomTrack(6, 100)
	tr.At(tr.Duration() - 1)
	c := tr.Clone()
	if c.cursor != 0 || tr.cursor == 0 {
		t.Fatalf("cursors %d (clone) %d (original)", c.cursor, tr.cursor)
	}
	for d := time.Duration(0); d < tr.Duration(); d += 7 * ms {
		if c.At(d) != reference(tr, d) {
			t.Fatalf("clone At(%v) differs", d)
		}
	}
}

// TestBuilderMerges: equal neighbours merge and empty segments vanish.
func TestBuilderMerges(t *testing.T) {
	var b builder
	b.add(0, actions.MouthClosed)
	b.add(0, actions.MouthWide1) // replaces the empty Closed
	b.add(10*ms, actions.MouthWide1)
	b.add(20*ms, actions.MouthWide2)
	b.add(20*ms, actions.MouthWide1) // empty Wide2 dropped, merges with Wide1
	b.add(30*ms, actions.MouthClosed)
	b.add(50*ms, actions.MouthWide3) // at the end: dropped
	tr := b.track(50*ms, nil)
	if got, want := segments(tr), "0s:Wide1 30ms:Closed end 50ms"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

package lipsync

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
)

// piece is a part of a synthetic clip: a sine tone of amplitude Amp (full
// scale 1; 0 is silence) for Dur.
type piece struct {
	Dur time.Duration
	Amp float64
}

// synth renders pieces as 16-bit little-endian PCM with channels identical
// channels. noise adds seeded white noise of that amplitude (full scale),
// wobble a seeded slow random amplitude change (relative, per 10 ms).
type synth struct {
	rate, channels int
	freq           float64
	noise, wobble  float64
	seed           uint64
}

func (s synth) render(pieces ...piece) []byte {
	rng := rand.New(rand.NewPCG(s.seed, 7))
	var out []byte
	n := 0 // frames so far: the phase runs on across pieces
	gain := 1.0
	for _, p := range pieces {
		frames := int(int64(p.Dur) * int64(s.rate) / int64(time.Second))
		for f := 0; f < frames; f++ {
			if s.wobble > 0 && n%(s.rate/100) == 0 {
				gain = 1 + s.wobble*(2*rng.Float64()-1)
			}
			v := p.Amp * gain * math.Sin(2*math.Pi*s.freq*float64(n)/float64(s.rate))
			if s.noise > 0 {
				v += s.noise * (2*rng.Float64() - 1)
			}
			q := int16(max(-32768, min(32767, math.Round(v*32767))))
			for c := 0; c < s.channels; c++ {
				out = append(out, byte(uint16(q)), byte(uint16(q)>>8))
			}
			n++
		}
	}
	return out
}

// segments lists a track's segments as "start:shape" for messages.
func segments(t *Track) string {
	var b strings.Builder
	for i := 0; i < t.Len(); i++ {
		at, s := t.Segment(i)
		fmt.Fprintf(&b, "%v:%s ", at, shapeName(s))
	}
	fmt.Fprintf(&b, "end %v", t.Duration())
	return b.String()
}

func shapeName(s actions.MouthShape) string {
	names := []string{"Closed", "Wide1", "Wide2", "Wide3", "Wide4", "Medium", "Narrow"}
	if s >= 0 && int(s) < len(names) {
		return names[s]
	}
	return fmt.Sprintf("shape(%d)", int(s))
}

// checkTrack checks the invariants every track keeps, whatever its input.
func checkTrack(t *testing.T, tr *Track) {
	t.Helper()
	if tr == nil {
		t.Fatal("nil track")
	}
	if tr.Duration() < 0 {
		t.Fatalf("negative duration %v", tr.Duration())
	}
	if tr.Len() == 0 && tr.Duration() != 0 {
		t.Fatalf("no segments but duration %v", tr.Duration())
	}
	for i := 0; i < tr.Len(); i++ {
		at, s := tr.Segment(i)
		if s < actions.MouthClosed || s > actions.MouthNarrow {
			t.Fatalf("segment %d: shape %d outside 0-6", i, s)
		}
		if i == 0 && at != 0 {
			t.Fatalf("first segment starts at %v", at)
		}
		if at >= tr.Duration() {
			t.Fatalf("segment %d starts at %v, not before the end %v", i, at, tr.Duration())
		}
		if i > 0 {
			prevAt, prev := tr.Segment(i - 1)
			if at <= prevAt {
				t.Fatalf("segment %d starts at %v, not after %v", i, at, prevAt)
			}
			if prev == s {
				t.Fatalf("segments %d and %d both %s", i-1, i, shapeName(s))
			}
		}
	}
	var prevEnd time.Duration
	for i, w := range tr.Words() {
		if w.Start > w.End || w.Start < prevEnd || w.End > tr.Duration() {
			t.Fatalf("word %d %q [%v, %v) after %v in %v", i, w.Text, w.Start, w.End, prevEnd, tr.Duration())
		}
		prevEnd = w.End
	}
}

// reference is At by a linear scan.
func reference(tr *Track, d time.Duration) actions.MouthShape {
	if d < 0 || d >= tr.Duration() {
		return actions.MouthNone
	}
	shape := actions.MouthNone
	for i := 0; i < tr.Len(); i++ {
		if at, s := tr.Segment(i); at <= d {
			shape = s
		}
	}
	return shape
}

// abs returns |d|.
func abs(d time.Duration) time.Duration {
	if d < 0 {
		return -d
	}
	return d
}

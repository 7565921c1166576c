package rig

import (
	"testing"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// benchSwayPlayer is newBenchPlayer's character (50 tracks, 20 bones, 4
// items) with 4 of its 6 pieces swaying: the hat (Head), the skirt
// (Hips), the shirt's back (Spine) and the boot (rFoot).
func benchSwayPlayer(tb testing.TB, physics bool) *Player {
	r, b, pieces := benchCharacter(tb)
	s := Sway{Spring: 30, Damping: 4, Gravity: 0.5, MotionInfluence: 2, MaxAngle: 40}
	n := 0
	for i := range pieces {
		switch pieces[i].Slot {
		case "piece/hat", "piece/skirt-hips", "piece/shirt-spine", "piece/r-foot":
			pieces[i].Sway = &s
			n++
		}
	}
	if n != 4 {
		tb.Fatalf("%d swaying pieces, want 4", n)
	}
	p := NewPlayer(r)
	p.Dress(pieces)
	p.SetPhysics(physics)
	p.Play(b, 0)
	for i := 0; i < 120; i++ { // warm up
		p.Advance(ticks60[i%3])
		p.DrawList()
	}
	return p
}

// BenchmarkSwayTick is BenchmarkCharacterTick's frame (a 60 Hz tick and
// the draw list) with 4 swaying pieces, physics off and on: the
// difference divided by 4 is the cost of one swaying piece (target: at
// most 25 ns).
func BenchmarkSwayTick(b *testing.B) {
	for _, c := range []struct {
		name string
		on   bool
	}{{"physics=off", false}, {"physics=on", true}} {
		b.Run(c.name, func(b *testing.B) {
			p := benchSwayPlayer(b, c.on)
			var list drawlist.List
			b.ReportAllocs()
			k := 0
			for b.Loop() {
				p.Advance(ticks60[k%3])
				k++
				list = p.AppendDrawList(list[:0])
			}
		})
	}
}

package rig

import (
	"testing"
	"time"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// BenchmarkCharacterTickTwoTracks is BenchmarkCharacterTick's frame with
// a second clip on track 1 (the arms and head, at alpha 0.7) over the
// 50-track clip: what a wave over a walk costs.
func BenchmarkCharacterTickTwoTracks(b *testing.B) {
	p := newBenchPlayer(b)
	wave := mustBind(b, p.Rig(), clipJSON(1.2, true, []trackSpec{
		{"bone/arm-right-upper", "rotation.z", []tk{{0, 150, 0, 0}, {0.6, 175, 0, 0}, {1.2, 150, 0, 0}}},
		{"bone/arm-right-lower", "rotation.z", []tk{{0, 20, 0, 40}, {0.3, 60, 0, 0}, {1.2, 20, 40, 0}}},
		{"bone/head", "rotation.z", []tk{{0, 0, 0, 0}, {0.6, 10, 0, 0}, {1.2, 0, 0, 0}}},
	}, nil))
	if _, err := p.SetClip(1, wave, 200*time.Millisecond); err != nil {
		b.Fatal(err)
	}
	p.SetAlpha(1, 0.7)
	var list drawlist.List
	for k := range 60 { // past the fade in
		p.Advance(ticks60[k%3])
		list = p.AppendDrawList(list[:0])
	}
	b.ReportAllocs()
	k := 0
	for b.Loop() {
		p.Advance(ticks60[k%3])
		k++
		list = p.AppendDrawList(list[:0])
	}
}

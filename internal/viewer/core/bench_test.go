package core

import (
	"testing"
)

// The desktop hit test runs every tick: it must not allocate.
func TestAlphaAtAllocations(t *testing.T) {
	c := sample(t, false)
	p := newPlayer(c)
	playTo(t, p, "RestPose", 0)
	list := p.AppendDrawList(nil)
	allocs := testing.AllocsPerRun(100, func() {
		list = p.AppendDrawList(list[:0])
		AlphaAt(list, c.NRGBA, 40, 60)
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per hit test", allocs)
	}
}

func BenchmarkAlphaAt(b *testing.B) {
	c := sample(b, false)
	p := newPlayer(c)
	playTo(b, p, "RestPose", 0)
	list := p.AppendDrawList(nil)
	b.ReportAllocs()
	for b.Loop() {
		list = p.AppendDrawList(list[:0])
		AlphaAt(list, c.NRGBA, 40, 60)
	}
}

func BenchmarkRestore(b *testing.B) {
	c := sample(b, false)
	old := newPlayer(c)
	playTo(b, old, "Think", 700e6)
	s := Take(old)
	b.ReportAllocs()
	for b.Loop() {
		Restore(newPlayer(c), s)
	}
}

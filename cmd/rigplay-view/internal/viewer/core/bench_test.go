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

func BenchmarkReloadRebind(b *testing.B) {
	c, c2 := sample(b, false), sample(b, false)
	p := newPlayer(c)
	playTo(b, p, "Think", 700e6)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if i%2 == 0 {
			p.Rebind(c2)
		} else {
			p.Rebind(c)
		}
	}
}

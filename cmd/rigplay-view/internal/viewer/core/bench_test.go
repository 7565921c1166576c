package core

import (
	"testing"
)

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

package character

import (
	"runtime"
	"testing"
	"time"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// BenchmarkLoadRigged loads Moss, the rigged sample, from its embedded
// files (target: at most 50 ms).
func BenchmarkLoadRigged(b *testing.B) {
	fsys := assets.Rigged()
	for b.Loop() {
		if c, d := Load(fsys, Options{}); c == nil {
			b.Fatal(d)
		}
	}
}

// BenchmarkLoadFrame loads Pip, the frame sample.
func BenchmarkLoadFrame(b *testing.B) {
	fsys := assets.Frame()
	for b.Loop() {
		if c, d := Load(fsys, Options{}); c == nil {
			b.Fatal(d)
		}
	}
}

// benchPlayerMemory measures the heap held by 1000 extra players of c in
// steady state (started, updated and drawn once) and reports bytes/player.
func benchPlayerMemory(b *testing.B, c *Character) {
	const n = 1000
	var perPlayer float64
	for b.Loop() {
		players := make([]*Player, n)
		var list drawlist.List
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for i := range players {
			p := NewPlayer(c, PlayerOptions{Seed: uint64(i)})
			p.PlayDefault()
			p.Advance(16 * time.Millisecond)
			list = p.AppendDrawList(list[:0])
			players[i] = p
		}
		runtime.GC()
		runtime.ReadMemStats(&after)
		perPlayer = float64(after.HeapAlloc-before.HeapAlloc) / n
		runtime.KeepAlive(players)
	}
	b.ReportMetric(perPlayer, "bytes/player")
}

func BenchmarkPlayerMemory(b *testing.B) {
	b.Run("frame", func(b *testing.B) { benchPlayerMemory(b, pip(b)) })
	b.Run("rig", func(b *testing.B) { benchPlayerMemory(b, moss(b)) })
}

// BenchmarkUpdateDraw is one 60 Hz frame of one character: Update then
// AppendDrawList.
func BenchmarkUpdateDraw(b *testing.B) {
	for _, tc := range []struct {
		name string
		c    *Character
	}{{"frame", pip(b)}, {"rig", moss(b)}} {
		b.Run(tc.name, func(b *testing.B) {
			p := NewPlayer(tc.c, PlayerOptions{Seed: 1})
			p.PlayDefault()
			if tc.c.Rigged() {
				p.Play("walk")
			}
			list := make(drawlist.List, 0, 64)
			b.ReportAllocs()
			for b.Loop() {
				p.Advance(time.Second / 60)
				list = p.AppendDrawList(list[:0])
			}
		})
	}
}

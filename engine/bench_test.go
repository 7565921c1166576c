package engine

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// The scene of the issue: 1,000 rigged and 1,000 frame characters, loaded
// into one Atlas, updated and drawn through one Batch each frame.
const benchRigged, benchFramed = 1000, 1000

// benchScene makes the scene's players and their draw options.
func benchScene(b *testing.B) ([]*Player, []DrawOptions) {
	b.Helper()
	ps, ops := crowdOf(b, NewAtlas(), benchRigged+benchFramed)
	for i := range ops {
		ops[i].GeoM.Reset()
		ops[i].GeoM.Translate(float64(i*37%1280)-40, float64(i*53%960)-40)
	}
	return ps, ops
}

// BenchmarkScene_OurCode is the CPU time rigplay's code spends per frame
// on the scene: every Player's Update and the Batch building every quad
// (draw lists, transforms, vertices), without Ebitengine's DrawTriangles
// (the batch has no destination). One op is one frame. The allocs/op it
// reports are the process's: Ebitengine's game loop, which the tests keep
// running (TestMain), allocates on its own goroutine; a memory profile
// focused on this benchmark's frame function shows none in steady state.
func BenchmarkScene_OurCode(b *testing.B) {
	ps, ops := benchScene(b)
	var batch Batch
	frame := func() {
		for _, p := range ps {
			p.UpdateBy(time.Second / 60)
		}
		batch.Begin(nil)
		for i, p := range ps {
			batch.Draw(p, &ops[i])
		}
		batch.End()
	}
	// Ten seconds of play first: every player has shown and idled, and
	// its event buffers have grown to what its actions report at once.
	for range 600 {
		frame()
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		frame()
	}
}

// BenchmarkScene_WithEbiten is the same frame including Ebitengine's
// DrawTriangles calls onto a 1280x960 image, one frame of the game loop
// per op (the timer runs only while the frame's work runs).
func BenchmarkScene_WithEbiten(b *testing.B) {
	ps, ops := benchScene(b)
	var dst *ebiten.Image
	onGame(b, func() { dst = ebiten.NewImage(1280, 960) })
	var batch Batch
	frame := func() {
		for _, p := range ps {
			p.UpdateBy(time.Second / 60)
		}
		batch.Begin(dst)
		for i, p := range ps {
			batch.Draw(p, &ops[i])
		}
		batch.End()
	}
	for i := 0; i < 5; i++ {
		onGame(b, frame)
	}
	b.ReportAllocs()
	b.ResetTimer()
	b.StopTimer()
	for i := 0; i < b.N; i++ {
		onGame(b, func() {
			b.StartTimer()
			frame()
			b.StopTimer()
		})
	}
	onGame(b, func() { dst.Deallocate() })
}

// BenchmarkPlayer_UpdateDraw is one character's Update and Draw (plain)
// onto an image, many per frame.
func BenchmarkPlayer_UpdateDraw(b *testing.B) {
	for _, rigged := range []bool{false, true} {
		name := "frame"
		if rigged {
			name = "rigged"
		}
		b.Run(name, func(b *testing.B) {
			c := loadSample(b, rigged)
			p := NewPlayer(c, PlayerOptions{ManualSound: true, Player: playerOpts()})
			if err := p.PlayDefault(); err != nil {
				b.Fatal(err)
			}
			var op DrawOptions
			onGame(b, func() {
				dst := ebiten.NewImage(320, 240)
				defer dst.Deallocate()
				b.ReportAllocs()
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					p.UpdateBy(time.Second / 60)
					p.Draw(dst, &op)
				}
				b.StopTimer()
			})
		})
	}
}

package engine

import (
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// particleList is a draw list of default particles (drawlist.KindParticle
// with no image): small and large, turned, tinted and half transparent,
// overlapping.
func particleList() drawlist.List {
	var list drawlist.List
	src := image.Rect(0, 0, drawlist.ParticleSize, drawlist.ParticleSize)
	add := func(cx, cy, size, rot float64, c drawlist.Color) {
		k := size / drawlist.ParticleSize
		m := drawlist.Affine{A: k, D: k}
		if rot != 0 {
			m = drawlist.Affine{A: k * 0.8, B: -k * 0.6, C: k * 0.6, D: k * 0.8}
		}
		m.TX = cx - (m.A+m.C)*drawlist.ParticleSize/2
		m.TY = cy - (m.B+m.D)*drawlist.ParticleSize/2
		list = append(list, drawlist.Item{Kind: drawlist.KindParticle, Src: src, Transform: m, Color: c, SortKey: 1})
	}
	add(20.3, 20.6, 24, 0, drawlist.Color{R: 1, G: 0.8, B: 0.2, A: 1})
	add(30.1, 25.2, 40.5, 1, drawlist.Color{R: 0.2, G: 0.6, B: 1, A: 0.5})
	add(52.7, 18.4, 9.3, 0, drawlist.White)
	add(60, 40, 64, 0, drawlist.Color{R: 1, G: 0.2, B: 0.3, A: 0.8})
	return list
}

// TestGolden_ParticlesDrawAsSoftRender: the engine draws default particles
// as engine/softrender does (both sample drawlist.ParticleImage
// bilinearly), within 4/255 but for a few edge pixels, all in one
// DrawTriangles call.
func TestGolden_ParticlesDrawAsSoftRender(t *testing.T) {
	c := loadSample(t, true)
	list := particleList()
	const w, h = 100, 80
	gpu := gpuRender(t, c, list, w, h, drawlist.Identity, DrawOptions{})
	cpu := cpuRender(c, list, w, h, drawlist.Identity)
	if n := opaqueCount(cpu); n < 1500 {
		t.Fatalf("the CPU drew %d pixels", n)
	}
	maxDiff, over, at := diffStats(gpu, cpu, 4)
	if over > 40 {
		t.Errorf("%d pixels differ by more than 4/255 (max %d, first at %v)", over, maxDiff, at)
	}
	var calls int
	onGame(t, func() {
		var b batch
		dst := ebiten.NewImage(w, h)
		b.drawList(dst, list, c.sprites, drawlist.Identity, &DrawOptions{})
		calls = b.calls
	})
	if calls != 1 {
		t.Errorf("%d draw calls for %d particles, want 1", calls, len(list))
	}
}

// TestBatch_ParticlesZeroAllocs: queuing Moss's cheer with its sparkles
// (sprites, then particles from their own picture) allocates nothing once
// the batch has grown (docs/effects.md#cost).
func TestBatch_ParticlesZeroAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts mean nothing under -race")
	}
	c := loadSample(t, true)
	p := NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 1})
	if _, err := p.Interrupt("cheer"); err != nil {
		t.Fatal(err)
	}
	p.Advance(500 * time.Millisecond)
	list := p.AppendDrawList(nil)
	particles := 0
	for _, it := range list {
		if it.Kind == drawlist.KindParticle {
			particles++
		}
	}
	if particles < 10 {
		t.Fatalf("%d particles in the draw list", particles)
	}
	var b batch
	var cs ebiten.ColorScale
	view := drawlist.Affine{A: 2, D: 2, TX: 10, TY: 20}
	build := func() {
		p.Advance(time.Second / 60)
		list = p.AppendDrawList(list[:0])
		for i := range list {
			it := &list[i]
			if it.Kind == drawlist.KindParticle {
				b.src = particleSprite().sheet // never flush
				b.particle(it, c.sprites, view, &cs)
				continue
			}
			b.src = c.sprites[it.Image].sheet
			b.item(it, c.sprites, view, &cs, it.Color)
		}
		b.verts, b.idx = b.verts[:0], b.idx[:0]
	}
	onGame(t, func() {
		for i := 0; i < 30; i++ {
			build()
		}
	})
	if n := allocsOnGame(t, 100, build); n != 0 {
		t.Errorf("%v allocs per frame", n)
	}
}

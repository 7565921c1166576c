package engine

import (
	"runtime/debug"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// TestRule2_FixedTickHasNoDrift: Update advances by 1/TPS with the
// remainders carried, so TPS updates make exactly one second of logical
// time at any TPS (no drift: docs/actions.md#time,
// docs/character-package.md#player).
func TestRule2_FixedTickHasNoDrift(t *testing.T) {
	c := loadSample(t, false)
	for _, tps := range []int{60, 144, 7} {
		var now time.Duration
		onGame(t, func() {
			old := ebiten.TPS()
			ebiten.SetTPS(tps)
			defer ebiten.SetTPS(old)
			p := NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 1})
			for i := 0; i < 3*tps; i++ {
				p.Update()
			}
			now = p.Now()
		})
		if now != 3*time.Second {
			t.Errorf("TPS %d: %d updates gave %v, want 3s", tps, 3*tps, now)
		}
	}
}

// TestPlayer_EventsAreThePurePlayers: the engine's Player reports exactly
// the pure player's events (same seed, same requests, same ticks).
func TestPlayer_EventsAreThePurePlayers(t *testing.T) {
	c := loadSample(t, false)
	p := NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 1})
	q := character.NewPlayer(c.c, playerOpts())
	for _, pl := range []interface{ PlayDefault() error }{p, q} {
		if err := pl.PlayDefault(); err != nil {
			t.Fatal(err)
		}
	}
	n := 0
	for i := 0; i < 1200; i++ {
		if i == 300 {
			p.Play("Wave")
			q.Play("Wave")
		}
		if i == 500 {
			p.Exit()
			q.Exit()
		}
		a, b := p.Advance(time.Second/60), q.Advance(time.Second/60)
		if len(a) != len(b) {
			t.Fatalf("tick %d: %d events, pure player %d", i, len(a), len(b))
		}
		if !sameRequests(a, b) {
			t.Fatalf("tick %d: the requests of the events differ", i)
		}
		a, b = anonymous(a), anonymous(b)
		for k := range a {
			if a[k] != b[k] {
				t.Fatalf("tick %d event %d: %+v, pure player %+v", i, k, a[k], b[k])
			}
		}
		n += len(a)
	}
	if n == 0 {
		t.Error("no events at all")
	}
}

// TestPlayer_DrawAllocatesNothing: a Player's UpdateBy + Draw do not
// allocate in steady state (the batch and draw list are reused), for a
// frame and a rigged character; tinted and outlined, only Ebitengine's own
// per-command allocations remain.
func TestPlayer_DrawAllocatesNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts mean nothing under -race")
	}
	// The rig's pose scratch lives in a sync.Pool, which a garbage
	// collection empties: with the collector off the measurement sees the
	// steady state, not whatever garbage earlier tests left to collect.
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	for _, rigged := range []bool{false, true} {
		c := loadSample(t, rigged)
		p := NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 1})
		if err := p.PlayDefault(); err != nil {
			t.Fatal(err)
		}
		var opts DrawOptions
		opts.GeoM.Translate(100, 100)
		tinted := opts
		tinted.Tint = Tint{Amount: 0.5}
		tinted.Outline.Color.A = 255
		tinted.Filter = ebiten.FilterLinear
		var plain, fancy float64
		var dst *ebiten.Image
		onGame(t, func() { dst = ebiten.NewImage(320, 240) })
		// Ebitengine recycles its draw commands frame by frame, so each
		// measurement runs in a frame of its own, after warm-up frames.
		for i := 0; i < 40; i++ {
			onGame(t, func() {
				a := testing.AllocsPerRun(1, func() {
					p.Advance(time.Second / 60)
					p.Draw(dst, &opts)
				})
				b := testing.AllocsPerRun(1, func() {
					p.Advance(time.Second / 60)
					p.Draw(dst, &tinted)
				})
				if i == 20 {
					plain, fancy = a, b
				} else if i > 20 {
					plain, fancy = min(plain, a), min(fancy, b)
				}
			})
		}
		onGame(t, func() { dst.Deallocate() })
		// Ebitengine allocates one small slice for each draw command it
		// cannot merge into the previous one; the tinted and outlined
		// character makes two (outline, then sprites), the plain one
		// merges. Our own code allocates nothing (TestBatch_ZeroAllocs).
		// The fewest of 20 frames is taken: an allocation of ours would
		// come back every frame, while on a loaded machine Ebitengine now
		// and then splits a frame's commands once more.
		if plain != 0 || fancy > 2 {
			t.Errorf("rigged=%v: %v allocs per Update+Draw (want 0), %v with tint, outline and linear filter (want <= 2)", rigged, plain, fancy)
		}
	}
}

// TestPlayer_DrawNilOptions: nil options draw at the origin, as the zero
// DrawOptions do.
func TestPlayer_DrawNilOptions(t *testing.T) {
	c := loadSample(t, false)
	p := NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 1})
	if _, err := p.Play("Show"); err != nil {
		t.Fatal(err)
	}
	p.Advance(200 * time.Millisecond)
	var a, b []byte
	onGame(t, func() {
		for i, o := range []*DrawOptions{nil, {}} {
			dst := ebiten.NewImage(200, 200)
			p.Draw(dst, o)
			buf := make([]byte, 4*200*200)
			dst.ReadPixels(buf)
			dst.Deallocate()
			if i == 0 {
				a = buf
			} else {
				b = buf
			}
		}
	})
	visible := 0
	for i := 3; i < len(a); i += 4 {
		if a[i] > 0 {
			visible++
		}
	}
	if visible == 0 {
		t.Fatal("nothing drawn")
	}
	if string(a) != string(b) {
		t.Error("nil options draw differently from zero options")
	}
}

// TestBatch_ZeroAllocs: building a draw list's vertices (every mode,
// without the GPU calls) allocates nothing once the buffers have grown.
func TestBatch_ZeroAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts mean nothing under -race")
	}
	for _, rigged := range []bool{false, true} {
		c := loadSample(t, rigged)
		p := NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 1})
		if err := p.PlayDefault(); err != nil {
			t.Fatal(err)
		}
		p.Advance(time.Second)
		var b batch
		var cs ebiten.ColorScale
		list := p.AppendDrawList(nil)
		view := drawlist.Affine{A: 2, D: 2, TX: 10, TY: 20}
		build := func() {
			list = p.AppendDrawList(list[:0])
			for _, mode := range []drawMode{modeOutline, modeSprite, modePlain} {
				for i := range list {
					it := &list[i]
					b.src, b.mode = c.sprites[it.Image].sheet, mode // never flush
					b.item(it, c.sprites, view, &cs, it.Color)
				}
			}
			if len(b.verts) != 12*len(list) || len(b.idx) != 18*len(list) {
				t.Fatalf("%d vertices, %d indices for %d items", len(b.verts), len(b.idx), len(list))
			}
			b.verts, b.idx = b.verts[:0], b.idx[:0]
		}
		build()
		if n := allocsOnGame(t, 100, build); n != 0 {
			t.Errorf("rigged=%v: %v allocs", rigged, n)
		}
	}
}

package engine

import (
	"encoding/json"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/drawlist"
)

func playerOpts() character.PlayerOptions { return character.PlayerOptions{Seed: 1} }

// TestGolden_FrameCharacterExact: at integer translations with nearest
// filtering, the GPU draws a frame character's layered frames as the CPU
// renderer does. Where semi-transparent layers overlap the two may differ
// by rounding only (the GPU blends in floating point and rounds, image/draw
// blends in 16 bits and truncates): at most 2/255 per channel. Opaque and
// single-layer pixels are exact (TestGolden_FrameCharacterSourcePixels).
func TestGolden_FrameCharacterExact(t *testing.T) {
	c := loadSample(t, false)
	w, h, view := fitView(c, 3)
	for _, tc := range []struct {
		action string
		at     time.Duration
	}{
		{"Show", 0},
		{"Show", 150 * time.Millisecond},
		{"Wave", 0},
		{"Wave", 400 * time.Millisecond},
		{"Think", 300 * time.Millisecond},
	} {
		list := sampleList(t, c, tc.action, tc.at)
		if len(list) == 0 {
			t.Errorf("%s at %v: empty draw list", tc.action, tc.at)
			continue
		}
		gpu := gpuRender(t, c, list, w, h, view, DrawOptions{})
		cpu := cpuRender(c, list, w, h, view)
		if n := opaqueCount(cpu); n == 0 {
			t.Errorf("%s at %v: the CPU render is empty", tc.action, tc.at)
		}
		if maxd, over, at := diffStats(gpu, cpu, 2); over > 0 {
			t.Errorf("%s at %v: %d pixels differ (max %d/255, first at %v)", tc.action, tc.at, over, maxd, at)
		}
	}
}

// TestGolden_FrameCharacterSourcePixels: every image of the frame sample,
// drawn alone at an integer offset, gives exactly its pixels.
func TestGolden_FrameCharacterSourcePixels(t *testing.T) {
	c := loadSample(t, false)
	for _, path := range c.c.ImagePaths() {
		sourcePixelsExact(t, c, path)
	}
}

func sourcePixelsExact(t *testing.T, c *Character, path string) {
	t.Helper()
	src := c.c.NRGBA(path)
	b := src.Bounds()
	list := drawlist.List{{Image: path, Transform: drawlist.Affine{A: 1, D: 1, TX: 2, TY: 3}, Color: drawlist.White}}
	gpu := gpuRender(t, c, list, b.Dx()+4, b.Dy()+6, drawlist.Identity, DrawOptions{})
	bad := 0
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			s := src.NRGBAAt(b.Min.X+x, b.Min.Y+y)
			g := gpu.RGBAAt(x+2, y+3)
			// Compare premultiplied: the GPU keeps premultiplied 8-bit
			// values, as image.RGBA does.
			wr, wg, wb, wa := s.RGBA()
			if uint8(wr>>8) != g.R || uint8(wg>>8) != g.G || uint8(wb>>8) != g.B || uint8(wa>>8) != g.A {
				bad++
			}
		}
	}
	if bad > 0 {
		t.Errorf("%s: %d of %d pixels differ from the source image", path, bad, b.Dx()*b.Dy())
	}
}

// TestGolden_RiggedCharacter: a rigged character (rotated, scaled sprites)
// drawn with linear filtering agrees with the CPU renderer within a small
// per-channel tolerance (in a browser, on SwiftShader, but for the edge
// pixels goldenSlack allows).
func TestGolden_RiggedCharacter(t *testing.T) {
	c := loadSample(t, true)
	w, h, view := fitView(c, 3)
	for _, tc := range []struct {
		clip string
		at   time.Duration
	}{
		{"", 0},
		{"idle", 500 * time.Millisecond},
		{"walk", 700 * time.Millisecond},
		{"wave", 900 * time.Millisecond},
	} {
		list := sampleList(t, c, tc.clip, tc.at)
		if len(list) == 0 {
			t.Fatalf("%q: empty draw list", tc.clip)
		}
		gpu := gpuRender(t, c, list, w, h, view, DrawOptions{Filter: ebiten.FilterLinear})
		cpu := cpuRender(c, list, w, h, view)
		maxd, over, at := diffStats(gpu, cpu, 3)
		n := opaqueCount(cpu)
		t.Logf("%q at %v: %d visible pixels, %d over 3/255, max diff %d, first at %v", tc.clip, tc.at, n, over, maxd, at)
		if over > goldenSlack(n) {
			t.Errorf("%q at %v: %d of %d pixels differ by more than 3/255 (max %d, first at %v)", tc.clip, tc.at, over, n, maxd, at)
		}
	}
}

// TestGolden_RiggedJacketWinter: the rigged sample wearing the jacket in
// its winter body variant (the manifest's variant picks the variant's
// sprites) draws on the GPU as on the CPU, and the winter sprites are the
// ones drawn.
func TestGolden_RiggedJacketWinter(t *testing.T) {
	files := copyFS(t, assets.Rigged())
	var m map[string]any
	if err := json.Unmarshal(files["character.json"].Data, &m); err != nil {
		t.Fatal(err)
	}
	m["variant"] = "winter"
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	files["character.json"] = &fstest.MapFile{Data: data}
	var c *Character
	onGame(t, func() {
		var err error
		if c, err = Load(files, LoadOptions{}); err != nil {
			t.Error(err)
		}
	})
	if c == nil {
		t.FailNow()
	}
	p := NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 1})
	if err := p.Wear("jacket"); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Play("wave"); err != nil {
		t.Fatal(err)
	}
	p.Advance(900 * time.Millisecond)
	list := p.AppendDrawList(nil)
	winter := 0
	for _, it := range list {
		if strings.Contains(it.Image, "-winter") {
			winter++
		}
	}
	if winter != 2 {
		t.Errorf("%d winter sprites drawn, want the variant's 2", winter)
	}
	// At 1x and 2x with linear filtering: the axis-aligned sprites stay
	// pixel-exact (sampled nearest) on both renderers, the rotated ones
	// are smooth on both.
	for _, zoom := range []float64{1, 2} {
		w, h, view := fitView(c, 3)
		view = drawlist.Affine{A: zoom, D: zoom, TX: zoom * view.TX, TY: zoom * view.TY}
		w, h = int(zoom)*w, int(zoom)*h
		gpu := gpuRender(t, c, list, w, h, view, DrawOptions{Filter: ebiten.FilterLinear})
		cpu := cpuRender(c, list, w, h, view)
		maxd, over, at := diffStats(gpu, cpu, 3)
		n := opaqueCount(cpu)
		t.Logf("%vx: %d visible pixels, %d over 3/255, max diff %d", zoom, n, over, maxd)
		if over > goldenSlack(n) {
			t.Errorf("%vx: %d pixels differ by more than 3/255 (max %d, first at %v)", zoom, over, maxd, at)
		}
	}
}

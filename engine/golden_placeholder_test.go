package engine

import (
	"io/fs"
	"runtime/debug"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// noArtSample loads the rigged sample with every PNG removed, so that each
// bone and clothing piece draws as a placeholder.
func noArtSample(t testing.TB) *Character {
	t.Helper()
	src := assets.Rigged()
	files := fstest.MapFS{}
	err := fs.WalkDir(src, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(p, ".png") {
			return err
		}
		data, err := fs.ReadFile(src, p)
		files[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	var c *Character
	onGame(t, func() { c, err = Load(files, LoadOptions{}) })
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if len(c.Warnings()) == 0 {
		t.Fatal("no warning for the missing images")
	}
	return c
}

// TestGolden_Placeholders: a rig without art draws its placeholders on
// the GPU as engine/softrender draws them (the draw list is the one
// interface, the placeholder one of its item kinds): at 1x and at an
// in-between zoom, nearest and linear, with a color scale, the two agree
// within 3/255 except for a few pixels whose centres lie on a
// placeholder's edge, where the two rasterizers may round apart.
func TestGolden_Placeholders(t *testing.T) {
	c := noArtSample(t)
	for _, tc := range []struct {
		clip   string
		at     time.Duration
		zoom   float64
		filter ebiten.Filter
	}{
		{"", 0, 1, ebiten.FilterNearest},
		{"walk", 700 * time.Millisecond, 1, ebiten.FilterLinear},
		{"wave", 900 * time.Millisecond, 2.5, ebiten.FilterLinear},
		{"walk", 300 * time.Millisecond, 3, ebiten.FilterNearest},
	} {
		list := sampleList(t, c, tc.clip, tc.at)
		if len(list) == 0 {
			t.Fatalf("%q: empty draw list", tc.clip)
		}
		for _, it := range list {
			if it.Kind != drawlist.KindPlaceholder {
				t.Fatalf("%s is not a placeholder", it.Image)
			}
		}
		w, h, view := fitView(c, 3)
		z := tc.zoom
		// A quarter pixel off the grid: an edge exactly on a pixel centre
		// is a tie the GPU rasterizer and the CPU may break differently
		// (a zoom of 2.5 over an odd origin put many edges there).
		view = drawlist.Affine{A: z, D: z, TX: z*view.TX + 0.25, TY: z*view.TY + 0.25}
		w, h = int(z*float64(w)+0.999), int(z*float64(h)+0.999)
		gpu := gpuRender(t, c, list, w, h, view, DrawOptions{Filter: tc.filter})
		cpu := cpuRender(c, list, w, h, view)
		n := opaqueCount(cpu)
		maxd, over, at := diffStats(gpu, cpu, 3)
		t.Logf("%q at %v x%v: %d visible pixels, %d over 3/255, max diff %d, first at %v", tc.clip, tc.at, z, n, over, maxd, at)
		if n < 1000 {
			t.Errorf("%q at %v: only %d visible pixels", tc.clip, tc.at, n)
		}
		if over > n/200 {
			t.Errorf("%q at %v x%v: %d of %d pixels differ by more than 3/255 (max %d, first at %v)", tc.clip, tc.at, z, over, n, maxd, at)
		}
	}
}

// TestAllocs_PlaceholdersDrawAllocationFree: queuing a rig of
// placeholders allocates nothing once the batch has grown, and a whole
// Update+Draw of one allocates nothing per frame either (every
// placeholder is one batch: the same white source and settings).
func TestAllocs_PlaceholdersDrawAllocationFree(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1)) // see TestPlayer_DrawAllocs
	c := noArtSample(t)
	p := NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 1})
	if _, err := p.Play("walk"); err != nil {
		t.Fatal(err)
	}
	p.Advance(300 * time.Millisecond)
	var b batch
	var cs ebiten.ColorScale
	list := p.AppendDrawList(nil)
	view := drawlist.Affine{A: 2, D: 2, TX: 10, TY: 20}
	build := func() {
		list = p.AppendDrawList(list[:0])
		for i := range list {
			b.src = whitePixel() // never flush
			b.placeholder(&list[i], view, &cs, &noTint)
		}
		if len(b.verts) != 20*len(list) {
			t.Fatalf("%d vertices for %d placeholders", len(b.verts), len(list))
		}
		b.verts, b.idx = b.verts[:0], b.idx[:0]
	}
	onGame(t, func() {
		build()
		if n := testing.AllocsPerRun(100, build); n != 0 {
			t.Errorf("queuing: %v allocs", n)
		}
	})
	opts := &DrawOptions{Filter: ebiten.FilterLinear}
	opts.GeoM.Translate(128, 200)
	var dst *ebiten.Image
	onGame(t, func() { dst = ebiten.NewImage(256, 256) })
	worst := 0.0
	for i := 0; i < 30; i++ {
		onGame(t, func() {
			n := testing.AllocsPerRun(1, func() { p.Advance(time.Second / 60); p.Draw(dst, opts) })
			if i >= 15 {
				worst = max(worst, n)
			}
		})
	}
	onGame(t, func() { dst.Deallocate() })
	if worst != 0 {
		t.Errorf("%v allocs per Update+Draw, want 0", worst)
	}
}

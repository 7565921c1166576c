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
	if raceEnabled {
		t.Skip("allocation counts mean nothing under -race")
	}
	defer debug.SetGCPercent(debug.SetGCPercent(-1)) // see TestPlayer_DrawAllocatesNothing
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
	// testing.AllocsPerRun counts the mallocs of the whole process:
	// Ebitengine's own goroutines (and, on a loaded machine, its frames
	// that split into more commands) add some now and then, never fewer.
	// An allocation of ours comes back every run, so the fewest of a few
	// measurements is taken.
	queued := -1.0
	for range 3 {
		onGame(t, func() {
			build()
			n := testing.AllocsPerRun(100, build)
			if queued < 0 || n < queued {
				queued = n
			}
		})
	}
	if queued != 0 {
		t.Errorf("queuing: %v allocs", queued)
	}
	opts := &DrawOptions{Filter: ebiten.FilterLinear}
	opts.GeoM.Translate(128, 200)
	var dst *ebiten.Image
	onGame(t, func() { dst = ebiten.NewImage(256, 256) })
	// Each measurement is one Update+Draw in a frame of its own (Ebitengine
	// recycles its commands frame by frame), after 15 warm-up frames. Of
	// the 30 measured frames most must allocate nothing: an allocation of
	// ours would be in every frame (or every other), while the outside
	// ones above land in a few.
	var counts []float64
	for i := 0; i < 45; i++ {
		onGame(t, func() {
			n := testing.AllocsPerRun(1, func() { p.Advance(time.Second / 60); p.Draw(dst, opts) })
			if i >= 15 {
				counts = append(counts, n)
			}
		})
	}
	onGame(t, func() { dst.Deallocate() })
	free := 0
	for _, n := range counts {
		if n == 0 {
			free++
		}
	}
	t.Logf("queuing: %v allocs; %d of %d frames allocated nothing (%v)", queued, free, len(counts), counts)
	if free < len(counts)*2/3 {
		t.Errorf("%d of %d frames allocated nothing (allocs per Update+Draw: %v), want at least %d", free, len(counts), counts, len(counts)*2/3)
	}
}

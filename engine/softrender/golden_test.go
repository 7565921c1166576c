package softrender

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/drawlist"
)

var update = flag.Bool("update", false, "rewrite the golden images in testdata/golden")

// goldenDir is testdata/golden at the repository root.
var goldenDir = filepath.Join("..", "..", "testdata", "golden")

// goldenTolerance is the largest per-channel difference accepted: PNG
// stores unpremultiplied 8-bit values, so a round trip may move
// translucent pixels by one step; bilinear sampling may differ by one more
// across CPUs (fused multiply-add).
const goldenTolerance = 2

type goldenCase struct {
	name  string
	rig   bool
	scale float64
	list  func(t *testing.T, c *character.Character) drawlist.List
}

// noArtPrefix starts the names of the cases that draw the rigged sample
// without any image (noArtMoss): every bone and piece a placeholder.
const noArtPrefix = "moss_noart"

var goldenCases = []goldenCase{
	{"pip_show_frame5", false, 1, func(t *testing.T, c *character.Character) drawlist.List {
		return c.AppendFrame(nil, c.Actions.Action("Show"), 5, actions.MouthNone)
	}},
	{"pip_wave_frame1", false, 1, func(t *testing.T, c *character.Character) drawlist.List {
		return c.AppendFrame(nil, c.Actions.Action("Wave"), 1, actions.MouthNone)
	}},
	{"pip_speak_frame1_wide2", false, 1, func(t *testing.T, c *character.Character) drawlist.List {
		return c.AppendFrame(nil, c.Actions.Action("Speak"), 1, actions.MouthWide2)
	}},
	{"pip_default_at_1500ms_x2", false, 2, func(t *testing.T, c *character.Character) drawlist.List {
		p := character.NewPlayer(c, character.PlayerOptions{Seed: 1})
		if err := p.PlayDefault(); err != nil {
			t.Fatal(err)
		}
		p.Advance(1500 * time.Millisecond)
		return p.AppendDrawList(nil)
	}},
	{"moss_rest", true, 1, func(t *testing.T, c *character.Character) drawlist.List {
		return character.NewPlayer(c, character.PlayerOptions{}).AppendDrawList(nil)
	}},
	{"moss_walk_frame10", true, 1, func(t *testing.T, c *character.Character) drawlist.List {
		p := character.NewPlayer(c, character.PlayerOptions{Mix: -1})
		if _, err := p.Play("walk"); err != nil {
			t.Fatal(err)
		}
		p.Seek(time.Second / 3)
		return p.AppendDrawList(nil)
	}},
	{"moss_wave_jacket_x2", true, 2, func(t *testing.T, c *character.Character) drawlist.List {
		p := character.NewPlayer(c, character.PlayerOptions{Mix: -1})
		if err := p.Wear("jacket"); err != nil {
			t.Fatal(err)
		}
		if _, err := p.Play("wave"); err != nil {
			t.Fatal(err)
		}
		p.Advance(800 * time.Millisecond)
		return p.AppendDrawList(nil)
	}},
	// The cap's tassel sways (docs/clothing.md#sway): walking from rest in
	// 60 Hz ticks, at 1.25 s it trails at about -18 degrees, at 1.5 s it
	// has swung to about +24.
	{"moss_walk_sway_1250ms_x2", true, 2, mossWalkSway(75)},
	{"moss_walk_sway_1500ms_x2", true, 2, mossWalkSway(90)},
	{"moss_noart_walk_x2", true, 2, func(t *testing.T, c *character.Character) drawlist.List {
		p := character.NewPlayer(c, character.PlayerOptions{Mix: -1})
		if _, err := p.Play("walk"); err != nil {
			t.Fatal(err)
		}
		p.Seek(time.Second / 3)
		list := p.AppendDrawList(nil)
		for _, it := range list {
			if it.Kind != drawlist.KindPlaceholder {
				t.Fatalf("%s is not a placeholder", it.Image)
			}
		}
		return list
	}},
}

// mossWalkSway draws Moss walking from rest after n ticks of 1/60 s.
func mossWalkSway(n int) func(t *testing.T, c *character.Character) drawlist.List {
	return func(t *testing.T, c *character.Character) drawlist.List {
		p := character.NewPlayer(c, character.PlayerOptions{Mix: -1})
		if _, err := p.Play("walk"); err != nil {
			t.Fatal(err)
		}
		for range n {
			p.Advance(time.Second / 60)
		}
		if a := p.Sways(nil); len(a) != 1 || a[0].Angle < 10 && a[0].Angle > -10 {
			t.Fatalf("sways %+v: want the tassel well off rest", a)
		}
		return p.AppendDrawList(nil)
	}
}

// renderCase draws a golden case on a canvas of the character's bounds.
func renderCase(t *testing.T, gc goldenCase, c *character.Character) *image.RGBA {
	b := c.Bounds()
	s := gc.scale
	dst := image.NewRGBA(image.Rect(0, 0, int(float64(b.Dx())*s+0.999), int(float64(b.Dy())*s+0.999)))
	view := drawlist.Affine{A: s, D: s, TX: -float64(b.Min.X) * s, TY: -float64(b.Min.Y) * s}
	Render(dst, gc.list(t, c), c.Image, view)
	return dst
}

func TestGolden(t *testing.T) {
	chars := map[bool]*character.Character{false: loadChar(t, false), true: loadChar(t, true)}
	for _, gc := range goldenCases {
		t.Run(gc.name, func(t *testing.T) {
			c := chars[gc.rig]
			if strings.HasPrefix(gc.name, noArtPrefix) {
				c = noArtMoss(t)
			}
			got := renderCase(t, gc, c)
			file := filepath.Join(goldenDir, gc.name+".png")
			if *update {
				if err := os.MkdirAll(goldenDir, 0o755); err != nil {
					t.Fatal(err)
				}
				f, err := os.Create(file)
				if err != nil {
					t.Fatal(err)
				}
				defer f.Close()
				if err := png.Encode(f, got); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := readPNG(file)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if err := compare(got, want, goldenTolerance); err != nil {
				t.Error(err)
			}
		})
	}
}

func readPNG(name string) (image.Image, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return png.Decode(f)
}

// compare checks two images pixel by pixel in premultiplied 8-bit RGBA,
// within tol per channel, and that got is not blank.
func compare(got *image.RGBA, want image.Image, tol int) error {
	if got.Bounds() != want.Bounds() {
		return fmt.Errorf("size %v, want %v", got.Bounds(), want.Bounds())
	}
	bad, opaque := 0, 0
	var first string
	for y := got.Rect.Min.Y; y < got.Rect.Max.Y; y++ {
		for x := got.Rect.Min.X; x < got.Rect.Max.X; x++ {
			g, w := got.RGBAAt(x, y), premul(want.At(x, y))
			if g.A > 0 {
				opaque++
			}
			if !near(g, w, tol) {
				if bad == 0 {
					first = fmt.Sprintf("(%d, %d) = %v, want %v", x, y, g, w)
				}
				bad++
			}
		}
	}
	if opaque == 0 {
		return fmt.Errorf("the image is blank")
	}
	if bad > 0 {
		return fmt.Errorf("%d pixels differ by more than %d; first %s", bad, tol, first)
	}
	return nil
}

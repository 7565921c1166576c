package main

import (
	"bytes"
	"image"
	"image/color"
	"image/gif"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/drawlist"
	"github.com/rigplay/rigplay/engine/softrender"
)

func runRenderCLI(args ...string) (int, string) {
	var out, errb bytes.Buffer
	code := rigplay(append([]string{"render"}, args...), &out, &errb)
	return code, errb.String()
}

func decodeFile(t *testing.T, name string) image.Image {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	im, _, err := image.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return im
}

// riggedDir is the rigged sample's folder in the repository.
var riggedDir = filepath.Join("..", "..", "assets", "rigged")

// TestRenderFrameExact: --frame K of a frame character gives exactly the
// pixels the CPU renderer gives for that frame (with 16 bits a channel,
// so semi-transparent source pixels stay exact), on a canvas cropped to
// what the frame draws, with a transparent background.
func TestRenderFrameExact(t *testing.T) {
	out := filepath.Join(t.TempDir(), "f.png")
	// Flags after the positional argument work too (none here: default
	// character).
	if code, errs := runRenderCLI("--action", "Wave", "--frame", "1", "-o", out); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	c, d := character.Load(assets.Default(), character.Options{})
	if c == nil {
		t.Fatal(d)
	}
	list := c.AppendFrame(nil, c.Actions.Action("Wave"), 1, actions.MouthNone)
	b := c.Bounds().Intersect(list.Bounds())
	exact := image.NewRGBA64(image.Rect(0, 0, b.Dx(), b.Dy()))
	softrender.Render(exact, list, c.Image,
		drawlist.Affine{A: 1, D: 1, TX: -float64(b.Min.X), TY: -float64(b.Min.Y)})
	want := softrender.NRGBA(exact)
	got := decodeFile(t, out)
	if got.Bounds() != want.Bounds() {
		t.Fatalf("size %v, want %v", got.Bounds(), want.Bounds())
	}
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			g := color.NRGBAModel.Convert(got.At(x, y))
			w := color.NRGBAModel.Convert(want.At(x, y))
			if g != w {
				t.Fatalf("pixel (%d, %d) = %v, want %v", x, y, g, w)
			}
		}
	}
	if _, _, _, a := got.At(0, 0).RGBA(); a != 0 {
		t.Error("background is not transparent")
	}
}

func TestRenderOutputs(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name  string
		args  []string
		file  string
		check func(t *testing.T, name string)
	}{
		{"png at, scale 2", []string{"-o", "a.png", "--at", "1s", "--scale", "2"}, "a.png", func(t *testing.T, name string) {
			if b := decodeFile(t, name).Bounds(); b.Dx() < 200 || b.Dy() < 200 {
				t.Errorf("scale 2 image is only %v", b)
			}
		}},
		{"gif 20 fps", []string{"--gif", "a.gif", "--for", "1s", "--fps", "20"}, "a.gif", func(t *testing.T, name string) {
			f, _ := os.Open(name)
			defer f.Close()
			g, err := gif.DecodeAll(f)
			if err != nil {
				t.Fatal(err)
			}
			total := 0
			for _, d := range g.Delay {
				total += d
			}
			if len(g.Image) != 20 || total != 100 {
				t.Errorf("%d frames, %d cs; want 20 frames, 100 cs", len(g.Image), total)
			}
			if _, _, _, a := g.Image[0].Palette[0].RGBA(); a != 0 || g.Image[5].ColorIndexAt(0, 0) != 0 {
				t.Error("GIF background is not transparent")
			}
		}},
		{"gif odd fps keeps time", []string{"--gif", "b.gif", "--for", "1s", "--fps", "30"}, "b.gif", func(t *testing.T, name string) {
			f, _ := os.Open(name)
			defer f.Close()
			g, _ := gif.DecodeAll(f)
			total := 0
			for _, d := range g.Delay {
				total += d
			}
			if len(g.Image) != 30 || total != 100 {
				t.Errorf("%d frames, %d cs; want 30 frames, 100 cs", len(g.Image), total)
			}
		}},
		{"sheet of an action", []string{"--sheet", "s.png", "--action", "Wave"}, "s.png", func(t *testing.T, name string) {
			// Wave has 6 frames, one zero-length (never drawn): 5 cells in a
			// 3x2 grid of 117x111 cells, what the 5 frames draw.
			if b := decodeFile(t, name).Bounds(); b.Dx() != 3*117 || b.Dy() != 2*111 {
				t.Errorf("sheet %v", b)
			}
		}},
		{"rig png, wear, clip frame", []string{riggedDir, "--clip", "walk", "--frame", "10", "--wear", "jacket", "-o", "r.png"}, "r.png", func(t *testing.T, name string) {
			if b := decodeFile(t, name).Bounds(); b.Empty() {
				t.Error("empty rig render")
			}
		}},
		{"rig sheet", []string{"--sheet", "rs.png", riggedDir, "--clip", "wave"}, "rs.png", func(t *testing.T, name string) {
			// wave: 1.6 s at 30 fps, looping = 48 frames: 7x7 grid.
			if b := decodeFile(t, name).Bounds(); b.Dx()%7 != 0 || b.Dy()%7 != 0 {
				t.Errorf("sheet %v is not a 7x7 grid", b)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := make([]string, len(tc.args))
			for i, a := range tc.args {
				if strings.HasSuffix(a, ".png") || strings.HasSuffix(a, ".gif") {
					a = filepath.Join(dir, a)
				}
				args[i] = a
			}
			if code, errs := runRenderCLI(args...); code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			tc.check(t, filepath.Join(dir, tc.file))
		})
	}
}

func TestRenderErrors(t *testing.T) {
	out := filepath.Join(t.TempDir(), "x.png")
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{}, 2, "say where to write"},
		{[]string{"-o", out, "--frame", "1", "--at", "1s"}, 2, "--frame and --at exclude each other"},
		{[]string{"--gif", out}, 2, "--gif needs --for DURATION"},
		{[]string{"-o", out, "--scale", "0"}, 2, "--scale 0: must be more than 0"},
		{[]string{"-o", out, "--fps", "0"}, 2, "--fps 0: must be 1 to 100"},
		{[]string{"a", "b", "-o", out}, 2, "at most one character folder"},
		{[]string{"-o", out, "--nope"}, 2, "flag provided but not defined"},
		{[]string{"-o", out, "--action", "Nope"}, 1, `actions: no action named "Nope"`},
		{[]string{"-o", out, "--action", "Wave", "--frame", "99"}, 1, `action "Wave" has 6 frames (0 to 5)`},
		{[]string{"-o", out, "--clip", "walk"}, 1, "the character has no rig"},
		{[]string{"-o", out, "--action", "wave"}, 1, `actions: no action named "wave" (did you mean "Wave" or "WaveReturn"?)`},
		{[]string{"-o", out, "--state", "Idle"}, 1, `no state named "Idle" (did you mean "IdlingLevel1", "IdlingLevel2" or "IdlingLevel3"?)`},
		{[]string{riggedDir, "-o", out, "--clip", "nope"}, 1, `no clip named "nope" (the clips are "idle", "walk"`},
		{[]string{riggedDir, "-o", out, "--clip", "wlak"}, 1, `no clip named "wlak" (did you mean "walk"?)`},
		{[]string{riggedDir, "-o", out, "--wear", "nope"}, 1, `no clothing item named "nope" (the clothing items are`},
		{[]string{"/nonexistent/dir", "-o", out}, 1, "no such file or directory"},
		// Every GIF frame is held in memory: 1000 frames of a 30x-scaled
		// character would take gigabytes.
		{[]string{"--gif", out, "--for", "50s", "--fps", "20", "--scale", "30"}, 1, "the GIF of 1000 frames would be 3360x3510 pixels, 58968000000 bytes to draw, over the limit of 134217728 bytes"},
	}
	for _, tc := range tests {
		code, errs := runRenderCLI(tc.args...)
		if code != tc.code || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tc.args, code, errs, tc.code, tc.want)
		}
	}
}

// TestRenderSuggestsNearestAction: issue 21's case, `render --action
// Greeting` on an agent whose action is Greet, says which it meant
// (docs/errors.md#nearest-names).
func TestRenderSuggestsNearestAction(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "Actions.json"), []byte(`{"ActionItems": [
		{"Name": "Greet", "Frames": [{"Duration": 100, "Images": [{"Filename": "a.png", "OffsetX": 0, "OffsetY": 0}]}]},
		{"Name": "Wave", "ActionMenuSelected": "Wave hello", "Frames": [{"Duration": 100, "Images": [{"Filename": "a.png", "OffsetX": 0, "OffsetY": 0}]}]}]}`), 0o644)
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewNRGBA(image.Rect(0, 0, 2, 2))); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "a.png"), buf.Bytes(), 0o644)
	out := filepath.Join(dir, "x.png")
	code, errs := runRenderCLI(dir, "-o", out, "--action", "Greeting")
	if want := `no action named "Greeting" (did you mean "Greet"?)`; code != 1 || !strings.Contains(errs, want) {
		t.Errorf("exit %d, stderr %q; want 1 and %q", code, errs, want)
	}
	// The menu's label plays too (docs/game-api.md#names).
	if code, errs := runRenderCLI(dir, "-o", out, "--action", "Wave hello"); code != 0 {
		t.Errorf("--action by label: exit %d, stderr %q", code, errs)
	}
}

// TestRenderBrokenCharacter: load diagnostics are printed under the
// folder's name and exit 1.
func TestRenderBrokenCharacter(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "Actions.json"), []byte(`{"ActionItems": [{"Name": "A", "Frames": [{"Duration": 1, "Images": [{"Filename": "a.png", "OffsetX": 0, "OffsetY": 0}]}]}]}`), 0o644)
	os.WriteFile(filepath.Join(dir, "a.png"), []byte("not a png"), 0o644)
	code, errs := runRenderCLI(dir, "-o", filepath.Join(dir, "x.png"))
	want := filepath.ToSlash(filepath.Join(dir, "Actions.json")) + ":1:83: /ActionItems/0/Frames/0/Images/0/Filename: a.png: not a PNG file\n"
	if code != 1 || errs != want {
		t.Errorf("exit %d, stderr %q; want 1, %q", code, errs, want)
	}
}

// TestRenderStateChoosesTheFrameAction: --frame and --sheet draw the action
// --state enters (chosen with --seed), not the default action.
func TestRenderStateChoosesTheFrameAction(t *testing.T) {
	dir := t.TempDir()
	render := func(name string, args ...string) []byte {
		t.Helper()
		out := filepath.Join(dir, name)
		if code, errs := runRenderCLI(append(args, "-o", out)...); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	byState := render("s.png", "--state", "GesturingDown", "--frame", "1")
	byAction := render("a.png", "--action", "GestureDown", "--frame", "1")
	byDefault := render("d.png", "--frame", "1")
	if !bytes.Equal(byState, byAction) {
		t.Error("--state GesturingDown --frame 1 does not draw GestureDown's frame 1")
	}
	if bytes.Equal(byState, byDefault) {
		t.Error("--state made no difference to --frame")
	}
	// IdlingLevel1 lists two actions: the seed picks one, the same each run.
	idle := [][]byte{render("i1.png", "--state", "IdlingLevel1", "--frame", "0", "--seed", "5"),
		render("i2.png", "--state", "IdlingLevel1", "--frame", "0", "--seed", "5")}
	if !bytes.Equal(idle[0], idle[1]) {
		t.Error("the same seed chose differently")
	}
	if code, errs := runRenderCLI("--state", "Nope", "--frame", "0", "-o", filepath.Join(dir, "n.png")); code != 1 || !strings.Contains(errs, "Nope") {
		t.Errorf("unknown state: exit %d: %s", code, errs)
	}
}

// TestRenderSheetSkipsZeroLengthFrames: a frame that lasts 0 is never on
// screen (docs/actions.md#zero-length-frames), so the sheet has no cell for
// it: Wave's six frames, one of them zero-length, make five cells, the
// sixth left empty.
func TestRenderSheetSkipsZeroLengthFrames(t *testing.T) {
	out := filepath.Join(t.TempDir(), "s.png")
	if code, errs := runRenderCLI("--sheet", out, "--action", "Wave"); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	im := decodeFile(t, out)
	w, h := im.Bounds().Dx()/3, im.Bounds().Dy()/2
	empty := func(cx, cy int) bool {
		for y := cy * h; y < (cy+1)*h; y++ {
			for x := cx * w; x < (cx+1)*w; x++ {
				if _, _, _, a := im.At(x, y).RGBA(); a != 0 {
					return false
				}
			}
		}
		return true
	}
	for i := range 5 {
		if empty(i%3, i/3) {
			t.Errorf("cell %d is empty", i)
		}
	}
	if !empty(2, 1) {
		t.Error("a sixth cell was drawn: the zero-length frame is on the sheet")
	}
}

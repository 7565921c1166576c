package viewer

import (
	"image"
	"path/filepath"
	"testing"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
	"github.com/rigplay/rigplay/engine/character"
)

// TestDesktopTransparentOutsideCharacter runs desktop mode (transparent,
// undecorated, floating window) on Pip and reads the screen back in Draw:
// alpha is zero exactly where the character has no pixel, as the pure hit
// test (which also drives mouse pass-through) computes it.
func TestDesktopTransparentOutsideCharacter(t *testing.T) {
	p := startViewer(t, "--desktop", "--action", "RestPose", "--paused")
	p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
	shot := p.shot(filepath.Join(t.TempDir(), "desktop.png"))

	c, d := character.Load(assets.Default(), character.Options{})
	if d.HasErrors() {
		t.Fatal(d.Err())
	}
	pl := character.NewPlayer(c, character.PlayerOptions{})
	if _, err := pl.Play("RestPose"); err != nil {
		t.Fatal(err)
	}
	pl.Advance(0)
	list := pl.AppendDrawList(nil)
	b := c.Bounds()
	if got := shot.Bounds().Size(); got != b.Size() {
		t.Fatalf("window %v, want the character's size %v", got, b.Size())
	}
	var clear, opaque, wrong int
	var firstWrong image.Point
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			_, _, _, a := shot.At(x, y).RGBA()
			want := core.AlphaAt(list, c.NRGBA, float64(x+b.Min.X)+0.5, float64(y+b.Min.Y)+0.5)
			if (a == 0) != (want == 0) {
				if wrong == 0 {
					firstWrong = image.Pt(x, y)
				}
				wrong++
			}
			if a == 0 {
				clear++
			} else {
				opaque++
			}
		}
	}
	if wrong != 0 {
		t.Fatalf("%d pixels differ in transparency from the character (first at %v)", wrong, firstWrong)
	}
	if clear == 0 || opaque == 0 {
		t.Fatalf("%d transparent and %d visible pixels: not a character on a transparent window", clear, opaque)
	}
}

// TestDesktopMakesRoomForTheBalloon: in desktop mode a talking character's
// window grows above it (and beside it, for a balloon wider than the
// character) to show the speech balloon; the character keeps its pixels.
func TestDesktopMakesRoomForTheBalloon(t *testing.T) {
	p := startViewer(t, "--desktop", "--action", "RestPose", "--paused", "--say", "Hello from the desktop, where I live now and talk for a while")
	p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
	c, d := character.Load(assets.Default(), character.Options{})
	if d.HasErrors() {
		t.Fatal(d.Err())
	}
	b := c.Bounds()
	var shot image.Image
	for i := 0; i < 20; i++ { // the room is made at the next tick
		shot = p.shot(filepath.Join(t.TempDir(), "talk.png"))
		if shot.Bounds().Dy() > b.Dy() {
			break
		}
	}
	size := shot.Bounds().Size()
	if size.Y <= b.Dy()+20 || size.X < b.Dx() {
		t.Fatalf("window %v while talking; the character alone is %v", size, b.Size())
	}
	// The balloon: opaque white pixels in the band above the character.
	roomY := size.Y - b.Dy()
	white := 0
	for y := 0; y < roomY; y++ {
		for x := 0; x < size.X; x++ {
			r, g, bl, a := shot.At(x, y).RGBA()
			if a == 0xffff && r == 0xffff && g == 0xffff && bl == 0xffff {
				white++
			}
		}
	}
	if white < 200 {
		t.Errorf("%d white pixels above the character: no balloon", white)
	}
	// The character below it is drawn as without the balloon.
	roomX := (size.X - b.Dx()) / 2
	var visible int
	for y := roomY; y < size.Y; y++ {
		for x := roomX; x < roomX+b.Dx(); x++ {
			if _, _, _, a := shot.At(x, y).RGBA(); a != 0 {
				visible++
			}
		}
	}
	if visible == 0 {
		t.Error("the character is not drawn below the balloon")
	}
}

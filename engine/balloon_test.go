package engine

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestBalloon_DrawnAboveTheCharacterOnlyWhileSpeaking: the balloon's white
// fill appears above the character while it speaks and not otherwise.
func TestBalloon_DrawnAboveTheCharacterOnlyWhileSpeaking(t *testing.T) {
	c := loadSample(t, false)
	p := NewPlayer(c, PlayerOptions{Sound: &recorder{}, Seed: 1})
	p.Play("Speak")
	var g ebiten.GeoM
	g.Translate(136, 150)
	b := c.Bounds()
	// A point above the character's top edge, where the balloon sits.
	ax, ay := 136+(b.Min.X+b.Max.X)/2, 150+b.Min.Y-30
	pixel := func() color.RGBA {
		var px color.RGBA
		onGame(t, func() {
			dst := ebiten.NewImage(400, 320)
			p.Draw(dst, &DrawOptions{GeoM: g})
			p.DrawBalloon(dst, &BalloonOptions{GeoM: g})
			px = dst.At(ax, ay).(color.RGBA)
		})
		return px
	}
	if px := pixel(); px.A != 0 {
		t.Fatalf("balloon drawn while silent: %v", px)
	}
	if err := p.Speak("Hello there, I am Pip and I can talk."); err != nil {
		t.Fatal(err)
	}
	p.Advance(0)
	if px := pixel(); px != (color.RGBA{255, 255, 255, 255}) {
		t.Fatalf("pixel above the speaking character is %v, want the white balloon", px)
	}
	var lines []balloonLine // text/v2 is only safe inside the game loop
	onGame(t, func() { lines = wrapAll("Hello there, I am Pip and I can talk.", defaultFace(), 100) })
	if len(lines) < 2 {
		t.Fatalf("not wrapped at 100 px: %v", lines)
	}
}

// TestBalloon_TranslucentFillIsPremultiplied: a half-transparent fill
// color comes out as its premultiplied value (colors are premultiplied
// throughout), not darkened a second time.
func TestBalloon_TranslucentFillIsPremultiplied(t *testing.T) {
	c := loadSample(t, false)
	p := NewPlayer(c, PlayerOptions{Sound: &recorder{}, Seed: 1})
	p.Play("Speak")
	if err := p.Speak("Hello there, I am Pip and I can talk."); err != nil {
		t.Fatal(err)
	}
	p.Advance(0)
	var g ebiten.GeoM
	g.Translate(136, 150)
	b := c.Bounds()
	ax, ay := 136+(b.Min.X+b.Max.X)/2, 150+b.Min.Y-30
	var px color.RGBA
	onGame(t, func() {
		dst := ebiten.NewImage(400, 320)
		defer dst.Deallocate()
		p.DrawBalloon(dst, &BalloonOptions{GeoM: g, Fill: color.NRGBA{R: 255, G: 255, B: 255, A: 128}})
		px = dst.At(ax, ay).(color.RGBA)
	})
	want := color.RGBA{128, 128, 128, 128}
	d := func(x, y uint8) int { return abs(int(x) - int(y)) }
	if d(px.R, want.R) > 1 || d(px.G, want.G) > 1 || d(px.B, want.B) > 1 || d(px.A, want.A) > 1 {
		t.Fatalf("half-transparent white fill drawn as %v, want %v", px, want)
	}
}

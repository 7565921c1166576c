package engine_test

import (
	"fmt"
	"image"
	"log"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine"
)

// A subtitle that shows the words as they are said: SpeechSaid is how
// much of SpeechText the speech clock has reached (the balloon scrolls
// with it, docs/game-api.md#balloon).
func ExamplePlayer_SpeechSaid() {
	pip, err := engine.Load(assets.Frame(), engine.LoadOptions{})
	if err != nil {
		log.Fatal(err)
	}
	p := engine.NewPlayer(pip, engine.PlayerOptions{ManualSound: true})
	p.Play("Speak")
	p.Speak("Hello there, friend!")
	for shown := ""; p.Speaking(); p.Advance(time.Second / 60) {
		if said := p.SpeechText()[:p.SpeechSaid()]; said != shown {
			shown = said
			fmt.Printf("%q\n", shown)
		}
	}
	// Output:
	// "Hello"
	// "Hello there"
	// "Hello there, friend"
}

// balloonGame draws a talking character with a HUD of its own in the
// top-right corner: the balloon stays on the screen, off the HUD, and
// the game knows where it went.
type balloonGame struct {
	p   *engine.Player
	hud image.Rectangle
}

func (g *balloonGame) Draw(screen *ebiten.Image) {
	var op engine.DrawOptions
	op.GeoM.Translate(320, 400)
	g.p.Draw(screen, &op)
	// ... the HUD drawn in g.hud ...
	balloon := engine.BalloonOptions{GeoM: op.GeoM, MaxLines: 3, Bounds: screen.Bounds(), Avoid: g.hud}
	g.p.DrawBalloon(screen, &balloon)
	if r := g.p.BalloonRect(&balloon); !r.Empty() {
		_ = r // keep the game's own captions from under it
	}
}

// DrawBalloon draws what the character says, at most MaxLines lines
// scrolling with the speech, inside Bounds and clear of Avoid;
// BalloonRect says where it went (docs/game-api.md#balloon).
func ExamplePlayer_DrawBalloon() {
	pip, err := engine.Load(assets.Frame(), engine.LoadOptions{})
	if err != nil {
		log.Fatal(err)
	}
	p := engine.NewPlayer(pip, engine.PlayerOptions{})
	p.Play("Speak")
	p.Speak("It looks like you are writing a letter. Would you like help?")
	g := &balloonGame{p: p, hud: image.Rect(440, 0, 640, 120)}
	_ = g // ebiten.RunGame(g), with the Update and Layout of the game
}

package engine_test

import (
	"fmt"
	"image/color"
	"log"
	"testing/fstest"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine"
)

// game shows the two sample characters side by side: Pip, a frame
// character, and Moss, a rigged one. Space makes Pip wave; a clip event
// or a click on Moss makes him flash.
type game struct {
	pip, moss *engine.Player
	flash     float32
}

func (g *game) Update() error {
	g.pip.Update() // its sounds play by themselves
	for _, e := range g.moss.Update() {
		if e.Kind == engine.EventClip {
			g.flash = 1
		}
	}
	if ebiten.IsKeyPressed(ebiten.KeySpace) {
		_ = g.pip.Interrupt("Wave")
	}
	g.flash = max(0, g.flash-0.05)
	return nil
}

func (g *game) Draw(screen *ebiten.Image) {
	var op engine.DrawOptions
	op.GeoM.Translate(40, 60)
	g.pip.Draw(screen, &op)
	op.GeoM.Translate(260, 120)
	op.Filter = ebiten.FilterLinear // rigs rotate: smooth them
	op.Tint = engine.Tint{Color: color.NRGBA{R: 255, G: 255, B: 255}, Amount: g.flash}
	op.Outline = engine.Outline{Color: color.NRGBA{A: 255}}
	g.moss.Draw(screen, &op)
}

func (g *game) Layout(int, int) (int, int) { return 480, 360 }

// A game embedding two characters: load each character once, give each
// on-screen character a Player, drive them from Update and Draw.
func Example() {
	pip, err := engine.Load(assets.Frame(), engine.LoadOptions{})
	if err != nil {
		log.Fatal(err) // one file:line:col: pointer: message per line
	}
	moss, err := engine.Load(assets.Rigged(), engine.LoadOptions{})
	if err != nil {
		log.Fatal(err)
	}
	g := &game{pip: engine.NewPlayer(pip, engine.PlayerOptions{}), moss: engine.NewPlayer(moss, engine.PlayerOptions{})}
	_ = g.pip.PlayDefault()  // Show, then idle
	_ = g.moss.PlayDefault() // the idle clip
	if err := ebiten.RunGame(g); err != nil {
		log.Fatal(err)
	}
}

// Load reports every problem of a broken character package, located.
func ExampleLoad() {
	fsys := fstest.MapFS{
		"Actions.json": {Data: []byte(`{"ActionItems": [{"Name": "Wave", "Frames": [{"Duration": -5}]}]}`)},
	}
	_, err := engine.Load(fsys, engine.LoadOptions{})
	fmt.Println(err)
	// Output:
	// Actions.json:1:59: /ActionItems/0/Frames/0/Duration: duration -5 is negative
}

// A game that routes sounds itself takes them from the events.
func ExamplePlayer_UpdateBy() {
	c, err := engine.Load(assets.Frame(), engine.LoadOptions{})
	if err != nil {
		log.Fatal(err)
	}
	p := engine.NewPlayer(c, engine.PlayerOptions{ManualSound: true})
	_ = p.Play("Show")
	for _, e := range p.UpdateBy(0) {
		if e.Kind == engine.EventSound {
			fmt.Println("play", e.Sound, len(c.SoundPCM(e.Sound)) > 0)
		}
	}
	// Output:
	// play sounds/blip.wav true
}

// A development build turns on hot reload with one option: every save in
// the folder reaches the players at their next Update, in place, and a
// save that does not load keeps the last good character playing while
// ReloadErrors says what is wrong.
func ExampleLoadDir_hotReload() {
	pip, err := engine.LoadDir("chars/pip", engine.LoadOptions{HotReload: true})
	if err != nil {
		log.Fatal(err) // file:line:col: pointer: message, one per line
	}
	defer pip.Close()
	p := engine.NewPlayer(pip, engine.PlayerOptions{})
	p.PlayDefault()
	// In the game's Update:
	p.Update()
	if errs := p.Character().ReloadErrors(); errs != nil {
		fmt.Println(errs) // show them on screen; the old version keeps playing
	}
}

// A character says a line: its mouth follows the letters (or, with
// SpeakAudio, the sound being heard), word events drive subtitles, and
// DrawBalloon shows the text above it.
func ExamplePlayer_Speak() {
	pip, err := engine.Load(assets.Frame(), engine.LoadOptions{})
	if err != nil {
		log.Fatal(err)
	}
	p := engine.NewPlayer(pip, engine.PlayerOptions{ManualSound: true})
	p.Play("Speak")
	p.Speak("Hello there!")
	var words []string
	for i := 0; i < 120 && len(words) < 2; i++ {
		for _, e := range p.UpdateBy(time.Second / 60) {
			if e.Kind == engine.EventWord {
				words = append(words, e.Word)
			}
		}
	}
	fmt.Println(words)
	// Output: [Hello there]
}

package engine_test

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"log"
	"os"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine"
)

type game struct{ pip, moss *engine.Player } // Pip has frames, Moss a rig

func (g *game) Update() error {
	g.pip.Update() // plays its sounds too
	g.moss.Update()
	return nil
}

func (g *game) Draw(screen *ebiten.Image) {
	var op engine.DrawOptions
	g.pip.Draw(screen, &op)
	op.GeoM.Translate(240, 100)
	g.moss.Draw(screen, &op)
}

func (g *game) Layout(int, int) (int, int) { return 480, 360 }

// A game embedding two characters loads each once and gives each a Player.
func Example() {
	pip, err1 := engine.Load(assets.Frame(), engine.LoadOptions{})
	moss, err2 := engine.Load(assets.Rigged(), engine.LoadOptions{})
	if err := errors.Join(err1, err2); err != nil {
		log.Fatal(err) // one file:line:col: pointer: message per line
	}
	g := &game{engine.NewPlayer(pip, engine.PlayerOptions{}), engine.NewPlayer(moss, engine.PlayerOptions{})}
	_, _ = g.pip.PlayDefault(), g.moss.PlayDefault() // Pip shows, Moss idles
	// ebiten.RunGame(g) would call Update and Draw; here, 1 s by hand:
	for range ebiten.TPS() {
		_ = g.Update()
	}
	g.Draw(ebiten.NewImage(g.Layout(0, 0)))
	fmt.Println(g.pip.CurrentAction(), g.moss.ClipName(), g.pip.Now())
	// Output: Show idle 1s
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
func ExamplePlayer_Advance() {
	c, err := engine.Load(assets.Frame(), engine.LoadOptions{})
	if err != nil {
		log.Fatal(err)
	}
	p := engine.NewPlayer(c, engine.PlayerOptions{ManualSound: true})
	p.Play("Show")
	for _, e := range p.Advance(0) {
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
		for _, e := range p.Advance(time.Second / 60) {
			if e.Kind == engine.EventWord {
				words = append(words, e.Word)
			}
		}
	}
	fmt.Println(words)
	// Output: [Hello there]
}

// TestExample_TwoCharactersIn30Lines pins the issue's promise: the game
// type, its methods and Example, comments included, fit in 30 non-blank
// lines.
func TestExample_TwoCharactersIn30Lines(t *testing.T) {
	if runtime.GOOS == "js" {
		t.Skip("not in a browser (js/wasm): the test needs files (its own source)")
	}
	src, err := os.ReadFile("example_test.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "example_test.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(src), "\n")
	n, decls := 0, 0
	for _, d := range f.Decls {
		start, end := d.Pos(), d.End()
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Name.Name != "Example" && (d.Recv == nil || types.ExprString(d.Recv.List[0].Type) != "*game") {
				continue
			}
			if d.Doc != nil {
				start = d.Doc.Pos()
			}
		case *ast.GenDecl:
			if s, ok := d.Specs[0].(*ast.TypeSpec); !ok || s.Name.Name != "game" {
				continue
			}
			if d.Doc != nil {
				start = d.Doc.Pos()
			}
		}
		decls++
		for _, l := range lines[fset.Position(start).Line-1 : fset.Position(end).Line] {
			if strings.TrimSpace(l) != "" {
				n++
			}
		}
	}
	if decls != 5 {
		t.Fatalf("found %d of the 5 declarations (game, Update, Draw, Layout, Example)", decls)
	}
	t.Logf("the two-character game takes %d non-blank lines", n)
	if n > 30 {
		t.Errorf("the two-character game takes %d lines, want at most 30", n)
	}
}

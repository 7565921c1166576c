// Command game is a small Ebitengine game in a module of its own that
// plays rigplay characters through the public API only (see README.md):
// the test of docs/game-api.md from outside the module.
package main

import (
	"embed"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine"
	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/engine/drawlist"
)

//go:embed broken
var broken embed.FS

// crowd is how many players of each sample character the game makes.
const crowd = 25

// Game is the game: two loaded characters, a crowd of players of each and
// a character reloaded from disk.
type Game struct {
	pip, moss *engine.Character
	players   []*engine.Player
	// list is the draw list buffer of the game's own drawing loop.
	list drawlist.List
	// frames is how many frames to run before quitting (0: until the
	// window closes); frame counts them.
	frames, frame int
	// steps run one after another from Update, each once.
	steps []func() error
	// live is the character loaded from disk with hot reload, dir its
	// folder; livePlayer plays it.
	live       *engine.Character
	livePlayer *engine.Player
	dir        string
	// drawn counts the items the game's own loop drew in the last frame.
	drawn int
	// wave is the request of the wave on track 1.
	wave engine.Request
	// shot is the PNG the last frame goes to, or "".
	shot string
}

func main() {
	frames := flag.Int("frames", 240, "frames to run before quitting (0: until the window closes)")
	shot := flag.String("shot", "", "save the last frame drawn as this PNG")
	flag.Parse()
	g, err := newGame(*frames)
	g.shot = *shot
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(g.dir)
	ebiten.SetWindowSize(640, 480)
	ebiten.SetWindowTitle("rigplay: a game of its own")
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, ebiten.Termination) {
		log.Fatal(err)
	}
	if g.frames > 0 && len(g.steps) > 0 {
		log.Fatalf("quit with %d steps not run", len(g.steps))
	}
	fmt.Println("done")
}

// newGame loads the characters: a broken one first, whose located problems
// the game reads, then the two samples.
func newGame(frames int) (*Game, error) {
	g := &Game{frames: frames}
	if err := g.loadBroken(); err != nil {
		return nil, err
	}
	var err error
	if g.pip, err = engine.Load(assets.Frame(), engine.LoadOptions{}); err != nil {
		return nil, err
	}
	if g.moss, err = engine.Load(assets.Rigged(), engine.LoadOptions{}); err != nil {
		return nil, err
	}
	for i := range 2 * crowd {
		c := g.pip
		if i%2 == 1 {
			c = g.moss
		}
		p := engine.NewPlayer(c, engine.PlayerOptions{Seed: uint64(i) + 1, ManualSound: true})
		if err := p.PlayDefault(); err != nil {
			return nil, err
		}
		g.players = append(g.players, p)
	}
	fmt.Printf("crowd: %d players of %q and %q\n", len(g.players), g.pip.Name(), g.moss.Name())
	g.steps = []func() error{g.walkAndWave, g.seeWave, g.click, g.reloadFromDisk, g.seeReload}
	return g, nil
}

// loadBroken loads the broken character and prints its first located
// problem, taken from the error with errors.As.
func (g *Game) loadBroken() error {
	sub, err := fs.Sub(broken, "broken")
	if err != nil {
		return err
	}
	_, err = engine.Load(sub, engine.LoadOptions{})
	var problems diag.List
	if !errors.As(err, &problems) || len(problems) == 0 {
		return fmt.Errorf("the broken character loaded, or its error is not a diag.List: %v", err)
	}
	d := problems[0]
	fmt.Printf("broken: %d problems, first %s:%d:%d %s: %s\n", len(problems), d.File, d.Line, d.Column, d.Pointer, d.Message)
	return nil
}

// walkAndWave makes the first Moss walk on track 0 (at once: Interrupt)
// and wave on track 1, over the walk.
func (g *Game) walkAndWave() error {
	p := g.players[1]
	if _, err := p.Interrupt("walk"); err != nil {
		return err
	}
	wave, err := p.Track(1).Play("wave")
	if err != nil {
		return err
	}
	g.wave = wave
	fmt.Printf("walk: clip %s, track 1 %s\n", p.ClipName(), p.Track(1).ClipName())
	return nil
}

// seeWave checks, frames later, that both tracks play: the walk on
// track 0, the wave's request playing on track 1.
func (g *Game) seeWave() error {
	p := g.players[1]
	if g.wave.Status() != engine.RequestPlaying && !g.wave.Done() {
		return fmt.Errorf("the wave's request is %v", g.wave.Status())
	}
	fmt.Printf("tracks: %s under %s (wave %v)\n", p.ClipName(), p.Track(1).ClipName(), g.wave.Status() != engine.RequestNone)
	return nil
}

// click hit-tests a click at the middle of the first Pip's drawn pixels,
// and a click just outside the character.
func (g *Game) click() error {
	p := g.players[0]
	opts := g.drawOptions(0)
	b := p.ScreenBounds(opts)
	x, y := float64(b.Min.X+b.Max.X)/2, float64(b.Min.Y+b.Max.Y)/2
	hit, ok := p.HitTest(x, y, opts, engine.HitOptions{})
	if !ok {
		return fmt.Errorf("a click at %v,%v in the bounds %v hit nothing", x, y, b)
	}
	_, outside := p.HitTest(float64(b.Max.X)+5, float64(b.Max.Y)+5, opts, engine.HitOptions{})
	fmt.Printf("click: hit %s (alpha %d), outside hit %v\n", hit.Image, hit.Alpha, outside)
	return nil
}

// reloadFromDisk copies Moss to a folder and loads it from there with hot
// reload, then edits its wave clip's display name.
func (g *Game) reloadFromDisk() error {
	dir, err := os.MkdirTemp("", "rigplay-game-")
	if err != nil {
		return err
	}
	g.dir = dir
	if err := os.CopyFS(dir, assets.Rigged()); err != nil {
		return err
	}
	if g.live, err = engine.LoadDir(dir, engine.LoadOptions{HotReload: true}); err != nil {
		return err
	}
	g.livePlayer = engine.NewPlayer(g.live, engine.PlayerOptions{ManualSound: true})
	if err := g.livePlayer.PlayDefault(); err != nil {
		return err
	}
	file := filepath.Join(dir, "clips", "wave.json")
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	edited := strings.Replace(string(data), `"displayName": "Wave"`, `"displayName": "Wave hello"`, 1)
	if edited == string(data) {
		return errors.New("clips/wave.json has no displayName to edit")
	}
	return os.WriteFile(file, []byte(edited), 0o644)
}

// seeReload waits (up to 10 s) for the player of the folder to take the
// edited clip.
func (g *Game) seeReload() error {
	deadline := time.Now().Add(10 * time.Second)
	for {
		g.livePlayer.Update()
		c := g.livePlayer.Character()
		if i := c.Clip("wave"); i >= 0 && c.ClipList()[i].Label == "Wave hello" {
			fmt.Printf("reload: clip %q is now labelled %q\n", c.ClipList()[i].Name, c.ClipList()[i].Label)
			return g.live.Close()
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("no reload seen in 10 s (reload errors: %v)", g.live.ReloadErrors())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Update ticks every player, then runs the next step.
func (g *Game) Update() error {
	for _, p := range g.players {
		p.Update()
	}
	g.frame++
	if len(g.steps) > 0 && g.frame%10 == 0 {
		step := g.steps[0]
		g.steps = g.steps[1:]
		if err := step(); err != nil {
			return err
		}
	}
	if g.frames > 0 && g.frame >= g.frames {
		fmt.Printf("drawn: %d items by the game's own loop\n", g.drawn)
		return ebiten.Termination
	}
	return nil
}

// at returns the top-left corner of player i's place on the screen: ten
// places a row, five rows.
func at(i int) (x, y float64) {
	return float64(64 * (i % 10)), float64(96 * (i / 10 % 5))
}

// Draw draws every player with the game's own loop over the draw list.
func (g *Game) Draw(screen *ebiten.Image) {
	g.drawn = 0
	for i, p := range g.players {
		g.drawPlayer(screen, p, g.drawOptions(i))
	}
	if g.shot != "" && g.frames > 0 && g.frame == g.frames-1 {
		if err := savePNG(screen, g.shot); err != nil {
			log.Print(err)
		}
	}
}

// savePNG writes what img shows to file.
func savePNG(img *ebiten.Image, file string) error {
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	if err := png.Encode(f, rgba); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// drawOptions returns where player i is drawn: its character's bounds
// fitted, at 0.45, into its place.
func (g *Game) drawOptions(i int) *engine.DrawOptions {
	const scale = 0.45
	b := g.players[i].Character().Bounds()
	x, y := at(i)
	var opts engine.DrawOptions
	opts.GeoM.Translate(-float64(b.Min.X), -float64(b.Min.Y))
	opts.GeoM.Scale(scale, scale)
	opts.GeoM.Translate(x, y)
	return &opts
}

// drawPlayer draws one player from its draw list: each image item's
// uploaded image where the view puts it, tinted by the item's colour.
func (g *Game) drawPlayer(screen *ebiten.Image, p *engine.Player, opts *engine.DrawOptions) {
	g.list = p.AppendDrawList(g.list[:0])
	view := p.View(opts)
	for _, it := range g.list {
		img := p.Character().EbitenImage(it.Image)
		if it.Kind != drawlist.KindImage || img == nil {
			continue
		}
		var op ebiten.DrawImageOptions
		op.GeoM = engine.GeoM(view.Mul(it.Transform))
		c := it.Color
		op.ColorScale.Scale(c.R*c.A, c.G*c.A, c.B*c.A, c.A)
		b := img.Bounds()
		screen.DrawImage(img.SubImage(it.Src.Add(b.Min).Intersect(b)).(*ebiten.Image), &op)
		g.drawn++
	}
}

// Layout is the game's fixed screen.
func (g *Game) Layout(int, int) (int, int) { return 640, 480 }

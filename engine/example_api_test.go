package engine_test

import (
	"errors"
	"fmt"
	"log"
	"testing/fstest"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine"
	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// The examples of docs/game-api.md, one per capability.

// moss loads the rigged sample.
func moss() *engine.Character {
	c, err := engine.Load(assets.Rigged(), engine.LoadOptions{})
	if err != nil {
		log.Fatal(err)
	}
	return c
}

// pip loads the frame sample.
func pip() *engine.Character {
	c, err := engine.Load(assets.Frame(), engine.LoadOptions{})
	if err != nil {
		log.Fatal(err)
	}
	return c
}

// A failed load's error is a diag.List: errors.As gives every problem
// back, located, in any module.
func ExampleLoad_located() {
	_, err := engine.Load(fstest.MapFS{
		"Actions.json": {Data: []byte(`{"ActionItems": [{"Name": "Wave", "Frames": [{"Duration": -5}]}]}`)},
	}, engine.LoadOptions{})
	var problems diag.List
	if errors.As(err, &problems) {
		for _, d := range problems {
			fmt.Printf("%s %d:%d %s %q\n", d.File, d.Line, d.Column, d.Pointer, d.Message)
		}
	}
	// Output: Actions.json 1:59 /ActionItems/0/Frames/0/Duration "duration -5 is negative"
}

// The catalogue names what can be played: Name is what Play takes and what
// every query answers with, Label what a menu shows.
func ExampleCharacter_ClipList() {
	c := moss()
	for _, cl := range c.ClipList() {
		fmt.Println(cl.Name, cl.Label, cl.Duration, cl.Loop)
	}
	p := engine.NewPlayer(c, engine.PlayerOptions{})
	p.Interrupt("Walk") // a displayName works too...
	fmt.Println(p.ClipName())
	// Output:
	// idle Idle 2s true
	// walk Walk 1s true
	// wave Wave 1.6s true
	// cheer Cheer 1.6s true
	// walk
}

// Play queues after what plays, Interrupt is now: the same pair on a rig
// as on a frame character. The Request handle follows the request.
func ExamplePlayer_Play() {
	p := engine.NewPlayer(moss(), engine.PlayerOptions{ManualSound: true})
	p.PlayDefault() // idle, a looping clip of 2 s
	walk, _ := p.Play("walk")
	fmt.Println(p.ClipName(), walk.Status() == engine.RequestQueued)
	for range 3 {
		for _, e := range p.Advance(time.Second) {
			if e.Kind == engine.EventClipStart && e.Request == walk {
				fmt.Println("walk starts at", e.Time)
			}
		}
	}
	fmt.Println(p.ClipName(), walk.Status() == engine.RequestPlaying)
	wave, _ := p.Interrupt("wave")
	fmt.Println(p.ClipName(), walk.Done(), walk.Reason(), wave.Status() == engine.RequestPlaying)
	// Output:
	// idle true
	// walk starts at 2s
	// walk true
	// wave true interrupted true
}

// A second track plays a clip over the first: the wave moves only the
// bones it keys, the walk the rest; the track's alpha blends the two.
func ExamplePlayer_Track() {
	c := moss()
	p := engine.NewPlayer(c, engine.PlayerOptions{ManualSound: true})
	p.Interrupt("walk")
	p.Track(1).Play("wave")
	p.Track(1).SetAlpha(0.5) // half way between the walk's arm and the wave's
	p.Advance(300 * time.Millisecond)
	fmt.Println(p.ClipName(), p.Track(1).ClipName(), p.Track(1).Alpha())
	// Output: walk wave 0.5
}

// Mix times per pair of clips, shared by the players given the table.
func ExampleNewMixes() {
	mixes := engine.NewMixes()
	mixes.Set("idle", "walk", 400*time.Millisecond)
	p := engine.NewPlayer(moss(), engine.PlayerOptions{Mixes: mixes, ManualSound: true})
	p.PlayDefault()
	p.Interrupt("walk")
	p.Advance(300 * time.Millisecond)
	fmt.Println("fading at 300ms:", p.Mixing())
	p.Advance(200 * time.Millisecond)
	fmt.Println("fading at 500ms:", p.Mixing())
	// Output:
	// fading at 300ms: true
	// fading at 500ms: false
}

// A click hits what is drawn under it, named by image, bone and clothing
// item; a transparent pixel inside the bounds hits nothing.
func ExamplePlayer_HitTest() {
	p := engine.NewPlayer(moss(), engine.PlayerOptions{ManualSound: true})
	var op engine.DrawOptions
	op.GeoM.Translate(100, 200) // where the game draws it
	b := p.ScreenBounds(&op)
	hit, ok := p.HitTest(float64(b.Min.X+b.Max.X)/2, float64(b.Min.Y+b.Max.Y)/2, &op, engine.HitOptions{})
	fmt.Println(ok, hit.Bone != "", hit.Image != "")
	_, corner := p.HitTest(float64(b.Min.X)+0.5, float64(b.Min.Y)+0.5, &op, engine.HitOptions{})
	fmt.Println("corner:", corner)
	// Output:
	// true true true
	// corner: false
}

// The bounds of the frame on screen are the drawn pixels', not the union
// of every frame.
func ExamplePlayer_FrameBounds() {
	c := pip()
	p := engine.NewPlayer(c, engine.PlayerOptions{ManualSound: true})
	p.Play("Show")
	p.Advance(0)
	fmt.Println(p.FrameBounds().In(c.Bounds()), p.FrameBounds() != c.Bounds())
	// Output: true true
}

// A hat drawn in the head bone's frame follows the head on the screen.
func ExamplePlayer_BoneGeoM() {
	p := engine.NewPlayer(moss(), engine.PlayerOptions{ManualSound: true})
	p.Interrupt("walk")
	var op engine.DrawOptions
	op.GeoM.Translate(100, 200)
	hat := ebiten.NewImage(16, 8)
	screen := ebiten.NewImage(320, 320)
	if g, ok := p.BoneGeoM("head", &op); ok {
		var ho ebiten.DrawImageOptions
		ho.GeoM.Translate(-8, -20) // the hat image's own pivot
		ho.GeoM.Concat(g)
		screen.DrawImage(hat, &ho)
		x, y := g.Apply(0, 0)
		fmt.Println("head on screen:", x > 100, y < 200)
	}
	// Output: head on screen: true true
}

// A game may draw the public draw list with a loop of its own.
func ExampleCharacter_EbitenImage() {
	p := engine.NewPlayer(pip(), engine.PlayerOptions{ManualSound: true})
	p.Play("Show")
	p.Advance(0)
	screen := ebiten.NewImage(320, 240)
	var op engine.DrawOptions
	view := p.View(&op)
	n := 0
	for _, it := range p.AppendDrawList(nil) {
		img := p.Character().EbitenImage(it.Image)
		if it.Kind != drawlist.KindImage || img == nil {
			continue
		}
		var o ebiten.DrawImageOptions
		o.GeoM = engine.GeoM(view.Mul(it.Transform))
		o.ColorScale.Scale(it.Color.R*it.Color.A, it.Color.G*it.Color.A, it.Color.B*it.Color.A, it.Color.A)
		b := img.Bounds()
		screen.DrawImage(img.SubImage(it.Src.Add(b.Min)).(*ebiten.Image), &o)
		n++
	}
	fmt.Println(n > 0)
	// Output: true
}

// A body variant switches the clothing's art at run time.
func ExamplePlayer_SetVariant() {
	c := moss()
	p := engine.NewPlayer(c, engine.PlayerOptions{ManualSound: true})
	p.Wear("jacket")
	fmt.Println(c.Variants(), p.SetVariant("winter"), p.Variant())
	// Output: [winter] <nil> winter
}

// A pool of players: Reset puts one back as new, keeping its memory.
func ExamplePlayer_Reset() {
	p := engine.NewPlayer(moss(), engine.PlayerOptions{Seed: 7, ManualSound: true})
	p.Interrupt("walk")
	p.Advance(time.Second)
	p.Reset()
	fmt.Println(p.Now(), p.ClipName() == "", p.Playing())
	// Output: 0s true false
}

// A Crowd advances a scene's players on every core and queues their draw
// lists into a Batch in the scene's order (docs/game-api.md#crowds).
func ExampleCrowd() {
	c := moss()
	players := make([]*engine.Player, 100)
	opts := make([]engine.DrawOptions, len(players))
	for i := range players {
		players[i] = engine.NewPlayer(c, engine.PlayerOptions{ManualSound: true})
		players[i].PlayDefault()
		opts[i].GeoM.Translate(float64(i%10*64), float64(i/10*64))
	}
	var crowd engine.Crowd
	defer crowd.Close()
	var batch engine.Batch
	starts := 0
	for range 60 { // one second of Update and Draw
		crowd.Advance(players, time.Second/60, func(i int, evs []engine.Event) {
			for _, e := range evs {
				if e.Kind == engine.EventClipStart {
					starts++
				}
			}
		})
		batch.Begin(nil) // a game's Draw passes its screen
		crowd.Draw(&batch, players, opts)
		batch.End()
	}
	fmt.Println(starts, "clips started")
	// Output: 100 clips started
}

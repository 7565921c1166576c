package character_test

import (
	"fmt"
	"log"
	"time"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/character"
)

// load loads a sample character or stops the example.
func load(rigged bool) *character.Character {
	fsys := assets.Frame()
	if rigged {
		fsys = assets.Rigged()
	}
	c, err := character.Load(fsys, character.Options{})
	if err != nil {
		log.Fatal(err)
	}
	return c
}

// A clip on track 1 is laid over track 0, on the bones it keys only: Moss
// waves its arms while its legs walk on.
func ExamplePlayer_Track() {
	p := character.NewPlayer(load(true), character.PlayerOptions{})
	p.Play("walk")           // track 0
	p.Track(1).Play("wave")  // over it: the arms
	p.Track(1).SetAlpha(0.5) // half way between the walk's arms and the wave's
	for range 60 {
		p.Advance(time.Second / 60)
	}
	fmt.Println(p.ClipName(), p.Track(1).ClipName(), p.Track(1).Alpha())
	// Output: walk wave 0.5
}

// Play queues after what plays (a clip: after its current run), Interrupt
// plays now; each returns a handle that tells how the request stands, and
// the events of its run carry it.
func ExampleRequest() {
	p := character.NewPlayer(load(true), character.PlayerOptions{})
	p.PlayDefault() // idle
	walk, _ := p.Play("walk")
	fmt.Println(walk.Status()) // idle plays its run first
	for walk.Status() == character.RequestQueued {
		for _, e := range p.Advance(time.Second / 60) {
			if e.Kind == character.EventClipStart && e.Request == walk {
				fmt.Println("walk started at", e.Time)
			}
		}
	}
	wave, _ := p.Interrupt("wave")
	fmt.Println(wave.Status(), walk.Status(), walk.Reason())
	// Output:
	// queued
	// walk started at 2s
	// playing done interrupted
}

// Mixes give pairs of clips cross-fades of their own; every other pair
// takes the default (character.json's mixMs).
func ExampleMixes() {
	m := character.NewMixes()
	m.Set("idle", "walk", 500*time.Millisecond)
	p := character.NewPlayer(load(true), character.PlayerOptions{Mixes: m})
	fmt.Println(p.Mix("idle", "walk"), p.Mix("walk", "idle"))
	// Output: 500ms 300ms
}

// HitTest tells what is drawn at a point of the character, by its pixels'
// alpha: a click on Pip hits, one on a transparent pixel does not.
func ExamplePlayer_HitTest() {
	p := character.NewPlayer(load(false), character.PlayerOptions{})
	p.Play("RestPose")
	p.Advance(0)
	b := p.FrameBounds()
	c := b.Min.Add(b.Size().Div(2)) // the middle of what is drawn
	h, ok := p.HitTest(float64(c.X)+0.5, float64(c.Y)+0.5, character.HitOptions{})
	fmt.Println(ok, h.ID)
	_, ok = p.HitTest(float64(b.Min.X)+0.5, float64(b.Min.Y)+0.5, character.HitOptions{}) // a corner
	fmt.Println(ok)
	// Output:
	// true images/body.png
	// false
}

// FrameBounds are the pixels drawn now; Character.Bounds holds every frame.
func ExamplePlayer_FrameBounds() {
	c := load(false)
	p := character.NewPlayer(c, character.PlayerOptions{})
	p.Play("Show")
	p.Advance(0) // Show's first frame: a small sparkle
	fmt.Println(p.FrameBounds(), c.Bounds())
	// Output: (33,38)-(98,101) (3,0)-(125,118)
}

// SpriteTransform places a sprite's pixels on screen as the draw list
// does, and BoneTransform a bone's frame: attach a hat, a weapon, a
// speech balloon's anchor.
func ExamplePlayer_SpriteTransform() {
	c := load(true)
	p := character.NewPlayer(c, character.PlayerOptions{})
	head := c.Bone("head")
	m, _ := p.SpriteTransform(head)
	x, y := m.Apply(0, 0) // the head sprite's top-left corner
	b, _ := p.BoneTransform(head)
	bx, by := b.Apply(0, 0) // the head bone's origin
	fmt.Printf("sprite (%.0f, %.0f), bone (%.0f, %.0f)\n", x, y, bx, by)
	// Output: sprite (-23, -132), bone (2, -70)
}

// SetVariant switches the body variant the clothes are drawn for.
func ExamplePlayer_SetVariant() {
	c := load(true)
	p := character.NewPlayer(c, character.PlayerOptions{})
	p.Wear("jacket")
	fmt.Printf("%q %q\n", c.Variants(), p.Variant())
	if err := p.SetVariant("winter"); err != nil {
		log.Fatal(err)
	}
	fmt.Println(p.Variant())
	// Output:
	// ["winter"] ""
	// winter
}

// A pool of players: Reset makes a used player play as a new one, keeping
// its memory.
func ExamplePlayer_Reset() {
	c := load(false)
	pool := []*character.Player{character.NewPlayer(c, character.PlayerOptions{Seed: 1})}
	p := pool[0]
	p.Play("Wave")
	p.Advance(time.Second)
	p.Reset() // back to the pool; later, handed out again:
	fmt.Println(p.CurrentAction() == "", p.Now())
	// Output: true 0s
}

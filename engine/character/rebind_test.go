package character

import (
	"testing"
	"time"
)

func TestRebindKeepsTheFrameCharactersPlace(t *testing.T) {
	c1, c2 := pip(t), pip(t) // a reload gives a new Character with the same content
	p := NewPlayer(c1, PlayerOptions{Seed: 4, IdleDelay: -1})
	p.Play("Think")
	p.Advance(300 * time.Millisecond)
	a, f := p.Current()
	ft := p.ap.FrameTime()
	p.Rebind(c2)
	if p.Character() != c2 {
		t.Fatal("still on the old character")
	}
	a2, f2 := p.Current()
	if a2 != a || f2 != f || p.ap.FrameTime() != ft {
		t.Fatalf("after rebind %d/%d at %v, want %d/%d at %v", a2, f2, p.ap.FrameTime(), a, f, ft)
	}
	for _, e := range p.Advance(0) {
		if e.Kind == EventSound || e.Kind == EventFrame {
			t.Fatalf("rebind re-entered a frame: %+v", e)
		}
	}
}

func TestRebindKeepsTheClipTimeAndClothes(t *testing.T) {
	c1, c2 := moss(t), moss(t)
	p := NewPlayer(c1, PlayerOptions{})
	if _, err := p.Play("walk"); err != nil {
		t.Fatal(err)
	}
	if err := p.Wear("clothing/jacket.json"); err != nil {
		t.Fatal(err)
	}
	p.Advance(400 * time.Millisecond)
	clip, at, worn := p.ClipName(), p.ClipTime(), p.Worn()
	p.Rebind(c2)
	if p.ClipName() != clip || p.ClipTime() != at {
		t.Fatalf("clip %q at %v after rebind, want %q at %v", p.ClipName(), p.ClipTime(), clip, at)
	}
	if got := p.Worn(); len(got) != len(worn) {
		t.Fatalf("worn %v, want %v", got, worn)
	}
	for i := range worn {
		if p.Worn()[i] != worn[i] {
			t.Fatalf("worn %v, want %v", p.Worn(), worn)
		}
	}
}

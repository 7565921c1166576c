package engine

import (
	"reflect"
	"testing"
	"time"

	"github.com/rigplay/rigplay/engine/character"
)

// TestScreen_QueriesFollowTheDrawOptions: HitTest, ScreenBounds and
// BoneGeoM answer in the destination's pixels for the DrawOptions Draw
// takes (scaled, moved, with character.json's scale): the pure queries
// through View (docs/game-api.md#screen).
func TestScreen_QueriesFollowTheDrawOptions(t *testing.T) {
	c := loadSample(t, true)
	p := NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 1})
	p.Interrupt("walk")
	p.Advance(400 * time.Millisecond)
	var op DrawOptions
	op.GeoM.Scale(2, 2)
	op.GeoM.Translate(300, 250)
	view := p.View(&op)
	fb := p.pure.FrameBounds()
	if got, want := p.ScreenBounds(&op), view.Rect(fb); got != want || got.Dx() < 2*fb.Dx() {
		t.Errorf("ScreenBounds %v, want %v (FrameBounds %v)", got, want, fb)
	}
	hits := 0
	for y := fb.Min.Y; y < fb.Max.Y; y += 3 {
		for x := fb.Min.X; x < fb.Max.X; x += 3 {
			cx, cy := float64(x)+0.5, float64(y)+0.5
			want, wok := p.pure.HitTest(cx, cy, HitOptions{})
			sx, sy := view.Apply(cx, cy)
			got, gok := p.HitTest(sx, sy, &op, HitOptions{})
			if gok != wok || got != want {
				t.Fatalf("at %v,%v: screen hit %+v %v, pure %+v %v", x, y, got, gok, want, wok)
			}
			if gok {
				hits++
			}
		}
	}
	if hits == 0 {
		t.Fatal("nothing hit inside the frame's bounds")
	}
	head := c.c.Bone("head")
	bt, _ := p.pure.BoneTransform(head)
	g, ok := p.BoneGeoM("head", &op)
	wx, wy := view.Mul(bt).Apply(3, -4)
	gx, gy := g.Apply(3, -4)
	if !ok || gx != wx || gy != wy {
		t.Errorf("BoneGeoM: %v at %v,%v, want %v,%v", ok, gx, gy, wx, wy)
	}
	if _, ok := p.BoneGeoM("no-such-bone", &op); ok {
		t.Error("BoneGeoM of a bone the rig does not have")
	}
	if n := allocsOnGame(t, 50, func() { p.HitTest(300, 300, &op, HitOptions{}) }); n != 0 && !raceEnabled {
		t.Errorf("HitTest allocates %v times", n)
	}
}

// TestOptions_Flat: every field of the pure options has one of the same
// name and type in the engine's (docs/game-api.md#objects), so a flat
// engine.PlayerOptions{Seed: 1} reaches the pure player; a field added to
// the pure options fails here until the engine has it (and passes it on).
func TestOptions_Flat(t *testing.T) {
	for _, pair := range [][2]reflect.Type{
		{reflect.TypeFor[character.PlayerOptions](), reflect.TypeFor[PlayerOptions]()},
		{reflect.TypeFor[character.Options](), reflect.TypeFor[LoadOptions]()},
	} {
		for i := range pair[0].NumField() {
			f := pair[0].Field(i)
			ef, ok := pair[1].FieldByName(f.Name)
			switch {
			case !ok:
				t.Errorf("%v lacks %s", pair[1], f.Name)
			case f.Name == "Previous": // the engine's Character, whose pure one is passed on
			case ef.Type != f.Type:
				t.Errorf("%v.%s is %v, the pure one %v", pair[1], f.Name, ef.Type, f.Type)
			}
		}
	}
	o := PlayerOptions{Seed: 3, IdleDelay: -1, Idle2Delay: 2, Idle3Delay: 3, Speed: 2, Mix: 5, Mixes: NewMixes()}
	if got := o.pure(); got != (character.PlayerOptions{Seed: 3, IdleDelay: -1, Idle2Delay: 2, Idle3Delay: 3, Speed: 2, Mix: 5, Mixes: o.Mixes}) {
		t.Errorf("pure options %+v", got)
	}
	l := LoadOptions{Unit: 10, MaxImageSide: 1, MaxPixels: 2, MaxImageBytes: 3, MaxSoundBytes: 4, MaxSoundTotal: 5}
	if got := l.pure(); got != (character.Options{Unit: 10, MaxImageSide: 1, MaxPixels: 2, MaxImageBytes: 3, MaxSoundBytes: 4, MaxSoundTotal: 5}) {
		t.Errorf("pure load options %+v", got)
	}
}

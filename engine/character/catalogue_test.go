package character

import (
	"image"
	"slices"
	"testing"
	"time"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// TestNames_RoundTrip pins docs/game-api.md#names: whatever a query
// answers, Play and Wear take; asked by ID or Label, the queries answer
// with the Name.
func TestNames_RoundTrip(t *testing.T) {
	c := moss(t)
	for i, cl := range c.ClipList() {
		for _, asked := range []string{cl.Name, cl.ID, cl.Label} {
			p := NewPlayer(c, PlayerOptions{})
			if _, err := p.Interrupt(asked); err != nil {
				t.Fatalf("Interrupt(%q): %v", asked, err)
			}
			if p.ClipName() != cl.Name || p.Clip() != i || c.Clip(asked) != i {
				t.Errorf("asked %q: ClipName %q, Clip %d, want %q, %d", asked, p.ClipName(), p.Clip(), cl.Name, i)
			}
		}
		if cl.File != "clips/"+cl.Name+".json" || cl.Label == cl.Name || cl.ID == "" {
			t.Errorf("clip %+v: Name is not the file's, or Label/ID missing", cl)
		}
	}
	for _, it := range c.ClothingList() {
		for _, asked := range []string{it.Name, it.ID, it.Label, it.File} {
			p := NewPlayer(c, PlayerOptions{})
			p.TakeOff(it.Name)
			if err := p.Wear(asked); err != nil {
				t.Fatalf("Wear(%q): %v", asked, err)
			}
			if !slices.Contains(p.Worn(), it.Name) {
				t.Errorf("Wear(%q): Worn %v lacks %q", asked, p.Worn(), it.Name)
			}
		}
	}
	pc := pip(t)
	for i, a := range pc.ActionList() {
		if pc.Action(a.Name) != i {
			t.Errorf("Action(%q) = %d, want %d", a.Name, pc.Action(a.Name), i)
		}
	}
	for i, s := range pc.StateList() {
		if pc.State(s.Name) != i || len(s.Actions) == 0 {
			t.Errorf("state %+v at %d: State() = %d", s, i, pc.State(s.Name))
		}
	}
}

// TestNames_UniqueWhenFilesShareAName: two clips whose files share a name
// are told apart by their paths.
func TestNames_UniqueWhenFilesShareAName(t *testing.T) {
	got := uniqueNames([]string{"clips/a/walk.json", "clips/b/walk.json", "clips/idle.json"})
	if want := []string{"clips/a/walk", "clips/b/walk", "idle"}; !slices.Equal(got, want) {
		t.Errorf("names %v, want %v", got, want)
	}
}

// TestCatalogue_ActionsAsTheFileHasThem: frames, durations, branches,
// exit branches and Return as Actions.json gives them; each call's list
// is the caller's own.
func TestCatalogue_ActionsAsTheFileHasThem(t *testing.T) {
	c := pip(t)
	list := c.ActionList()
	if len(list) != len(c.Actions.Actions) {
		t.Fatalf("%d actions, the set has %d", len(list), len(c.Actions.Actions))
	}
	for i, a := range c.Actions.Actions {
		info := list[i]
		var total time.Duration
		for j, f := range a.Frames {
			fi := info.Frames[j]
			total += f.Duration
			if fi.Duration != f.Duration || fi.Sound != f.Sound || fi.ExitBranch != f.ExitBranch || fi.Mouths != (len(f.Mouths) > 0) || len(fi.Branches) != len(f.Branches) {
				t.Errorf("%s frame %d: %+v", a.Name, j, fi)
			}
			for k, b := range f.Branches {
				if fi.Branches[k] != (BranchInfo{Frame: b.To, Percent: b.Probability}) {
					t.Errorf("%s frame %d branch %d: %+v", a.Name, j, k, fi.Branches[k])
				}
			}
		}
		if info.Duration != total || info.Name != a.Name || info.Label != a.MenuLabel {
			t.Errorf("%s: %+v", a.Name, info)
		}
	}
	if w := list[c.Action("Wave")]; w.Return != "WaveReturn" {
		t.Errorf("Wave returns %q, want WaveReturn", w.Return)
	}
	list[0].Frames[0].Duration = -1
	if c.ActionList()[0].Frames[0].Duration == -1 {
		t.Error("a caller's change reached the shared character")
	}
}

// TestCatalogue_ClipEventsKeysBones: a clip's events, key times and keyed
// bones, as the clip file gives them.
func TestCatalogue_ClipEventsKeysBones(t *testing.T) {
	c := moss(t)
	for i, b := range c.Clips {
		ci := c.ClipList()[i]
		if len(ci.Events) != len(b.Clip.Events) || !slices.IsSorted(ci.Keys) || len(ci.Keys) == 0 || len(ci.Bones) == 0 {
			t.Errorf("%s: %d events (file %d), %d keys, bones %v", ci.Name, len(ci.Events), len(b.Clip.Events), len(ci.Keys), ci.Bones)
		}
		for j, e := range b.Clip.Events {
			if ci.Events[j].Name != e.Name || ci.Events[j].Time != seconds(e.Time) {
				t.Errorf("%s event %d: %+v", ci.Name, j, ci.Events[j])
			}
		}
		for _, tr := range b.Clip.Tracks {
			if !slices.Contains(ci.Bones, tr.Bone) {
				t.Errorf("%s keys %s, Bones %v", ci.Name, tr.Bone, ci.Bones)
			}
			for _, k := range tr.Keys {
				if _, ok := slices.BinarySearch(ci.Keys, seconds(k.Time)); !ok {
					t.Errorf("%s: key at %v missing", ci.Name, k.Time)
				}
			}
		}
	}
}

// TestParts_OnePerItem: AppendParts describes each item AppendDrawList
// gives, in order: a rig's bones and clothing items, a frame's images.
func TestParts_OnePerItem(t *testing.T) {
	for _, c := range []*Character{moss(t), pip(t)} {
		p := NewPlayer(c, PlayerOptions{})
		p.PlayDefault()
		p.Advance(300 * time.Millisecond)
		list, parts := p.AppendDrawList(nil), p.AppendParts(nil)
		if len(list) == 0 || len(parts) != len(list) {
			t.Fatalf("%s: %d items, %d parts", c.Name(), len(list), len(parts))
		}
		items := 0
		for i, part := range parts {
			switch {
			case c.Rigged() && part.Bone == "":
				t.Errorf("%s item %d (%s): no bone", c.Name(), i, list[i].Image)
			case !c.Rigged() && part.ID != list[i].Image:
				t.Errorf("%s item %d: part %q for image %q", c.Name(), i, part.ID, list[i].Image)
			}
			if part.Item != "" {
				items++
				if c.ClothingItem(part.Item) < 0 || !slices.Contains(p.Worn(), part.Item) {
					t.Errorf("item %d: clothing %q is not a worn Name", i, part.Item)
				}
			}
		}
		if c.Rigged() && items == 0 {
			t.Errorf("%s wears nothing that draws", c.Name())
		}
		if n := testing.AllocsPerRun(50, func() { parts = p.AppendParts(parts[:0]) }); n != 0 && !raceEnabled {
			t.Errorf("AppendParts allocates %v times", n)
		}
	}
}

// TestBoneTransform_BonePixelsToCharacterPixels: BoneTransform maps the
// bone's own frame, in pixels (y down), to character pixels: the world
// transform between the pixel flips. A sprite's item is placed in it.
func TestBoneTransform_BonePixelsToCharacterPixels(t *testing.T) {
	c := moss(t)
	p := NewPlayer(c, PlayerOptions{})
	p.Interrupt("walk")
	p.Advance(370 * time.Millisecond)
	ppu := c.Rig.PixelsPerUnit
	for i := range c.BoneList() {
		bt, ok := p.BoneTransform(i)
		if !ok {
			t.Fatalf("bone %d: no transform", i)
		}
		w := p.rp.World(i)
		for _, pt := range [][2]float64{{0, 0}, {10, 0}, {0, 10}, {-3, 7}} {
			// Bone pixels (y down) to bone units (y up), then the world,
			// then world units to pixels.
			wx, wy := w.Apply(pt[0]/ppu, -pt[1]/ppu)
			gx, gy := bt.Apply(pt[0], pt[1])
			if d := (gx-wx*ppu)*(gx-wx*ppu) + (gy+wy*ppu)*(gy+wy*ppu); d > 1e-12 {
				t.Errorf("bone %d, point %v: %v,%v, want %v,%v", i, pt, gx, gy, wx*ppu, -wy*ppu)
			}
		}
	}
	if _, ok := p.BoneTransform(len(c.BoneList())); ok {
		t.Error("a bone past the end has a transform")
	}
	if _, ok := NewPlayer(pip(t), PlayerOptions{}).BoneTransform(0); ok {
		t.Error("a frame character has a bone transform")
	}
}

// TestFrameTimeAndHolding: while an action plays FrameTime counts into its
// frame; once it has ended its last frame is held.
func TestFrameTimeAndHolding(t *testing.T) {
	c := pip(t)
	p := NewPlayer(c, PlayerOptions{IdleDelay: -1})
	if p.Holding() || p.FrameTime() != 0 {
		t.Fatal("a new player holds a frame")
	}
	p.Play("Wave")
	p.Advance(0)
	first := c.ActionList()[c.Action("Wave")].Frames[0].Duration
	p.Advance(first / 2)
	if p.Holding() || p.FrameTime() != first/2 {
		t.Errorf("half way into the first frame: holding %v, frame time %v, want %v", p.Holding(), p.FrameTime(), first/2)
	}
	p.Advance(time.Minute)
	if !p.Holding() || p.FrameTime() != 0 || p.CurrentAction() == "" {
		t.Errorf("after the action: holding %v, frame time %v, action %q", p.Holding(), p.FrameTime(), p.CurrentAction())
	}
}

// TestSways_InCharacterPixels: a swaying piece's pivot is given in the
// draw list's pixels, on its bone.
func TestSways_InCharacterPixels(t *testing.T) {
	c := moss(t)
	p := NewPlayer(c, PlayerOptions{})
	p.Interrupt("walk")
	p.Advance(500 * time.Millisecond)
	got := p.Sways(nil)
	raw := p.rp.Sways(nil)
	if len(got) == 0 || len(got) != len(raw) {
		t.Fatalf("%d sways, the rig has %d", len(got), len(raw))
	}
	ppu := c.Rig.PixelsPerUnit
	for i, s := range got {
		if s.X != raw[i].PivotX*ppu || s.Y != -raw[i].PivotY*ppu || s.Bone != c.Rig.Bones[raw[i].Bone].Name || s.Angle != raw[i].Angle {
			t.Errorf("sway %d: %+v from %+v", i, s, raw[i])
		}
	}
	if !image.Pt(int(got[0].X), int(got[0].Y)).In(c.Bounds()) {
		t.Errorf("pivot %v,%v outside the character's bounds %v", got[0].X, got[0].Y, c.Bounds())
	}
}

// TestBounds_DrawListMethods: Item.Bounds and List.Bounds hold the
// transformed rectangles; Affine.Invert undoes a transform.
func TestBounds_DrawListMethods(t *testing.T) {
	it := drawlist.Item{Src: image.Rect(0, 0, 10, 4), Transform: drawlist.Affine{A: 0, B: 1, C: -1, D: 0, TX: 5, TY: 5}}
	if b := it.Bounds(); b != image.Rect(1, 5, 5, 15) {
		t.Errorf("rotated item bounds %v", b)
	}
	inv, ok := it.Transform.Invert()
	x, y := inv.Apply(it.Transform.Apply(3, 2))
	if !ok || x < 3-1e-12 || x > 3+1e-12 || y < 2-1e-12 || y > 2+1e-12 {
		t.Errorf("Invert: %v, %v,%v", ok, x, y)
	}
	if _, ok := (drawlist.Affine{}).Invert(); ok {
		t.Error("a flat affine inverted")
	}
	var l drawlist.List = []drawlist.Item{it, {Src: image.Rect(0, 0, 2, 2), Transform: drawlist.Identity}}
	if b := l.Bounds(); b != image.Rect(0, 0, 5, 15) {
		t.Errorf("list bounds %v", b)
	}
}

package rig

import (
	"image"
	"math"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// TestRule3_LocalMatrixIsTRS pins local = T(x, y) . R(rotation) . S(sx, sy),
// y up, degrees counter-clockwise positive.
func TestRule3_LocalMatrixIsTRS(t *testing.T) {
	tests := []struct {
		name       string
		l          Local
		px, py     float64 // a local point
		wantX, wnY float64 // where it lands in the parent
	}{
		{"identity", Local{0, 0, 0, 1, 1}, 1, 0, 1, 0},
		{"translate", Local{2, 3, 0, 1, 1}, 1, 1, 3, 4},
		{"ccw 90 turns +x to +y", Local{0, 0, 90, 1, 1}, 1, 0, 0, 1},
		{"-90 turns +x to -y (clockwise negative)", Local{0, 0, -90, 1, 1}, 1, 0, 0, -1},
		{"scale before rotation", Local{0, 0, 90, 2, 3}, 1, 1, -3, 2},
		{"all three", Local{1, -1, 180, 2, 1}, 1, 2, -1, -3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			x, y := tc.l.Matrix().Apply(tc.px, tc.py)
			if !near(x, tc.wantX, 1e-12) || !near(y, tc.wnY, 1e-12) {
				t.Errorf("local %v maps (%v, %v) to (%v, %v), want (%v, %v)", tc.l, tc.px, tc.py, x, y, tc.wantX, tc.wnY)
			}
		})
	}
}

// TestRule3_WorldIsParentWorldTimesLocal checks a chain of three bones
// against the product of their local matrices written out by hand.
func TestRule3_WorldIsParentWorldTimesLocal(t *testing.T) {
	r := mustRig(t, func(doc map[string]any) {
		bones := doc["bones"].([]any)
		set := func(i int, x, y, rot float64) {
			dt := bones[i].(map[string]any)["defaultTransform"].(map[string]any)
			dt["x"], dt["y"], dt["rotation"] = x, y, rot
		}
		set(0, 1, 2, 30)    // hips
		set(2, 0, 1, 60)    // spine
		set(3, 0.5, 0, -90) // chest
	})
	p := NewPlayer(r)
	// chest world = hips . spine . chest; the chest origin in world:
	// hips (1,2) rot 30; spine at (0,1) in hips: world (1 - sin30, 2 + cos30),
	// rot 90; chest at (0.5, 0) in spine: (1 - 0.5 + 0.5*cos90, 2 + cos30 + 0.5*sin90).
	c30 := math.Cos(math.Pi / 6)
	wantX, wantY := 1-0.5, 2+c30+0.5
	chest := r.BoneIndex("chest")
	x, y := p.World(chest).Apply(0, 0)
	if !near(x, wantX, 1e-12) || !near(y, wantY, 1e-12) {
		t.Fatalf("chest origin at (%v, %v), want (%v, %v)", x, y, wantX, wantY)
	}
	// total rotation 30 + 60 - 90 = 0: the chest's x axis is the world's.
	ax, ay := p.World(chest).Apply(1, 0)
	if !near(ax-x, 1, 1e-12) || !near(ay-y, 0, 1e-12) {
		t.Fatalf("chest x axis is (%v, %v), want (1, 0)", ax-x, ay-y)
	}
	for _, i := range r.Order {
		b := r.Bones[i]
		want := b.Default.Matrix()
		if b.Parent >= 0 {
			want = p.World(b.Parent).Mul(want)
		}
		if !affineNear(p.World(i), want, 1e-12) {
			t.Errorf("bone %s world %s, want parent.local %s", b.Name, fmtAffine(p.World(i)), fmtAffine(want))
		}
	}
}

// TestRule3_ParentsComeFirst pins the topological order: computed once,
// parents before children, even when the file lists children first.
func TestRule3_ParentsComeFirst(t *testing.T) {
	r := mustRig(t, func(doc map[string]any) {
		bones := doc["bones"].([]any)
		for i, j := 0, len(bones)-1; i < j; i, j = i+1, j-1 {
			bones[i], bones[j] = bones[j], bones[i]
		}
	})
	pos := map[int]int{}
	for k, i := range r.Order {
		pos[i] = k
	}
	if len(r.Order) != len(r.Bones) {
		t.Fatalf("order has %d bones, want %d", len(r.Order), len(r.Bones))
	}
	for i, b := range r.Bones {
		if b.Parent >= 0 && pos[b.Parent] > pos[i] {
			t.Errorf("bone %s comes before its parent %s", b.Name, r.Bones[b.Parent].Name)
		}
	}
}

// TestRule3_RotationsAreAngles pins that 350 is a -10 degree tilt, not a
// value in a range: both give the same transform, and blends between 350
// and 10 go through 0.
func TestRule3_RotationsAreAngles(t *testing.T) {
	for _, tc := range []struct{ a, b float64 }{{350, -10}, {-350, 10}, {720, 0}, {270, -90}, {540, 180}} {
		if !affineNear(TRS(0, 0, tc.a, 1, 1), TRS(0, 0, tc.b, 1, 1), 1e-12) {
			t.Errorf("rotation %v != rotation %v", tc.a, tc.b)
		}
	}
	if got := shortArc(10 - 350); got != 20 {
		t.Errorf("blend from 350 to 10 turns %v degrees, want 20", got)
	}
}

// TestRule3_SpritePlacementInScreenPixels pins the screen mapping
// (x * ppu, -y * ppu) and the pivot, measured from the sprite's
// bottom-left, sitting on the target bone's origin.
func TestRule3_SpritePlacementInScreenPixels(t *testing.T) {
	r := mustRig(t, func(doc map[string]any) {
		b := doc["bones"].([]any)[0].(map[string]any) // hips
		b["defaultTransform"] = map[string]any{"x": 1, "y": 2, "rotation": 90, "scaleX": 1, "scaleY": 1}
		b["spriteCanvas"] = map[string]any{"width": 10, "height": 20, "pivotX": 0.2, "pivotY": -0.5, "sortingOrder": -100}
	})
	p := NewPlayer(r)
	l := p.DrawList()
	var it drawlist.Item
	for k, e := range p.DrawEntries() {
		if e.ID == "sprite/hips" {
			it = l[k]
		}
	}
	if it.Src != image.Rect(0, 0, 10, 20) || it.Image != "sprites/hips.png" {
		t.Fatalf("hips item %+v", it)
	}
	// Pivot pixel (y down): (0.2*10, 20 - (-0.5)*20) = (2, 30) must land
	// on the hips origin (1, 2) world = (32, -64) screen.
	x, y := it.Transform.Apply(2, 30)
	if !near(x, 32, 1e-9) || !near(y, -64, 1e-9) {
		t.Errorf("pivot lands at (%v, %v), want (32, -64)", x, y)
	}
	// One pixel right in the sprite is 1/ppu along the bone's x axis, which
	// is world +y after the 90 degree turn: screen one pixel up.
	x2, y2 := it.Transform.Apply(3, 30)
	if !near(x2-x, 0, 1e-9) || !near(y2-y, -1, 1e-9) {
		t.Errorf("sprite +x moves screen by (%v, %v), want (0, -1)", x2-x, y2-y)
	}
}

// TestRule3_DrawOrderTieBreak pins sort key = sortingOrder + offset, lower
// first; ties: body before clothing, then bone file order, then item order.
func TestRule3_DrawOrderTieBreak(t *testing.T) {
	r := mustRig(t, func(doc map[string]any) {
		for _, b := range doc["bones"].([]any) {
			b := b.(map[string]any)
			switch b["name"] {
			case "hips", "chest", "spine":
				b["spriteCanvas"].(map[string]any)["sortingOrder"] = 5
			default:
				delete(b, "spriteCanvas")
			}
		}
	})
	fsys := wardrobeFS()
	w := NewWardrobe(r)
	// item 1 on chest with offset 0 (ties the body sprites), item 2 on hips
	// with offset 0, item 3 on chest with offset -1 (before everything).
	for _, it := range []struct {
		id, cat, slot, bone string
		off                 int
	}{
		{"t:clothing/one", "Upper", "piece/shirt-chest", "Chest", 0},
		{"t:clothing/two", "Lower", "piece/skirt-hips", "Hips", 0},
		{"t:clothing/three", "Hat", "piece/hat", "Chest", -1},
	} {
		item := mustItem(t, fsys, it.id[11:]+".json", itemJSON(it.id, it.cat, nil,
			map[string]map[string]any{it.slot: {"bone": it.bone, "sortingOffset": it.off}}, nil))
		if _, d := w.Equip(item); d.HasErrors() {
			t.Fatal(d)
		}
	}
	p := NewPlayer(r)
	p.Dress(w.Pieces())
	want := "t:clothing/three#piece/hat,sprite/hips,sprite/spine,sprite/chest,t:clothing/two#piece/skirt-hips,t:clothing/one#piece/shirt-chest"
	if got := drawIDs(p); got != want {
		t.Errorf("draw order\n got %s\nwant %s", got, want)
	}
	for _, e := range p.DrawEntries() {
		if e.ID == "t:clothing/three#piece/hat" && e.SortKey != 4 {
			t.Errorf("hat sort key %d, want 5 + -1 = 4", e.SortKey)
		}
	}
}

// TestRule3_DrawOrderDoesNotFlicker rebuilds the list many times over an
// animation without order changes and with all keys tied: the order never
// changes.
func TestRule3_DrawOrderDoesNotFlicker(t *testing.T) {
	r := mustRig(t, func(doc map[string]any) {
		for _, b := range doc["bones"].([]any) {
			b.(map[string]any)["spriteCanvas"].(map[string]any)["sortingOrder"] = 0
		}
	})
	b := mustBind(t, r, clipJSON(1, true, []trackSpec{
		{"bone/hips", "rotation.z", []tk{{0, 0, 0, 0}, {0.5, 40, 0, 0}, {1, 0, 0, 0}}},
	}, nil))
	p := NewPlayer(r)
	p.Play(b, 0)
	first := drawIDs(p)
	for i := 0; i < 200; i++ {
		p.Advance(sec(1.0 / 60))
		if got := drawIDs(p); got != first {
			t.Fatalf("frame %d: order changed to %s", i, got)
		}
	}
	// All keys tie: the order is the rig's file order.
	want := ""
	for i, sb := range seedBones {
		if i > 0 {
			want += ","
		}
		want += "sprite/" + sb.name
	}
	if first != want {
		t.Errorf("tied order %s, want file order %s", first, want)
	}
}

// TestRule3_RecomputesOnlyWhatChanged checks the change flags: a clip that
// animates one leg leaves the other bones' transforms at the rig's shared
// rest pose, untouched; an override moves its bone and descendants too.
func TestRule3_RecomputesOnlyWhatChanged(t *testing.T) {
	r := mustRig(t, nil)
	b := mustBind(t, r, clipJSON(1, true, []trackSpec{
		{"bone/leg-left-lower", "rotation.z", []tk{{0, 0, 0, 0}, {1, 90, 0, 0}}},
		{"sprite/hips", "color.a", []tk{{0, 1, 0, 0}, {1, 0.5, 0, 0}}},
	}, nil))
	p := NewPlayer(r)
	p.Play(b, 0)
	p.Advance(sec(0.1))
	p.Advance(sec(0.1))
	recomputed := func() string {
		s := new(scratch)
		s.poseOf(p)
		var names []string
		for i, m := range s.moved {
			if m {
				names = append(names, r.Bones[i].Name)
			} else if s.world[i] != r.rest.world[i] || s.localOf(r, i) != r.rest.local[i] {
				t.Errorf("unmoved bone %s is not at its rest pose", r.Bones[i].Name)
			}
		}
		return strings.Join(names, ",")
	}
	if got, want := recomputed(), "leg-left-lower,foot-left"; got != want {
		t.Errorf("recomputed %s, want only leg-left-lower and its child foot-left", got)
	}
	p.SetOverride(r.BoneIndex("arm-left-lower"), ScaleX, 1.5)
	if got, want := recomputed(), "arm-left-lower,hand-left,leg-left-lower,foot-left"; got != want {
		t.Errorf("with an override, recomputed %s, want %s", got, want)
	}
	p.ClearOverrides()
	// And the result equals a full recomputation.
	q := NewPlayer(r)
	q.Play(b, 0)
	q.Seek(sec(0.2))
	for i := range r.Bones {
		if !affineNear(p.World(i), q.World(i), 1e-12) {
			t.Errorf("bone %s: incremental %s != full %s", r.Bones[i].Name, fmtAffine(p.World(i)), fmtAffine(q.World(i)))
		}
	}
}

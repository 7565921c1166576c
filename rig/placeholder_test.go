package rig

import (
	"image"
	"testing"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// TestRule1_PlaceholderBoneDrawsItsCanvas pins docs/rig.md#missing-sprites
// for a bone whose sprite is missing: it is drawn as a placeholder item,
// its spriteCanvas rectangle placed exactly where the sprite would be (same
// transform, same size, same sort key and order), in a color of its own
// tinted by the bone's color; every other bone draws its image.
func TestRule1_PlaceholderBoneDrawsItsCanvas(t *testing.T) {
	r := mustRig(t, nil)
	ph := r.WithPlaceholders("spine", "arm-left-upper", "no-such-bone")
	if ph == r || r.Bones[2].Placeholder {
		t.Fatal("WithPlaceholders changed the rig it was given")
	}
	tint := mustBind(t, r, clipJSON(1, true, []trackSpec{
		{"bone/spine", "rotation.z", []tk{{0, 10, 0, 0}, {1, 40, 0, 0}}},
		{"sprite/spine", "color.g", []tk{{0, 0.5, 0, 0}, {1, 0.5, 0, 0}}},
		{"sprite/spine", "color.a", []tk{{0, 0.5, 0, 0}, {1, 0.5, 0, 0}}},
	}, nil))
	tintPh := mustBind(t, ph, clipJSON(1, true, []trackSpec{
		{"bone/spine", "rotation.z", []tk{{0, 10, 0, 0}, {1, 40, 0, 0}}},
		{"sprite/spine", "color.g", []tk{{0, 0.5, 0, 0}, {1, 0.5, 0, 0}}},
		{"sprite/spine", "color.a", []tk{{0, 0.5, 0, 0}, {1, 0.5, 0, 0}}},
	}, nil))
	want, got := NewPlayer(r), NewPlayer(ph)
	want.Play(tint, 0)
	got.Play(tintPh, 0)
	want.Seek(sec(0.4))
	got.Seek(sec(0.4))
	wl, gl := want.DrawList(), got.DrawList()
	if len(wl) != len(gl) || len(gl) != len(seedBones) {
		t.Fatalf("%d items with placeholders, %d without, want %d", len(gl), len(wl), len(seedBones))
	}
	spine, armL := "sprites/spine.png", "sprites/arm-left-upper.png"
	n := 0
	for i := range gl {
		g, w := gl[i], wl[i]
		if g.Image != w.Image || g.Transform != w.Transform || g.Src != w.Src || g.SortKey != w.SortKey {
			t.Errorf("item %d: %+v, want the place of %+v", i, g, w)
		}
		if w.Kind != drawlist.KindImage {
			t.Errorf("item %d (%s) of the full rig is kind %d", i, w.Image, w.Kind)
		}
		switch g.Image {
		case spine, armL:
			n++
			bone := ph.BoneIndex(map[string]string{spine: "spine", armL: "arm-left-upper"}[g.Image])
			c := placeholderColor(uint32(bone))
			if g.Image == spine {
				c.G *= 0.5 // the clip's tint on the bone's own color
				c.A = 0.5
			}
			if g.Kind != drawlist.KindPlaceholder || g.Color != c {
				t.Errorf("%s: kind %d color %+v, want a placeholder in %+v", g.Image, g.Kind, g.Color, c)
			}
			if g.Src != image.Rect(0, 0, r.Bones[bone].Sprite.Width, r.Bones[bone].Sprite.Height) {
				t.Errorf("%s: rectangle %v, want its spriteCanvas", g.Image, g.Src)
			}
		default:
			if g.Kind != drawlist.KindImage || g.Color != w.Color {
				t.Errorf("%s: kind %d color %+v, want the image as without placeholders", g.Image, g.Kind, g.Color)
			}
		}
	}
	if n != 2 {
		t.Errorf("%d placeholders drawn, want 2", n)
	}
	for _, e := range got.DrawEntries() {
		if e.Placeholder != (e.ID == "sprite/spine" || e.ID == "sprite/arm-left-upper") {
			t.Errorf("draw entry %+v", e)
		}
	}
}

// TestPlaceholderColorsDiffer: the colors of neighbouring bones are far
// apart, opaque and the same on every call.
func TestPlaceholderColorsDiffer(t *testing.T) {
	for i := uint32(0); i < 40; i++ {
		a, b := placeholderColor(i), placeholderColor(i+1)
		if a != placeholderColor(i) || a.A != 1 {
			t.Fatalf("color %d: %+v", i, a)
		}
		d := abs32(a.R-b.R) + abs32(a.G-b.G) + abs32(a.B-b.B)
		if d < 0.3 {
			t.Errorf("colors %d and %d are alike: %+v %+v", i, i+1, a, b)
		}
		for _, v := range []float32{a.R, a.G, a.B} {
			if v < 0 || v > 1 {
				t.Errorf("color %d out of range: %+v", i, a)
			}
		}
	}
}

func abs32(v float32) float32 {
	if v < 0 {
		return -v
	}
	return v
}

// TestRule5_MissingClothingImageIsAWarningAndAPlaceholder pins
// docs/clothing.md#missing-images: a piece whose PNG is missing loads with
// a located warning and draws as a placeholder on its bone, the size of the
// bone's spriteCanvas (its own size is unknown); an atlas item whose atlas
// is missing draws each region's rectangle.
func TestRule5_MissingClothingImageIsAWarningAndAPlaceholder(t *testing.T) {
	fsys := corpusFS(t)
	r, d := LoadRig(fsys, "rig.json")
	if d.HasErrors() {
		t.Fatal(d)
	}
	it, d := LoadClothing(fsys, "item-missing-image.json")
	if it == nil || d.HasErrors() || len(d) != 1 || d[0].Severity != diag.Warning {
		t.Fatalf("got %v, want one warning", d)
	}
	want := "item-missing-image.json:12:28: /visual/sprites/piece~1shirt-chest: warning: img/none.png not found; drawn as a placeholder until it exists"
	if d[0].Error() != want {
		t.Errorf("got  %s\nwant %s", d[0].Error(), want)
	}
	if !it.Missing("img/none.png") || it.Missing("img/a.png") {
		t.Error("Missing does not tell the missing image")
	}
	w := NewWardrobe(r)
	if _, d := w.Equip(it); d.HasErrors() {
		t.Fatal(d)
	}
	pcs := w.Pieces()
	if len(pcs) != 1 || !pcs[0].Placeholder {
		t.Fatalf("pieces %+v, want one placeholder", pcs)
	}
	chest := r.Bones[r.BoneIndex("chest")].Sprite
	if pcs[0].Src.Dx() != chest.Width || pcs[0].Src.Dy() != chest.Height {
		t.Errorf("placeholder %v, want the chest's %dx%d canvas (the item has the rig's 16 pixels per unit)", pcs[0].Src, chest.Width, chest.Height)
	}
	p := NewPlayer(r)
	p.Dress(pcs)
	found := false
	for _, item := range p.DrawList() {
		if item.Image == "img/none.png" {
			found = true
			if item.Kind != drawlist.KindPlaceholder || item.Color != pieceColor(pcs[0].ID) {
				t.Errorf("the piece draws %+v, want a placeholder in its own color", item)
			}
		} else if item.Kind != drawlist.KindImage {
			t.Errorf("%s draws kind %d", item.Image, item.Kind)
		}
	}
	if !found {
		t.Error("the piece is not drawn")
	}

	// The atlas form: the atlas is missing, the regions say the sizes.
	delete(fsys, "img/atlas.png")
	at, d := LoadClothing(fsys, "item-atlas.json")
	if at == nil || d.HasErrors() || len(d) != 1 {
		t.Fatalf("atlas item: %v", d)
	}
	w = NewWardrobe(r)
	if _, d := w.Equip(at); d.HasErrors() {
		t.Fatal(d)
	}
	pcs = w.Pieces()
	if len(pcs) != 1 || !pcs[0].Placeholder || pcs[0].Src.Dx() != 16 || pcs[0].Src.Dy() != 16 {
		t.Errorf("atlas pieces %+v, want one 16x16 placeholder", pcs)
	}
}

// TestAllocs_PlaceholdersAllocationFree: a rig drawn all in placeholders
// builds its draw list with no allocation per frame, as one with art.
func TestAllocs_PlaceholdersAllocationFree(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector makes sync.Pool allocate")
	}
	r := mustRig(t, nil)
	var names []string
	for _, b := range r.Bones {
		names = append(names, b.Name)
	}
	ph := r.WithPlaceholders(names...)
	b := mustBind(t, ph, clipJSON(1, true, []trackSpec{
		{"bone/chest", "rotation.z", []tk{{0, 0, 0, 0}, {1, 40, 0, 0}}},
		{"sprite/chest", "color.r", []tk{{0, 0.5, 0, 0}, {1, 1, 0, 0}}},
	}, nil))
	p := NewPlayer(ph)
	p.Play(b, 0)
	var list drawlist.List
	list = p.AppendDrawList(list)
	if n := testing.AllocsPerRun(200, func() { p.Advance(sec(1.0 / 60)); list = p.AppendDrawList(list[:0]) }); n != 0 {
		t.Errorf("%v allocs per frame, want 0", n)
	}
	for _, it := range list {
		if it.Kind != drawlist.KindPlaceholder {
			t.Fatalf("%s is not a placeholder", it.Image)
		}
	}
}

package rig

import (
	"encoding/json"
	"image"
	"strings"
	"testing"
)

func ids(items []*ClothingItem) string {
	var s []string
	for _, it := range items {
		s = append(s, it.ID)
	}
	return strings.Join(s, ",")
}

// TestRule5_EquipRemovesConflicts pins conflict removal: same category,
// or either item listing the other's category (symmetric).
func TestRule5_EquipRemovesConflicts(t *testing.T) {
	r := mustRig(t, nil)
	fsys := wardrobeFS()
	piece := func(slot, bone string) map[string]map[string]any {
		return map[string]map[string]any{slot: {"bone": bone}}
	}
	shirt := mustItem(t, fsys, "shirt.json", itemJSON("t:clothing/shirt", "Upper", nil, piece("piece/shirt-chest", "Chest"), nil))
	coat := mustItem(t, fsys, "coat.json", itemJSON("t:clothing/coat", "Upper", nil, piece("piece/shirt-spine", "Spine"), nil))
	hat := mustItem(t, fsys, "hat.json", itemJSON("t:clothing/hat", "Hat", nil, piece("piece/hat", "Head"), nil))
	hood := mustItem(t, fsys, "hood.json", itemJSON("t:clothing/hood", "Other", []string{"Hat"}, piece("piece/back", "Spine"), nil))
	skirt := mustItem(t, fsys, "skirt.json", itemJSON("t:clothing/skirt", "Lower", nil, piece("piece/skirt-hips", "Hips"), nil))
	w := NewWardrobe(r)
	steps := []struct {
		item             *ClothingItem
		removed, wornNow string
	}{
		{shirt, "", "t:clothing/shirt"},
		{skirt, "", "t:clothing/shirt,t:clothing/skirt"},
		{coat, "t:clothing/shirt", "t:clothing/skirt,t:clothing/coat"},               // same category
		{hat, "", "t:clothing/skirt,t:clothing/coat,t:clothing/hat"},                 // no conflict
		{hood, "t:clothing/hat", "t:clothing/skirt,t:clothing/coat,t:clothing/hood"}, // hood lists Hat
		{hat, "t:clothing/hood", "t:clothing/skirt,t:clothing/coat,t:clothing/hat"},  // symmetric: hat does not list Other
		{hat, "t:clothing/hat", "t:clothing/skirt,t:clothing/coat,t:clothing/hat"},   // same id again
	}
	for i, s := range steps {
		removed, d := w.Equip(s.item)
		if d.HasErrors() {
			t.Fatalf("step %d: %v", i, d)
		}
		if ids(removed) != s.removed || ids(w.Worn()) != s.wornNow {
			t.Errorf("step %d equip %s: removed [%s] worn [%s], want [%s] [%s]", i, s.item.ID, ids(removed), ids(w.Worn()), s.removed, s.wornNow)
		}
	}
	if !w.Unequip("t:clothing/coat") || w.Unequip("t:clothing/coat") || ids(w.Worn()) != "t:clothing/skirt,t:clothing/hat" {
		t.Errorf("unequip: worn %s", ids(w.Worn()))
	}
}

// TestRule5_HideBodyPart pins that a piece with hideBodyPart hides its
// bone's body sprite while worn.
func TestRule5_HideBodyPart(t *testing.T) {
	r := mustRig(t, nil)
	fsys := wardrobeFS()
	glove := mustItem(t, fsys, "glove.json", itemJSON("t:clothing/glove", "Other", nil,
		map[string]map[string]any{"piece/r-arm-upper": {"bone": "rArmUpper", "hideBodyPart": true}}, nil))
	w := NewWardrobe(r)
	w.Equip(glove)
	p := NewPlayer(r)
	before := drawIDs(p)
	p.Dress(w.Pieces())
	after := drawIDs(p)
	if !strings.Contains(before, "sprite/arm-right-upper") {
		t.Fatalf("undressed list lacks the arm: %s", before)
	}
	if strings.Contains(after, "sprite/arm-right-upper,") || !strings.Contains(after, "t:clothing/glove#piece/r-arm-upper") {
		t.Errorf("dressed list %s: want the glove and no body arm", after)
	}
	w.Unequip("t:clothing/glove")
	p.Dress(w.Pieces())
	if got := drawIDs(p); got != before {
		t.Errorf("after taking it off %s, want %s", got, before)
	}
}

// TestRule5_BodyVariantMatchOrder pins the match order: explicit variant,
// prefab name (lower case, no "(Clone)"), loaded pack ids, default, then
// visual.sprites.
func TestRule5_BodyVariantMatchOrder(t *testing.T) {
	r := mustRig(t, nil)
	fsys := wardrobeFS()
	variants := map[string]any{
		"x":       map[string]any{"piece/back": "img/variant-x.png"},
		"alex":    map[string]any{"piece/back": "img/variant-alex.png"},
		"my.pack": map[string]any{"piece/back": "img/variant-pack.png"},
		"default": map[string]any{"piece/back": "img/variant-default.png"},
	}
	it := mustItem(t, fsys, "cape.json", itemJSON("t:clothing/cape", "Other", nil,
		map[string]map[string]any{"piece/back": {"bone": "Spine"}}, variants))
	plain := mustItem(t, fsys, "plain.json", itemJSON("t:clothing/plain", "Other", nil,
		map[string]map[string]any{"piece/back": {"bone": "Spine"}}, map[string]any{"other": map[string]any{"piece/back": "img/variant-x.png"}}))
	for _, tc := range []struct {
		item                  *ClothingItem
		variant, prefab, want string
		packs                 []string
	}{
		{it, "x", "Alex(Clone)", "items/img/variant-x.png", []string{"my.pack"}},
		{it, "", "Alex(Clone)", "items/img/variant-alex.png", []string{"my.pack"}},
		{it, "", "Bob", "items/img/variant-pack.png", []string{"nope", "my.pack"}},
		{it, "zzz", "Bob", "items/img/variant-default.png", nil},
		{plain, "x", "Alex", "items/img/a.png", nil},
	} {
		w := NewWardrobe(r)
		w.Variant, w.Prefab, w.Packs = tc.variant, tc.prefab, tc.packs
		w.Equip(tc.item)
		ps := w.Pieces()
		if len(ps) != 1 || ps[0].Image != tc.want {
			t.Errorf("variant %q prefab %q packs %v: pieces %+v, want image %s", tc.variant, tc.prefab, tc.packs, ps, tc.want)
		}
	}
}

// TestRule5_ContractChecksSlotsAndCategories pins that a slot outside the
// rig's clothingContract.slots or a category outside its categories is an
// error, and the item is not worn.
func TestRule5_ContractChecksSlotsAndCategories(t *testing.T) {
	r := mustRig(t, func(doc map[string]any) {
		doc["clothingContract"].(map[string]any)["categories"] = []string{"Upper", "Lower"}
	})
	fsys := wardrobeFS()
	badSlot := mustItem(t, fsys, "bad-slot.json", itemJSON("t:clothing/tail", "Upper", nil,
		map[string]map[string]any{"piece/tail": {"bone": "Butt"}}, nil))
	badCat := mustItem(t, fsys, "bad-cat.json", itemJSON("t:clothing/cap", "Hat", nil,
		map[string]map[string]any{"piece/hat": {"bone": "Head"}}, nil))
	w := NewWardrobe(r)
	for _, tc := range []struct {
		it   *ClothingItem
		want string
	}{
		{badSlot, `items/bad-slot.json:15:21: /visual/sprites/piece~1tail: slot "piece/tail" is not in rig test:player-rig/tester's clothingContract.slots`},
		{badCat, `items/bad-cat.json:2:15: /category: category "Hat" is not in rig test:player-rig/tester's clothingContract.categories`},
	} {
		_, d := w.Equip(tc.it)
		if len(d) == 0 || d[0].Error() != tc.want {
			t.Errorf("equip %s: %v\nwant %s", tc.it.ID, d, tc.want)
		}
	}
	if len(w.Worn()) != 0 {
		t.Errorf("refused items are worn: %s", ids(w.Worn()))
	}
}

// TestRule5_AtlasRegionsBottomLeft pins coreClothingAtlas regions with a
// bottom-left origin: a region at y=0 is at the bottom of the PNG.
func TestRule5_AtlasRegionsBottomLeft(t *testing.T) {
	r := mustRig(t, nil)
	fsys := wardrobeFS()
	doc := map[string]any{"schemaVersion": 1, "type": "clothing", "id": "t:clothing/atlas", "displayName": "A",
		"extends": "core:clothing/shirt", "category": "Upper",
		"visual": map[string]any{"type": FormCoreAtlas, "atlas": "img/atlas.png",
			"regions": map[string]any{
				"piece/shirt-chest": map[string]any{"x": 0, "y": 0, "width": 16, "height": 8},
				"piece/shirt-spine": map[string]any{"x": 16, "y": 24, "width": 8, "height": 8},
			},
			"attachments": map[string]any{
				"piece/shirt-chest": map[string]any{"bone": "Chest", "pivotX": 0, "pivotY": 0},
				"piece/shirt-spine": map[string]any{"bone": "Spine"},
			}}}
	data, _ := json.Marshal(doc)
	it := mustItem(t, fsys, "atlas.json", data)
	w := NewWardrobe(r)
	if _, d := w.Equip(it); d.HasErrors() {
		t.Fatal(d)
	}
	got := map[string]image.Rectangle{}
	for _, pc := range w.Pieces() {
		got[pc.Slot] = pc.Src
		if pc.Image != "items/img/atlas.png" {
			t.Errorf("%s image %s", pc.Slot, pc.Image)
		}
	}
	// The atlas is 64x32: y=0 h=8 is PNG rows 24..32; y=24 h=8 is rows 0..8.
	if got["piece/shirt-chest"] != image.Rect(0, 24, 16, 32) || got["piece/shirt-spine"] != image.Rect(16, 0, 24, 8) {
		t.Errorf("source rectangles %v", got)
	}
	// With pivot (0, 0) the region's bottom-left pixel corner sits on the
	// chest origin.
	p := NewPlayer(r)
	p.Dress(w.Pieces())
	l := p.DrawList()
	chest := r.BoneIndex("chest")
	for k, e := range p.DrawEntries() {
		if e.ID == "t:clothing/atlas#piece/shirt-chest" {
			x, y := l[k].Transform.Apply(0, 8) // bottom-left of the 16x8 source
			wx, wy := p.World(chest).Apply(0, 0)
			if !near(x, wx*32, 1e-9) || !near(y, -wy*32, 1e-9) {
				t.Errorf("bottom-left at (%v, %v), want chest origin (%v, %v)", x, y, wx*32, -wy*32)
			}
		}
	}
}

// TestRule5_AttachmentBoneNames pins the mapping of the source tool's bone
// names to the rig's.
func TestRule5_AttachmentBoneNames(t *testing.T) {
	src := []string{"Hips", "Butt", "Spine", "Chest", "Neck", "Head", "rArmUpper", "rArmLower", "rHand",
		"lArmUpper", "lArmLower", "lHand", "rLegUpper", "rLegLower", "rFoot", "lLegUpper", "lLegLower", "lFoot", "Ear", "Face"}
	for i, s := range src {
		got, ok := RigBoneName(s)
		if !ok || got != seedBones[i].name {
			t.Errorf("%s maps to %q, want %q", s, got, seedBones[i].name)
		}
	}
	if _, ok := RigBoneName("hips"); ok {
		t.Error("rig names are not source names")
	}
}

package rig

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"math"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// seedBones are the seed's twenty bone names with an original hierarchy
// and rest pose made for these tests (not the game's numbers).
var seedBones = []struct {
	name, parent string
	x, y, rot    float64
	w, h, order  int
}{
	{"hips", "", 0, 0, 0, 16, 14, 10},
	{"butt", "hips", 0, -0.1, 0, 12, 16, 9},
	{"spine", "hips", 0, 0.05, 0, 16, 18, 12},
	{"chest", "spine", 0, 0.3, 0, 20, 22, 13},
	{"neck", "chest", -0.05, 0.45, 0, 8, 10, 10},
	{"head", "neck", 0, 0.12, 0, 24, 24, 11},
	{"arm-right-upper", "chest", -0.15, 0.45, 0, 10, 24, 16},
	{"arm-right-lower", "arm-right-upper", 0, -0.4, 0, 8, 16, 17},
	{"hand-right", "arm-right-lower", 0, -0.35, 0, 10, 10, 18},
	{"arm-left-upper", "chest", 0.15, 0.45, 0, 10, 24, -18},
	{"arm-left-lower", "arm-left-upper", 0, -0.4, 0, 8, 16, -17},
	{"hand-left", "arm-left-lower", 0, -0.35, 0, 10, 10, -16},
	{"leg-right-upper", "hips", -0.05, -0.05, 0, 16, 24, 11},
	{"leg-right-lower", "leg-right-upper", 0, -0.55, 0, 10, 26, 10},
	{"foot-right", "leg-right-lower", 0.05, -0.6, 0, 16, 10, 12},
	{"leg-left-upper", "hips", 0.05, -0.05, 0, 16, 24, -11},
	{"leg-left-lower", "leg-left-upper", 0, -0.55, 0, 10, 26, -12},
	{"foot-left", "leg-left-lower", 0.05, -0.6, 0, 16, 10, -10},
	{"ear", "head", 0.1, 0.1, 0, 6, 8, 12},
	{"face", "head", 0, 0.05, 0, 10, 6, 14},
}

var testSlots = []string{"icon", "piece/hat", "piece/shirt-chest", "piece/shirt-spine", "piece/r-arm-upper",
	"piece/l-arm-upper", "piece/skirt-hips", "piece/r-foot", "piece/l-foot", "piece/back", "piece/hair"}

// testRigJSON returns an original 20-bone playerRig document; edit may
// change the generic value before it is encoded.
func testRigJSON(edit func(doc map[string]any)) []byte {
	var bones []any
	for _, b := range seedBones {
		var parent any
		if b.parent != "" {
			parent = b.parent
		}
		bones = append(bones, map[string]any{
			"name": b.name, "parent": parent,
			"defaultTransform": map[string]any{"x": b.x, "y": b.y, "rotation": b.rot, "scaleX": 1, "scaleY": 1},
			"attachment":       map[string]any{"target": "bone/" + b.name, "pivotX": 0.5, "pivotY": 0.5},
			"spriteCanvas":     map[string]any{"width": b.w, "height": b.h, "pivotX": 0.5, "pivotY": 0.25, "sortingOrder": b.order},
		})
	}
	doc := map[string]any{
		"schemaVersion": 1, "type": "playerRig", "id": "test:player-rig/tester",
		"coordinateSystem": map[string]any{"units": "world", "yUp": true, "rotation": "degrees-clockwise-negative", "pixelsPerUnit": 32},
		"bones":            bones,
		"clothingContract": map[string]any{
			"slots":            testSlots,
			"categories":       []string{"Hair", "Upper", "Lower", "Shoes", "Hat", "Sleeves", "Stockings", "Other"},
			"pivotCoordinates": "normalized-bottom-left", "canvasBounds": "sprite-rectangle",
			"sortingOrderMin": -32768, "sortingOrderMax": 32767, "sortingOffsetMin": -100, "sortingOffsetMax": 100,
			"sameCategoryCompatible": false, "incompatibleCategoriesSymmetric": true,
			"bodyVariantMatchOrder": []string{"ModBodyVariant", "player-prefab-name", "loaded-pack-id", "default"},
			"bodyVariantFallback":   "visual.sprites",
		},
	}
	if edit != nil {
		edit(doc)
	}
	data, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		panic(err)
	}
	return data
}

// mustRig decodes testRigJSON(edit).
func mustRig(t testing.TB, edit func(map[string]any)) *Rig {
	t.Helper()
	r, d := DecodeRig("rig.json", testRigJSON(edit))
	if d.HasErrors() {
		t.Fatalf("test rig: %v", d)
	}
	return r
}

// tk is a test key; nil tangents are JSON null.
type tk struct {
	t, v    float64
	in, out any
}

// clipJSON builds a playerAnimation with the given tracks: each is
// "target property" -> keys.
func clipJSON(duration float64, loop bool, tracks []trackSpec, events []map[string]any) []byte {
	ts := []any{}
	for _, tr := range tracks {
		var keys []any
		for _, k := range tr.keys {
			keys = append(keys, map[string]any{"time": k.t, "value": k.v, "inTangent": k.in, "outTangent": k.out})
		}
		ts = append(ts, map[string]any{"target": tr.target, "property": tr.prop, "keys": keys})
	}
	doc := map[string]any{
		"schemaVersion": 1, "type": "playerAnimation", "id": "test:player-animation/x", "rig": "test:player-rig/tester",
		"displayName": "x", "durationSeconds": duration, "frameRate": 60, "loop": loop, "tracks": ts,
	}
	if events != nil {
		doc["events"] = events
	}
	data, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		panic(err)
	}
	return data
}

type trackSpec struct {
	target, prop string
	keys         []tk
}

// mustBind decodes a clip and binds it to r.
func mustBind(t testing.TB, r *Rig, data []byte) *Bound {
	t.Helper()
	c, d := DecodeClip("clip.json", data)
	if d.HasErrors() {
		t.Fatalf("clip: %v", d)
	}
	b, d := Bind(r, c)
	if d.HasErrors() {
		t.Fatalf("bind: %v", d)
	}
	return b
}

// pngBytes encodes a w x h RGBA PNG.
func pngBytes(w, h int) []byte {
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewRGBA(image.Rect(0, 0, w, h))); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

// wardrobeFS holds images for clothing tests: 8x8 sprites and a 64x32 atlas.
func wardrobeFS() fstest.MapFS {
	fs := fstest.MapFS{}
	for _, n := range []string{"icon", "a", "b", "c", "d", "variant-x", "variant-alex", "variant-pack", "variant-default"} {
		fs["items/img/"+n+".png"] = &fstest.MapFile{Data: pngBytes(8, 8)}
	}
	fs["items/img/atlas.png"] = &fstest.MapFile{Data: pngBytes(64, 32)}
	return fs
}

// itemJSON builds an originalClothingSprites item: pieces maps slot ->
// attachment object (bone etc.); every piece uses img/a.png.
func itemJSON(id, category string, incompatible []string, pieces map[string]map[string]any, variants map[string]any) []byte {
	sprites := map[string]any{"icon": "img/icon.png"}
	for slot := range pieces {
		sprites[slot] = "img/a.png"
	}
	visual := map[string]any{"type": FormOriginalSprites, "sprites": sprites, "attachments": pieces}
	if variants != nil {
		visual["bodyVariants"] = variants
	}
	doc := map[string]any{"schemaVersion": 1, "type": "clothing", "id": id, "displayName": id, "category": category, "visual": visual}
	if incompatible != nil {
		doc["incompatibleCategories"] = incompatible
	}
	data, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		panic(err)
	}
	return data
}

// mustItem loads an item placed at items/<name> in fsys.
func mustItem(t testing.TB, fsys fstest.MapFS, name string, data []byte) *ClothingItem {
	t.Helper()
	fsys["items/"+name] = &fstest.MapFile{Data: data}
	it, d := LoadClothing(fsys, "items/"+name)
	if d.HasErrors() {
		t.Fatalf("item %s: %v", name, d)
	}
	return it
}

// near reports whether a and b agree within tol.
func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// affineNear compares two transforms element-wise.
func affineNear(a, b Affine, tol float64) bool {
	x, y := a.Array(), b.Array()
	for i := range x {
		if !near(x[i], y[i], tol) {
			return false
		}
	}
	return true
}

// drawIDs returns the ids of the player's last draw list.
func drawIDs(p *Player) string {
	p.DrawList()
	var ids []string
	for _, e := range p.DrawEntries() {
		ids = append(ids, e.ID)
	}
	return strings.Join(ids, ",")
}

func fmtAffine(a Affine) string { return fmt.Sprintf("%.6g", a.Array()) }

// sec converts float seconds, as the tests write times, to the
// time.Duration a Player takes.
func sec(s float64) time.Duration { return seconds(s) }

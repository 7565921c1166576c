package character

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/engine/drawlist"
	"github.com/rigplay/rigplay/engine/softrender"
	"github.com/rigplay/rigplay/rig"
)

// The clothing templates of testdata/clothing-templates: one item in each
// shape the ModSDK ships (docs/clothing.md#forms).
var templateFiles = []string{
	"suit.json",           // coreClothingAtlas, no attachments
	"shirt.json",          // coreClothingAtlas with attachment overrides
	"lab-coat-patch.json", // an assetPatch
	"backpack.json",       // originalClothingSprites
}

// captivityDir is the real mod API data (never copied into the repo).
var captivityDir = filepath.Join("..", "..", "..", "shared", "data", "captivity")

// templatePackage is a character folder in memory: the real rig and walk
// clip read in place from the shared data, the template items, and (with
// art) their pictures drawn here, each cell of an atlas a filled shape of
// its own colour. It skips when the real data is absent.
func templatePackage(t *testing.T, art bool) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	for _, name := range []string{"player-rig.json", "walk.json"} {
		data, err := os.ReadFile(filepath.Join(captivityDir, name))
		if err != nil {
			t.Skip("real data not present:", err)
		}
		fsys[name] = &fstest.MapFile{Data: data}
	}
	for _, name := range templateFiles {
		data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "clothing-templates", name))
		if err != nil {
			t.Fatal(err)
		}
		fsys["clothing/"+name] = &fstest.MapFile{Data: data}
	}
	if !art {
		return fsys
	}
	pictures := map[string]image.Point{
		"clothing/art/suit-atlas.png": {128, 128}, "clothing/art/shirt-atlas.png": {64, 64},
		"clothing/art/patch-icon.png": {16, 16}, "clothing/art/patch-chest.png": {21, 23},
		"clothing/art/patch-sleeve.png": {9, 16}, "clothing/art/backpack-icon.png": {16, 16},
		"clothing/art/backpack.png": {14, 18}, "clothing/art/charm.png": {6, 6}, "clothing/art/charm-alex.png": {6, 6},
	}
	for name, size := range pictures {
		fsys[name] = &fstest.MapFile{Data: cellsPNG(t, size, uint8(len(name)*37))}
	}
	return fsys
}

// cellsPNG draws a w x h picture split in 32 x 32 cells (one cell for a
// smaller picture), each an opaque rounded block in a colour of its own
// with a dark rim, so that every atlas region holds something to see.
func cellsPNG(t *testing.T, size image.Point, hue uint8) []byte {
	t.Helper()
	im := image.NewNRGBA(image.Rectangle{Max: size})
	cw, ch := min(32, size.X), min(32, size.Y)
	for y := 0; y < size.Y; y++ {
		for x := 0; x < size.X; x++ {
			cx, cy := x%cw, y%ch
			if cx < 2 || cy < 2 || cx >= cw-2 || cy >= ch-2 {
				continue // a transparent margin: cells do not touch
			}
			cell := uint8(x/cw + 4*(y/ch))
			c := color.NRGBA{R: hue + 40*cell, G: 200 - 25*cell, B: 90 + hue/2, A: 255}
			if cx < 4 || cy < 4 || cx >= cw-4 || cy >= ch-4 {
				c = color.NRGBA{R: c.R / 3, G: c.G / 3, B: c.B / 3, A: 255}
			}
			im.SetNRGBA(x, y, c)
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, im); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestTemplates_ValidateBesideTheRealRigWithWarningsOnly: the template
// items in each of the ModSDK's shapes validate beside the real rig with
// warnings only (docs/clothing.md#inherited-placement,
// docs/clothing.md#asset-patches), with and without their pictures;
// every inferred placement and the missing Core garment are located
// warnings.
func TestTemplates_ValidateBesideTheRealRigWithWarningsOnly(t *testing.T) {
	for _, art := range []bool{true, false} {
		fsys := templatePackage(t, art)
		d := Validate(fsys, Options{})
		if d.HasErrors() {
			t.Fatalf("art %v: errors:\n%v", art, d)
		}
		c, d2 := Load(fsys, Options{})
		if d2.HasErrors() || c == nil {
			t.Fatalf("art %v: load: %v", art, d2)
		}
		if len(c.Clothing) != len(templateFiles) {
			t.Fatalf("art %v: %d items loaded, want %d", art, len(c.Clothing), len(templateFiles))
		}
		want := []string{
			// an inherited piece, located at its region
			`clothing/suit.json:20:34: /visual/regions/piece~1shirt-l-arm-lower: warning: piece/shirt-l-arm-lower: placement inferred (bone from the slot name, pivot from the bone's sprite)`,
			// an override that names the bone but not pivotX
			`clothing/shirt.json:15:34: /visual/regions/piece~1shirt-r-arm-upper: warning: piece/shirt-r-arm-upper: placement inferred (bone from the slot name, pivotX from the bone's sprite)`,
			// the patch's missing Core garment
			`clothing/lab-coat-patch.json:5:13: /target: warning: rigplay does not have core:clothing/lab-coat, which this patch changes`,
		}
		for _, w := range want {
			if !containsDiag(d, w) {
				t.Errorf("art %v: no diagnostic %q in\n%v", art, w, d)
			}
		}
		for _, dg := range d {
			if strings.Contains(dg.File, "shirt.json") && strings.Contains(dg.Message, "piece/shirt-chest: placement inferred") {
				t.Errorf("the chest piece's entry gives its bone and pivot, nothing is inferred: %v", dg)
			}
		}
		if !art && !containsDiag(d, `clothing/suit.json:13:14: /visual/atlas: warning: clothing/art/suit-atlas.png not found; drawn as a placeholder`) {
			t.Errorf("no missing-atlas warning in\n%v", d)
		}
	}
}

func containsDiag(d diag.List, prefix string) bool {
	for _, dg := range d {
		if strings.HasPrefix(dg.Error(), prefix) {
			return true
		}
	}
	return false
}

// TestTemplates_InheritedPiecesSitOnTheirSlotsBones: a piece with no
// attachment sits on the bone its slot names, its pivot at that bone's
// sprite pivot; an override moves only what it names.
func TestTemplates_InheritedPiecesSitOnTheirSlotsBones(t *testing.T) {
	c, d := Load(templatePackage(t, true), Options{})
	if d.HasErrors() {
		t.Fatal(d)
	}
	item := func(id string) *rig.ClothingItem {
		for _, it := range c.Clothing {
			if it.ID == id {
				return it
			}
		}
		t.Fatalf("no item %s", id)
		return nil
	}
	suit := item("test:clothing/coverall")
	for slot, bone := range map[string]string{
		"piece/shirt-l-arm-lower": "arm-left-lower", "piece/shirt-chest": "chest", "piece/r-leg-lower-shoes": "leg-right-lower",
		"piece/mask": "head", "piece/belt": "hips", "piece/shirt-spine": "spine", "piece/l-leg-upper": "leg-left-upper",
	} {
		a := suit.Attachments[slot]
		if a.Bone != bone || !a.InheritBone || !a.InheritPivotX || !a.InheritPivotY {
			t.Errorf("%s: %+v, want inherited on %s", slot, a, bone)
		}
	}
	shirt := item("test:clothing/work-shirt")
	if a := shirt.Attachments["piece/shirt-chest"]; a.Bone != "chest" || a.InheritBone || a.InheritPivotX || a.OffsetY != 0.2 || a.SortingOffset != 2 {
		t.Errorf("overridden chest: %+v", a)
	}
	if a := shirt.Attachments["piece/shirt-r-arm-upper"]; a.Bone != "arm-right-upper" || !a.InheritPivotX || a.InheritPivotY || a.PivotY != 0.8 {
		t.Errorf("sleeve with only pivotY: %+v", a)
	}
	patch := item("test:lab-coat-stripes")
	if patch.Form != rig.FormAssetPatch || len(patch.Pieces) != 2 || patch.Attachments["piece/shirt-l-arm-lower"].Bone != "arm-left-lower" {
		t.Errorf("patch: %+v", patch)
	}

	// Worn, the patch's sleeve (9 x 16, the arm's own canvas size) sits
	// exactly where the arm's body sprite does: its pivot is the bone's.
	p := NewPlayer(c, PlayerOptions{})
	if err := p.Wear(patch.ID); err != nil {
		t.Fatal(err)
	}
	parts := p.AppendParts(nil)
	list := p.AppendDrawList(nil)
	body, sleeve := -1, -1
	for i, part := range parts {
		switch part.ID {
		case "sprite/arm-left-lower":
			body = i
		case patch.ID + "#piece/shirt-l-arm-lower":
			sleeve = i
		}
	}
	if body < 0 || sleeve < 0 || len(parts) != len(list) {
		t.Fatalf("parts: %+v", parts)
	}
	if d := maxDiff(list[body].Transform, list[sleeve].Transform); d > 1e-9 {
		t.Errorf("sleeve drawn at %+v, the arm at %+v", list[sleeve].Transform, list[body].Transform)
	}
	if list[sleeve].SortKey != list[body].SortKey {
		t.Errorf("sleeve sorts at %d, the arm at %d", list[sleeve].SortKey, list[body].SortKey)
	}
}

func maxDiff(a, b drawlist.Affine) float64 {
	m := 0.0
	for i, v := range [6]float64{a.A - b.A, a.B - b.B, a.C - b.C, a.D - b.D, a.TX - b.TX, a.TY - b.TY} {
		_ = i
		if v < 0 {
			v = -v
		}
		m = max(m, v)
	}
	return m
}

// TestTemplates_WearingEachChangesThePicture: on the real rig walking,
// each template item worn alone changes the rendered pixels, where its
// pieces are; without the pictures the pieces draw as placeholders,
// which change the picture too.
func TestTemplates_WearingEachChangesThePicture(t *testing.T) {
	for _, art := range []bool{true, false} {
		c, d := Load(templatePackage(t, art), Options{})
		if d.HasErrors() {
			t.Fatal(d)
		}
		bare := renderTemplate(t, c, "")
		for _, it := range c.Clothing {
			got := renderTemplate(t, c, it.ID)
			n := changedPixels(bare, got)
			if n < 30 {
				t.Errorf("art %v: wearing %s changes %d pixels, want a visible change", art, it.ID, n)
			}
			if art {
				p := NewPlayer(c, PlayerOptions{})
				p.Wear(it.ID)
				for _, part := range p.AppendParts(nil) {
					if part.Item != "" && part.Placeholder {
						t.Errorf("%s: %s draws a placeholder though its picture exists", it.ID, part.ID)
					}
				}
			}
			if art && it.ID == "test:clothing/coverall" {
				writeTestPNG(t, "templates-coverall.png", got)
			}
		}
	}
}

// renderTemplate draws the character walking at 0.25 s, wearing item (""
// for nothing), at 3x.
func renderTemplate(t *testing.T, c *Character, item string) *image.RGBA {
	t.Helper()
	p := NewPlayer(c, PlayerOptions{Mix: -1})
	if item != "" {
		if err := p.Wear(item); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := p.Play("walk"); err != nil {
		t.Fatal(err)
	}
	p.Advance(250_000_000)
	b := c.Bounds()
	dst := image.NewRGBA(image.Rect(0, 0, 3*b.Dx()+60, 3*b.Dy()+60))
	view := drawlist.Affine{A: 3, D: 3, TX: 30 - 3*float64(b.Min.X), TY: 30 - 3*float64(b.Min.Y)}
	softrender.Render(dst, p.AppendDrawList(nil), c.Image, view)
	return dst
}

func changedPixels(a, b *image.RGBA) int {
	n := 0
	for i := 0; i+3 < len(a.Pix); i += 4 {
		if !bytes.Equal(a.Pix[i:i+4], b.Pix[i:i+4]) {
			n++
		}
	}
	return n
}

// writeTestPNG keeps a picture for a person to look at when
// RIGPLAY_TEST_OUT names a folder.
func writeTestPNG(t *testing.T, name string, im image.Image) {
	dir := os.Getenv("RIGPLAY_TEST_OUT")
	if dir == "" {
		return
	}
	var b bytes.Buffer
	png.Encode(&b, im)
	if err := os.WriteFile(path.Join(dir, name), b.Bytes(), 0o644); err != nil {
		t.Log(err)
	}
}

var _ fs.FS = fstest.MapFS{}

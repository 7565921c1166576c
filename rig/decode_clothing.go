package rig

import (
	"io/fs"
	"path"
	"sort"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

type rawClothing struct {
	ID                     string   `json:"id"`
	DisplayName            string   `json:"displayName"`
	Extends                string   `json:"extends"`
	Category               string   `json:"category"`
	IncompatibleCategories []string `json:"incompatibleCategories"`
	Visual                 struct {
		Type          string                       `json:"type"`
		Atlas         string                       `json:"atlas"`
		Sprites       map[string]string            `json:"sprites"`
		PixelsPerUnit *float64                     `json:"pixelsPerUnit"`
		Regions       map[string]Region            `json:"regions"`
		Attachments   map[string]rawAttachment     `json:"attachments"`
		BodyVariants  map[string]map[string]string `json:"bodyVariants"`
	} `json:"visual"`
}

type rawAttachment struct {
	Bone          string     `json:"bone"`
	OffsetX       float64    `json:"offsetX"`
	OffsetY       float64    `json:"offsetY"`
	Rotation      float64    `json:"rotation"`
	PivotX        *float64   `json:"pivotX"`
	PivotY        *float64   `json:"pivotY"`
	SortingOffset int        `json:"sortingOffset"`
	HideBodyPart  bool       `json:"hideBodyPart"`
	Physics       *SwayBlock `json:"physics"`
}

// defaultClothingPPU is visual.pixelsPerUnit when absent.
const defaultClothingPPU = 32

// DecodeClothing decodes and validates a clothing item on its own. Image
// sizes are unknown to it: use LoadClothing to draw the item. The rig's
// contract is checked when the item is worn (Wardrobe.Equip, CheckClothing).
func DecodeClothing(file string, data []byte) (*ClothingItem, diag.List) {
	return clothingFormat.Decode(file, data)
}

func buildClothing(doc jsondoc.Doc, raw *rawClothing) (*ClothingItem, diag.List) {
	var d diag.List
	v := &raw.Visual
	dir := path.Dir(doc.File)
	rel := func(ptr, p string) string {
		if !fs.ValidPath(p) {
			d = append(d, doc.Errorf(ptr, "image path %q is not a clean relative path (no '.', '..' or empty steps)", p))
		}
		return path.Join(dir, p)
	}
	it := &ClothingItem{File: doc.File, ID: raw.ID, Name: raw.DisplayName, Extends: raw.Extends,
		Category: raw.Category, Incompatible: raw.IncompatibleCategories, Form: v.Type,
		PixelsPerUnit: defaultClothingPPU, Sprites: map[string]string{}, Regions: v.Regions,
		Attachments: map[string]Attachment{}, Variants: map[string]map[string]string{}, doc: doc}
	if it.Form == FormOriginalSprites && it.Extends != "" {
		d = append(d, doc.Errorf("/extends", "an originalClothingSprites item is self-contained and cannot extend %q; remove extends or use another visual.type", it.Extends))
	}
	if v.PixelsPerUnit != nil {
		it.PixelsPerUnit = *v.PixelsPerUnit
	}
	if v.Atlas != "" {
		it.Atlas = rel("/visual/atlas", v.Atlas)
	}
	for slot, p := range v.Sprites {
		it.Sprites[slot] = rel(jsonpos.Pointer("visual", "sprites", slot), p)
	}
	pieces := map[string]string{} // slot -> pointer of its source
	if it.Form == FormCoreAtlas {
		for slot := range v.Regions {
			pieces[slot] = jsonpos.Pointer("visual", "regions", slot)
		}
	} else {
		for slot := range v.Sprites {
			pieces[slot] = jsonpos.Pointer("visual", "sprites", slot)
		}
	}
	delete(pieces, "icon")
	for slot := range pieces {
		it.Pieces = append(it.Pieces, slot)
	}
	sort.Strings(it.Pieces)
	for slot, a := range v.Attachments {
		ptr := jsonpos.Pointer("visual", "attachments", slot)
		if _, ok := pieces[slot]; !ok {
			d = append(d, doc.Errorf(ptr, "attachment for %s, which the item does not draw (no sprite or region for it)", slot))
			continue
		}
		at := Attachment{SourceBone: a.Bone, OffsetX: a.OffsetX, OffsetY: a.OffsetY, Rotation: a.Rotation,
			PivotX: 0.5, PivotY: 0.5, SortingOffset: a.SortingOffset, HideBodyPart: a.HideBodyPart}
		if a.PivotX != nil {
			at.PivotX = *a.PivotX
		}
		if a.PivotY != nil {
			at.PivotY = *a.PivotY
		}
		at.Bone, _ = RigBoneName(a.Bone)
		if a.Physics != nil {
			sw := a.Physics.Sway()
			at.Physics = &sw
		}
		d = append(d, checkSwayPivot(doc, ptr, &at)...)
		it.Attachments[slot] = at
	}
	for _, slot := range it.Pieces {
		if it.Attachments[slot].Bone == "" {
			d = append(d, doc.Errorf(pieces[slot], "%s has no attachment bone: rigplay has no core garment to inherit its placement from, so visual.attachments[%q].bone is required", slot, slot))
		}
	}
	for key, m := range v.BodyVariants {
		vm := make(map[string]string, len(m))
		for slot, p := range m {
			if _, ok := pieces[slot]; !ok {
				d = append(d, doc.Errorf(jsonpos.Pointer("visual", "bodyVariants", key, slot), "body variant %q replaces %s, which the item does not draw", key, slot))
				continue
			}
			vm[slot] = rel(jsonpos.Pointer("visual", "bodyVariants", key, slot), p)
		}
		it.Variants[key] = vm
	}
	return it, capList(d)
}

// CheckClothing checks an item against a rig's clothing contract: every
// slot is in clothingContract.slots, the category and the incompatible
// categories are in its categories, and every attachment bone exists in
// the rig. Diagnostics point into the item's file.
func CheckClothing(r *Rig, it *ClothingItem) diag.List {
	var d diag.List
	doc := it.doc
	c := &r.Contract
	checkSlots := func(base string, slots []string) {
		for _, s := range slots {
			if !c.HasSlot(s) {
				d = append(d, doc.Errorf(jsonpos.Join(base, s), "slot %q is not in rig %s's clothingContract.slots", s, r.ID))
			}
		}
	}
	checkSlots("/visual/sprites", sortedKeys(it.Sprites))
	checkSlots("/visual/regions", sortedKeys(it.Regions))
	if it.Category != "" && !c.HasCategory(it.Category) {
		d = append(d, doc.Errorf("/category", "category %q is not in rig %s's clothingContract.categories", it.Category, r.ID))
	}
	for i, cat := range it.Incompatible {
		if !c.HasCategory(cat) {
			d = append(d, doc.Errorf(jsonpos.Pointer("incompatibleCategories", i), "category %q is not in rig %s's clothingContract.categories", cat, r.ID))
		}
	}
	for _, slot := range sortedKeys(it.Attachments) {
		a := it.Attachments[slot]
		if r.BoneIndex(a.Bone) < 0 {
			d = append(d, doc.Errorf(jsonpos.Pointer("visual", "attachments", slot, "bone"), "bone %q (%s) does not exist in rig %s", a.SourceBone, a.Bone, r.ID))
		}
	}
	d.Sort()
	return d
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

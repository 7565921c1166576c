package rig

import (
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/fsread"
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

// attachment builds the placement of a piece from its attachments entry.
// In a Core form (core true: the item extends a Core garment) the fields
// the entry leaves out are inherited (docs/clothing.md#inherited-placement):
// the bone from the slot's name, the pivot from the bone's sprite.
func (a *rawAttachment) attachment(core bool, slot string) Attachment {
	at := Attachment{SourceBone: a.Bone, OffsetX: a.OffsetX, OffsetY: a.OffsetY, Rotation: a.Rotation,
		PivotX: 0.5, PivotY: 0.5, SortingOffset: a.SortingOffset, HideBodyPart: a.HideBodyPart}
	if core {
		at = inheritedAttachment(slot)
		at.SourceBone, at.OffsetX, at.OffsetY, at.Rotation = a.Bone, a.OffsetX, a.OffsetY, a.Rotation
		at.SortingOffset, at.HideBodyPart = a.SortingOffset, a.HideBodyPart
	}
	if a.Bone != "" {
		at.Bone, _ = RigBoneName(a.Bone)
		at.InheritBone = false
	}
	if a.PivotX != nil {
		at.PivotX, at.InheritPivotX = *a.PivotX, false
	}
	if a.PivotY != nil {
		at.PivotY, at.InheritPivotY = *a.PivotY, false
	}
	if a.Physics != nil {
		sw := a.Physics.Sway()
		at.Physics = &sw
	}
	return at
}

// inheritPlacements gives every piece of an item that builds on a Core
// garment the placement it inherits where its attachments entry (if any)
// says nothing (docs/clothing.md#inherited-placement), with a warning at
// the piece (ptrOf gives the pointer of a slot's picture) for what is
// inferred. A piece whose slot names no body part and whose entry names
// no bone cannot be placed: it is left out, with a warning.
func (it *ClothingItem) inheritPlacements(doc jsondoc.Doc, ptrOf func(slot string) string) diag.List {
	var d diag.List
	kept := it.Pieces[:0]
	for _, slot := range it.Pieces {
		at, given := it.Attachments[slot]
		if !given {
			at = inheritedAttachment(slot)
			it.Attachments[slot] = at
		}
		if at.Bone == "" {
			delete(it.Attachments, slot)
			d = append(d, doc.Warnf(ptrOf(slot), "%s is not drawn: its slot names no body part and no attachment names its bone, so rigplay cannot tell where %s puts it (give visual.attachments[%q].bone)", slot, it.extendsName(), slot))
			continue
		}
		kept = append(kept, slot)
		if w := inferredWords(&at); w != "" {
			d = append(d, doc.Warnf(ptrOf(slot), "%s: placement inferred (%s): rigplay does not have %s to inherit it from, so the piece sits on bone %s as a Core garment's piece of that slot does", slot, w, it.extendsName(), at.Bone))
		}
	}
	it.Pieces = kept
	return d
}

// pieceSource returns the pointer of the picture a piece slot draws.
func (it *ClothingItem) pieceSource(slot string) string {
	switch it.Form {
	case FormCoreAtlas:
		return jsonpos.Pointer("visual", "regions", slot)
	case FormAssetPatch:
		return jsonpos.Pointer("replacements", slot)
	}
	return jsonpos.Pointer("visual", "sprites", slot)
}

// inheritedAttachment is the placement a piece of a Core form takes with
// no attachments entry: on the bone its slot names, at that bone's
// sprite pivot (0.5, 0.5 on a bone without a sprite).
func inheritedAttachment(slot string) Attachment {
	bone, _ := SlotBone(slot)
	return Attachment{Bone: bone, PivotX: 0.5, PivotY: 0.5, InheritBone: true, InheritPivotX: true, InheritPivotY: true}
}

// inferredWords names what of a placement is inferred ("" for nothing).
func inferredWords(a *Attachment) string {
	var w []string
	if a.InheritBone {
		w = append(w, "bone from the slot name")
	}
	switch {
	case a.InheritPivotX && a.InheritPivotY:
		w = append(w, "pivot from the bone's sprite")
	case a.InheritPivotX:
		w = append(w, "pivotX from the bone's sprite")
	case a.InheritPivotY:
		w = append(w, "pivotY from the bone's sprite")
	}
	return strings.Join(w, ", ")
}

// extendsName is how diagnostics name the Core garment an item builds on.
func (it *ClothingItem) extendsName() string {
	if it.Extends == "" {
		return "the Core garment"
	}
	return "the Core garment " + it.Extends
}

// defaultClothingPPU is visual.pixelsPerUnit when absent.
const defaultClothingPPU = 32

// DecodeClothing decodes and validates a clothing item on its own. Image
// sizes are unknown to it: use LoadClothing to draw the item. The rig's
// contract is checked when the item is worn (Wardrobe.Equip, CheckClothing).
//
// An assetPatch file decodes to the item it is worn as
// (docs/clothing.md#asset-patches).
func DecodeClothing(file string, data []byte) (*ClothingItem, diag.List) {
	if isAssetPatch(data) {
		return assetPatchFormat.Decode(file, data)
	}
	return clothingFormat.Decode(file, data)
}

func buildClothing(doc jsondoc.Doc, raw *rawClothing) (*ClothingItem, diag.List) {
	var d diag.List
	v := &raw.Visual
	dir := path.Dir(doc.File)
	rel := func(ptr, p string) string {
		if fsread.AbsoluteRef(p) {
			d = append(d, doc.Errorf(ptr, "image path %q is absolute (a leading / or a drive letter); write it relative to the item file's folder", p))
			return p
		}
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
	core := it.Form != FormOriginalSprites
	for slot, a := range v.Attachments {
		ptr := jsonpos.Pointer("visual", "attachments", slot)
		if _, ok := pieces[slot]; !ok {
			d = append(d, doc.Errorf(ptr, "attachment for %s, which the item does not draw (no sprite or region for it)", slot))
			continue
		}
		at := a.attachment(core, slot)
		d = append(d, checkSwayPivot(doc, ptr, &at)...)
		it.Attachments[slot] = at
	}
	if core {
		d = append(d, it.inheritPlacements(doc, func(slot string) string { return pieces[slot] })...)
	} else {
		for _, slot := range it.Pieces {
			if it.Attachments[slot].Bone == "" {
				d = append(d, doc.Errorf(pieces[slot], "%s has no attachment bone: an originalClothingSprites item places every piece itself, so visual.attachments[%q].bone is required", slot, slot))
			}
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
	sprites := "/visual/sprites"
	if it.Form == FormAssetPatch {
		sprites = "/replacements"
	}
	checkSlots(sprites, sortedKeys(it.Sprites))
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
		switch {
		case r.BoneIndex(a.Bone) >= 0:
		case a.InheritBone:
			d = append(d, doc.Errorf(it.pieceSource(slot), "bone %q, where slot %s puts its piece, does not exist in rig %s: give visual.attachments[%q].bone", a.Bone, slot, r.ID, slot))
		default:
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

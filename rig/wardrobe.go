package rig

import (
	"image"
	"slices"
	"strings"

	"github.com/rigplay/rigplay/engine/diag"
)

// Wardrobe is what one character wears on a rig: items in the order they
// were put on, and the body-variant settings that pick piece sprites.
type Wardrobe struct {
	rig  *Rig
	worn []*ClothingItem
	// Variant is the explicit body variant (the game's ModBodyVariant);
	// "" for none.
	Variant string
	// Prefab is the player prefab name, e.g. "Alex(Clone)"; it matches
	// lower-cased and without "(Clone)".
	Prefab string
	// Packs are the ids of the loaded body packs, in load order.
	Packs []string
}

// NewWardrobe returns an empty wardrobe for r.
func NewWardrobe(r *Rig) *Wardrobe { return &Wardrobe{rig: r} }

// Conflicts reports whether a and b cannot be worn together: the same
// category (the contract's sameCategoryCompatible is false), or either
// lists the other's category as incompatible (symmetric).
func Conflicts(a, b *ClothingItem) bool {
	if a.Category != "" && a.Category == b.Category {
		return true
	}
	return (b.Category != "" && slices.Contains(a.Incompatible, b.Category)) ||
		(a.Category != "" && slices.Contains(b.Incompatible, a.Category))
}

// Equip puts it on after checking it against the rig's contract
// (CheckClothing); on error nothing changes. Every worn item it conflicts
// with, and an item with the same id, is taken off and returned.
func (w *Wardrobe) Equip(it *ClothingItem) (removed []*ClothingItem, d diag.List) {
	d = CheckClothing(w.rig, it)
	if d.HasErrors() {
		return nil, d
	}
	kept := w.worn[:0:0]
	for _, o := range w.worn {
		if o.ID == it.ID || Conflicts(o, it) {
			removed = append(removed, o)
		} else {
			kept = append(kept, o)
		}
	}
	w.worn = append(kept, it)
	return removed, d
}

// Unequip takes off the item with the given id and reports whether it was
// worn.
func (w *Wardrobe) Unequip(id string) bool {
	for i, o := range w.worn {
		if o.ID == id {
			w.worn = slices.Delete(slices.Clone(w.worn), i, i+1)
			return true
		}
	}
	return false
}

// Worn returns the worn items in the order they were put on.
func (w *Wardrobe) Worn() []*ClothingItem { return slices.Clone(w.worn) }

// VariantKeys returns the body-variant keys in the contract's match order:
// the explicit variant, the prefab name (lower case, without "(Clone)"),
// the loaded pack ids, then "default". Empty keys are skipped.
func (w *Wardrobe) VariantKeys() []string {
	var keys []string
	add := func(k string) {
		if k != "" && !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	add(w.Variant)
	add(PrefabKey(w.Prefab))
	for _, p := range w.Packs {
		add(p)
	}
	add("default")
	return keys
}

// PrefabKey turns a player prefab name into its body-variant key: lower
// case, without "(Clone)", trimmed.
func PrefabKey(name string) string {
	return strings.TrimSpace(strings.ToLower(strings.ReplaceAll(name, "(Clone)", "")))
}

// Pieces resolves every worn piece for drawing, in item order then slot
// order: the image comes from the first body variant in VariantKeys order
// that replaces the piece, else from visual.sprites (or the atlas region).
func (w *Wardrobe) Pieces() []Piece {
	keys := w.VariantKeys()
	var out []Piece
	for n, it := range w.worn {
		for _, slot := range it.Pieces {
			a := it.Attachments[slot]
			bone := w.rig.BoneIndex(a.Bone)
			if bone < 0 {
				continue
			}
			img, src := it.pieceImage(slot, keys)
			missing := it.missing[img]
			if missing && src.Empty() {
				src = w.placeholderRect(it, bone)
			}
			pc := Piece{ID: it.ID + "#" + slot, Item: n, Slot: slot, Bone: bone, Image: img, Src: src,
				SortingOffset: a.SortingOffset, HideBody: a.HideBodyPart, Placeholder: missing, Sway: a.Physics}
			pc.Frame = TRS(a.OffsetX, a.OffsetY, a.Rotation, 1, 1)
			px, py := a.pivotOn(&w.rig.Bones[bone])
			pc.Place = pc.Frame.Mul(spriteLocal(src.Dx(), src.Dy(), px, py, it.PixelsPerUnit))
			out = append(out, pc)
		}
	}
	return out
}

// placeholderRect is the rectangle a piece whose image is missing (and so
// of unknown size) draws: the body sprite's canvas of its bone, in the
// item's pixels, or half a world unit square on a bone without a sprite.
func (w *Wardrobe) placeholderRect(it *ClothingItem, bone int) image.Rectangle {
	k := it.PixelsPerUnit / w.rig.PixelsPerUnit
	if b := &w.rig.Bones[bone]; b.HasSprite {
		return image.Rect(0, 0, max(1, int(float64(b.Sprite.Width)*k+0.5)), max(1, int(float64(b.Sprite.Height)*k+0.5)))
	}
	s := max(1, int(it.PixelsPerUnit/2))
	return image.Rect(0, 0, s, s)
}

// pieceImage picks a piece's image and source rectangle (y down). The
// rectangle is empty when the image is missing and its size unknown.
func (it *ClothingItem) pieceImage(slot string, keys []string) (string, image.Rectangle) {
	for _, k := range keys {
		if img, ok := it.Variants[k][slot]; ok {
			return img, image.Rectangle{Max: it.sizes[img]}
		}
	}
	if rg, ok := it.Regions[slot]; ok && it.Form == FormCoreAtlas {
		if it.missing[it.Atlas] {
			// The region's size is known; where it lies is not needed.
			return it.Atlas, image.Rect(0, 0, rg.Width, rg.Height)
		}
		h := it.sizes[it.Atlas].Y
		return it.Atlas, image.Rect(rg.X, h-rg.Y-rg.Height, rg.X+rg.Width, h-rg.Y)
	}
	img := it.Sprites[slot]
	return img, image.Rectangle{Max: it.sizes[img]}
}

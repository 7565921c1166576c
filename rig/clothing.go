package rig

import (
	"image"

	"github.com/rigplay/rigplay/internal/jsondoc"
)

// Clothing forms (visual.type) that rigplay draws.
const (
	FormOriginalSprites = "originalClothingSprites"
	FormCoreAtlas       = "coreClothingAtlas"
	FormCoreSprites     = "coreClothingSprites"
	// FormAssetPatch is an assetPatch file read as an item of its own:
	// its replacement pictures worn on their slots' bones
	// (docs/clothing.md#asset-patches).
	FormAssetPatch = "assetPatch"
)

// ClothingItem is a decoded clothing item. It is immutable; a Wardrobe
// wears it on a rig.
type ClothingItem struct {
	// File is the item's path relative to the character root.
	File string
	// ID, Name and Extends are id, displayName and extends.
	ID, Name, Extends string
	// Category is the item's category ("" when absent);
	// Incompatible lists incompatibleCategories.
	Category     string
	Incompatible []string
	// Form is visual.type.
	Form string
	// PixelsPerUnit is visual.pixelsPerUnit (default 32).
	PixelsPerUnit float64
	// Atlas is the atlas image (coreClothingAtlas), relative to the
	// character root.
	Atlas string
	// Sprites maps slot to image path relative to the character root.
	Sprites map[string]string
	// Regions maps slot to its atlas rectangle, bottom-left origin.
	Regions map[string]Region
	// Attachments maps piece slot to its placement.
	Attachments map[string]Attachment
	// Variants maps a body-variant key to piece slot -> image path
	// (relative to the character root).
	Variants map[string]map[string]string
	// Pieces are the drawn slots (every slot but "icon"), sorted.
	Pieces []string
	// sizes holds the pixel size of every referenced image, filled by
	// LoadClothing.
	sizes map[string]image.Point
	// missing holds the referenced images that do not exist, filled by
	// LoadClothing: the pieces that use them draw as placeholders.
	missing map[string]bool
	doc     jsondoc.Doc
}

// Missing reports whether the image path, referenced by the item, was
// found missing by LoadClothing (its pieces draw as placeholders).
func (it *ClothingItem) Missing(path string) bool { return it.missing[path] }

// Region is a rectangle of an atlas in pixels, origin at the bottom-left.
type Region struct {
	X, Y, Width, Height int
}

// Attachment places one piece on a bone.
type Attachment struct {
	// Bone is the rig bone's name (e.g. "arm-right-upper"); SourceBone
	// is the name in the file (e.g. "rArmUpper").
	Bone, SourceBone string
	// OffsetX and OffsetY are in the bone's local world units.
	OffsetX, OffsetY float64
	// Rotation is in degrees, counter-clockwise positive.
	Rotation float64
	// PivotX and PivotY are normalized from the sprite's bottom-left.
	PivotX, PivotY float64
	// SortingOffset is added to the bone's sorting order.
	SortingOffset int
	// HideBodyPart hides the bone's body sprite while worn.
	HideBodyPart bool
	// Physics is the piece's sway (the physics block, omitted fields at
	// their defaults), or nil.
	Physics *Sway
	// InheritBone is true when the file names no bone: Bone was inferred
	// from the slot's name (SlotBone), as a piece of a Core garment sits
	// (docs/clothing.md#inherited-placement).
	InheritBone bool
	// InheritPivotX and InheritPivotY are true when a piece of a Core
	// form (or an asset patch) gives no pivotX (pivotY): the piece takes
	// the pivot of its bone's sprite when it is worn, and PivotX (PivotY)
	// is only a fallback for a bone without a sprite.
	InheritPivotX, InheritPivotY bool
}

// pivotOn returns the attachment's pivot on bone b of a rig: the bone's
// sprite pivot where the attachment inherits it.
func (a *Attachment) pivotOn(b *Bone) (px, py float64) {
	px, py = a.PivotX, a.PivotY
	if b.HasSprite {
		if a.InheritPivotX {
			px = b.Sprite.PivotX
		}
		if a.InheritPivotY {
			py = b.Sprite.PivotY
		}
	}
	return px, py
}

// sourceBones maps the source tool's bone names to the rig's.
var sourceBones = map[string]string{
	"Hips": "hips", "Butt": "butt", "Spine": "spine", "Chest": "chest", "Neck": "neck", "Head": "head",
	"rArmUpper": "arm-right-upper", "rArmLower": "arm-right-lower", "rHand": "hand-right",
	"lArmUpper": "arm-left-upper", "lArmLower": "arm-left-lower", "lHand": "hand-left",
	"rLegUpper": "leg-right-upper", "rLegLower": "leg-right-lower", "rFoot": "foot-right",
	"lLegUpper": "leg-left-upper", "lLegLower": "leg-left-lower", "lFoot": "foot-left",
	"Ear": "ear", "Face": "face",
}

// RigBoneName maps a clothing attachment bone name (Hips ... Face) to the
// rig's bone name (hips ... face).
func RigBoneName(source string) (string, bool) {
	n, ok := sourceBones[source]
	return n, ok
}

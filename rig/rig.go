package rig

import "github.com/rigplay/rigplay/engine/diag"

// Rig is a loaded, validated playerRig. It is immutable after DecodeRig and
// may be shared by any number of Players.
type Rig struct {
	// File is the rig's path relative to the character root.
	File string
	// ID is the rig's id, e.g. "core:player-rig/alex".
	ID string
	// PixelsPerUnit converts world units to pixels.
	PixelsPerUnit float64
	// Bones are in file order, which is also the draw-order tie-break.
	Bones []Bone
	// Contract is the clothing contract.
	Contract Contract
	// Order lists bone indexes so that every parent comes before its
	// children (computed once at load; stable: file order among siblings).
	Order    []int
	byName   map[string]int
	defaults []channels
	parent   []int32 // Bones[i].Parent, compact
	chain    []link  // the bones in Order with their parents, for the pose loop
	rest     restPose
	bare     *Outfit // the body sprites alone: what a new Player wears
}

// Bone is one bone of a rig.
type Bone struct {
	// Name is the bone's name, e.g. "arm-left-upper".
	Name string
	// Parent is the index of the parent bone, -1 for the root.
	Parent int
	// Default is the rest pose's local transform.
	Default Local
	// Target is the index of the bone whose origin the sprite is placed on
	// (attachment.target).
	Target int
	// AttachPivotX and AttachPivotY are the attachment's pivot, as in the file.
	AttachPivotX, AttachPivotY float64
	// Sprite is the bone's body sprite; HasSprite is false when the bone
	// has no spriteCanvas (nothing is drawn for it).
	Sprite    Canvas
	HasSprite bool
	// Image is the body sprite's image path relative to the character
	// root: "sprites/<name>.png" next to the rig file unless overridden
	// with Rig.WithImages.
	Image string
	// Placeholder is true when the sprite's image is missing (a rig without
	// art, docs/rig.md#missing-sprites): the bone draws its spriteCanvas
	// rectangle as a drawlist.KindPlaceholder item instead. Set with
	// Rig.WithPlaceholders.
	Placeholder bool
}

// Local is a bone's local transform in the file's terms.
type Local struct {
	X, Y, Rotation, ScaleX, ScaleY float64
}

// Matrix returns T(x, y) . R(rotation) . S(scaleX, scaleY).
func (l Local) Matrix() Affine { return TRS(l.X, l.Y, l.Rotation, l.ScaleX, l.ScaleY) }

// Canvas is a bone's sprite canvas: size in pixels, pivot normalized from
// the bottom-left (may lie outside [0, 1]) and sorting order.
type Canvas struct {
	Width, Height  int
	PivotX, PivotY float64
	SortingOrder   int
}

// Contract is the rig's clothing contract: which slots and categories
// clothing may use.
type Contract struct {
	Slots      []string
	Categories []string
	slotSet    map[string]bool
	catSet     map[string]bool
}

// HasSlot reports whether the contract lists the slot.
func (c *Contract) HasSlot(s string) bool { return c.slotSet[s] }

// HasCategory reports whether the contract lists the category.
func (c *Contract) HasCategory(s string) bool { return c.catSet[s] }

// BoneIndex returns the index of the named bone, or -1.
func (r *Rig) BoneIndex(name string) int {
	if i, ok := r.byName[name]; ok {
		return i
	}
	return -1
}

// WithImages returns a copy of the rig whose body sprites use the given
// image paths (bone name -> path relative to the character root) instead
// of the default "sprites/<bone>.png". Unknown bone names are errors.
func (r *Rig) WithImages(images map[string]string) (*Rig, diag.List) {
	cp := *r
	cp.Bones = append([]Bone(nil), r.Bones...)
	var d diag.List
	for name, img := range images {
		i := r.BoneIndex(name)
		if i < 0 {
			d = append(d, diag.Diagnostic{File: r.File, Message: "image override names bone " + quote(name) + ", which the rig does not have"})
			continue
		}
		cp.Bones[i].Image = img
	}
	if d.HasErrors() {
		d.Sort()
		return nil, d
	}
	cp.bare = NewOutfit(&cp, nil)
	return &cp, nil
}

// WithPlaceholders returns a copy of the rig in which the named bones draw
// placeholders for their body sprites (Bone.Placeholder): their images are
// missing. Names of bones the rig does not have, or that have no sprite,
// are ignored. With no names it returns r.
func (r *Rig) WithPlaceholders(bones ...string) *Rig {
	if len(bones) == 0 {
		return r
	}
	cp := *r
	cp.Bones = append([]Bone(nil), r.Bones...)
	for _, name := range bones {
		if i := r.BoneIndex(name); i >= 0 && cp.Bones[i].HasSprite {
			cp.Bones[i].Placeholder = true
		}
	}
	cp.bare = NewOutfit(&cp, nil)
	return &cp
}

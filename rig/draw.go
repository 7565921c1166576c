package rig

import (
	"image"
	"slices"

	"github.com/go-gl/mathgl/mgl64"
	"github.com/rigplay/rigplay/internal/drawlist"
)

// Piece is one clothing sprite resolved for a rig, ready to draw: made by
// Wardrobe.Pieces and given to Player.Dress.
type Piece struct {
	// ID names the drawable: "<item id>#<slot>".
	ID string
	// Item is the item's position in the wardrobe (the tie-break "item order").
	Item int
	// Slot is the piece's slot, e.g. "piece/shirt-chest".
	Slot string
	// Bone is the index of the rig bone the piece is attached to.
	Bone int
	// Image and Src are the image (relative to the character root) and
	// its rectangle in pixels, y down.
	Image string
	Src   image.Rectangle
	// Place maps Src pixels (origin Src.Min, y down) to the bone's local
	// world units: offset, rotation and pivot of the attachment.
	Place Affine
	// SortingOffset is added to the bone's sorting order.
	SortingOffset int
	// HideBody hides the bone's body sprite while the piece is worn.
	HideBody bool
}

// DrawEntry describes one item of the draw list: who it is and its key.
type DrawEntry struct {
	// ID is "sprite/<bone>" for a body sprite, the Piece ID for clothing.
	ID string
	// Bone is the name of the bone the drawable belongs to.
	Bone string
	// SortKey is sortingOrder + offset; lower is drawn first.
	SortKey int
	// Clothing is false for body sprites.
	Clothing bool
}

// entry is one drawable of a dressed player. Entries are kept in tie-break
// order (body sprites in rig file order, then clothing by bone file order,
// item order, slot), so ties on the sort key are broken by entry index.
type entry struct {
	id       string
	boneName string
	bone     int32 // owner: sorting order and tint
	xf       int32 // the bone whose transform places the image
	offset   int
	clothing bool
	place    Affine
	image    string
	src      image.Rectangle
}

// spriteLocal maps the pixels of a w x h sprite (y down) to local world
// units with the pivot (px, py), normalized from the bottom-left, at the
// origin.
func spriteLocal(w, h int, px, py, ppu float64) Affine {
	fw, fh := float64(w), float64(h)
	return Affine{M: mgl64.Mat2{1 / ppu, 0, 0, -1 / ppu}, T: mgl64.Vec2{-px * fw / ppu, (fh - py*fh) / ppu}}
}

// Outfit is the set of drawables of a rig wearing some pieces: body
// sprites (minus hidden ones) and clothing, in tie-break order. It is
// immutable and may be shared by every player that wears the same things.
type Outfit struct {
	rig     *Rig
	entries []entry
}

// NewOutfit builds the drawables of r wearing pieces (from
// Wardrobe.Pieces; nil for nothing). Pieces on bones r does not have are
// skipped.
func NewOutfit(r *Rig, pieces []Piece) *Outfit {
	o := &Outfit{rig: r}
	hidden := make([]bool, len(r.Bones))
	for _, pc := range pieces {
		if pc.HideBody && pc.Bone >= 0 && pc.Bone < len(hidden) {
			hidden[pc.Bone] = true
		}
	}
	for i := range r.Bones {
		b := &r.Bones[i]
		if !b.HasSprite || hidden[i] {
			continue
		}
		s := b.Sprite
		o.entries = append(o.entries, entry{
			id: "sprite/" + b.Name, boneName: b.Name, bone: int32(i), xf: int32(b.Target),
			place: spriteLocal(s.Width, s.Height, s.PivotX, s.PivotY, r.PixelsPerUnit),
			image: b.Image, src: image.Rect(0, 0, s.Width, s.Height),
		})
	}
	body := len(o.entries)
	for _, pc := range pieces {
		if pc.Bone < 0 || pc.Bone >= len(r.Bones) {
			continue
		}
		o.entries = append(o.entries, entry{
			id: pc.ID, boneName: r.Bones[pc.Bone].Name, bone: int32(pc.Bone), xf: int32(pc.Bone),
			offset: pc.SortingOffset, clothing: true, place: pc.Place, image: pc.Image, src: pc.Src,
		})
	}
	// Clothing ties break by bone file order, then item order, then slot:
	// pieces arrive in item and slot order, and the sort is stable.
	slices.SortStableFunc(o.entries[body:], func(a, b entry) int { return int(a.bone) - int(b.bone) })
	return o
}

// Len returns the number of drawables.
func (o *Outfit) Len() int { return len(o.entries) }

// Wear makes the player draw the outfit. It allocates the player's
// per-drawable buffers; call it when the outfit changes, not per frame.
func (p *Player) Wear(o *Outfit) error {
	if o.rig != p.rig {
		return ErrOtherRig
	}
	p.outfit = o
	n := len(o.entries)
	p.keys = make([]int, n)
	p.perm = make([]int32, n)
	for i := range p.perm {
		p.perm[i] = int32(i)
	}
	p.out = make(drawlist.List, n)
	p.info = p.info[:0]
	return nil
}

// Dress makes the player wear pieces (from Wardrobe.Pieces; nil for
// nothing): Wear(NewOutfit(rig, pieces)). Share one Outfit with Wear when
// many players wear the same things.
func (p *Player) Dress(pieces []Piece) { p.Wear(NewOutfit(p.rig, pieces)) }

// DrawList returns the drawables of the current pose in draw order, with
// transforms to screen pixels (origin at the character's origin, y down).
// The list and its backing array are reused by the next call. Sort keys
// are the bone's sorting order plus the drawable's offset; ties go to body
// before clothing, then bone file order, then item order, so the order is
// a total order and never flickers. It does not allocate.
func (p *Player) DrawList() drawlist.List {
	entries := p.outfit.entries
	for k := range entries {
		e := &entries[k]
		p.keys[k] = int(p.vals[e.bone][chOrder]) + e.offset
	}
	// The previous frame's order is almost always still sorted: insertion
	// sort is then a single pass.
	perm, keys := p.perm, p.keys
	for i := 1; i < len(perm); i++ {
		x := perm[i]
		kx := keys[x]
		j := i
		for j > 0 && (keys[perm[j-1]] > kx || (keys[perm[j-1]] == kx && perm[j-1] > x)) {
			perm[j] = perm[j-1]
			j--
		}
		perm[j] = x
	}
	ppu := p.rig.PixelsPerUnit
	out := p.out[:len(perm)]
	for n, k := range perm {
		e := &entries[k]
		// screen . world . place, with screen (x, y) -> (x * ppu, -y * ppu),
		// written out in scalars.
		w, pl := &p.world[e.xf], &e.place
		a, b, c, d := ppu*w.M[0], -ppu*w.M[1], ppu*w.M[2], -ppu*w.M[3]
		tx, ty := ppu*w.T[0], -ppu*w.T[1]
		it := &out[n]
		it.Transform = drawlist.Affine{
			A: a*pl.M[0] + c*pl.M[1], B: b*pl.M[0] + d*pl.M[1],
			C: a*pl.M[2] + c*pl.M[3], D: b*pl.M[2] + d*pl.M[3],
			TX: a*pl.T[0] + c*pl.T[1] + tx, TY: b*pl.T[0] + d*pl.T[1] + ty,
		}
		it.Image, it.Src, it.SortKey = e.image, e.src, keys[k]
		if e.clothing {
			it.Color = drawlist.White
		} else {
			v := &p.vals[e.bone]
			it.Color = drawlist.Color{R: unit32(v[chR]), G: unit32(v[chG]), B: unit32(v[chB]), A: unit32(v[chA])}
		}
	}
	return out
}

// DrawEntries describes the items of the last DrawList, in the same
// order. The slice is reused by the next call.
func (p *Player) DrawEntries() []DrawEntry {
	p.info = p.info[:0]
	for _, k := range p.perm {
		e := &p.outfit.entries[k]
		p.info = append(p.info, DrawEntry{ID: e.id, Bone: e.boneName, SortKey: p.keys[k], Clothing: e.clothing})
	}
	return p.info
}

// unit32 clamps a color channel into [0, 1].
func unit32(v float64) float32 {
	if !(v > 0) {
		return 0
	}
	if v > 1 {
		return 1
	}
	return float32(v)
}

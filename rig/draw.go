package rig

import (
	"image"
	"slices"

	"github.com/go-gl/mathgl/mgl64"
	"github.com/rigplay/rigplay/engine/drawlist"
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
	// Placeholder is true when Image is missing: the piece draws Src's
	// rectangle as a drawlist.KindPlaceholder item.
	Placeholder bool
	// Frame is the piece's own frame in the bone's space: its pivot at
	// the origin, turned by the attachment's rotation,
	// TRS(offsetX, offsetY, rotation, 1, 1); Place is Frame times the
	// picture's pixels to that frame. A zero Frame is the bone's origin.
	Frame Affine
	// Sway, when not nil, makes the piece swing about its pivot
	// (docs/clothing.md#sway).
	Sway *Sway
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
	// Placeholder is true when the drawable's image is missing and its
	// rectangle is drawn instead.
	Placeholder bool
	// World is the drawable's own frame in the world (world units, y up):
	// its pivot at the origin, turned by its attachment's rotation and its
	// sway. A body sprite's is its bone's world transform. A particle's
	// is its centre, scaled by its size.
	World Affine
	// Particle is true for a particle of a clip effect
	// (docs/effects.md#drawing): ID is then the effect's id and Bone its
	// emitter's bone ("" for the character's origin).
	Particle bool
}

// entry is one drawable of a dressed player. Entries are kept in tie-break
// order (body sprites in rig file order, then clothing by bone file order,
// item order, slot), so ties on the sort key are broken by entry index.
// The fields the draw-list build reads come first.
type entry struct {
	bone     int32 // owner: sorting order and tint
	xf       int32 // the bone whose transform places the image
	offset   int
	clothing bool
	sway     int32 // 1 + its index in Outfit.sway for a swaying piece, else 0
	kind     drawlist.Kind
	place    Affine
	image    string
	src      image.Rectangle
	color    drawlist.Color // a placeholder's color, before the bone's tint
	id       string
	boneName string
}

// kindOf returns the draw-list kind of a drawable whose image is missing
// (placeholder true) or not.
func kindOf(placeholder bool) drawlist.Kind {
	if placeholder {
		return drawlist.KindPlaceholder
	}
	return drawlist.KindImage
}

// pieceColor returns a clothing placeholder's color: from a hash of the
// piece's id (FNV-1a), so that it differs from the body's placeholders and
// stays the same whatever else is worn.
func pieceColor(id string) drawlist.Color {
	h := uint32(2166136261)
	for i := 0; i < len(id); i++ {
		h = (h ^ uint32(id[i])) * 16777619
	}
	return placeholderColor(h)
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
// immutable and may be shared by every player that wears the same things
// (a Player only points to it).
type Outfit struct {
	rig     *Rig
	entries []entry
	order   []int32 // entries in draw order at the rest pose
	sway    []swayPiece
	frames  []Affine // per drawable: its own frame in its bone's space (DrawEntry.World)
	// restKeys and restTint are each drawable's sort key and color at
	// the rest pose: those of every pose that keys no sorting order and
	// no color (docs/performance.md#draw-order).
	restKeys []int
	restTint []drawlist.Color
	// restItems are the drawables' items for a pose that keys no sorting
	// order and no color, in the rest draw order, but for their
	// transforms; restPlace are what the transforms need
	// (docs/performance.md#draw-list).
	restItems drawlist.List
	restPlace []placeTmpl
}

// placeTmpl is what a drawable's transform needs besides its bone's world
// transform: as entry's xf, sway and place.
type placeTmpl struct {
	place Affine
	// xf and sway are entry.xf and entry.sway, unsigned (a plain load,
	// where a sign-extending one costs the loop address arithmetic);
	// with the padding a template is 64 bytes, indexed by a shift.
	xf, sway uint32
	_        [8]byte
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
			kind: kindOf(b.Placeholder), color: placeholderColor(uint32(i)),
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
			kind: kindOf(pc.Placeholder), color: pieceColor(pc.ID),
		})
	}
	// Clothing ties break by bone file order, then item order, then slot:
	// pieces arrive in item and slot order, and the sort is stable.
	slices.SortStableFunc(o.entries[body:], func(a, b entry) int { return int(a.bone) - int(b.bone) })
	// The rest pose's draw order: the starting point of every player's
	// sort, which a clip's sortingOrder keys then only nudge.
	keys := make([]int, len(o.entries))
	o.order = make([]int32, len(o.entries))
	for k, e := range o.entries {
		keys[k] = int(r.defaults[e.bone][chOrder]) + e.offset
		o.order[k] = int32(k)
	}
	sortDrawOrder(o.order, keys)
	o.restKeys = keys
	o.restTint = make([]drawlist.Color, len(o.entries))
	for k := range o.entries {
		o.restTint[k] = o.entries[k].tint(&r.defaults[o.entries[k].bone])
	}
	o.initSway(pieces) // sets entry.sway
	o.restItems = make(drawlist.List, len(o.order))
	o.restPlace = make([]placeTmpl, len(o.order))
	for j, k := range o.order {
		e := &o.entries[k]
		o.restItems[j] = drawlist.Item{Image: e.image, Src: e.src, SortKey: keys[k], Kind: e.kind, Color: o.restTint[k]}
		o.restPlace[j] = placeTmpl{xf: uint32(e.xf), sway: uint32(e.sway), place: e.place}
	}
	return o
}

// tint returns the drawable's color when its bone's values are v: white
// for clothing (a placeholder's own color), the bone's color channels for
// a body sprite (times a placeholder's own color).
func (e *entry) tint(v *channels) drawlist.Color {
	if e.clothing {
		if e.kind == drawlist.KindPlaceholder {
			return e.color
		}
		return drawlist.White
	}
	c := drawlist.Color{R: unit32(v[chR]), G: unit32(v[chG]), B: unit32(v[chB]), A: unit32(v[chA])}
	if e.kind == drawlist.KindPlaceholder {
		// The bone's tint (a clip's color tracks) on its own color.
		c.R *= e.color.R
		c.G *= e.color.G
		c.B *= e.color.B
	}
	return c
}

// Len returns the number of drawables.
func (o *Outfit) Len() int { return len(o.entries) }

// Rig returns the rig the outfit is made for.
func (o *Outfit) Rig() *Rig { return o.rig }

// Wear makes the player draw the outfit, which many players may share. It
// does not allocate.
func (p *Player) Wear(o *Outfit) error {
	if o.rig != p.rig {
		return ErrOtherRig
	}
	if o != p.outfit && (p.sw != nil || len(o.sway) > 0) {
		p.swayWear(o)
	}
	p.outfit = o
	p.changed()
	return nil
}

// Dress makes the player wear pieces (from Wardrobe.Pieces; nil for
// nothing): Wear(NewOutfit(rig, pieces)), or the rig's shared body-only
// outfit for no pieces. Share one Outfit with Wear when many players wear
// the same things.
func (p *Player) Dress(pieces []Piece) {
	if len(pieces) == 0 {
		p.Wear(p.rig.bare)
		return
	}
	p.Wear(NewOutfit(p.rig, pieces))
}

// Outfit returns the outfit the player wears.
func (p *Player) Outfit() *Outfit { return p.outfit }

// sortDrawOrder sorts perm (indexes into keys) by key, ties by index: a
// total order, so the result never depends on perm's starting order and
// never flickers. perm is almost always sorted already (the outfit's rest
// order, or a clip's few sortingOrder changes away from it): insertion
// sort is then one pass.
func sortDrawOrder(perm []int32, keys []int) {
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
}

// drawOrder computes the sort keys of the outfit's drawables from the pose
// in s and sorts them: s.order is then the draw order and s.sortKeys the
// keys. A pose that keys no sorting order (s.restOrder) has the outfit's
// rest keys and order, computed once: they are used as they are, with no
// sort (docs/performance.md#draw-order).
func (s *scratch) drawOrder(o *Outfit) {
	entries := o.entries
	if s.restOrder {
		s.order, s.sortKeys = o.order, o.restKeys
		return
	}
	s.fitItems(len(entries))
	keys, vals := s.keys, s.vals
	for k := range entries {
		e := &entries[k]
		keys[k] = int(vals[e.bone][chOrder]) + e.offset
	}
	copy(s.perm, o.order)
	sortDrawOrder(s.perm, keys)
	s.order, s.sortKeys = s.perm, keys
}

// AppendDrawList appends the drawables of the current pose to dst in draw
// order, with transforms to screen pixels (origin at the character's
// origin, y down), and returns the extended list. Sort keys are the bone's
// sorting order plus the drawable's offset; ties go to body before
// clothing, then bone file order, then item order, so the order is a total
// order and never flickers. It allocates only when dst must grow.
func (p *Player) AppendDrawList(dst drawlist.List) drawlist.List {
	s := getScratch()
	dst = p.appendDrawList(s, dst)
	putScratch(s)
	return dst
}

// appendDrawList is AppendDrawList in scratch s.
func (p *Player) appendDrawList(s *scratch, dst drawlist.List) drawlist.List {
	s.poseOf(p)
	s.drawOrder(p.outfit)
	n := len(dst)
	dst = s.appendItems(p.outfit, p.rig.PixelsPerUnit, dst)
	return p.appendParticles(s, dst, n) // clip effects (effect_draw.go)
}

// appendItems appends the drawables in the order s.order.
func (s *scratch) appendItems(o *Outfit, ppu float64, dst drawlist.List) drawlist.List {
	if s.restOrder && s.restTint {
		return s.appendRest(o, ppu, dst)
	}
	n := len(dst)
	order := s.order
	dst = slices.Grow(dst, len(order))[:n+len(order)]
	out := dst[n:len(dst):len(dst)]
	entries, keys, world, vals, tints := o.entries, s.sortKeys, s.world, s.vals, o.restTint
	swayOn, swayPlace, restTint := s.swayOn, s.swayPlace, s.restTint
	for j, k := range order {
		e, it := &entries[k], &out[j]
		// screen . world . place, with screen (x, y) -> (x * ppu, -y * ppu),
		// written out in scalars.
		w, pl := &world[e.xf], &e.place
		if e.sway != 0 && swayOn {
			pl = &swayPlace[e.sway-1]
		}
		a, b, c, d := ppu*w.M[0], -ppu*w.M[1], ppu*w.M[2], -ppu*w.M[3]
		tx, ty := ppu*w.T[0], -ppu*w.T[1]
		// Field by field: a composite literal is built on the stack and
		// copied, which stalls on store forwarding.
		xf := &it.Transform
		xf.A, xf.B = a*pl.M[0]+c*pl.M[1], b*pl.M[0]+d*pl.M[1]
		xf.C, xf.D = a*pl.M[2]+c*pl.M[3], b*pl.M[2]+d*pl.M[3]
		xf.TX, xf.TY = a*pl.T[0]+c*pl.T[1]+tx, b*pl.T[0]+d*pl.T[1]+ty
		it.Image, it.Src, it.SortKey, it.Kind = e.image, e.src, keys[k], e.kind
		if restTint {
			it.Color = tints[k]
		} else {
			it.Color = e.tint(&vals[e.bone])
		}
	}
	return dst
}

// appendRest is appendItems for a pose that keys no sorting order and no
// color: the outfit's items at rest (o.restItems: images, keys and colors
// in the rest order), copied in one block, then each one's transform from
// the pose's world transforms.
func (s *scratch) appendRest(o *Outfit, ppu float64, dst drawlist.List) drawlist.List {
	n := len(dst)
	dst = append(dst, o.restItems...)
	out := dst[n:]
	tmpl := o.restPlace
	out = out[:len(tmpl)]
	world, nppu := s.world, -ppu
	if s.swayOn {
		swayPlace := s.swayPlace
		for j := range tmpl {
			t := &tmpl[j]
			pl := &t.place
			if t.sway != 0 {
				pl = &swayPlace[t.sway-1]
			}
			placeItem(&out[j].Transform, &world[t.xf], pl, ppu, nppu)
		}
		return dst
	}
	for j := range tmpl {
		// placeItem, written out (it does not inline).
		t := &tmpl[j]
		w, pl := &world[t.xf], &t.place
		a, b, c, d := ppu*w.M[0], nppu*w.M[1], ppu*w.M[2], nppu*w.M[3]
		tx, ty := ppu*w.T[0], nppu*w.T[1]
		xf := &out[j].Transform
		xf.A, xf.B = a*pl.M[0]+c*pl.M[1], b*pl.M[0]+d*pl.M[1]
		xf.C, xf.D = a*pl.M[2]+c*pl.M[3], b*pl.M[2]+d*pl.M[3]
		xf.TX, xf.TY = a*pl.T[0]+c*pl.T[1]+tx, b*pl.T[0]+d*pl.T[1]+ty
	}
	return dst
}

// placeItem sets an item's transform to screen . w . pl, the screen
// being (ppu, -ppu) (as appendItems: -ppu*x is nppu*x).
func placeItem(xf *drawlist.Affine, w, pl *Affine, ppu, nppu float64) {
	a, b, c, d := ppu*w.M[0], nppu*w.M[1], ppu*w.M[2], nppu*w.M[3]
	tx, ty := ppu*w.T[0], nppu*w.T[1]
	xf.A, xf.B = a*pl.M[0]+c*pl.M[1], b*pl.M[0]+d*pl.M[1]
	xf.C, xf.D = a*pl.M[2]+c*pl.M[3], b*pl.M[2]+d*pl.M[3]
	xf.TX, xf.TY = a*pl.T[0]+c*pl.T[1]+tx, b*pl.T[0]+d*pl.T[1]+ty
}

// DrawList returns AppendDrawList into a buffer the player owns (made on
// the first call), which the next DrawList call reuses. Code that draws
// many players should give its own buffer to AppendDrawList instead.
func (p *Player) DrawList() drawlist.List {
	if p.bufs == nil {
		p.bufs = new(playerBufs)
	}
	p.bufs.list = p.AppendDrawList(p.bufs.list[:0])
	return p.bufs.list
}

// DrawEntries describes the drawables of the current pose in draw order,
// one for each item AppendDrawList and DrawList give for it, particles
// included. The slice is reused by the next call.
func (p *Player) DrawEntries() []DrawEntry {
	if p.bufs == nil {
		p.bufs = new(playerBufs)
	}
	s := getScratch()
	s.poseOf(p)
	s.drawOrder(p.outfit)
	info := p.bufs.info[:0]
	for _, k := range s.order {
		e := &p.outfit.entries[k]
		info = append(info, DrawEntry{ID: e.id, Bone: e.boneName, SortKey: s.sortKeys[k], Clothing: e.clothing,
			Placeholder: e.kind == drawlist.KindPlaceholder, World: s.frameWorld(p, int(k))})
	}
	info = p.appendParticleEntries(s, info) // clip effects (effect_draw.go)
	putScratch(s)
	p.bufs.info = info
	return info
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

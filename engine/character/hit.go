package character

import (
	"image"
	"math"
	"strings"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// HitOptions choose how HitTest decides that a point hits an item.
type HitOptions struct {
	// ByRect hits anywhere in an item's rectangle (its Src, transformed),
	// transparent pixels included: the sprite rectangle. Otherwise only a
	// drawn pixel hits.
	ByRect bool
	// MinAlpha is the least alpha (0-255, after the item's color) a drawn
	// pixel must have to hit; 0 counts as 1 (any visible pixel).
	MinAlpha uint8
}

// Hit is what a point hit: one item of the draw list and who draws it.
type Hit struct {
	// Index is the item's index in the draw list (AppendDrawList's order,
	// from the first drawn).
	Index int
	// ID names the drawable: "sprite/<bone>" for a body sprite,
	// "<item id>#<slot>" for a clothing piece, the image's path for a
	// frame's image.
	ID string
	// Image is the item's image path (the missing file's, for a
	// placeholder).
	Image string
	// Bone is the bone of a rig's drawable ("" for a frame's image);
	// Item the clothing item's Name, as Wear takes it ("" for a body
	// sprite or a frame's image).
	Bone, Item string
	// Alpha is the item's alpha at the point (0-255, after its color);
	// for a placeholder its color's.
	Alpha uint8
	// Placeholder is true for a placeholder item (its image is missing).
	Placeholder bool
}

// HitTestList finds the topmost item of list (the last drawn) at the
// point (x, y), in the list's pixels (origin at the character's origin, y
// down): by its drawn pixel's alpha, sampling the item's image at the
// nearest source pixel, or by its rectangle (opts.ByRect). img maps an
// item's image path to its pixels (nil for unknown: such an item hits only
// by rectangle). A placeholder is solid over its rectangle: it stands for
// a sprite, so it can be picked. Only Index, Image, Alpha and Placeholder
// of the Hit are set. It allocates nothing.
func HitTestList(list drawlist.List, img func(string) *image.NRGBA, x, y float64, opts HitOptions) (Hit, bool) {
	least := max(opts.MinAlpha, 1)
	for i := len(list) - 1; i >= 0; i-- {
		it := &list[i]
		inv, ok := it.Transform.Invert()
		if !ok {
			continue
		}
		sx, sy := inv.Apply(x, y)
		fa := unitAlpha(it.Color.A)
		h := Hit{Index: i, Image: it.Image, Placeholder: it.Kind == drawlist.KindPlaceholder}
		if h.Placeholder {
			if sx >= 0 && sy >= 0 && sx < float64(it.Src.Dx()) && sy < float64(it.Src.Dy()) {
				if h.Alpha = uint8(255*fa + 0.5); h.Alpha >= least || opts.ByRect {
					return h, true
				}
			}
			continue
		}
		var im *image.NRGBA
		if img != nil {
			im = img(it.Image)
		}
		src := it.Src
		if src.Empty() && im != nil {
			src = im.Rect
		}
		if !(sx >= 0 && sy >= 0 && sx < float64(src.Dx()) && sy < float64(src.Dy())) {
			continue
		}
		pt := image.Pt(src.Min.X+int(math.Floor(sx)), src.Min.Y+int(math.Floor(sy)))
		if im != nil && pt.In(im.Rect) {
			h.Alpha = uint8(float32(im.Pix[im.PixOffset(pt.X, pt.Y)+3])*fa + 0.5)
		}
		if opts.ByRect || h.Alpha >= least {
			return h, true
		}
	}
	return Hit{}, false
}

// unitAlpha clamps a color's alpha into [0, 1].
func unitAlpha(a float32) float32 { return min(max(a, 0), 1) }

// HitTest finds what the player draws now at the point (x, y) in
// character pixels (the draw list's: origin at the character's origin, y
// down, before character.json's scale), topmost first
// (docs/character-package.md#hit-test): by the drawn pixel's alpha, so a point on
// a transparent pixel inside the character's bounds does not hit, or by
// the sprite's rectangle (opts.ByRect). The Hit names the item, its image,
// and on a rig its bone and clothing item. It allocates nothing once the
// player has drawn (it keeps a draw list of its own).
func (p *Player) HitTest(x, y float64, opts HitOptions) (Hit, bool) {
	list := p.ownList()
	h, ok := HitTestList(list, p.c.NRGBA, x, y, opts)
	if !ok {
		return Hit{}, false
	}
	p.name(&h)
	return h, true
}

// name fills in who draws the hit item: the rig's drawables come first in
// the list, then the frame's images.
func (p *Player) name(h *Hit) {
	if p.rp != nil && !p.hidden {
		if entries := p.rp.DrawEntries(); h.Index < len(entries) {
			e := &entries[h.Index]
			h.ID, h.Bone = e.ID, e.Bone
			if e.Clothing {
				id, _, _ := strings.Cut(e.ID, "#")
				h.Item = p.c.clothingName[id]
			}
			return
		}
	}
	h.ID = h.Image
}

// ownList returns the draw list of now in a buffer the player keeps.
func (p *Player) ownList() drawlist.List {
	x := p.extra()
	x.list = p.AppendDrawList(x.list[:0])
	return x.list
}

// FrameBounds returns the pixels the player draws now, in character
// pixels (as HitTest): the smallest rectangle holding every drawn pixel
// that is not fully transparent, for the frame on screen or the pose of
// now (docs/character-package.md#frame-bounds), not the union of every frame that
// Character.Bounds gives. A rotated or scaled item counts the rectangle
// of its visible pixels, turned. Empty when nothing is drawn. It allocates
// nothing once the player has drawn, except the first time an image is
// measured.
func (p *Player) FrameBounds() image.Rectangle {
	var r image.Rectangle
	for _, it := range p.ownList() {
		if !(it.Color.A > 0) {
			continue
		}
		box := image.Rectangle{Max: it.Src.Size()}
		if it.Kind != drawlist.KindPlaceholder {
			box = p.c.opaqueIn(it.Image, it.Src)
		}
		if box.Empty() {
			continue
		}
		r = r.Union(transformedBounds(it.Transform, box))
	}
	return r
}

// transformedBounds returns the pixels that box (in an item's source
// pixels, origin at Src.Min) covers through m.
func transformedBounds(m drawlist.Affine, box image.Rectangle) image.Rectangle {
	minX, minY := math.Inf(1), math.Inf(1)
	maxX, maxY := math.Inf(-1), math.Inf(-1)
	for _, c := range [4]image.Point{box.Min, {box.Max.X, box.Min.Y}, {box.Min.X, box.Max.Y}, box.Max} {
		x, y := m.Apply(float64(c.X), float64(c.Y))
		minX, maxX = math.Min(minX, x), math.Max(maxX, x)
		minY, maxY = math.Min(minY, y), math.Max(maxY, y)
	}
	if !(minX >= -1e9 && maxX <= 1e9 && minY >= -1e9 && maxY <= 1e9) {
		return image.Rectangle{}
	}
	// A whole-pixel edge stays where it is; a fraction widens to the pixel.
	const eps = 1e-9
	return image.Rect(int(math.Floor(minX+eps)), int(math.Floor(minY+eps)), int(math.Ceil(maxX-eps)), int(math.Ceil(maxY-eps)))
}

// Package drawlist is the hand-off between the pure animation packages
// (actions, rig) and whatever draws: one Item per image to draw, in order.
// An item is an image (KindImage) or a placeholder (KindPlaceholder): the
// outlined, semi-transparent rectangle that stands in for a sprite whose
// image file is missing (placeholder.go), which every renderer draws the
// same way.
package drawlist

import (
	"image"
	"math"
)

// Affine maps a point (x, y) to (A*x + C*y + TX, B*x + D*y + TY).
type Affine struct {
	A, B, C, D, TX, TY float64
}

// Identity is the affine transform that changes nothing.
var Identity = Affine{A: 1, D: 1}

// Mul returns m . n: apply n first, then m.
func (m Affine) Mul(n Affine) Affine {
	return Affine{
		A:  m.A*n.A + m.C*n.B,
		B:  m.B*n.A + m.D*n.B,
		C:  m.A*n.C + m.C*n.D,
		D:  m.B*n.C + m.D*n.D,
		TX: m.A*n.TX + m.C*n.TY + m.TX,
		TY: m.B*n.TX + m.D*n.TY + m.TY,
	}
}

// Apply maps the point (x, y).
func (m Affine) Apply(x, y float64) (float64, float64) {
	return m.A*x + m.C*y + m.TX, m.B*x + m.D*y + m.TY
}

// Color is a non-premultiplied RGBA multiplier, each channel in [0, 1].
type Color struct{ R, G, B, A float32 }

// White leaves an image's colors as they are.
var White = Color{1, 1, 1, 1}

// Kind tells what an Item draws.
type Kind uint8

const (
	// KindImage draws the Src part of the image Image.
	KindImage Kind = iota
	// KindPlaceholder draws the rectangle Src (origin at Src.Min) as a
	// placeholder in Color: a semi-transparent fill inside an opaque
	// outline (see PlaceholderInset). Image names the missing file; no
	// renderer reads it.
	KindPlaceholder
	// KindParticle draws one particle of a clip effect: the Src part of
	// Image tinted by Color, as KindImage does, or with Image "" the
	// default soft round particle, ParticleImage (Src is then its
	// ParticleSize square). Renderers sample particles smoothly
	// (bilinear) at any scale, and draw consecutive particles of one
	// picture in one batch (particle.go).
	KindParticle
)

// Item is one image (or placeholder) to draw.
type Item struct {
	// Image names the image file, slash-separated, relative to the
	// character root; the engine maps it to pixels.
	Image string
	// Src is the part of the image to draw, in the image's pixels (y down).
	// For a placeholder it is the rectangle to draw (its size is what
	// counts).
	Src image.Rectangle
	// Transform maps source-rectangle pixels (origin at Src.Min, y down)
	// to the character's screen pixels (origin at the character's origin,
	// y down).
	Transform Affine
	// Color tints the image; a placeholder's own color.
	Color Color
	// SortKey orders drawing: lower first. The list is already sorted.
	SortKey int
	// Kind is KindImage (the zero value) or KindPlaceholder.
	Kind Kind
}

// List is a draw list in drawing order, first drawn first.
type List []Item

// Bounds returns the pixels the item covers: the smallest integer
// rectangle holding its transformed source rectangle (empty for a
// transform that throws it out of range).
func (it Item) Bounds() image.Rectangle {
	w, h := float64(it.Src.Dx()), float64(it.Src.Dy())
	minX, minY := math.Inf(1), math.Inf(1)
	maxX, maxY := math.Inf(-1), math.Inf(-1)
	for _, c := range [4][2]float64{{0, 0}, {w, 0}, {0, h}, {w, h}} {
		x, y := it.Transform.Apply(c[0], c[1])
		minX, maxX = math.Min(minX, x), math.Max(maxX, x)
		minY, maxY = math.Min(minY, y), math.Max(maxY, y)
	}
	if !(minX >= -1e9 && maxX <= 1e9 && minY >= -1e9 && maxY <= 1e9) {
		return image.Rectangle{}
	}
	return image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX)), int(math.Ceil(maxY)))
}

// Bounds returns the union of the items' Bounds.
func (l List) Bounds() image.Rectangle {
	var r image.Rectangle
	for _, it := range l {
		r = r.Union(it.Bounds())
	}
	return r
}

// Invert returns the inverse of m, and false when m has none (it
// flattens the plane). A point m maps to comes back where it was.
func (m Affine) Invert() (Affine, bool) {
	det := m.A*m.D - m.B*m.C
	if det == 0 || math.IsNaN(det) || math.IsInf(det, 0) {
		return Affine{}, false
	}
	r := Affine{A: m.D / det, B: -m.B / det, C: -m.C / det, D: m.A / det}
	r.TX = -(r.A*m.TX + r.C*m.TY)
	r.TY = -(r.B*m.TX + r.D*m.TY)
	return r, true
}

// Rect returns the smallest integer rectangle holding r mapped by m (empty
// for an empty r, or one m throws out of range).
func (m Affine) Rect(r image.Rectangle) image.Rectangle {
	if r.Empty() {
		return image.Rectangle{}
	}
	return Item{Src: image.Rectangle{Max: r.Size()}, Transform: m.Mul(Affine{A: 1, D: 1, TX: float64(r.Min.X), TY: float64(r.Min.Y)})}.Bounds()
}

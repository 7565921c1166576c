package engine

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/internal/drawlist"
)

// maxQuads is the most quads one DrawTriangles call takes: 4 vertices each
// must stay addressable by uint16 indices.
const maxQuads = (1 << 16) / 4

// batch turns draw lists into DrawTriangles calls. Consecutive items on the
// same source image (a Character's sheet) go into one call, and Ebitengine
// merges calls whose sources share its atlas. The slices are reused, so a
// batch allocates nothing once it has grown to the largest list it draws.
type batch struct {
	verts []ebiten.Vertex
	idx   []uint16
	src   *ebiten.Image
	// mode is what the pending quads are drawn with.
	mode drawMode

	tri     ebiten.DrawTrianglesOptions
	shader  ebiten.DrawTrianglesShaderOptions
	dst     *ebiten.Image
	shaders *shaderSet
	// uniforms of the sprite shader; the slices are updated in place.
	uniforms map[string]any
	linear   []float32
	tint     []float32
}

// drawMode selects the draw path of pending quads.
type drawMode uint8

const (
	// modePlain: Ebitengine's built-in nearest-filter shader.
	modePlain drawMode = iota
	// modeSprite: shaders.Sprite (bilinear and/or tint).
	modeSprite
	// modeOutline: shaders.Outline over quads grown by one pixel.
	modeOutline
)

// itemColor is the premultiplied vertex color of an item under a color
// scale.
func itemColor(c drawlist.Color, cs *ebiten.ColorScale) (r, g, b, a float32) {
	a = c.A * cs.A()
	return c.R * c.A * cs.R(), c.G * c.A * cs.G(), c.B * c.A * cs.B(), a
}

// geomAffine converts an ebiten.GeoM to the draw list's affine type.
func geomAffine(g *ebiten.GeoM) drawlist.Affine {
	return drawlist.Affine{
		A: g.Element(0, 0), C: g.Element(0, 1), TX: g.Element(0, 2),
		B: g.Element(1, 0), D: g.Element(1, 1), TY: g.Element(1, 2),
	}
}

// drawList draws list onto dst, each item's transform followed by view.
// opts.GeoM is not used (view already holds it). Items whose image is
// unknown are skipped.
func (b *batch) drawList(dst *ebiten.Image, list drawlist.List, sprites map[string]sprite, view drawlist.Affine, opts *DrawOptions) {
	b.dst = dst
	b.tri.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
	b.tri.Filter = opts.Filter
	linear := opts.Filter == ebiten.FilterLinear
	tinted := opts.Tint.Amount > 0
	outlined := opts.Outline.Color.A > 0
	if (linear || tinted || outlined) && b.shaders == nil {
		b.shaders, _ = compiledShaders()
		if b.shaders != nil {
			b.linear = []float32{0}
			b.tint = []float32{0, 0, 0, 0}
			b.uniforms = map[string]any{"Linear": b.linear, "Tint": b.tint}
		}
	}
	if b.shaders == nil {
		// No shaders: the built-in path, without tint and outline.
		linear, tinted, outlined = false, false, false
	}
	if outlined {
		oc := opts.Outline.Color
		ol := drawlist.Color{R: float32(oc.R) / 255, G: float32(oc.G) / 255, B: float32(oc.B) / 255, A: float32(oc.A) / 255}
		for i := range list {
			b.item(&list[i], sprites, view, &opts.ColorScale, modeOutline, ol)
		}
	}
	mode := modePlain
	if linear || tinted {
		mode = modeSprite
		b.linear[0] = 0
		if linear {
			b.linear[0] = 1
		}
		clear(b.tint)
		if tinted {
			tc := opts.Tint.Color
			b.tint[0], b.tint[1], b.tint[2] = float32(tc.R)/255, float32(tc.G)/255, float32(tc.B)/255
			b.tint[3] = min(opts.Tint.Amount, 1)
		}
	}
	for i := range list {
		b.item(&list[i], sprites, view, &opts.ColorScale, mode, list[i].Color)
	}
	b.flush()
	b.dst = nil
}

// item appends one quad, flushing first when the source image or the mode
// changes or the batch is full.
func (b *batch) item(it *drawlist.Item, sprites map[string]sprite, view drawlist.Affine, cs *ebiten.ColorScale, mode drawMode, c drawlist.Color) {
	sp, ok := sprites[it.Image]
	if !ok {
		return
	}
	src := it.Src
	if src.Empty() {
		src = image.Rectangle{Max: sp.size}
	}
	src = src.Intersect(image.Rectangle{Max: sp.size})
	if src.Empty() {
		return
	}
	if b.src != sp.sheet || b.mode != mode || len(b.verts) >= 4*maxQuads {
		b.flush()
		b.src, b.mode = sp.sheet, mode
	}
	m := view.Mul(it.Transform)
	r, g, bl, a := itemColor(c, cs)
	// The quad in source pixels (origin at src.Min), one pixel larger on
	// every side for the outline.
	w, h := float64(src.Dx()), float64(src.Dy())
	x0, y0, x1, y1 := 0.0, 0.0, w, h
	if mode == modeOutline {
		x0, y0, x1, y1 = -1, -1, w+1, h+1
	}
	ox := float64(sp.at.X + src.Min.X)
	oy := float64(sp.at.Y + src.Min.Y)
	n := uint16(len(b.verts))
	for k := 0; k < 4; k++ {
		x, y := x0, y0
		if k&1 != 0 {
			x = x1
		}
		if k&2 != 0 {
			y = y1
		}
		dx, dy := m.Apply(x, y)
		b.verts = append(b.verts, ebiten.Vertex{
			DstX: float32(dx), DstY: float32(dy),
			SrcX: float32(ox + x), SrcY: float32(oy + y),
			ColorR: r, ColorG: g, ColorB: bl, ColorA: a,
			Custom0: float32(x), Custom1: float32(y), Custom2: float32(w), Custom3: float32(h),
		})
	}
	b.idx = append(b.idx, n, n+1, n+2, n+1, n+3, n+2)
}

// flush draws the pending quads.
func (b *batch) flush() {
	if len(b.idx) > 0 {
		switch b.mode {
		case modePlain:
			b.dst.DrawTriangles(b.verts, b.idx, b.src, &b.tri)
		case modeSprite:
			b.shader.Images[0] = b.src
			b.shader.Uniforms = b.uniforms
			b.dst.DrawTrianglesShader(b.verts, b.idx, b.shaders.sprite, &b.shader)
		case modeOutline:
			b.shader.Images[0] = b.src
			b.shader.Uniforms = nil
			b.dst.DrawTrianglesShader(b.verts, b.idx, b.shaders.outline, &b.shader)
		}
		b.shader.Images[0] = nil
	}
	b.verts, b.idx = b.verts[:0], b.idx[:0]
	b.src = nil
}

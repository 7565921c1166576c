package engine

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// maxQuads is the most quads one DrawTriangles call takes: 4 vertices each
// must stay addressable by uint16 indices.
const maxQuads = (1 << 16) / 4

// batch turns draw lists into DrawTriangles calls. Consecutive items with
// the same source image (a sheet), draw path and settings go into one call,
// across draw lists until end; Ebitengine then merges calls whose sources
// share its atlas. The slices are reused, so a batch allocates nothing once
// it has grown to the largest scene it draws.
type batch struct {
	verts []ebiten.Vertex
	idx   []uint16
	dst   *ebiten.Image
	// The settings of the pending quads.
	src    *ebiten.Image
	mode   drawMode
	filter ebiten.Filter
	params [5]float32 // sprite shader: Linear, Tint r, g, b, amount

	tri     ebiten.DrawTrianglesOptions
	shader  ebiten.DrawTrianglesShaderOptions
	shaders *shaderSet
	// uniforms of the sprite shader; the slices are updated in place.
	uniforms map[string]any
	linear   []float32
	tint     []float32
	// calls counts the DrawTriangles(Shader) calls made, for tests.
	calls int
}

// drawMode selects the draw path of pending quads.
type drawMode uint8

const (
	// modePlain: Ebitengine's built-in shader (nearest filter, or the
	// DrawOptions filter when the Kage shaders are unavailable).
	modePlain drawMode = iota
	// modeSprite: shaders.Sprite (clamped bilinear and/or tint).
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

// begin starts drawing onto dst.
func (b *batch) begin(dst *ebiten.Image) {
	b.dst = dst
	b.tri.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
}

// end draws what is pending and forgets dst.
func (b *batch) end() {
	b.flush()
	b.dst = nil
}

// drawList draws list onto dst at once: begin, add, end.
func (b *batch) drawList(dst *ebiten.Image, list drawlist.List, sprites map[string]sprite, view drawlist.Affine, opts *DrawOptions) {
	b.begin(dst)
	b.add(list, sprites, view, opts)
	b.end()
}

// add queues list, each item's transform followed by view (opts.GeoM is
// not used: view holds it). Items whose image is unknown are skipped.
func (b *batch) add(list drawlist.List, sprites map[string]sprite, view drawlist.Affine, opts *DrawOptions) {
	linear := opts.Filter == ebiten.FilterLinear
	tinted := opts.Tint.Amount > 0
	outlined := opts.Outline.Color.A > 0
	if (linear || tinted || outlined) && b.shaders == nil {
		b.initShaders()
	}
	filter := ebiten.FilterNearest
	if b.shaders == nil {
		// No shaders: the built-in path, without tint and outline.
		filter = opts.Filter
		linear, tinted, outlined = false, false, false
	}
	cs := &opts.ColorScale
	if outlined {
		oc := opts.Outline.Color
		ol := drawlist.Color{R: float32(oc.R) / 255, G: float32(oc.G) / 255, B: float32(oc.B) / 255, A: float32(oc.A) / 255}
		b.setMode(modeOutline, filter, [5]float32{})
		for i := range list {
			if list[i].Kind == drawlist.KindImage {
				b.item(&list[i], sprites, view, cs, ol)
			}
		}
	}
	tint := &noTint
	if tinted {
		tint = &opts.Tint
	}
	mode, params := modePlain, [5]float32{}
	if linear || tinted {
		mode = modeSprite
		if linear {
			params[0] = 1
		}
		if tinted {
			tc := opts.Tint.Color
			params[1], params[2], params[3] = float32(tc.R)/255, float32(tc.G)/255, float32(tc.B)/255
			params[4] = min(opts.Tint.Amount, 1)
		}
	}
	for i := range list {
		it := &list[i]
		if it.Kind == drawlist.KindParticle {
			// Smooth at any size, in the vertex color: the built-in
			// shader, filtered linearly (draw_particle.go).
			b.setMode(modePlain, ebiten.FilterLinear, [5]float32{})
			b.particle(it, sprites, view, cs)
			continue
		}
		if it.Kind == drawlist.KindPlaceholder {
			// Flat colors: the built-in shader, sampling white.
			b.setMode(modePlain, ebiten.FilterNearest, [5]float32{})
			b.placeholder(it, view, cs, tint)
			continue
		}
		b.setMode(mode, filter, params)
		b.item(it, sprites, view, cs, it.Color)
	}
}

// noTint is the Tint of a draw without one.
var noTint Tint

// initShaders compiles the shaders (once per process) and makes the
// uniform map.
func (b *batch) initShaders() {
	b.shaders, _ = compiledShaders()
	if b.shaders != nil {
		b.linear = []float32{0}
		b.tint = []float32{0, 0, 0, 0}
		b.uniforms = map[string]any{"Linear": b.linear, "Tint": b.tint}
	}
}

// setMode switches the draw path and its settings, flushing the pending
// quads when they change.
func (b *batch) setMode(mode drawMode, filter ebiten.Filter, params [5]float32) {
	if mode == b.mode && filter == b.filter && params == b.params {
		return
	}
	b.flush()
	b.mode, b.filter, b.params = mode, filter, params
}

// item appends one quad, flushing first when the source image changes or
// the batch is full.
func (b *batch) item(it *drawlist.Item, sprites map[string]sprite, view drawlist.Affine, cs *ebiten.ColorScale, c drawlist.Color) {
	sp, ok := sprites[it.Image]
	if !ok {
		return
	}
	b.quad(it, &sp, view, cs, c)
}

// quad appends the quad of item it drawn from sprite sp, flushing first
// when the source image changes or the batch is full.
func (b *batch) quad(it *drawlist.Item, sp *sprite, view drawlist.Affine, cs *ebiten.ColorScale, c drawlist.Color) {
	src := it.Src
	if src.Empty() {
		src = image.Rectangle{Max: sp.size}
	} else {
		src = src.Intersect(image.Rectangle{Max: sp.size})
		if src.Empty() {
			return
		}
	}
	if b.src != sp.sheet || len(b.verts) >= 4*maxQuads {
		b.flush()
		b.src = sp.sheet
	}
	m := view.Mul(it.Transform)
	r, g, bl, a := itemColor(c, cs)
	// The quad in source pixels (origin at src.Min), one pixel larger on
	// every side for the outline.
	w, h := float32(src.Dx()), float32(src.Dy())
	x0, y0, x1, y1 := float32(0), float32(0), w, h
	if b.mode == modeOutline {
		x0, y0, x1, y1 = -1, -1, w+1, h+1
	}
	ox := float32(sp.at.X + src.Min.X)
	oy := float32(sp.at.Y + src.Min.Y)
	// Linear filtering keeps an item the view maps by whole pixels exact:
	// the shader samples it nearest (a negative width says so).
	cw := w
	if b.mode == modeSprite && b.params[0] > 0 && wholePixels(m) {
		cw = -w
	}
	// Corner (x0, y0) and the steps along the quad's edges.
	px, py := m.Apply(float64(x0), float64(y0))
	ex, ey := m.A*float64(x1-x0), m.B*float64(x1-x0)
	fx, fy := m.C*float64(y1-y0), m.D*float64(y1-y0)
	n := len(b.verts)
	b.verts = grow(b.verts, 4)
	v := b.verts[n : n+4 : n+4]
	v[0] = ebiten.Vertex{DstX: float32(px), DstY: float32(py), SrcX: ox + x0, SrcY: oy + y0,
		ColorR: r, ColorG: g, ColorB: bl, ColorA: a, Custom0: x0, Custom1: y0, Custom2: cw, Custom3: h}
	v[1] = v[0]
	v[1].DstX, v[1].DstY, v[1].SrcX, v[1].Custom0 = float32(px+ex), float32(py+ey), ox+x1, x1
	v[2] = v[0]
	v[2].DstX, v[2].DstY, v[2].SrcY, v[2].Custom1 = float32(px+fx), float32(py+fy), oy+y1, y1
	v[3] = v[1]
	v[3].DstX, v[3].DstY, v[3].SrcY, v[3].Custom1 = float32(px+ex+fx), float32(py+ey+fy), oy+y1, y1
	k := uint16(n)
	j := len(b.idx)
	b.idx = grow(b.idx, 6)
	copy(b.idx[j:], []uint16{k, k + 1, k + 2, k + 1, k + 3, k + 2})
}

// wholePixels reports whether m is a whole-pixel translation, or an
// axis-aligned zoom by whole numbers followed by one: an item drawn so is
// pixel art at its own pixels (engine/softrender draws it nearest too).
func wholePixels(m drawlist.Affine) bool {
	if m.B != 0 || m.C != 0 || m.A < 1 || m.D < 1 {
		return false
	}
	for _, v := range [4]float64{m.A, m.D, m.TX, m.TY} {
		if math.Abs(v-math.Round(v)) > 1e-9 || math.Abs(v) > 1<<30 {
			return false
		}
	}
	return true
}

// grow extends s by n elements, reallocating (doubling) only when full.
func grow[T any](s []T, n int) []T {
	if len(s)+n > cap(s) {
		t := make([]T, len(s), 2*cap(s)+n)
		copy(t, s)
		s = t
	}
	return s[:len(s)+n]
}

// flush draws the pending quads.
func (b *batch) flush() {
	if len(b.idx) > 0 && b.dst != nil {
		b.calls++
		switch b.mode {
		case modePlain:
			b.tri.Filter = b.filter
			b.dst.DrawTriangles(b.verts, b.idx, b.src, &b.tri)
		case modeSprite:
			b.linear[0] = b.params[0]
			copy(b.tint, b.params[1:])
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

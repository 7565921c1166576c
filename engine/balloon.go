package engine

import (
	"bytes"
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"golang.org/x/image/font/gofont/goregular"
)

// BalloonOptions style and place the speech balloon
// (docs/game-api.md#balloon). The zero value takes the defaults: Go's
// regular font at 14 px, black on white, 220 px wide, BalloonLines lines,
// kept inside the destination image.
type BalloonOptions struct {
	// GeoM places the character as in DrawOptions; the balloon is drawn
	// above the character's bounds, in destination pixels (it is not
	// scaled with the character, so text stays readable).
	GeoM ebiten.GeoM
	// Face is the text face; nil takes Go's regular font at 14 px.
	Face text.Face
	// MaxWidth is the widest line in destination pixels (default 220).
	MaxWidth float64
	// MaxLines is the most lines of text shown at once (default
	// BalloonLines). A longer speech shows MaxLines lines at a time and
	// scrolls on a line whenever the speech clock reaches the next one
	// (Player.SpeechSaid), as Microsoft Agent's balloon does.
	MaxLines int
	// Bounds is the rectangle the balloon stays inside, in destination
	// pixels: above the character where it fits, else below it, else over
	// it, moved sideways as needed, its tail pointing at the character.
	// Bounds narrower or lower than the balloon wrap its text narrower
	// and show fewer lines. The empty rectangle is dst's bounds for
	// DrawBalloon and no bounds at all for BalloonRect and BalloonSize.
	Bounds image.Rectangle
	// Avoid is a rectangle the balloon is not placed over while it has a
	// place inside Bounds clear of it (a HUD, a menu); the empty rectangle
	// avoids nothing.
	Avoid image.Rectangle
	// Fill, Border and Text are the balloon's colors.
	Fill, Border, Text color.Color
}

// BalloonLines is the most lines the speech balloon shows at once unless
// BalloonOptions.MaxLines says otherwise.
const BalloonLines = 4

// theDefaultFace is Go's regular font at 14 px, parsed at the first
// balloon. It is reached only through defaultFace, so a program that never
// draws a balloon (a web page showing its balloon in HTML) does not link
// the font.
var theDefaultFace struct {
	once sync.Once
	face text.Face
}

// defaultFace returns theDefaultFace, parsing it the first time; nil when
// the font does not parse.
func defaultFace() text.Face {
	theDefaultFace.once.Do(func() {
		src, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
		if err != nil {
			return
		}
		theDefaultFace.face = &text.GoTextFace{Source: src, Size: 14}
	})
	return theDefaultFace.face
}

// The default colors, as interfaces made once (a color converted to an
// interface at every frame would allocate).
var defaultFill, defaultInk color.Color = color.White, color.Black

// DrawBalloon draws a speech balloon with what the character is saying
// (Speak, SpeakAudio) next to it, its tail pointing at the character; it
// draws nothing when the character is not speaking. Words are wrapped to
// MaxWidth; at most MaxLines lines are shown, scrolling with the speech
// (docs/game-api.md#balloon). The text is wrapped once, as the speech goes
// on, not at every frame, and a frame that shows the same lines as the
// last allocates nothing: DrawBalloon may be called every frame whatever
// the length of the speech.
func (p *Player) DrawBalloon(dst *ebiten.Image, opts *BalloonOptions) {
	if dst == nil {
		return
	}
	bl, ok := p.balloonLayout(opts, dst.Bounds())
	if !ok {
		p.balloon.release()
		return
	}
	fill, border, ink := defaultFill, defaultInk, defaultInk
	if opts != nil {
		fill, border, ink = colorOr(opts.Fill, fill), colorOr(opts.Border, border), colorOr(opts.Text, ink)
	}
	c := p.balloon
	c.render(bl, fill, border, ink)
	op := &c.img
	op.GeoM.Reset()
	op.GeoM.Translate(float64(bl.rect.Min.X), float64(bl.rect.Min.Y))
	dst.DrawImage(c.canvas, op)
}

// BalloonSize returns the size in destination pixels that DrawBalloon
// with opts needs next to the character's bounds (tail included), or
// 0, 0 when the character is not speaking. A window that holds only the
// character (a desktop pet) makes this much room above it while it talks.
func (p *Player) BalloonSize(opts *BalloonOptions) (w, h float64) {
	bl, ok := p.balloonLayout(opts, image.Rectangle{})
	if !ok {
		return 0, 0
	}
	return bl.w + 2, bl.h + balloonTail + 2 // the border's antialiased edge
}

// BalloonRect returns the rectangle DrawBalloon with opts covers on the
// destination, tail and border included: where the balloon is placed
// now, inside opts.Bounds (with no bounds when Bounds is empty). It is
// empty when the character is not speaking. A view that fits the
// character (and what it says) on the screen includes it; a game keeps
// its own text from under it.
func (p *Player) BalloonRect(opts *BalloonOptions) image.Rectangle {
	bl, ok := p.balloonLayout(opts, image.Rectangle{})
	if !ok {
		return image.Rectangle{}
	}
	return bl.rect
}

// The balloon's inner padding, the length of its tail, its corners' radius
// and its tail's half width, in destination pixels.
const (
	balloonPad    = 8.0
	balloonTail   = 10.0
	balloonRadius = 6.0
	balloonTailW  = 6.0
)

// balloonLayout lays out the balloon for opts on a destination whose
// bounds are dst (empty: none): the text's lines, the window of lines
// shown and where the box goes. It reports false when there is nothing
// to draw.
func (p *Player) balloonLayout(opts *BalloonOptions, dst image.Rectangle) (balloonPlace, bool) {
	say := p.SpeechText()
	if say == "" {
		return balloonPlace{}, false
	}
	var o BalloonOptions
	if opts != nil {
		o = *opts
	}
	face := o.Face
	if face == nil {
		face = defaultFace()
	}
	if face == nil {
		return balloonPlace{}, false
	}
	if o.MaxWidth <= 0 {
		o.MaxWidth = 220
	}
	if o.MaxLines <= 0 {
		o.MaxLines = BalloonLines
	}
	bounds := o.Bounds
	if bounds.Empty() {
		bounds = dst
	}
	if p.balloon == nil {
		p.balloon = new(balloonCache)
	}
	c := p.balloon
	maxW, maxLines := o.MaxWidth, o.MaxLines
	if !bounds.Empty() {
		// Narrow bounds wrap narrower; low ones show fewer lines.
		maxW = max(1, min(maxW, float64(bounds.Dx())-2*balloonPad-2))
		c.setFace(face)
		maxLines = max(1, min(maxLines, int((float64(bounds.Dy())-2*balloonPad-balloonTail-2)/c.lineH)))
	}
	c.setText(say, face, maxW)
	first, n, w, h := c.window(p.SpeechSaid(), maxLines)
	if n == 0 {
		return balloonPlace{}, false
	}

	// Anchors: the top and bottom centres of the character's bounds, in
	// destination pixels.
	b := p.c.Bounds()
	v := p.c.view(&o.GeoM)
	cx := float64(b.Min.X+b.Max.X) / 2
	ax, top := v.Apply(cx, float64(b.Min.Y))
	_, bottom := v.Apply(cx, float64(b.Max.Y))
	if top > bottom {
		top, bottom = bottom, top
	}
	pl := placeBalloon(w, h, ax, top, bottom, bounds, o.Avoid)
	pl.first, pl.n = first, n
	return pl, true
}

func colorOr(c, def color.Color) color.Color {
	if c == nil {
		return def
	}
	return c
}

// drawPathAt draws the triangles vs, is (in the box's pixels) moved by
// (x, y) in one color, antialiased, through buf (returned for reuse).
// color.Color's RGBA is premultiplied, so the vertex colors are too
// (ColorScaleModePremultipliedAlpha): a half-transparent fill is not
// darkened twice.
func drawPathAt(dst *ebiten.Image, buf, vs []ebiten.Vertex, is []uint16, x, y float32, c color.Color, rule ebiten.FillRule, op *ebiten.DrawTrianglesOptions) []ebiten.Vertex {
	r, g, b, a := c.RGBA()
	cr, cg, cb, ca := float32(r)/0xffff, float32(g)/0xffff, float32(b)/0xffff, float32(a)/0xffff
	buf = append(buf[:0], vs...)
	for i := range buf {
		v := &buf[i]
		v.DstX += x
		v.DstY += y
		v.SrcX, v.SrcY = 1, 1
		v.ColorR, v.ColorG, v.ColorB, v.ColorA = cr, cg, cb, ca
	}
	*op = ebiten.DrawTrianglesOptions{FillRule: rule, AntiAlias: true, ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	dst.DrawTriangles(buf, is, whitePixel(), op)
	return buf
}

var whiteImage = sync.OnceValue(func() *ebiten.Image {
	im := ebiten.NewImage(3, 3)
	im.Fill(color.White)
	return im
})

func whitePixel() *ebiten.Image { return whiteImage() }

// outline makes the balloon's fill and stroke triangles for pl, in the
// box's own pixels (origin at its top-left corner), unless the last
// balloon had the same shape.
func (c *balloonCache) outline(pl balloonPlace) {
	if c.shapeOK && c.shape == pl.shape {
		return
	}
	c.shape, c.shapeOK = pl.shape, true
	s := pl.shape
	var path vector.Path
	r := float32(balloonRadius)
	w, h := s.w, s.h
	tw := float32(balloonTailW)
	path.MoveTo(r, 0)
	if s.tail < 0 { // the tail on the top edge, pointing up
		path.LineTo(s.baseX-tw, 0)
		path.LineTo(s.tipX, s.tipY)
		path.LineTo(s.baseX+tw, 0)
	}
	path.LineTo(w-r, 0)
	path.QuadTo(w, 0, w, r)
	path.LineTo(w, h-r)
	path.QuadTo(w, h, w-r, h)
	if s.tail > 0 { // the tail on the bottom edge, pointing down
		path.LineTo(s.baseX+tw, h)
		path.LineTo(s.tipX, s.tipY)
		path.LineTo(s.baseX-tw, h)
	}
	path.LineTo(r, h)
	path.QuadTo(0, h, 0, h-r)
	path.LineTo(0, r)
	path.QuadTo(0, 0, r, 0)
	path.Close()
	c.fillVs, c.fillIs = path.AppendVerticesAndIndicesForFilling(c.fillVs[:0], c.fillIs[:0])
	c.strokeVs, c.strokeIs = path.AppendVerticesAndIndicesForStroke(c.strokeVs[:0], c.strokeIs[:0], &vector.StrokeOptions{Width: 1.5, LineJoin: vector.LineJoinRound})
}

// glyphWindow lays out the glyphs of lines [first, first+n), in the box's
// pixels, unless they are the ones laid out last.
func (c *balloonCache) glyphWindow(first, n int) {
	if c.glyphsOK && c.gFirst == first && c.gN == n {
		return
	}
	c.glyphsOK, c.gFirst, c.gN = true, first, n
	c.glyphs = c.glyphs[:0]
	for i := range n {
		from := len(c.glyphs)
		c.glyphs = text.AppendGlyphs(c.glyphs, c.lines[first+i].text, c.face, nil)
		for j := from; j < len(c.glyphs); j++ {
			c.glyphs[j].X += balloonPad
			c.glyphs[j].Y += balloonPad + float64(i)*c.lineH
		}
	}
}

// balloonShape is the balloon's outline in its box's pixels: the box's
// size and the tail (none, or on the bottom or top edge, its base's
// centre and its tip).
type balloonShape struct {
	w, h              float32
	tail              int8 // 0 none, 1 bottom edge (pointing down), -1 top edge
	baseX, tipX, tipY float32
}

// balloonPlace is where a balloon goes: its box (whole pixels, without
// the tail), the rectangle it covers with the tail and the border, its
// shape, and the window of lines it shows.
type balloonPlace struct {
	box, rect image.Rectangle
	w, h      float64
	shape     balloonShape
	first, n  int
}

// placeBalloon places a w x h box for a character whose bounds' top and
// bottom centres are (ax, top) and (ax, bottom): above it where the box
// fits inside bounds (empty: anywhere) and clear of avoid, else below it,
// then the same allowing avoid, else inside bounds over the character
// (without a tail). The box is moved sideways to stay inside bounds and
// clear of avoid (docs/game-api.md#balloon).
func placeBalloon(w, h, ax, top, bottom float64, bounds, avoid image.Rectangle) balloonPlace {
	bw, bh := int(math.Ceil(w)), int(math.Ceil(h))
	t := int(balloonTail)
	left := int(math.Round(ax - w/2))
	above := image.Rect(left, int(math.Floor(top))-t-bh, left+bw, int(math.Floor(top))-t)
	below := image.Rect(left, int(math.Ceil(bottom))+t, left+bw, int(math.Ceil(bottom))+t+bh)
	tails := [2]int8{1, -1}
	var box image.Rectangle
	tail := int8(0)
	found := false
	for _, allowAvoid := range [2]bool{false, true} {
		for i, cand := range [2]image.Rectangle{above, below} {
			r, ok := fitBox(cand, bounds, avoid, allowAvoid)
			if ok {
				box, tail, found = r, tails[i], true
				break
			}
		}
		if found {
			break
		}
	}
	if !found {
		// No room above or below: inside the bounds, over the character.
		box = clampBox(above, bounds, true)
	}
	pl := balloonPlace{box: box, w: w, h: h}
	s := balloonShape{w: float32(w), h: float32(h), tail: tail}
	rect := box
	fx := float32(ax) - float32(box.Min.X)
	inner := float32(balloonRadius + balloonTailW)
	s.baseX = min(max(fx, inner), s.w-inner)
	s.tipX = min(max(fx, 0), s.w)
	switch tail {
	case 1:
		s.tipY = s.h + float32(t)
		rect.Max.Y += t
	case -1:
		s.tipY = -float32(t)
		rect.Min.Y -= t
	}
	pl.shape = s
	pl.rect = rect.Inset(-1) // the border's antialiased edge
	return pl
}

// fitBox moves box sideways into bounds (empty: no bounds) and, unless
// allowAvoid, off avoid; it reports false when the box does not fit
// inside bounds from top to bottom, or cannot be moved off avoid.
func fitBox(box, bounds, avoid image.Rectangle, allowAvoid bool) (image.Rectangle, bool) {
	if !bounds.Empty() && (box.Min.Y < bounds.Min.Y || box.Max.Y > bounds.Max.Y) {
		return box, false
	}
	box = clampBox(box, bounds, false)
	if allowAvoid || avoid.Empty() || !box.Overlaps(avoid) {
		return box, true
	}
	// Left of avoid, else right of it, if that stays inside bounds.
	w := box.Dx()
	for _, x := range [2]int{avoid.Min.X - w, avoid.Max.X} {
		r := image.Rect(x, box.Min.Y, x+w, box.Max.Y)
		if bounds.Empty() || r.In(bounds) {
			return r, true
		}
	}
	return box, false
}

// clampBox moves box inside bounds sideways (and up or down when
// vertical); a box larger than bounds keeps its top-left corner inside.
func clampBox(box, bounds image.Rectangle, vertical bool) image.Rectangle {
	if bounds.Empty() {
		return box
	}
	dx := 0
	if box.Max.X > bounds.Max.X {
		dx = bounds.Max.X - box.Max.X
	}
	if box.Min.X+dx < bounds.Min.X {
		dx = bounds.Min.X - box.Min.X
	}
	dy := 0
	if vertical {
		if box.Max.Y > bounds.Max.Y {
			dy = bounds.Max.Y - box.Max.Y
		}
		if box.Min.Y+dy < bounds.Min.Y {
			dy = bounds.Min.Y - box.Min.Y
		}
	}
	return box.Add(image.Pt(dx, dy))
}

// balloonLook is what the balloon's picture shows: its shape, the lines
// (of which wrapping: gen) and the colors. The picture is drawn again
// only when it changes.
type balloonLook struct {
	shape      balloonShape
	gen        int
	first, n   int
	size       image.Point
	fill, edge [4]uint32
	ink        [4]uint32
}

func rgba(c color.Color) [4]uint32 {
	r, g, b, a := c.RGBA()
	return [4]uint32{r, g, b, a}
}

// render draws the balloon of pl (its outline and the lines shown) into
// the cache's picture, the size of pl.rect, unless the picture shows it
// already. A frame that shows the same balloon as the last (the
// character may have moved) draws nothing here and allocates nothing.
func (c *balloonCache) render(pl balloonPlace, fill, border, ink color.Color) {
	look := balloonLook{shape: pl.shape, gen: c.gen, first: pl.first, n: pl.n, size: pl.rect.Size(),
		fill: rgba(fill), edge: rgba(border), ink: rgba(ink)}
	if c.canvas != nil && c.look == look {
		return
	}
	c.look = look
	if c.canvas == nil || c.canvas.Bounds().Size() != look.size {
		c.release()
		c.canvas = ebiten.NewImage(look.size.X, look.size.Y)
	} else {
		c.canvas.Clear()
	}
	c.outline(pl)
	off := pl.box.Min.Sub(pl.rect.Min)
	x, y := float32(off.X), float32(off.Y)
	c.drawVs = drawPathAt(c.canvas, c.drawVs, c.fillVs, c.fillIs, x, y, fill, ebiten.FillRuleNonZero, &c.tri)
	c.drawVs = drawPathAt(c.canvas, c.drawVs, c.strokeVs, c.strokeIs, x, y, border, ebiten.FillRuleFillAll, &c.tri)
	c.glyphWindow(pl.first, pl.n)
	var op ebiten.DrawImageOptions
	op.ColorScale.ScaleWithColor(ink)
	c.drawn = 0
	for i := range c.glyphs {
		gl := &c.glyphs[i]
		if gl.Image == nil {
			continue
		}
		op.GeoM.Reset()
		op.GeoM.Translate(float64(off.X)+gl.X, float64(off.Y)+gl.Y)
		c.canvas.DrawImage(gl.Image, &op)
		c.drawn++
	}
}

// release gives the balloon's picture back (the character stopped
// speaking): a player that is silent keeps no image.
func (c *balloonCache) release() {
	if c == nil || c.canvas == nil {
		return
	}
	c.canvas.Deallocate()
	c.canvas = nil
}

package engine

import (
	"bytes"
	"image/color"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"golang.org/x/image/font/gofont/goregular"
)

// BalloonOptions style the speech balloon. The zero value takes the
// defaults: Go's regular font at 14 px, black on white, 220 px wide.
type BalloonOptions struct {
	// GeoM places the character as in DrawOptions; the balloon is drawn
	// above the character's bounds, in destination pixels (it is not
	// scaled with the character, so text stays readable).
	GeoM ebiten.GeoM
	// Face is the text face; nil takes Go's regular font at 14 px.
	Face text.Face
	// MaxWidth is the widest line in destination pixels (default 220).
	MaxWidth float64
	// Fill, Border and Text are the balloon's colors.
	Fill, Border, Text color.Color
}

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

// DrawBalloon draws a speech balloon with what the character is saying
// (Speak, SpeakAudio) above it, its tail pointing at the character; it
// draws nothing when the character is not speaking. Words are wrapped to
// MaxWidth.
func (p *Player) DrawBalloon(dst *ebiten.Image, opts *BalloonOptions) {
	say := p.SpeechText()
	if say == "" || dst == nil {
		return
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
		return
	}
	if o.MaxWidth <= 0 {
		o.MaxWidth = 220
	}
	fill, border, ink := colorOr(o.Fill, color.White), colorOr(o.Border, color.Black), colorOr(o.Text, color.Black)

	lines, lineH, boxW, boxH := balloonBox(say, face, o.MaxWidth)

	// Anchor: the top centre of the character's bounds, in destination pixels.
	b := p.c.Bounds()
	v := p.c.view(&o.GeoM)
	ax, ay := v.Apply(float64(b.Min.X+b.Max.X)/2, float64(b.Min.Y))
	x := float32(ax - boxW/2)
	y := float32(ay - balloonTail - boxH)

	var path vector.Path
	r := float32(6)
	w, h := float32(boxW), float32(boxH)
	path.MoveTo(x+r, y)
	path.LineTo(x+w-r, y)
	path.QuadTo(x+w, y, x+w, y+r)
	path.LineTo(x+w, y+h-r)
	path.QuadTo(x+w, y+h, x+w-r, y+h)
	path.LineTo(float32(ax)+6, y+h)
	path.LineTo(float32(ax), y+h+float32(balloonTail))
	path.LineTo(float32(ax)-6, y+h)
	path.LineTo(x+r, y+h)
	path.QuadTo(x, y+h, x, y+h-r)
	path.LineTo(x, y+r)
	path.QuadTo(x, y, x+r, y)
	path.Close()
	fillPath(dst, &path, fill)
	strokePath(dst, &path, border)

	op := &text.DrawOptions{}
	op.ColorScale.ScaleWithColor(ink)
	for i, l := range lines {
		op.GeoM.Reset()
		op.GeoM.Translate(float64(x)+balloonPad, float64(y)+balloonPad+float64(i)*lineH)
		text.Draw(dst, l, face, op)
	}
}

// The balloon's inner padding and the length of its tail, in destination
// pixels.
const balloonPad, balloonTail = 8.0, 10.0

// balloonBox lays out say: its lines, their height, and the box's size
// (without the tail).
func balloonBox(say string, face text.Face, maxW float64) (lines []string, lineH, boxW, boxH float64) {
	lines = wrapWords(say, face, maxW)
	_, lineH = text.Measure("Mg", face, 0)
	width := 0.0
	for _, l := range lines {
		width = max(width, text.Advance(l, face))
	}
	return lines, lineH, width + 2*balloonPad, float64(len(lines))*lineH + 2*balloonPad
}

// BalloonSize returns the size in destination pixels that DrawBalloon
// with opts needs above the character's bounds (tail included), or 0, 0
// when the character is not speaking. A window that holds only the
// character (a desktop pet) makes this much room while it talks.
func (p *Player) BalloonSize(opts *BalloonOptions) (w, h float64) {
	say := p.SpeechText()
	if say == "" {
		return 0, 0
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
		return 0, 0
	}
	if o.MaxWidth <= 0 {
		o.MaxWidth = 220
	}
	_, _, boxW, boxH := balloonBox(say, face, o.MaxWidth)
	return boxW + 2, boxH + balloonTail + 2 // the border's antialiased edge
}

// wrapWords breaks s into lines no wider than maxW (a longer word stands
// alone on its line).
func wrapWords(s string, face text.Face, maxW float64) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		try := w
		if line != "" {
			try = line + " " + w
		}
		if line != "" && text.Advance(try, face) > maxW {
			lines = append(lines, line)
			line = w
			continue
		}
		line = try
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

func colorOr(c, def color.Color) color.Color {
	if c == nil {
		return def
	}
	return c
}

// fillPath and strokePath draw a vector path in one color, antialiased.
func fillPath(dst *ebiten.Image, path *vector.Path, c color.Color) {
	vs, is := path.AppendVerticesAndIndicesForFilling(nil, nil)
	drawPath(dst, vs, is, c, ebiten.FillRuleNonZero)
}

func strokePath(dst *ebiten.Image, path *vector.Path, c color.Color) {
	vs, is := path.AppendVerticesAndIndicesForStroke(nil, nil, &vector.StrokeOptions{Width: 1.5, LineJoin: vector.LineJoinRound})
	drawPath(dst, vs, is, c, ebiten.FillRuleFillAll)
}

// drawPath fills the triangles with c. color.Color's RGBA is premultiplied,
// so the vertex colors are too (ColorScaleModePremultipliedAlpha): a
// half-transparent fill is not darkened twice.
func drawPath(dst *ebiten.Image, vs []ebiten.Vertex, is []uint16, c color.Color, rule ebiten.FillRule) {
	r, g, b, a := c.RGBA()
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
		vs[i].ColorR, vs[i].ColorG, vs[i].ColorB, vs[i].ColorA = float32(r)/0xffff, float32(g)/0xffff, float32(b)/0xffff, float32(a)/0xffff
	}
	dst.DrawTriangles(vs, is, whitePixel(), &ebiten.DrawTrianglesOptions{FillRule: rule, AntiAlias: true,
		ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha})
}

var whiteImage = sync.OnceValue(func() *ebiten.Image {
	im := ebiten.NewImage(3, 3)
	im.Fill(color.White)
	return im
})

func whitePixel() *ebiten.Image { return whiteImage() }

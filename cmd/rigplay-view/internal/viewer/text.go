package viewer

import (
	"bytes"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"

	"github.com/rigplay/rigplay/engine/diag"
)

// fonts are Go's fonts, parsed once: regular for lists and banners, mono
// for the HUD's aligned columns.
type fonts struct {
	regular, mono *text.GoTextFaceSource
	// size is the pixel size faces were made for.
	size     float64
	ui, code *text.GoTextFace
}

// loadFonts parses the embedded Go fonts.
func loadFonts() (*fonts, error) {
	r, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		return nil, err
	}
	m, err := text.NewGoTextFaceSource(bytes.NewReader(gomono.TTF))
	if err != nil {
		return nil, err
	}
	return &fonts{regular: r, mono: m}, nil
}

// at returns the faces for a pixel size (device pixels, so text stays
// crisp on HiDPI screens).
func (f *fonts) at(size float64) *fonts {
	if f.size != size || f.ui == nil {
		f.size = size
		f.ui = &text.GoTextFace{Source: f.regular, Size: size}
		f.code = &text.GoTextFace{Source: f.mono, Size: size}
	}
	return f
}

// lineHeight is the distance between lines of the current size.
func (f *fonts) lineHeight() float64 { return f.size * 1.35 }

// drawText draws s with its top-left corner at (x, y). Names on screen
// come from the character's files: a control character in one is drawn
// as its escape (diag.Escape), as the terminal shows it, not as nothing.
// Text without one is drawn as it is, without allocating.
func drawText(dst *ebiten.Image, s string, face text.Face, x, y float64, c color.Color) {
	var op text.DrawOptions
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	text.Draw(dst, diag.Escape(s), face, &op)
}

// textWidth returns the advance of s as drawText draws it.
func textWidth(s string, face text.Face) float64 { return text.Advance(diag.Escape(s), face) }

// Colors of the interface.
var (
	colPanel    = color.NRGBA{0x1b, 0x1f, 0x26, 0xf0}
	colText     = color.NRGBA{0xe8, 0xea, 0xee, 0xff}
	colDim      = color.NRGBA{0x9a, 0xa3, 0xb0, 0xff}
	colHeader   = color.NRGBA{0x7f, 0xc8, 0xff, 0xff}
	colActive   = color.NRGBA{0x2f, 0x6f, 0xb8, 0xff}
	colSelect   = color.NRGBA{0x3a, 0x42, 0x50, 0xff}
	colHover    = color.NRGBA{0x2a, 0x30, 0x3a, 0xff}
	colHUDBack  = color.NRGBA{0x10, 0x12, 0x16, 0xc8}
	colBanner   = color.NRGBA{0x8c, 0x1c, 0x1c, 0xf0}
	colBone     = color.NRGBA{0xff, 0xd0, 0x30, 0xff}
	colBoneDot  = color.NRGBA{0xff, 0x50, 0x30, 0xff}
	colBounds   = color.NRGBA{0x40, 0xff, 0x90, 0xff}
	colOrigin   = color.NRGBA{0xff, 0x40, 0xff, 0xff}
	colLabel    = color.NRGBA{0x10, 0x10, 0x10, 0xd0}
	colSway     = color.NRGBA{0x60, 0xe0, 0xff, 0xff}
	colScrub    = color.NRGBA{0x44, 0x4c, 0x5a, 0xff}
	colScrubPos = color.NRGBA{0xff, 0xb0, 0x30, 0xff}
	colTrigger  = color.NRGBA{0xff, 0x60, 0xc0, 0xff}
)

// Package shaders embeds rigplay's Kage shaders (Ebitengine's shading
// language). The package only holds their source; the engine package
// compiles each once with ebiten.NewShader. It does not import ebiten, so
// tools that never open a window can still list or check the sources.
package shaders

import _ "embed"

// Sprite is the source of the sprite shader: it draws a draw-list item with
// nearest or bilinear filtering clamped to the item's source rectangle
// (uniform Linear), mixed toward a tint color (uniform Tint = r, g, b,
// amount). Per vertex: the color scale (premultiplied, as for
// DrawTriangles) and custom = (x, y, w, h), the position inside the source
// rectangle and its size.
//
//go:embed sprite.kage
var Sprite []byte

// Outline is the source of the 1-pixel outline shader: drawn over quads one
// source pixel larger than the item on every side, it paints the vertex
// color (premultiplied) with the highest alpha of the 3x3 source
// neighbourhood inside the item's rectangle (custom as for Sprite), which
// makes a ring around the item's opaque pixels.
//
//go:embed outline.kage
var Outline []byte

// Source is one named shader source.
type Source struct {
	// Name is the file name, e.g. "tint.kage".
	Name string
	// Code is the Kage source.
	Code []byte
}

// All returns every shader source, in a fixed order.
func All() []Source {
	return []Source{{"sprite.kage", Sprite}, {"outline.kage", Outline}}
}

//go:build !js

package main

import (
	"image"
	"image/color"
	"testing"
)

// TestCompareOverWhite_FindsACroppedReference: a reference cropped to what
// the frame draws matches the whole frame's screenshot at its place; a
// screenshot showing something else, or something more, does not.
func TestCompareOverWhite_FindsACroppedReference(t *testing.T) {
	ref := image.NewNRGBA(image.Rect(0, 0, 6, 4))
	for y := 0; y < 4; y++ {
		for x := 0; x < 6; x++ {
			ref.Set(x, y, color.NRGBA{R: uint8(40 * x), G: uint8(60 * y), B: 200, A: 255})
		}
	}
	ref.Set(0, 0, color.NRGBA{}) // transparent: white on the page
	shot := func(at image.Point, extra bool) *image.RGBA {
		im := image.NewRGBA(image.Rect(0, 0, 20, 15))
		for y := 0; y < 15; y++ {
			for x := 0; x < 20; x++ {
				im.Set(x, y, color.White)
			}
		}
		for y := 0; y < 4; y++ {
			for x := 0; x < 6; x++ {
				im.Set(at.X+x, at.Y+y, overWhite(ref.At(x, y)))
			}
		}
		if extra {
			for x := 0; x < 20; x++ {
				im.Set(x, 14, color.Black)
			}
		}
		return im
	}
	if d := compareOverWhite(shot(image.Pt(9, 7), false), ref); d != "" {
		t.Errorf("the reference drawn at 9,7 does not match: %s", d)
	}
	if d := compareOverWhite(shot(image.Pt(9, 7), true), ref); d == "" {
		t.Error("a screenshot with a line the reference lacks matches")
	}
	other := image.NewNRGBA(image.Rect(0, 0, 6, 4))
	for y := 0; y < 4; y++ {
		for x := 0; x < 6; x++ {
			other.Set(x, y, color.NRGBA{R: 255, A: 255})
		}
	}
	if d := compareOverWhite(shot(image.Pt(2, 2), false), other); d == "" {
		t.Error("another picture matches")
	}
	if d := compareOverWhite(image.NewRGBA(image.Rect(0, 0, 3, 3)), ref); d == "" {
		t.Error("a screenshot smaller than the reference matches")
	}
}

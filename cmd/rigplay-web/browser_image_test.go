//go:build !js

package main

import (
	"fmt"
	"image"
	"image/color"
)

// screenshotTolerance is how close the browser's first frame must be to
// the CPU renderer's (`rigplay render`), both over the page's white: every
// channel of every pixel within maxChannelDiff (SwiftShader's bilinear
// filtering of a rigged character's rotated parts rounds differently from
// the CPU renderer's), except at most maxOffPerMille pixels in a thousand
// (where the edges of overlapping parts meet, the two rasterizers break
// ties differently: the engine's GPU-vs-CPU golden tests note the same).
// A frame drawn elsewhere, or another frame, differs in far more pixels.
const (
	maxChannelDiff = 8
	maxOffPerMille = 1
)

var screenshotTolerance = fmt.Sprintf("each channel within %d, but for at most %d‰ of the pixels",
	maxChannelDiff, maxOffPerMille)

// compareOverWhite compares a screenshot with a reference image with
// transparency, the reference laid over white. It returns "" when they
// match within screenshotTolerance, else what differs.
func compareOverWhite(got, ref image.Image) string {
	gb, rb := got.Bounds(), ref.Bounds()
	if gb.Dx() != rb.Dx() || gb.Dy() != rb.Dy() {
		return fmt.Sprintf("the screenshot is %dx%d, the reference %dx%d", gb.Dx(), gb.Dy(), rb.Dx(), rb.Dy())
	}
	off, worst := 0, 0
	var at image.Point
	for y := 0; y < rb.Dy(); y++ {
		for x := 0; x < rb.Dx(); x++ {
			want := overWhite(ref.At(rb.Min.X+x, rb.Min.Y+y))
			r, g, b, _ := got.At(gb.Min.X+x, gb.Min.Y+y).RGBA()
			d := max(diff(uint8(r>>8), want.R), diff(uint8(g>>8), want.G), diff(uint8(b>>8), want.B))
			if d > maxChannelDiff {
				off++
			}
			if d > worst {
				worst, at = d, image.Pt(x, y)
			}
		}
	}
	n := rb.Dx() * rb.Dy()
	if off*1000 > maxOffPerMille*n {
		return fmt.Sprintf("%d of %d pixels differ by more than %d, the most by %d at %v", off, n, maxChannelDiff, worst, at)
	}
	return ""
}

// overWhite lays a color over opaque white.
func overWhite(c color.Color) color.RGBA {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	mix := func(v uint8) uint8 {
		return uint8((int(v)*int(n.A) + 255*(255-int(n.A)) + 127) / 255)
	}
	return color.RGBA{R: mix(n.R), G: mix(n.G), B: mix(n.B), A: 255}
}

func diff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

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

// compareOverWhite compares a screenshot of the character's whole frame
// with a reference image with transparency, the reference laid over
// white. `rigplay render` crops its canvas to what the frame draws
// (docs/errors.md#limits), so the reference may be smaller than the
// frame: it is compared at the place in the screenshot where it matches
// best, and the rest of the screenshot must be the page's white. It
// returns "" when they match within screenshotTolerance, else what
// differs.
func compareOverWhite(got, ref image.Image) string {
	gb, rb := got.Bounds(), ref.Bounds()
	if gb.Dx() < rb.Dx() || gb.Dy() < rb.Dy() {
		return fmt.Sprintf("the screenshot is %dx%d, smaller than the reference %dx%d", gb.Dx(), gb.Dy(), rb.Dx(), rb.Dy())
	}
	shot := overWhiteImage(got)
	want := overWhiteImage(ref)
	n := gb.Dx() * gb.Dy()
	limit := maxOffPerMille * n / 1000
	best, bestAt := n+1, image.Point{}
	var worst int
	var worstAt image.Point
	for oy := 0; oy <= gb.Dy()-rb.Dy(); oy++ {
		for ox := 0; ox <= gb.Dx()-rb.Dx(); ox++ {
			off, w, at := countOff(shot, want, image.Pt(ox, oy), best)
			if off < best {
				best, bestAt, worst, worstAt = off, image.Pt(ox, oy), w, at
			}
		}
	}
	if best > limit {
		return fmt.Sprintf("at its best place (%v) %d of %d pixels differ by more than %d, the most by %d at %v", bestAt, best, n, maxChannelDiff, worst, worstAt)
	}
	return ""
}

// countOff counts the pixels of shot that differ from want placed at o
// (white outside it) by more than maxChannelDiff, giving up past stop.
func countOff(shot, want [][]color.RGBA, o image.Point, stop int) (off, worst int, at image.Point) {
	white := color.RGBA{255, 255, 255, 255}
	for y, row := range shot {
		for x, g := range row {
			w := white
			if ry, rx := y-o.Y, x-o.X; ry >= 0 && ry < len(want) && rx >= 0 && rx < len(want[ry]) {
				w = want[ry][rx]
			}
			d := max(diff(g.R, w.R), diff(g.G, w.G), diff(g.B, w.B))
			if d > maxChannelDiff {
				off++
				if off >= stop {
					return off, worst, at
				}
			}
			if d > worst {
				worst, at = d, image.Pt(x, y)
			}
		}
	}
	return off, worst, at
}

// overWhiteImage is im laid over white, as rows of pixels.
func overWhiteImage(im image.Image) [][]color.RGBA {
	b := im.Bounds()
	rows := make([][]color.RGBA, b.Dy())
	for y := range rows {
		rows[y] = make([]color.RGBA, b.Dx())
		for x := range rows[y] {
			rows[y][x] = overWhite(im.At(b.Min.X+x, b.Min.Y+y))
		}
	}
	return rows
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

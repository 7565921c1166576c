package engine

import (
	"image"
	"image/draw"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// sheetSize is the side of the square sheets a Character's images are
// packed into. Ebitengine keeps images of this size on its own atlas, so
// the sheets of many characters share one GPU texture.
const sheetSize = 2048

// sheetPad is the transparent gutter around each packed image, so that
// linear filtering at an image's edge samples transparency, never a
// neighbour.
const sheetPad = 1

// sprite is where one of a Character's images lives on the GPU: a rectangle
// of a sheet (or of an image of its own when it is too big for a sheet).
type sprite struct {
	sheet *ebiten.Image
	// at is the image's top-left corner on the sheet.
	at image.Point
	// size is the image's width and height.
	size image.Point
}

// placement is where pack puts one rectangle: on sheet Sheet at At, or
// alone (Sheet -1) when it does not fit a sheet.
type placement struct {
	Sheet int
	At    image.Point
}

// pack places rectangles of the given sizes on square sheets of side max,
// each with a gutter of pad pixels, using shelves filled tallest first. It
// returns one placement per size and the used extent of each sheet. It is
// deterministic and does not depend on the GPU.
func pack(sizes []image.Point, max, pad int) ([]placement, []image.Point) {
	out := make([]placement, len(sizes))
	order := make([]int, 0, len(sizes))
	for i, s := range sizes {
		if s.X+2*pad > max || s.Y+2*pad > max || s.X <= 0 || s.Y <= 0 {
			out[i] = placement{Sheet: -1}
			continue
		}
		order = append(order, i)
	}
	// Tallest first, then widest, then input order: stable shelves.
	slices.SortStableFunc(order, func(a, b int) int {
		if sizes[a].Y != sizes[b].Y {
			return sizes[b].Y - sizes[a].Y
		}
		return sizes[b].X - sizes[a].X
	})
	var extents []image.Point
	sheet, x, y, shelf := -1, 0, 0, 0
	for _, i := range order {
		w, h := sizes[i].X+2*pad, sizes[i].Y+2*pad
		if sheet >= 0 && x+w > max {
			x, y, shelf = 0, y+shelf, 0
		}
		if sheet < 0 || y+h > max {
			sheet++
			extents = append(extents, image.Point{})
			x, y, shelf = 0, 0, 0
		}
		out[i] = placement{Sheet: sheet, At: image.Pt(x+pad, y+pad)}
		x += w
		shelf = max2(shelf, h)
		e := &extents[sheet]
		e.X, e.Y = max2(e.X, x), max2(e.Y, y+shelf)
	}
	return out, extents
}

func max2(a, b int) int {
	if a > b {
		return a
	}
	return b
}

// uploadSprites packs the images and uploads each once: the sheets as one
// ebiten.Image each, an oversized image as its own. The result maps image
// paths to sprites.
func uploadSprites(paths []string, images []*image.NRGBA) map[string]sprite {
	sizes := make([]image.Point, len(images))
	for i, im := range images {
		sizes[i] = im.Bounds().Size()
	}
	place, extents := pack(sizes, sheetSize, sheetPad)
	canvases := make([]*image.NRGBA, len(extents))
	for i, e := range extents {
		canvases[i] = image.NewNRGBA(image.Rectangle{Max: e})
	}
	out := make(map[string]sprite, len(paths))
	for i, im := range images {
		p := place[i]
		if p.Sheet < 0 {
			if sizes[i].X > 0 && sizes[i].Y > 0 {
				out[paths[i]] = sprite{sheet: ebiten.NewImageFromImage(im), size: sizes[i]}
			}
			continue
		}
		r := image.Rectangle{Min: p.At, Max: p.At.Add(sizes[i])}
		draw.Draw(canvases[p.Sheet], r, im, im.Bounds().Min, draw.Src)
		out[paths[i]] = sprite{at: p.At, size: sizes[i]}
	}
	sheets := make([]*ebiten.Image, len(canvases))
	for i, c := range canvases {
		sheets[i] = ebiten.NewImageFromImage(c)
	}
	for i := range images {
		if p := place[i]; p.Sheet >= 0 {
			s := out[paths[i]]
			s.sheet = sheets[p.Sheet]
			out[paths[i]] = s
		}
	}
	return out
}

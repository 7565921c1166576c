package engine

import (
	"image"
	"image/draw"
	"slices"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// sheetSize is the side of the square sheets images are packed into.
// Ebitengine keeps images of this size on its own atlas, so the sheets of
// many characters share one GPU texture.
const sheetSize = 2048

// sheetPad is the transparent gutter around each packed image.
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

// placement is where a packer puts one rectangle: on sheet Sheet at At, or
// alone (Sheet -1) when it does not fit a sheet.
type placement struct {
	Sheet int
	At    image.Point
}

// shelfPacker places rectangles on square sheets in rows (shelves), opening
// a new sheet when one is full. It keeps its state, so it can go on packing
// later (an Atlas shared by several characters).
type shelfPacker struct {
	max, pad int
	// sheet is the current sheet (-1 before the first), x, y and shelf the
	// next free spot and the current shelf's height.
	sheet, x, y, shelf int
	// extents are the used width and height of each sheet.
	extents []image.Point
}

func newShelfPacker(max, pad int) *shelfPacker {
	return &shelfPacker{max: max, pad: pad, sheet: -1}
}

// place puts one rectangle of the given size.
func (p *shelfPacker) place(s image.Point) placement {
	w, h := s.X+2*p.pad, s.Y+2*p.pad
	if s.X <= 0 || s.Y <= 0 || w > p.max || h > p.max {
		return placement{Sheet: -1}
	}
	if p.sheet >= 0 && p.x+w > p.max {
		p.x, p.y, p.shelf = 0, p.y+p.shelf, 0
	}
	if p.sheet < 0 || p.y+h > p.max {
		p.sheet++
		p.extents = append(p.extents, image.Point{})
		p.x, p.y, p.shelf = 0, 0, 0
	}
	out := placement{Sheet: p.sheet, At: image.Pt(p.x+p.pad, p.y+p.pad)}
	p.x += w
	p.shelf = max(p.shelf, h)
	e := &p.extents[p.sheet]
	e.X, e.Y = max(e.X, p.x), max(e.Y, p.y+p.shelf)
	return out
}

// placeAll places rectangles tallest first (then widest, then in input
// order, so the result is deterministic) and returns one placement per
// size, in input order.
func (p *shelfPacker) placeAll(sizes []image.Point) []placement {
	order := make([]int, len(sizes))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if sizes[a].Y != sizes[b].Y {
			return sizes[b].Y - sizes[a].Y
		}
		return sizes[b].X - sizes[a].X
	})
	out := make([]placement, len(sizes))
	for _, i := range order {
		out[i] = p.place(sizes[i])
	}
	return out
}

// pack places rectangles on fresh sheets of side max with a gutter of pad
// pixels and returns the placements and each sheet's used extent.
func pack(sizes []image.Point, max, pad int) ([]placement, []image.Point) {
	p := newShelfPacker(max, pad)
	return p.placeAll(sizes), p.extents
}

// Atlas is a set of GPU sheets that several Characters pack their images
// into (LoadOptions.Atlas), so that a crowd of different characters draws
// from one texture and a Batch needs one DrawTriangles call for all of
// them. Space is never reclaimed while the Atlas is in use: give characters
// that are reloaded often (an editor's hot reload) their own sheets, the
// default. An Atlas is safe for concurrent use.
type Atlas struct {
	mu     sync.Mutex
	packer *shelfPacker
	sheets []*ebiten.Image
}

// NewAtlas returns an empty atlas.
func NewAtlas() *Atlas {
	return &Atlas{packer: newShelfPacker(sheetSize, sheetPad)}
}

// sheetSet is the GPU images a Character uploaded for itself: its own
// sheets and the images too big for one (never an Atlas's sheets). The
// later generations of a hot reload that changed no image share it
// (sameSprites); Release gives it back once the last of them is released.
type sheetSet struct {
	mu     sync.Mutex
	images []*ebiten.Image
	refs   int // characters holding it; 0 once given back
}

// newSheetSet returns a set held by one character.
func newSheetSet() *sheetSet { return &sheetSet{refs: 1} }

// acquire adds a holder, and reports false when the set is given back.
func (s *sheetSet) acquire() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.refs == 0 {
		return false
	}
	s.refs++
	return true
}

// release drops a holder and deallocates the images with the last one.
func (s *sheetSet) release() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.refs == 0 {
		return
	}
	if s.refs--; s.refs == 0 {
		for _, im := range s.images {
			im.Deallocate()
		}
		s.images = nil
	}
}

// live tells whether the set still holds its images.
func (s *sheetSet) live() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.refs > 0
}

// add uploads the images to the atlas's sheets and returns their sprites;
// the images too big for a sheet go alone, into own.
func (a *Atlas) add(paths []string, images []*image.NRGBA, out map[string]sprite, own *sheetSet) {
	a.mu.Lock()
	defer a.mu.Unlock()
	sizes := imageSizes(images)
	place := a.packer.placeAll(sizes)
	for len(a.sheets) < len(a.packer.extents) {
		a.sheets = append(a.sheets, ebiten.NewImage(sheetSize, sheetSize))
	}
	for i, im := range images {
		p := place[i]
		if p.Sheet < 0 {
			addAlone(paths[i], im, sizes[i], out, own)
			continue
		}
		r := image.Rectangle{Min: p.At, Max: p.At.Add(sizes[i])}
		a.sheets[p.Sheet].SubImage(r).(*ebiten.Image).WritePixels(premultiplied(im))
		out[paths[i]] = sprite{sheet: a.sheets[p.Sheet], at: p.At, size: sizes[i]}
	}
}

// premultiplied returns an image's pixels as premultiplied RGBA bytes, the
// format WritePixels takes.
func premultiplied(im *image.NRGBA) []byte {
	b := im.Bounds()
	rgba := image.NewRGBA(image.Rectangle{Max: b.Size()})
	draw.Draw(rgba, rgba.Rect, im, b.Min, draw.Src)
	return rgba.Pix
}

func imageSizes(images []*image.NRGBA) []image.Point {
	sizes := make([]image.Point, len(images))
	for i, im := range images {
		sizes[i] = im.Bounds().Size()
	}
	return sizes
}

// addAlone uploads an image too big for a sheet as its own ebiten.Image,
// held by own.
func addAlone(path string, im *image.NRGBA, size image.Point, out map[string]sprite, own *sheetSet) {
	if size.X > 0 && size.Y > 0 {
		e := ebiten.NewImageFromImage(im)
		own.images = append(own.images, e)
		out[path] = sprite{sheet: e, size: size}
	}
}

// uploadSprites packs the images and uploads each once: into atlas when it
// is not nil, else onto sheets of the character's own (each sized to what
// it holds). The result maps image paths to sprites; the set holds the
// GPU images the character owns (Character.Release).
func uploadSprites(paths []string, images []*image.NRGBA, atlas *Atlas) (map[string]sprite, *sheetSet) {
	out := make(map[string]sprite, len(paths))
	own := newSheetSet()
	if atlas != nil {
		atlas.add(paths, images, out, own)
		return out, own
	}
	sizes := imageSizes(images)
	place, extents := pack(sizes, sheetSize, sheetPad)
	canvases := make([]*image.NRGBA, len(extents))
	for i, e := range extents {
		canvases[i] = image.NewNRGBA(image.Rectangle{Max: e})
	}
	for i, im := range images {
		if place[i].Sheet < 0 {
			addAlone(paths[i], im, sizes[i], out, own)
			continue
		}
		at := place[i].At
		draw.Draw(canvases[place[i].Sheet], image.Rectangle{Min: at, Max: at.Add(sizes[i])}, im, im.Bounds().Min, draw.Src)
	}
	sheets := make([]*ebiten.Image, len(canvases))
	for i, c := range canvases {
		sheets[i] = ebiten.NewImageFromImage(c)
	}
	own.images = append(own.images, sheets...)
	for i := range images {
		if p := place[i]; p.Sheet >= 0 {
			out[paths[i]] = sprite{sheet: sheets[p.Sheet], at: p.At, size: sizes[i]}
		}
	}
	return out, own
}

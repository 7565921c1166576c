package character

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"io/fs"

	"github.com/rigplay/rigplay/internal/fsread"
	"github.com/rigplay/rigplay/internal/jsonpos"
	"github.com/rigplay/rigplay/internal/manifest"
	"github.com/rigplay/rigplay/rig"
)

// pngSignature starts every PNG file.
var pngSignature = []byte("\x89PNG\r\n\x1a\n")

// imageRef is one image to load and where it is first named.
type imageRef struct {
	path string
	at   ref
	// want is the size the naming file requires (a rig sprite's canvas),
	// or zero for any size.
	want image.Point
}

// imageRefs lists every image the character references, each once, in a
// stable order: frames, rig sprites, clothing.
func (ld *loader) imageRefs() []imageRef {
	c := ld.c
	var out []imageRef
	seen := map[string]int{}
	add := func(p string, at ref, want image.Point) {
		if n, ok := seen[p]; ok {
			if out[n].want == (image.Point{}) {
				out[n].want = want
			}
			return
		}
		seen[p] = len(out)
		out = append(out, imageRef{path: p, at: at, want: want})
	}
	if set := c.Actions; set != nil {
		for a, act := range set.Actions {
			for f, fr := range act.Frames {
				for i, im := range fr.Images {
					add(im.Path, ref{set.File, jsonpos.Pointer("ActionItems", a, "Frames", f, "Images", i, "Filename")}, image.Point{})
				}
				for i, m := range fr.Mouths {
					add(m.Image.Path, ref{set.File, jsonpos.Pointer("ActionItems", a, "Frames", f, "Mouths", i, "FrameImage", "Filename")}, image.Point{})
				}
			}
		}
	}
	if r := c.Rig; r != nil {
		for i, b := range r.Bones {
			if !b.HasSprite || b.Placeholder {
				continue
			}
			at := ref{r.File, jsonpos.Pointer("bones", i, "spriteCanvas")}
			if c.man.Sprites != "" {
				at = ref{manifest.FileName, "/sprites"}
			}
			add(b.Image, at, image.Pt(b.Sprite.Width, b.Sprite.Height))
		}
	}
	for _, it := range c.Clothing {
		// Missing images (a warning of rig.LoadClothing) draw as
		// placeholders: there is nothing to load.
		addPiece := func(p string, at ref) {
			if !it.Missing(p) {
				add(p, at, image.Point{})
			}
		}
		if it.Atlas != "" {
			addPiece(it.Atlas, ref{it.File, "/visual/atlas"})
		}
		for _, slot := range sortedKeys(it.Sprites) {
			ptr := jsonpos.Pointer("visual", "sprites", slot)
			if it.Form == rig.FormAssetPatch {
				ptr = jsonpos.Pointer("replacements", slot)
			}
			addPiece(it.Sprites[slot], ref{it.File, ptr})
		}
		for _, key := range sortedKeys(it.Variants) {
			for _, slot := range sortedKeys(it.Variants[key]) {
				addPiece(it.Variants[key][slot], ref{it.File, jsonpos.Pointer("visual", "bodyVariants", key, slot)})
			}
		}
	}
	for _, t := range ld.textures {
		add(t.path, t.at, image.Point{})
	}
	return out
}

// loadImages checks every image's header against the size limits and the
// pixel budget, and only when all pass decodes them, once each.
func (ld *loader) loadImages() {
	refs := ld.imageRefs()
	var total, held, peak int64 // pixels; bytes kept; bytes of the largest decoder copy
	budget := bytesPerPixel * ld.opts.MaxPixels
	ok := true
	sizes := make([]image.Point, len(refs))
	for i, r := range refs {
		if ld.full() {
			return
		}
		size, copyBPP, err := ld.imageConfig(r.path)
		if err != nil {
			ld.add(ld.loc.errorf(r.at, r.path, "%v", err))
			ok = false
			continue
		}
		sizes[i] = size
		w, h := size.X, size.Y
		if w <= 0 || h <= 0 || w > ld.opts.MaxImageSide || h > ld.opts.MaxImageSide {
			ld.add(ld.loc.errorf(r.at, r.path, "image is %dx%d pixels: each side must be 1 to %d pixels",
				w, h, ld.opts.MaxImageSide))
			ok = false
			continue
		}
		if r.want != (image.Point{}) && size != r.want {
			ld.add(ld.loc.errorf(r.at, r.path, "image is %dx%d pixels but its spriteCanvas is %dx%d",
				w, h, r.want.X, r.want.Y))
			ok = false
			continue
		}
		total += int64(w) * int64(h)
		if total > ld.opts.MaxPixels {
			ld.add(ld.loc.errorf(r.at, r.path, "the character's images exceed the budget of %d pixels in all (this one is %dx%d)",
				ld.opts.MaxPixels, w, h))
			return
		}
		// The budget counts bytes: every image kept as NRGBA, and the
		// decoder's own copy of the largest one while it converts
		// (docs/character-package.md#limits).
		held += bytesPerPixel * int64(w) * int64(h)
		peak = max(peak, int64(copyBPP)*int64(w)*int64(h))
		if held+peak > budget {
			ld.add(ld.loc.errorf(r.at, r.path, "the character's images decode to %d bytes with this one (%dx%d pixels, %d bytes while decoding), over the budget of %d bytes",
				held+peak, w, h, bytesPerPixel*int64(w)*int64(h)+int64(copyBPP)*int64(w)*int64(h), budget))
			return
		}
	}
	if !ok {
		return
	}
	ld.c.images = make(map[string]*image.NRGBA, len(refs))
	ld.c.sizes = make(map[string]image.Rectangle, len(refs))
	for i, r := range refs {
		im, err := ld.decodeImage(r.path, sizes[i])
		if err != nil {
			ld.add(ld.loc.errorf(r.at, r.path, "%v", err))
			continue
		}
		ld.c.images[r.path] = im
		ld.c.sizes[r.path] = im.Bounds()
	}
}

// bytesPerPixel is what one pixel of a decoded image costs (NRGBA).
const bytesPerPixel = 4

// imageConfig reads a PNG's header only: its size, and the bytes a pixel
// of the decoder's own image takes before toNRGBA converts it (0 when the
// decoder gives NRGBA itself).
func (ld *loader) imageConfig(name string) (image.Point, int, error) {
	f, err := ld.open(name)
	if err != nil {
		return image.Point{}, 0, err
	}
	defer f.Close()
	br := bufio.NewReader(io.LimitReader(f, ld.opts.MaxImageBytes))
	if sig, _ := br.Peek(len(pngSignature)); !bytes.Equal(sig, pngSignature) {
		return image.Point{}, 0, fmt.Errorf("not a PNG file")
	}
	cfg, err := png.DecodeConfig(br)
	if err != nil {
		return image.Point{}, 0, fmt.Errorf("not a readable PNG: %v", err)
	}
	return image.Pt(cfg.Width, cfg.Height), decoderBPP(cfg.ColorModel), nil
}

// decoderBPP is the bytes a pixel of image/png's result takes for a
// color model, when it is not NRGBA (which toNRGBA keeps as it is).
func decoderBPP(m color.Model) int {
	switch m {
	case color.NRGBAModel:
		return 0
	case color.GrayModel:
		return 1
	case color.Gray16Model:
		return 2
	case color.RGBAModel:
		return 4
	case color.RGBA64Model, color.NRGBA64Model:
		return 8
	}
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	return 8
}

// decodeImage decodes a PNG whose header has been checked (size is what
// the check read), and converts it to NRGBA. The file is read again, so a
// file rewritten in between (a save during a hot reload) could be bigger
// than the limits allowed: its header must still give the checked size.
func (ld *loader) decodeImage(name string, size image.Point) (*image.NRGBA, error) {
	f, err := ld.open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := fsread.ReadAll(f, ld.opts.MaxImageBytes, -1)
	if errors.Is(err, fsread.ErrTooLarge) {
		return nil, err
	} else if err != nil {
		return nil, fmt.Errorf("cannot read: %v", err)
	}
	if cfg, err := png.DecodeConfig(bytes.NewReader(data)); err != nil {
		return nil, fmt.Errorf("not a readable PNG: %v", err)
	} else if got := image.Pt(cfg.Width, cfg.Height); got != size {
		return nil, fmt.Errorf("the file changed while loading (%dx%d pixels, then %dx%d)", size.X, size.Y, got.X, got.Y)
	}
	sum := sha256.Sum256(data)
	if ld.c.imageSums == nil {
		ld.c.imageSums = map[string][sha256.Size]byte{}
	}
	ld.c.imageSums[name] = sum
	if prev := ld.opts.Previous; prev != nil && prev.imageSums[name] == sum && prev.images[name] != nil {
		return prev.images[name], nil // unchanged since the previous load
	}
	src, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("not a readable PNG: %v", err)
	}
	return toNRGBA(src), nil
}

// open opens a regular file of the character root (internal/fsread),
// refusing invalid paths and anything else by name.
func (ld *loader) open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, fmt.Errorf("path leaves the character folder or is not a valid relative path")
	}
	f, err := fsread.Open(ld.fsys, name)
	if err != nil {
		if errors.Is(err, fsread.ErrNotRegular) || errors.Is(err, fsread.ErrLeaves) {
			return nil, errors.New(fsread.Message(err))
		}
		return nil, fmt.Errorf("cannot open: %v", fsread.Text(err))
	}
	return f, nil
}

// toNRGBA returns src as an NRGBA image with its origin at (0, 0). The
// PNG decoder's 8-bit results (palette, gray, RGB, RGBA) convert exactly;
// 16-bit ones keep their high bytes.
func toNRGBA(src image.Image) *image.NRGBA {
	b := src.Bounds()
	if n, ok := src.(*image.NRGBA); ok && b.Min == (image.Point{}) {
		return n
	}
	dst := image.NewNRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	switch s := src.(type) {
	case *image.Paletted:
		var pal [256]color.NRGBA
		for i, c := range s.Palette {
			pal[i] = color.NRGBAModel.Convert(c).(color.NRGBA)
		}
		for y := 0; y < b.Dy(); y++ {
			row := s.Pix[y*s.Stride : y*s.Stride+b.Dx()]
			out := dst.Pix[y*dst.Stride:]
			for x, ix := range row {
				c := pal[ix]
				out[4*x], out[4*x+1], out[4*x+2], out[4*x+3] = c.R, c.G, c.B, c.A
			}
		}
	case *image.NRGBA64:
		for y := 0; y < b.Dy(); y++ {
			for x := 0; x < b.Dx(); x++ {
				c := s.NRGBA64At(b.Min.X+x, b.Min.Y+y)
				dst.SetNRGBA(x, y, color.NRGBA{uint8(c.R >> 8), uint8(c.G >> 8), uint8(c.B >> 8), uint8(c.A >> 8)})
			}
		}
	default:
		for y := 0; y < b.Dy(); y++ {
			for x := 0; x < b.Dx(); x++ {
				dst.SetNRGBA(x, y, color.NRGBAModel.Convert(src.At(b.Min.X+x, b.Min.Y+y)).(color.NRGBA))
			}
		}
	}
	return dst
}

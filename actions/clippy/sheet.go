package clippy

import (
	"bytes"
	"crypto/sha256"
	"image"
	"image/png"

	"github.com/rigplay/rigplay/engine/diag"
)

// sheet is a decoded map.png.
type sheet struct {
	file string
	img  image.Image
}

// decodeSheet decodes a PNG sprite sheet, refusing one whose pixel count
// is over the limit before decoding its pixels.
func decodeSheet(file string, data []byte, lim Limits) (*sheet, diag.List) {
	fail := func(format string, args ...any) (*sheet, diag.List) {
		return nil, diag.List{{File: file, Severity: diag.Error, Message: diag.Sprintf(format, args...)}}
	}
	if len(data) > lim.MaxSheetBytes {
		return fail("file is %d bytes, over the limit of %d bytes", len(data), lim.MaxSheetBytes)
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return fail("not a PNG image: %v", err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || int64(cfg.Width)*int64(cfg.Height) > int64(lim.MaxSheetPixels) {
		return fail("image is %dx%d pixels, over the limit of %d pixels", cfg.Width, cfg.Height, lim.MaxSheetPixels)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return fail("not a PNG image: %v", err)
	}
	return &sheet{file: file, img: img}, nil
}

// contains reports whether the tile rectangle lies inside the sheet.
func (s *sheet) contains(r image.Rectangle) bool { return r.In(s.img.Bounds()) }

// cut copies the rectangle (inside the sheet) into a new image of the
// sheet's own pixel type, so the pixels stay exact: a paletted sheet gives
// paletted tiles with the same palette. key identifies the pixel content.
func (s *sheet) cut(r image.Rectangle) (tile image.Image, key [32]byte) {
	if tile, pix, ok := copyPixels(s.img, r); ok {
		return tile, sha256.Sum256(pix)
	}
	// Not produced by image/png today; exact for 16-bit colour.
	d := image.NewNRGBA64(image.Rect(0, 0, r.Dx(), r.Dy()))
	for y := 0; y < r.Dy(); y++ {
		for x := 0; x < r.Dx(); x++ {
			d.Set(x, y, s.img.At(r.Min.X+x, r.Min.Y+y))
		}
	}
	return d, sha256.Sum256(d.Pix)
}

// tileEncoder encodes tiles, reusing one set of compression buffers for a
// whole import.
type tileEncoder struct {
	enc png.Encoder
	buf *png.EncoderBuffer
}

// Get and Put make tileEncoder the png.EncoderBufferPool of its encoder.
func (e *tileEncoder) Get() *png.EncoderBuffer  { return e.buf }
func (e *tileEncoder) Put(b *png.EncoderBuffer) { e.buf = b }

// encode encodes a tile. The output depends only on the pixels (and
// palette), so a re-import writes the same bytes.
func (e *tileEncoder) encode(img image.Image) ([]byte, error) {
	e.enc.BufferPool = e
	var b bytes.Buffer
	if err := e.enc.Encode(&b, img); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

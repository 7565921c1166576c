package clippy

import "image"

// copyPixels copies the rectangle r (inside img) into a new image of the
// same type whose bounds start at (0, 0), byte for byte (a palette is
// shared). It serves every type image/png decodes to and returns the new
// image and its pixel bytes; ok is false for any other type.
func copyPixels(img image.Image, r image.Rectangle) (tile image.Image, pix []byte, ok bool) {
	to := image.Rect(0, 0, r.Dx(), r.Dy())
	switch m := img.(type) {
	case *image.Paletted:
		pix = copyRows(m.Pix, m.Stride, m.PixOffset, r, 1)
		return &image.Paletted{Pix: pix, Stride: r.Dx(), Rect: to, Palette: m.Palette}, pix, true
	case *image.Gray:
		pix = copyRows(m.Pix, m.Stride, m.PixOffset, r, 1)
		return &image.Gray{Pix: pix, Stride: r.Dx(), Rect: to}, pix, true
	case *image.Gray16:
		pix = copyRows(m.Pix, m.Stride, m.PixOffset, r, 2)
		return &image.Gray16{Pix: pix, Stride: 2 * r.Dx(), Rect: to}, pix, true
	case *image.RGBA:
		pix = copyRows(m.Pix, m.Stride, m.PixOffset, r, 4)
		return &image.RGBA{Pix: pix, Stride: 4 * r.Dx(), Rect: to}, pix, true
	case *image.NRGBA:
		pix = copyRows(m.Pix, m.Stride, m.PixOffset, r, 4)
		return &image.NRGBA{Pix: pix, Stride: 4 * r.Dx(), Rect: to}, pix, true
	case *image.RGBA64:
		pix = copyRows(m.Pix, m.Stride, m.PixOffset, r, 8)
		return &image.RGBA64{Pix: pix, Stride: 8 * r.Dx(), Rect: to}, pix, true
	case *image.NRGBA64:
		pix = copyRows(m.Pix, m.Stride, m.PixOffset, r, 8)
		return &image.NRGBA64{Pix: pix, Stride: 8 * r.Dx(), Rect: to}, pix, true
	}
	return nil, nil, false
}

// copyRows copies the rows of r out of a pixel buffer of bpp bytes per
// pixel into a new buffer of rows laid end to end.
func copyRows(src []byte, stride int, offset func(x, y int) int, r image.Rectangle, bpp int) []byte {
	row := r.Dx() * bpp
	pix := make([]byte, row*r.Dy())
	for y := 0; y < r.Dy(); y++ {
		off := offset(r.Min.X, r.Min.Y+y)
		copy(pix[y*row:(y+1)*row], src[off:off+row])
	}
	return pix
}

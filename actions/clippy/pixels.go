package clippy

import (
	"image"
	"reflect"
)

// pixelImage is what each image type of package image that keeps its
// pixels in a byte buffer has (*image.Paletted, *image.Gray,
// *image.Gray16, *image.RGBA, *image.NRGBA, *image.RGBA64,
// *image.NRGBA64: every type image/png decodes to): exported fields Pix
// []uint8, Stride int and Rect image.Rectangle, and PixOffset, the index
// in Pix of a pixel's first byte.
type pixelImage interface {
	image.Image
	PixOffset(x, y int) int
}

var (
	bytesType = reflect.TypeFor[[]uint8]()
	intType   = reflect.TypeFor[int]()
	rectType  = reflect.TypeFor[image.Rectangle]()
)

// copyPixels copies the rectangle r (inside img) of such an image into a
// new image of the same type whose bounds start at (0, 0), byte for byte;
// the type's other fields (a palette) are shared. It returns the new image
// and its pixel bytes; ok is false for an image of any other type. The
// types are told apart by their fields, so one copy serves them all.
func copyPixels(img image.Image, r image.Rectangle) (tile image.Image, pix []byte, ok bool) {
	src, ok := img.(pixelImage)
	v := reflect.ValueOf(img)
	if !ok || v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return nil, nil, false
	}
	sv := v.Elem()
	srcPix, stride, rect := sv.FieldByName("Pix"), sv.FieldByName("Stride"), sv.FieldByName("Rect")
	if !srcPix.IsValid() || srcPix.Type() != bytesType || !stride.IsValid() || stride.Type() != intType || !rect.IsValid() || rect.Type() != rectType {
		return nil, nil, false
	}
	w, h := r.Dx(), r.Dy()
	bpp := src.PixOffset(r.Min.X+1, r.Min.Y) - src.PixOffset(r.Min.X, r.Min.Y)
	row := w * bpp
	pix = make([]byte, row*h)
	from := srcPix.Bytes()
	for y := 0; y < h; y++ {
		off := src.PixOffset(r.Min.X, r.Min.Y+y)
		copy(pix[y*row:(y+1)*row], from[off:off+row])
	}
	nv := reflect.New(sv.Type())
	nv.Elem().Set(sv)
	nv.Elem().FieldByName("Pix").SetBytes(pix)
	nv.Elem().FieldByName("Stride").SetInt(int64(row))
	nv.Elem().FieldByName("Rect").Set(reflect.ValueOf(image.Rect(0, 0, w, h)))
	tile, ok = nv.Interface().(image.Image)
	return tile, pix, ok
}

package clippy

import (
	"bytes"
	"image"
	"image/color"
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestCopyPixelsIsExactForEveryPixelType copies a rectangle of a seeded
// random image of each type image/png decodes to and checks the copy: the
// same type, bounds from (0, 0), the same palette, and every byte of every
// pixel as in the source.
func TestCopyPixelsIsExactForEveryPixelType(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 1))
	b := image.Rect(3, 2, 40, 30)
	pal := color.Palette{color.Black, color.White, color.NRGBA{1, 2, 3, 4}, color.White}
	type bufImage interface {
		image.Image
		PixOffset(x, y int) int
		SubImage(image.Rectangle) image.Image
	}
	for _, src := range []bufImage{
		image.NewPaletted(b, pal), image.NewGray(b), image.NewGray16(b), image.NewRGBA(b),
		image.NewNRGBA(b), image.NewRGBA64(b), image.NewNRGBA64(b),
	} {
		pix := reflect.ValueOf(src).Elem().FieldByName("Pix").Bytes()
		for i := range pix {
			pix[i] = byte(rng.IntN(256))
			if _, ok := src.(*image.Paletted); ok {
				pix[i] %= byte(len(pal)) // indexes 1 and 3 are both white
			}
		}
		r := image.Rect(7, 5, 19, 26)
		tile, got, ok := copyPixels(src, r)
		if !ok || reflect.TypeOf(tile) != reflect.TypeOf(src) || tile.Bounds() != image.Rect(0, 0, 12, 21) {
			t.Fatalf("%T: got %T %v (ok %v)", src, tile, tile.Bounds(), ok)
		}
		sub := src.SubImage(r).(bufImage)
		bpp := src.PixOffset(1, 0) - src.PixOffset(0, 0)
		want := reflect.ValueOf(sub).Elem().FieldByName("Pix").Bytes()
		stride := reflect.ValueOf(sub).Elem().FieldByName("Stride").Interface().(int)
		for y := 0; y < r.Dy(); y++ {
			w := want[y*stride : y*stride+r.Dx()*bpp]
			g := got[y*r.Dx()*bpp : (y+1)*r.Dx()*bpp]
			if !bytes.Equal(g, w) {
				t.Fatalf("%T: row %d differs", src, y)
			}
		}
		if p, ok := tile.(*image.Paletted); ok && !reflect.DeepEqual(p.Palette, pal) {
			t.Errorf("palette %v, want %v", p.Palette, pal)
		}
	}
	if _, _, ok := copyPixels(image.NewUniform(color.White), image.Rect(0, 0, 2, 2)); ok {
		t.Error("a uniform image was copied as a pixel buffer")
	}
}

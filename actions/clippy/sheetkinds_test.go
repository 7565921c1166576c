package clippy

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/actions"
)

// convertSheet redraws the fixture sheet into another pixel type.
func convertSheet(kind string) image.Image {
	src := fixtureSheet()
	r := src.Bounds()
	switch kind {
	case "nrgba":
		d := image.NewNRGBA(r)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				d.Set(x, y, src.At(x, y))
			}
		}
		return d
	case "nrgba64":
		d := image.NewNRGBA64(r)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				c := color.NRGBAModel.Convert(src.At(x, y)).(color.NRGBA)
				d.SetNRGBA64(x, y, color.NRGBA64{uint16(c.R)*257 + 1, uint16(c.G) * 257, uint16(c.B) * 257, uint16(c.A) * 257})
			}
		}
		return d
	case "rgb": // opaque truecolour, decoded as *image.RGBA
		d := image.NewRGBA(r)
		draw.Draw(d, r, image.NewUniform(color.RGBA{10, 20, 30, 255}), image.Point{}, draw.Src)
		draw.Draw(d, r, src, r.Min, draw.Over)
		return d
	case "gray":
		d := image.NewGray(r)
		draw.Draw(d, r, src, r.Min, draw.Src)
		return d
	case "gray16":
		d := image.NewGray16(r)
		draw.Draw(d, r, src, r.Min, draw.Src)
		return d
	}
	panic(kind)
}

// Any PNG sheet imports with exact pixels: tiles keep the sheet's decoded
// pixel type, and frames compose to the same pixels.
func TestRule8_AnyPNGSheetIsExact(t *testing.T) {
	agent := fixtureAgent(t, "Pip")
	base := fstest.MapFS{}
	for _, name := range []string{"agent.js", "sounds-mp3.js"} {
		data, err := os.ReadFile(filepath.Join(fixtureRoot, "Pip", name))
		if err != nil {
			t.Fatal(err)
		}
		base[name] = &fstest.MapFile{Data: data}
	}
	for _, kind := range []string{"nrgba", "nrgba64", "rgb", "gray", "gray16"} {
		t.Run(kind, func(t *testing.T) {
			var buf bytes.Buffer
			if err := png.Encode(&buf, convertSheet(kind)); err != nil {
				t.Fatal(err)
			}
			sheet, err := png.Decode(bytes.NewReader(buf.Bytes()))
			if err != nil {
				t.Fatal(err)
			}
			fsys := fstest.MapFS{"map.png": &fstest.MapFile{Data: buf.Bytes()}}
			for k, v := range base {
				fsys[k] = v
			}
			pkg, d := Import(fsys, Options{})
			if pkg == nil || len(d) > 0 {
				t.Fatal(d)
			}
			out := fstest.MapFS{}
			for _, f := range pkg.Files {
				out[f.Path] = &fstest.MapFile{Data: f.Data}
			}
			set, d := actions.Load(out, "Actions.json", actions.Options{FS: out})
			if set == nil {
				t.Fatal(d)
			}
			for _, an := range agent.Animations {
				a := set.Actions[set.Action(an.Name)]
				for k, f := range an.Frames {
					for i, tile := range f.Images {
						p := a.Frames[k].Images[len(f.Images)-1-i].Path
						img, err := png.Decode(bytes.NewReader(out[p].Data))
						if err != nil {
							t.Fatal(err)
						}
						if got, want := typeName(img), typeName(sheet); got != want {
							t.Fatalf("%s is %s, sheet is %s", p, got, want)
						}
						sub := sheet.(interface {
							SubImage(image.Rectangle) image.Image
						}).SubImage(image.Rect(tile.X, tile.Y, tile.X+8, tile.Y+6))
						if d := diffImages(img, translate(sub)); d != "" {
							t.Fatalf("%s (tile %v): %s", p, tile, d)
						}
					}
					want := composeSheet(sheet, f.Images, 8, 6)
					got := composePackage(t, out, a.Frames[k], 8, 6)
					if !bytes.Equal(want.Pix, got.Pix) {
						t.Fatalf("%s frame %d: %s", an.Name, k, diffImages(got, want))
					}
				}
			}
		})
	}
}

func typeName(img image.Image) string {
	switch img.(type) {
	case *image.Paletted:
		return "paletted"
	case *image.NRGBA:
		return "nrgba"
	case *image.NRGBA64:
		return "nrgba64"
	case *image.RGBA:
		return "rgba"
	case *image.RGBA64:
		return "rgba64"
	case *image.Gray:
		return "gray"
	case *image.Gray16:
		return "gray16"
	}
	return "other"
}

// translate copies an image to origin (0, 0) as NRGBA64, for comparing.
func translate(img image.Image) image.Image {
	r := img.Bounds()
	d := image.NewNRGBA64(image.Rect(0, 0, r.Dx(), r.Dy()))
	for y := 0; y < r.Dy(); y++ {
		for x := 0; x < r.Dx(); x++ {
			d.Set(x, y, img.At(r.Min.X+x, r.Min.Y+y))
		}
	}
	return d
}

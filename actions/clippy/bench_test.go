package clippy

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

func BenchmarkParseAgent(b *testing.B) {
	data, err := os.ReadFile(filepath.Join(fixtureRoot, "Pip", "agent.js"))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if a, d := ParseAgent("agent.js", data, Limits{}); a == nil {
			b.Fatal(d)
		}
	}
}

func BenchmarkImport(b *testing.B) {
	fsys := os.DirFS(filepath.Join(fixtureRoot, "Pip"))
	b.ReportAllocs()
	for b.Loop() {
		if pkg, d := Import(fsys, Options{}); pkg == nil {
			b.Fatal(d)
		}
	}
}

// largeAgent builds a Clippy-sized agent in memory: a 1240x930 paletted
// sheet of 100 tiles of 124x93, 50 animations of 20 two-layer frames.
func largeAgent(b *testing.B) fstest.MapFS {
	pal := color.Palette{color.NRGBA{}}
	for len(pal) < 256 {
		pal = append(pal, color.NRGBA{uint8(len(pal)), uint8(len(pal) * 3), uint8(len(pal) * 7), 255})
	}
	img := image.NewPaletted(image.Rect(0, 0, 1240, 930), pal)
	for i := range img.Pix {
		img.Pix[i] = uint8((i*2654435761)>>13) % 64
	}
	var sheet bytes.Buffer
	if err := png.Encode(&sheet, img); err != nil {
		b.Fatal(err)
	}
	var js strings.Builder
	js.WriteString("clippy.ready('Big', {overlayCount: 2, framesize: [124, 93], animations: {")
	for a := 0; a < 50; a++ {
		fmt.Fprintf(&js, "Anim%d: {frames: [", a)
		for f := 0; f < 20; f++ {
			t1, t2 := (a*7+f)%100, (a*13+f*3)%100
			fmt.Fprintf(&js, "{duration: 100, images: [[%d, %d], [%d, %d]]},", t1%10*124, t1/10*93, t2%10*124, t2/10*93)
		}
		js.WriteString("]},")
	}
	js.WriteString("}})")
	return fstest.MapFS{
		"agent.js": &fstest.MapFile{Data: []byte(js.String())},
		"map.png":  &fstest.MapFile{Data: sheet.Bytes()},
	}
}

func BenchmarkImportLarge(b *testing.B) {
	fsys := largeAgent(b)
	b.ReportAllocs()
	for b.Loop() {
		if pkg, d := Import(fsys, Options{}); pkg == nil || pkg.Images != 100 {
			b.Fatal(d)
		}
	}
}

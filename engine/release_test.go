package engine

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/assets"
)

// TestRelease_GivesBackWhatNoGenerationShares: a reload that changes no
// image shares the GPU images of the generation before it, so releasing
// that one keeps them; a reload that changes an image uploads its own,
// and releasing the generation it replaced gives those back (issue 18:
// the viewer's memory grew with every reload). Release twice does
// nothing more, and a released set is never shared again.
func TestRelease_GivesBackWhatNoGenerationShares(t *testing.T) {
	files := copyFS(t, assets.Frame())
	load := LoadFunc(LoadOptions{})
	first, d := load(files)
	if first == nil || d.HasErrors() {
		t.Fatalf("first load: %v", d)
	}
	good := files["Actions.json"].Data
	files["Actions.json"] = &fstest.MapFile{Data: bytes.Replace(good, []byte(`"Duration": `), []byte(`"Duration":  `), 1)}
	second, d := load(files) // JSON only: shares first's images
	if second == nil || second.sheets != first.sheets {
		t.Fatalf("the JSON-only reload did not share the images: %v", d)
	}
	var name string
	for p := range files {
		if strings.HasSuffix(p, ".png") {
			name = p
			break
		}
	}
	im := image.NewNRGBA(image.Rect(0, 0, 3, 3))
	im.SetNRGBA(1, 1, color.NRGBA{1, 2, 3, 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, im); err != nil {
		t.Fatal(err)
	}
	files[name] = &fstest.MapFile{Data: buf.Bytes()}
	third, d := load(files) // an image changed: uploads its own
	if third == nil || third.sheets == second.sheets {
		t.Fatalf("the image edit shared the old images: %v", d)
	}
	onGame(t, func() {
		first.Release()
		if !second.sheets.live() {
			t.Error("releasing the first generation gave back what the second shares")
		}
		second.Release()
		second.Release()
		if second.sheets.live() {
			t.Error("the images of the replaced generations were not given back")
		}
		if !third.sheets.live() {
			t.Error("the newest generation's images were given back")
		}
	})
	var paths []string
	var imgs []*image.NRGBA
	for _, p := range second.c.ImagePaths() {
		if im := second.c.NRGBA(p); im != nil {
			paths, imgs = append(paths, p), append(imgs, im)
		}
	}
	if s, _ := sameSprites(second, second.c, paths, imgs, nil); s != nil {
		t.Error("a released set was shared again")
	}
	onGame(t, third.Release)
}

package engine

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// drawOwn draws p the way a game with a loop of its own over the public
// draw list does (docs/game-api.md#own-loop): each image item's uploaded
// image, at View(opts) times its transform, tinted by its colour.
func drawOwn(dst *ebiten.Image, p *Player, opts *DrawOptions, list drawlist.List) drawlist.List {
	list = p.AppendDrawList(list[:0])
	view := p.View(opts)
	for _, it := range list {
		img := p.Character().EbitenImage(it.Image)
		if it.Kind != drawlist.KindImage || img == nil {
			continue
		}
		var op ebiten.DrawImageOptions
		op.GeoM = GeoM(view.Mul(it.Transform))
		c := it.Color
		op.ColorScale.Scale(c.R*c.A, c.G*c.A, c.B*c.A, c.A)
		b := img.Bounds()
		src := it.Src.Add(b.Min).Intersect(b)
		dst.DrawImage(img.SubImage(src).(*ebiten.Image), &op)
	}
	return list
}

// TestOwnLoop_DrawsWhatDrawDraws: a frame character and a rigged one
// drawn by a game's own loop over AppendDrawList, EbitenImage, View and
// GeoM come out as Draw draws them (nearest filtering: the frame
// character exactly; the rig but for pixels on its rotated edges).
func TestOwnLoop_DrawsWhatDrawDraws(t *testing.T) {
	for _, rigged := range []bool{false, true} {
		c := loadSample(t, rigged)
		p := NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 1})
		if err := p.PlayDefault(); err != nil {
			t.Fatal(err)
		}
		p.Advance(700 * time.Millisecond)
		w, h, view := fitView(c, 4)
		var opts DrawOptions
		opts.GeoM.Translate(view.TX, view.TY)
		a, b := image.NewRGBA(image.Rect(0, 0, w, h)), image.NewRGBA(image.Rect(0, 0, w, h))
		onGame(t, func() {
			da, db := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
			defer da.Deallocate()
			defer db.Deallocate()
			p.Draw(da, &opts)
			drawOwn(db, p, &opts, nil)
			da.ReadPixels(a.Pix)
			db.ReadPixels(b.Pix)
		})
		// A frame character's items are whole-pixel: exactly alike. A
		// rig's rotated parts are sampled nearest on both, from
		// triangles and from DrawImage: a pixel on a rotated edge may go
		// either way (RIGPLAY_OWNLOOP_OUT=DIR keeps both pictures).
		maxd, over, at := diffStats(a, b, 0)
		allowed, na, nb := 0, opaqueCount(a), opaqueCount(b)
		if rigged {
			allowed = na / 10
		}
		if d := na - nb; d*50 > na || -d*50 > na {
			t.Errorf("rigged %v: own loop covers %d pixels, Draw %d", rigged, nb, na)
		}
		if dir := os.Getenv("RIGPLAY_OWNLOOP_OUT"); dir != "" {
			for name, im := range map[string]*image.RGBA{"draw": a, "own": b} {
				f, _ := os.Create(filepath.Join(dir, fmt.Sprintf("%s-%v.png", name, rigged)))
				png.Encode(f, im)
				f.Close()
			}
		}
		if over > allowed || na == 0 {
			t.Errorf("rigged %v: own loop differs from Draw at %d pixels (max %d, first at %v; %d opaque)", rigged, over, maxd, at, na)
		}
	}
}

package softrender

import (
	"image"
	"testing"
	"time"

	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// BenchmarkRender draws one frame of each sample into a reused canvas,
// and of the rigged sample without art (every part a placeholder).
func BenchmarkRender(b *testing.B) {
	for _, kind := range []string{"frame", "rig", "noart"} {
		rigged := kind != "frame"
		c := loadChar(b, rigged)
		if kind == "noart" {
			c = noArtMoss(b)
		}
		p := character.NewPlayer(c, character.PlayerOptions{Seed: 1})
		p.PlayDefault()
		p.Advance(time.Second)
		list := p.AppendDrawList(nil)
		bd := c.Bounds()
		dst := image.NewRGBA(image.Rect(0, 0, bd.Dx(), bd.Dy()))
		view := drawlist.Affine{A: 1, D: 1, TX: -float64(bd.Min.X), TY: -float64(bd.Min.Y)}
		b.Run(kind, func(b *testing.B) {
			var r Renderer
			b.ReportAllocs()
			for b.Loop() {
				clear(dst.Pix)
				r.Render(dst, list, c.Image, view)
			}
		})
	}
}

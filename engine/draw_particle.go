package engine

import (
	"image"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// particleSprite is drawlist.ParticleImage on the GPU: the picture of a
// particle whose effect names no texture, made once per process.
var particleSprite = sync.OnceValue(func() sprite {
	return sprite{sheet: ebiten.NewImageFromImage(drawlist.ParticleImage()),
		size: image.Pt(drawlist.ParticleSize, drawlist.ParticleSize)}
})

// particle queues a drawlist.KindParticle item: the default particle for
// an item with no image, else its image's Src (a texture sheet's tile),
// tinted by its color. Consecutive particles of one picture go into one
// DrawTriangles call. Tint and Outline leave particles as they are.
func (b *batch) particle(it *drawlist.Item, sprites map[string]sprite, view drawlist.Affine, cs *ebiten.ColorScale) {
	if it.Image == "" {
		sp := particleSprite()
		b.quad(it, &sp, view, cs, it.Color)
		return
	}
	if sp, ok := sprites[it.Image]; ok {
		b.quad(it, &sp, view, cs, it.Color)
	}
}

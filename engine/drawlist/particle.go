package drawlist

import (
	"image"
	"math"
	"sync"
)

// ParticleSize is the side, in pixels, of ParticleImage.
const ParticleSize = 32

var particleImage = sync.OnceValue(func() *image.NRGBA {
	im := image.NewNRGBA(image.Rect(0, 0, ParticleSize, ParticleSize))
	const r = ParticleSize / 2.0
	for y := 0; y < ParticleSize; y++ {
		for x := 0; x < ParticleSize; x++ {
			dx, dy := (float64(x)+0.5-r)/r, (float64(y)+0.5-r)/r
			d2 := dx*dx + dy*dy
			a := 0.0
			if d2 < 1 {
				a = (1 - d2) * (1 - d2)
			}
			i := im.PixOffset(x, y)
			im.Pix[i], im.Pix[i+1], im.Pix[i+2] = 255, 255, 255
			im.Pix[i+3] = uint8(math.Round(a * 255))
		}
	}
	return im
})

// ParticleImage returns the default particle, which a KindParticle item
// with no Image draws: a white disc ParticleSize pixels across whose
// opacity falls smoothly from 1 at its centre to 0 at its edge, (1 - r^2)^2
// at r of its radius. Every renderer draws it from these pixels; the image
// is shared and must not be changed.
func ParticleImage() *image.NRGBA { return particleImage() }

package character

import (
	"image"
	"math"
	"time"

	"github.com/rigplay/rigplay/engine/drawlist"
	"github.com/rigplay/rigplay/rig"
)

// boundsSamples is how many times each clip is sampled for Bounds.
const boundsSamples = 32

// computeBounds finds the character's bounds once, at load.
func computeBounds(c *Character) image.Rectangle {
	var r image.Rectangle
	if set := c.Actions; set != nil {
		for _, a := range set.Actions {
			for _, f := range a.Frames {
				if f.Duration == 0 {
					continue
				}
				for _, im := range f.Images {
					r = r.Union(c.sizes[im.Path].Add(image.Pt(im.OffsetX, im.OffsetY)))
				}
				for _, m := range f.Mouths {
					r = r.Union(c.sizes[m.Image.Path].Add(image.Pt(m.Image.OffsetX, m.Image.OffsetY)))
				}
			}
		}
	}
	if c.Rig != nil {
		var list drawlist.List
		// The tweens move bones on top of every pose: sample the poses at
		// several points of the tweens' runs too.
		tweenSteps := 0
		if len(c.Tweens) > 0 {
			tweenSteps = tweenBoundsSamples
		}
		for k := 0; k <= tweenSteps; k++ {
			rp := NewPlayer(c, PlayerOptions{Mix: -1}).rp // at the rest pose
			if tweenSteps > 0 {
				rp.ClearTweens()
				for _, tw := range c.Tweens {
					at := *tw
					// The last sample just before the end: a looping tween
					// is back at its start at exactly its duration.
					at.Elapsed = tw.Duration * min(float64(k)/float64(tweenSteps), 1-1e-9)
					rp.AddTween(&at)
				}
			}
			list = rp.AppendDrawList(list[:0])
			r = r.Union(list.Bounds())
			for _, b := range c.Clips {
				rp.Play(b, 0)
				for i := 0; i <= boundsSamples; i++ {
					rp.Seek(time.Duration(math.Round(b.Clip.Duration * float64(i) / boundsSamples * float64(time.Second))))
					list = rp.AppendDrawList(list[:0])
					r = r.Union(list.Bounds())
					r = r.Union(swayReach(rp, list))
				}
			}
		}
	}
	return r
}

// swayReach returns the bounds of rp's pose with its swaying pieces and
// bones at either limit (empty when nothing sways), leaving them at rest.
func swayReach(rp *rig.Player, list drawlist.List) image.Rectangle {
	if len(rp.Sways(nil)) == 0 {
		return image.Rectangle{}
	}
	var r image.Rectangle
	for _, side := range []int{-1, 1} {
		rp.SwayToLimit(side)
		list = rp.AppendDrawList(list[:0])
		r = r.Union(list.Bounds())
	}
	rp.SwayToLimit(0)
	return r
}

// ParticleBounds returns the pixels (as Bounds counts them) that the
// particles of clip i's effects reach when the clip plays from its start
// with the given seed, over one run of the clip and the longest life of a
// particle after it, sampled 30 times a second: empty for a clip without
// effects. Bounds covers the sprites only (particles fly where their
// effects send them); `rigplay render` frames a clip with effects by the
// union of the two.
func (c *Character) ParticleBounds(i int, seed uint64) image.Rectangle {
	if c.Rig == nil || i < 0 || i >= len(c.Clips) {
		return image.Rectangle{}
	}
	b := c.Clips[i]
	age := b.MaxParticleAge()
	if age <= 0 {
		return image.Rectangle{}
	}
	rp := NewPlayer(c, PlayerOptions{Mix: -1, Seed: seed}).rp
	var r image.Rectangle
	var list drawlist.List
	rp.PlayAt(b, 0)
	span := min(time.Duration(b.Clip.Duration*float64(time.Second))+age, maxParticleReach)
	for t := time.Duration(0); t <= span; t += time.Second / boundsRate {
		rp.Advance(time.Second / boundsRate)
		list = rp.AppendDrawList(list[:0])
		for _, it := range list {
			if it.Kind == drawlist.KindParticle {
				r = r.Union(it.Bounds())
			}
		}
	}
	return r
}

// boundsRate is how many times a second ParticleBounds samples, and
// maxParticleReach the longest it plays.
const (
	boundsRate       = 30
	maxParticleReach = 20 * time.Second
)

// tweenBoundsSamples is how many points of the tweens' runs Bounds samples
// (the start, the end and points between).
const tweenBoundsSamples = 8

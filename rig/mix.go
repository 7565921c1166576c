package rig

import (
	"math"
	"sync"

	"github.com/rigplay/rigplay/rig/curve"
)

// Weighting maps a cross-fade's progress t in [0, 1] to the weight of the
// incoming clip in [0, 1]. *curve.Curve implements it.
type Weighting interface {
	Eval(t float64) float64
}

// linearWeighting is the weight t itself: used only if the ease-in-out
// preset is missing.
type linearWeighting struct{}

func (linearWeighting) Eval(t float64) float64 { return math.Max(0, math.Min(1, t)) }

var defaultWeighting = sync.OnceValue(func() Weighting {
	if c, ok := curve.Preset("ease-in-out"); ok && c != nil {
		return c
	}
	return linearWeighting{}
})

// DefaultWeighting returns the cross-fade weighting used unless a player is
// given another: the rig.anim.curve preset ease-in-out
// (docs/rig.md#cross-fades).
func DefaultWeighting() Weighting { return defaultWeighting() }

// SetWeighting sets the curve that weights cross-fades; nil restores the
// default (ease-in-out).
func (p *Player) SetWeighting(w Weighting) {
	if w == DefaultWeighting() {
		w = nil // kept as nil: a player of the default holds no extras
	}
	if w != nil || p.x != nil {
		p.more().weighting = w
	}
	p.changed()
}

// Weighting returns the curve that weights the player's cross-fades.
func (p *Player) Weighting() Weighting {
	if p.x != nil && p.x.weighting != nil {
		return p.x.weighting
	}
	return DefaultWeighting()
}

// weight returns the incoming clip's weight in track 0's cross-fade.
func (p *Player) weight() float64 { return p.weightOf(&p.track, p.mixT) }

// weightOf returns the incoming clip's weight in track t's cross-fade at
// mix time mt.
func (p *Player) weightOf(t *track, mt float64) float64 {
	w := p.Weighting()
	x := 1.0
	if t.mixDur > 0 {
		x = mt / t.mixDur
	}
	return w.Eval(math.Max(0, math.Min(1, x)))
}

// blend sets to = from + (to - from) * w per channel: rotations along the
// shorter arc, the stepped sorting order switching at w = 0.5.
func blend(from, to []channels, w float64) {
	for i := range to {
		a, b := &from[i], &to[i]
		for c := channel(0); c < numChannels; c++ {
			switch c {
			case chRotX, chRotY, chRotZ:
				b[c] = a[c] + w*shortArc(b[c]-a[c])
			case chOrder:
				if w < 0.5 {
					b[c] = a[c]
				}
			default:
				b[c] = a[c] + w*(b[c]-a[c])
			}
		}
	}
}

// shortArc returns the angle d (degrees) folded into [-180, 180], so a
// blend turns the shorter way round.
func shortArc(d float64) float64 {
	if d >= -180 && d <= 180 {
		return d
	}
	return math.Remainder(d, 360)
}

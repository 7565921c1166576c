package rig

import (
	"math"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// The value forms of a particle effect (docs/effects.md#values): a curve
// that may be a constant, a random between two constants, a curve or a
// random between two curves, over normalized time; and a colour that may
// be one colour, a random between two, a gradient, a random between two
// gradients or a random point of one.

// curveMode is how a pcurve gives its value.
type curveMode uint8

const (
	curveConstant curveMode = iota
	curveTwoConstants
	curveCurve
	curveTwoCurves
)

var curveModes = map[string]curveMode{
	"Constant": curveConstant, "TwoConstants": curveTwoConstants, "Curve": curveCurve, "TwoCurves": curveTwoCurves,
}

// pcurve is a particleCurve, or a Min/Max pair of the file read as two
// constants.
type pcurve struct {
	mode       curveMode
	mult       float64
	cmin, cmax float64
	lo, hi     keyCurve
}

// constants returns the curve of a Min/Max pair: a random between them.
func constants(lo, hi float64) pcurve { return pcurve{mode: curveTwoConstants, cmin: lo, cmax: hi} }

// at returns the value at normalized time t for the random r in [0, 1).
func (c *pcurve) at(t, r float64) float64 {
	switch c.mode {
	case curveConstant:
		return c.cmax
	case curveTwoConstants:
		return c.cmin + (c.cmax-c.cmin)*r
	case curveCurve:
		return c.mult * c.hi.at(t)
	}
	a, b := c.lo.at(t), c.hi.at(t)
	return c.mult * (a + (b-a)*r)
}

// integral returns the integral of the value from normalized time 0 to t
// for the random r: what a rate over lifetime adds up to.
func (c *pcurve) integral(t, r float64) float64 {
	switch c.mode {
	case curveConstant:
		return c.cmax * t
	case curveTwoConstants:
		return (c.cmin + (c.cmax-c.cmin)*r) * t
	case curveCurve:
		return c.mult * c.hi.integral(t)
	}
	a, b := c.lo.integral(t), c.hi.integral(t)
	return c.mult * (a + (b-a)*r)
}

// constant reports whether the curve gives the same value at every time.
func (c *pcurve) constant() bool { return c.mode == curveConstant || c.mode == curveTwoConstants }

// keyCurve is the keyed curve of a particleCurve: cubic Hermite segments
// (the clip tracks' own, docs/rig.md#interpolation) over normalized time,
// holding the first and last values outside the keys, with the integral of
// each segment's start precomputed.
type keyCurve struct {
	segs          []segment
	cum           []float64 // integral from the first key to segs[i].t0
	first, last   float64   // key times
	vfirst, vlast float64
	none          bool // no keys: the value is 1
}

// maxTangent is the largest tangent a particle curve's key may have and
// still be interpolated: Unity writes a step as an infinite tangent, which
// exporters write as a huge number.
const maxTangent = 1e12

func makeKeyCurve(keys []Key) keyCurve {
	if len(keys) == 0 {
		return keyCurve{none: true}
	}
	k := keyCurve{first: keys[0].Time, last: keys[len(keys)-1].Time, vfirst: keys[0].Value, vlast: keys[len(keys)-1].Value}
	for i := range keys {
		for _, tg := range []*float64{&keys[i].InTangent, &keys[i].OutTangent} {
			if math.Abs(*tg) > maxTangent {
				*tg = math.NaN() // a step
			}
		}
	}
	k.segs = makeSegments(keys, false)
	k.cum = make([]float64, len(k.segs)+1)
	for i := range k.segs {
		k.cum[i+1] = k.cum[i] + k.segs[i].area(1)
	}
	return k
}

// area returns the integral of the segment over its first s of [0, 1].
func (sg *segment) area(s float64) float64 {
	return (sg.c0*s + sg.c1*s*s/2 + sg.c2*s*s*s/3 + sg.c3*s*s*s*s/4) / sg.inv
}

func (k *keyCurve) at(t float64) float64 {
	switch {
	case k.none:
		return 1
	case t <= k.first || len(k.segs) == 0:
		return k.vfirst
	case t >= k.last:
		return k.vlast
	}
	sg := &k.segs[searchSegments(k.segs, t)]
	s := (t - sg.t0) * sg.inv
	return sg.c0 + s*(sg.c1+s*(sg.c2+s*sg.c3))
}

// integral returns the integral of the curve from 0 to t.
func (k *keyCurve) integral(t float64) float64 { return k.from(t) - k.from(0) }

// from returns the integral of the curve from its first key to t
// (negative before it).
func (k *keyCurve) from(t float64) float64 {
	switch {
	case k.none:
		return t
	case t <= k.first || len(k.segs) == 0:
		return k.vfirst * (t - k.first)
	case t >= k.last:
		return k.cum[len(k.segs)] + k.vlast*(t-k.last)
	}
	i := searchSegments(k.segs, t)
	sg := &k.segs[i]
	return k.cum[i] + sg.area((t-sg.t0)*sg.inv)
}

// gradMode is how a gradient gives its colour.
type gradMode uint8

const (
	gradColor gradMode = iota
	gradGradient
	gradTwoColors
	gradTwoGradients
	gradRandomColor
)

var gradModes = map[string]gradMode{
	"Color": gradColor, "Gradient": gradGradient, "TwoColors": gradTwoColors, "TwoGradients": gradTwoGradients, "RandomColor": gradRandomColor,
}

// color4 is a colour, non-premultiplied, each channel any number (HDR
// colours are clamped to [0, 1] when drawn).
type color4 [4]float64

var white4 = color4{1, 1, 1, 1}

func (c color4) lerp(d color4, r float64) color4 {
	for i := range c {
		c[i] += (d[i] - c[i]) * r
	}
	return c
}

func (c color4) mul(d color4) color4 {
	for i := range c {
		c[i] *= d[i]
	}
	return c
}

func (c color4) drawColor() drawlist.Color {
	return drawlist.Color{R: unit32(c[0]), G: unit32(c[1]), B: unit32(c[2]), A: unit32(c[3])}
}

// gradKey is one key of a gradient: a time in [0, 1] and its colour.
type gradKey struct {
	t float64
	c color4
}

// gradient is a particleGradient, or a Min/Max colour pair read as two
// colours.
type gradient struct {
	mode       gradMode
	cmin, cmax color4
	lo, hi     []gradKey
}

// at returns the colour at normalized time t for the random r.
func (g *gradient) at(t, r float64) color4 {
	switch g.mode {
	case gradColor:
		return g.cmax
	case gradTwoColors:
		return g.cmin.lerp(g.cmax, r)
	case gradGradient:
		return gradAt(g.hi, t)
	case gradTwoGradients:
		return gradAt(g.lo, t).lerp(gradAt(g.hi, t), r)
	}
	return gradAt(g.hi, r)
}

// gradAt interpolates the keys linearly, holding the ends; white with no
// keys.
func gradAt(keys []gradKey, t float64) color4 {
	n := len(keys)
	switch {
	case n == 0:
		return white4
	case t <= keys[0].t:
		return keys[0].c
	case t >= keys[n-1].t:
		return keys[n-1].c
	}
	i := 1
	for keys[i].t < t {
		i++
	}
	a, b := &keys[i-1], &keys[i]
	if b.t <= a.t {
		return b.c
	}
	return a.c.lerp(b.c, (t-a.t)/(b.t-a.t))
}

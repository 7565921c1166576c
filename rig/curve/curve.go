package curve

import (
	"errors"
	"fmt"
	lim "github.com/rigplay/rigplay/internal/limits"
	"math"

	"github.com/rigplay/rigplay/internal/jsondoc"
)

// MaxPoints is the largest number of control points a curve may be given
// (the endpoints it adds come on top), so a hostile file cannot make
// construction costly.
const MaxPoints = 4096

// MaxFileBytes bounds a curve file: 1 MiB holds MaxPoints points with handles
// many times over.
const MaxFileBytes = 1 << 20

// limits are the curve format's JSON limits: MaxFileBytes, 16 levels.
var limits = jsondoc.Limits{MaxBytes: MaxFileBytes, MaxDepth: 16}

// MaxSamples is the largest n that Sample honours.
const MaxSamples = 1 << 20

// Interpolation selects how a curve runs between its points.
type Interpolation uint8

const (
	// Smooth is a monotone cubic (Fritsch-Carlson): it never overshoots
	// between points. It is the default.
	Smooth Interpolation = iota
	// Linear is piecewise linear.
	Linear
	// Bezier is a cubic Bezier segment between neighbouring points, shaped
	// by the points' handles.
	Bezier
)

// String returns the interpolation's name as written in files.
func (i Interpolation) String() string {
	switch i {
	case Linear:
		return "linear"
	case Bezier:
		return "bezier"
	}
	return "smooth"
}

// ParseInterpolation maps a file's interpolation name to its value. An
// unknown name gives Smooth and false (the seed's rule: unknown = smooth).
func ParseInterpolation(name string) (Interpolation, bool) {
	switch name {
	case "smooth":
		return Smooth, true
	case "linear":
		return Linear, true
	case "bezier":
		return Bezier, true
	}
	return Smooth, false
}

// Handle holds a point's bezier handles: In shapes the segment that ends at
// the point, Out the one that starts there. Both are offsets relative to
// the point. A handle whose Has flag is false takes the default: one third
// of its segment, along the segment.
type Handle struct {
	In, Out       [2]float64
	HasIn, HasOut bool
}

// Curve is an evaluable transfer curve. It is immutable after construction
// and safe to share between goroutines.
type Curve struct {
	interp Interpolation
	preset string
	points [][2]float64 // with the added endpoints
	xs     []float64    // points' x, for the segment search
	segs   []segment    // len(points)-1
}

// segment is one piece of the curve between two neighbouring points.
// Linear and smooth pieces are y(u) = c0 + u(c1 + u(c2 + u c3)) with
// u = (t - x0) / (x1 - x0), clamped to [lo, hi]. Bezier pieces are the
// power-basis polynomials x(s) and y(s), s in [0, 1].
type segment struct {
	x0, x1, invW   float64
	c0, c1, c2, c3 float64
	lo, hi         float64
	bx, by         [4]float64
}

// problem is one reason points and handles cannot form a curve; pointer is
// relative to the curve object ("/points/3").
type problem struct {
	pointer string
	msg     string
}

// New builds a curve from points ([x, y], x strictly ascending, each value
// in [0, 1]), an interpolation and, for Bezier, one Handle per point (nil:
// every handle takes its default). Missing endpoints are added by holding
// the first y at x = 0 and the last y at x = 1. Handles are ignored unless
// interp is Bezier. The inputs are copied.
func New(points [][2]float64, interp Interpolation, handles []Handle) (*Curve, error) {
	if interp > Bezier {
		return nil, fmt.Errorf("curve: unknown interpolation %d", interp)
	}
	if interp != Bezier {
		handles = nil
	}
	if probs := checkPoints(points, handles, interp == Bezier); len(probs) > 0 {
		p := probs[0]
		return nil, errors.New("curve: " + p.pointer + ": " + p.msg)
	}
	return build(points, interp, handles), nil
}

// checkPoints returns every problem of points and handles, in order.
func checkPoints(points [][2]float64, handles []Handle, bezier bool) []problem {
	var probs []problem
	if len(points) < 2 {
		probs = append(probs, problem{"/points", fmt.Sprintf("a curve needs at least 2 points, got %d", len(points))})
	}
	if len(points) > MaxPoints {
		probs = append(probs, problem{"/points", fmt.Sprintf("a curve may have at most %d points, got %d", MaxPoints, len(points))})
		return probs
	}
	for i, p := range points {
		ptr := fmt.Sprintf("/points/%d", i)
		bad := false
		for j, name := range [2]string{"x", "y"} {
			v := p[j]
			switch {
			case math.IsNaN(v) || math.IsInf(v, 0):
				probs = append(probs, problem{ptr, fmt.Sprintf("point %d: %s is not a finite number", i, name)})
				bad = true
			case v < 0 || v > 1:
				probs = append(probs, problem{ptr, fmt.Sprintf("point %d: %s = %s is outside [0, 1]", i, name, fmtNum(v))})
				bad = true
			}
		}
		if bad || i == 0 {
			continue
		}
		prev := points[i-1][0]
		switch {
		case p[0] == prev:
			probs = append(probs, problem{ptr, fmt.Sprintf("point %d: x = %s repeats the x of point %d (x must be strictly ascending)", i, fmtNum(p[0]), i-1)})
		case p[0] < prev:
			probs = append(probs, problem{ptr, fmt.Sprintf("point %d: x = %s is less than the x = %s of point %d (points must be sorted by ascending x)", i, fmtNum(p[0]), fmtNum(prev), i-1)})
		}
	}
	if !bezier || handles == nil {
		return probs
	}
	if len(handles) != len(points) {
		probs = append(probs, problem{"/handles", fmt.Sprintf("handles has %d entries but points has %d (one {in, out} per point)", len(handles), len(points))})
		return probs
	}
	for i, h := range handles {
		if h.HasIn && !finite2(h.In) {
			probs = append(probs, problem{fmt.Sprintf("/handles/%d/in", i), fmt.Sprintf("handle %d: in is not a pair of finite numbers", i)})
		}
		if h.HasOut && !finite2(h.Out) {
			probs = append(probs, problem{fmt.Sprintf("/handles/%d/out", i), fmt.Sprintf("handle %d: out is not a pair of finite numbers", i)})
		}
	}
	return probs
}

func finite2(v [2]float64) bool {
	return !math.IsNaN(v[0]) && !math.IsInf(v[0], 0) && !math.IsNaN(v[1]) && !math.IsInf(v[1], 0)
}

// fmtNum prints a number the shortest way that reads back exactly.
func fmtNum(v float64) string { return fmt.Sprintf("%v", v) }

// build makes the curve from checked inputs.
func build(points [][2]float64, interp Interpolation, handles []Handle) *Curve {
	pts := make([][2]float64, 0, len(points)+2)
	var hs []Handle
	if handles != nil {
		hs = make([]Handle, 0, len(points)+2)
	}
	if points[0][0] > 0 {
		pts = append(pts, [2]float64{0, points[0][1]})
		if hs != nil {
			hs = append(hs, Handle{})
		}
	}
	pts = append(pts, points...)
	hs = append(hs, handles...)
	if last := points[len(points)-1]; last[0] < 1 {
		pts = append(pts, [2]float64{1, last[1]})
		if hs != nil {
			hs = append(hs, Handle{})
		}
	}
	c := &Curve{interp: interp, preset: "custom", points: pts, xs: make([]float64, len(pts)), segs: make([]segment, len(pts)-1)}
	for i, p := range pts {
		c.xs[i] = p[0]
	}
	switch interp {
	case Linear:
		buildLinear(c)
	case Bezier:
		buildBezier(c, hs)
	default:
		buildSmooth(c)
	}
	return c
}

func buildLinear(c *Curve) {
	for k := range c.segs {
		p, q := c.points[k], c.points[k+1]
		c.segs[k] = segment{x0: p[0], x1: q[0], invW: 1 / (q[0] - p[0]),
			c0: p[1], c1: q[1] - p[1], lo: math.Min(p[1], q[1]), hi: math.Max(p[1], q[1])}
	}
}

// Eval returns the curve's value at t. t is clamped to [0, 1] (NaN counts
// as 0) and the result lies in [0, 1]. It does not allocate.
func (c *Curve) Eval(t float64) float64 {
	if !(t > 0) {
		t = 0
	} else if t > 1 {
		t = 1
	}
	s := &c.segs[c.find(t)]
	var y float64
	if c.interp == Bezier {
		y = s.evalBezier(t)
	} else {
		u := (t - s.x0) * s.invW
		y = s.c0 + u*(s.c1+u*(s.c2+u*s.c3))
		if y < s.lo {
			y = s.lo
		} else if y > s.hi {
			y = s.hi
		}
	}
	if !(y > 0) {
		return 0
	}
	if y > 1 {
		return 1
	}
	return y
}

// find returns the index k of the segment with xs[k] <= t < xs[k+1] (the
// last segment for t = 1), by binary search.
func (c *Curve) find(t float64) int {
	lo, hi := 0, len(c.segs)-1
	for lo < hi {
		mid := int(uint(lo+hi+1) >> 1)
		if c.xs[mid] <= t {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}

// Sample evaluates the curve at n evenly spaced t from 0 to 1 inclusive
// and returns the [t, y] pairs. n is raised to 2 and capped at MaxSamples.
func (c *Curve) Sample(n int) [][2]float64 {
	if n < 2 {
		n = 2
	}
	if n > MaxSamples {
		n = MaxSamples
	}
	out := make([][2]float64, n)
	for i := range out {
		t := float64(i) / float64(n-1)
		out[i] = [2]float64{t, c.Eval(t)}
	}
	return out
}

// Interpolation returns how the curve runs between its points.
func (c *Curve) Interpolation() Interpolation { return c.interp }

// Preset returns the name of the preset the curve was made from, or
// "custom".
func (c *Curve) Preset() string { return c.preset }

// Points returns a copy of the curve's points, including any endpoint that
// construction added.
func (c *Curve) Points() [][2]float64 { return append([][2]float64(nil), c.points...) }

// These limits are internal/limits' (docs/errors.md#limits): each line
// fails to compile when they differ.
const (
	_ uint = MaxFileBytes - lim.CurveFileBytes
	_ uint = lim.CurveFileBytes - MaxFileBytes
	_ uint = MaxPoints - lim.CurveMaxPoints
	_ uint = lim.CurveMaxPoints - MaxPoints
)

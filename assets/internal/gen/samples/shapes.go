package samples

import "math"

// rect is an axis-aligned box in design coordinates.
type rect struct{ x0, y0, x1, y1 float64 }

func (r rect) union(o rect) rect {
	return rect{math.Min(r.x0, o.x0), math.Min(r.y0, o.y0), math.Max(r.x1, o.x1), math.Max(r.y1, o.y1)}
}

// shape is a region of the design plane.
type shape interface {
	bounds() rect
	contains(x, y float64) bool
	// grow returns the shape dilated by d (for outlines).
	grow(d float64) shape
}

func sq(v float64) float64 { return float64(v * v) }

// circle is a disc.
type circle struct{ x, y, r float64 }

func (c circle) bounds() rect { return rect{c.x - c.r, c.y - c.r, c.x + c.r, c.y + c.r} }
func (c circle) contains(x, y float64) bool {
	return sq(x-c.x)+sq(y-c.y) <= sq(c.r)
}
func (c circle) grow(d float64) shape { c.r += d; return c }

// ellipse is an ellipse with radii rx, ry, turned by rot degrees (y down:
// clockwise on screen).
type ellipse struct{ x, y, rx, ry, rot float64 }

func (e ellipse) bounds() rect {
	r := math.Max(e.rx, e.ry)
	return rect{e.x - r, e.y - r, e.x + r, e.y + r}
}
func (e ellipse) contains(x, y float64) bool {
	dx, dy := x-e.x, y-e.y
	if e.rot != 0 {
		s, c := math.Sincos(e.rot * math.Pi / 180)
		dx, dy = float64(dx*c)+float64(dy*s), float64(dy*c)-float64(dx*s)
	}
	return sq(dx/e.rx)+sq(dy/e.ry) <= 1
}
func (e ellipse) grow(d float64) shape { e.rx += d; e.ry += d; return e }

// capsule is a segment thickened to radius r0 at its start and r1 at its end.
type capsule struct{ x0, y0, x1, y1, r0, r1 float64 }

// seg is a capsule of even radius r.
func seg(x0, y0, x1, y1, r float64) capsule { return capsule{x0, y0, x1, y1, r, r} }

func (c capsule) bounds() rect {
	r := math.Max(c.r0, c.r1)
	return rect{math.Min(c.x0, c.x1) - r, math.Min(c.y0, c.y1) - r, math.Max(c.x0, c.x1) + r, math.Max(c.y0, c.y1) + r}
}
func (c capsule) contains(x, y float64) bool {
	dx, dy := c.x1-c.x0, c.y1-c.y0
	l2 := sq(dx) + sq(dy)
	t := 0.0
	if l2 > 0 {
		t = clamp01((float64((x-c.x0)*dx) + float64((y-c.y0)*dy)) / l2)
	}
	px, py := c.x0+float64(t*dx), c.y0+float64(t*dy)
	r := lerp(c.r0, c.r1, t)
	return sq(x-px)+sq(y-py) <= sq(r)
}
func (c capsule) grow(d float64) shape { c.r0 += d; c.r1 += d; return c }

// arc is a stroke of width w along a circle of radius r between angles a0
// and a1 (degrees, y down so positive is clockwise on screen), with round
// caps.
type arc struct{ x, y, r, a0, a1, w float64 }

func (a arc) bounds() rect {
	e := a.r + a.w
	return rect{a.x - e, a.y - e, a.x + e, a.y + e}
}
func (a arc) contains(x, y float64) bool {
	dx, dy := x-a.x, y-a.y
	ang := math.Atan2(dy, dx) * 180 / math.Pi
	for ang < a.a0 {
		ang += 360
	}
	hw := a.w / 2
	if ang <= a.a1 {
		d := math.Sqrt(sq(dx)+sq(dy)) - a.r
		return math.Abs(d) <= hw
	}
	for _, e := range [2]float64{a.a0, a.a1} {
		s, c := math.Sincos(e * math.Pi / 180)
		if sq(x-(a.x+float64(a.r*c)))+sq(y-(a.y+float64(a.r*s))) <= sq(hw) {
			return true
		}
	}
	return false
}
func (a arc) grow(d float64) shape { a.w += 2 * d; return a }

// poly is a polygon (nonzero winding).
type poly [][2]float64

func (p poly) bounds() rect {
	b := rect{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for _, v := range p {
		b = b.union(rect{v[0], v[1], v[0], v[1]})
	}
	return b
}
func (p poly) contains(x, y float64) bool {
	wind := 0
	for i := range p {
		a, b := p[i], p[(i+1)%len(p)]
		cross := float64((b[0]-a[0])*(y-a[1])) - float64((x-a[0])*(b[1]-a[1]))
		if a[1] <= y {
			if b[1] > y && cross > 0 {
				wind++
			}
		} else if b[1] <= y && cross < 0 {
			wind--
		}
	}
	return wind != 0
}

// grow dilates the polygon exactly: the polygon plus a capsule per edge.
func (p poly) grow(d float64) shape {
	u := union{p}
	for i := range p {
		a, b := p[i], p[(i+1)%len(p)]
		u = append(u, seg(a[0], a[1], b[0], b[1], d))
	}
	return u
}

// union is the union of shapes.
type union []shape

func (u union) bounds() rect {
	b := u[0].bounds()
	for _, s := range u[1:] {
		b = b.union(s.bounds())
	}
	return b
}
func (u union) contains(x, y float64) bool {
	for _, s := range u {
		if s.contains(x, y) {
			return true
		}
	}
	return false
}
func (u union) grow(d float64) shape {
	g := make(union, len(u))
	for i, s := range u {
		g[i] = s.grow(d)
	}
	return g
}

// intersect is the part of a inside b (b clips a).
type intersect struct{ a, b shape }

func (s intersect) bounds() rect { return s.a.bounds() }
func (s intersect) contains(x, y float64) bool {
	return s.a.contains(x, y) && s.b.contains(x, y)
}
func (s intersect) grow(d float64) shape { return intersect{s.a.grow(d), s.b.grow(d)} }

// subtract is the part of a outside b.
type subtract struct{ a, b shape }

func (s subtract) bounds() rect { return s.a.bounds() }
func (s subtract) contains(x, y float64) bool {
	return s.a.contains(x, y) && !s.b.contains(x, y)
}
func (s subtract) grow(d float64) shape { return subtract{s.a.grow(d), s.b.grow(-d)} }

// polyline strokes a path of points with round joins.
func polyline(r float64, pts ...[2]float64) union {
	var u union
	for i := 0; i+1 < len(pts); i++ {
		u = append(u, seg(pts[i][0], pts[i][1], pts[i+1][0], pts[i+1][1], r))
	}
	return u
}

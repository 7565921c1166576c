package samples

import "math"

// paint gives the color at a design point.
type paint interface {
	at(x, y float64) rgba
}

// linear is a linear gradient from c0 at (x0, y0) to c1 at (x1, y1).
type linear struct {
	x0, y0, x1, y1 float64
	c0, c1         rgba
}

func (g linear) at(x, y float64) rgba {
	dx, dy := g.x1-g.x0, g.y1-g.y0
	l2 := float64(dx*dx) + float64(dy*dy)
	t := (float64((x-g.x0)*dx) + float64((y-g.y0)*dy)) / l2
	return g.c0.mix(g.c1, clamp01(t))
}

// radial is a radial gradient from c0 at the center to c1 at radius r.
type radial struct {
	x, y, r float64
	c0, c1  rgba
}

func (g radial) at(x, y float64) rgba {
	dx, dy := x-g.x, y-g.y
	d := math.Sqrt(float64(dx*dx) + float64(dy*dy))
	return g.c0.mix(g.c1, clamp01(d/g.r))
}

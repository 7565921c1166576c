package curve

import "math"

// buildSmooth fits the monotone cubic Hermite spline of Fritsch and Carlson
// (SIAM J. Numer. Anal. 17(2), 1980): tangents start as the mean of the
// neighbouring secants (0 at a local extremum or a flat secant) and are
// scaled down wherever alpha^2 + beta^2 > 9, which keeps every segment
// monotone, so the curve never leaves [min(y0, y1), max(y0, y1)] on a
// segment.
func buildSmooth(c *Curve) {
	n := len(c.points)
	d := make([]float64, n-1) // secants
	m := make([]float64, n)   // tangents
	for k := 0; k < n-1; k++ {
		d[k] = (c.points[k+1][1] - c.points[k][1]) / (c.points[k+1][0] - c.points[k][0])
	}
	m[0], m[n-1] = d[0], d[n-2]
	for k := 1; k < n-1; k++ {
		if d[k-1]*d[k] > 0 {
			m[k] = (d[k-1] + d[k]) / 2
		}
	}
	for k := 0; k < n-1; k++ {
		if d[k] == 0 {
			m[k], m[k+1] = 0, 0
			continue
		}
		a, b := m[k]/d[k], m[k+1]/d[k]
		if r := a*a + b*b; r > 9 {
			tau := 3 / math.Sqrt(r)
			m[k] = tau * a * d[k]
			m[k+1] = tau * b * d[k]
		}
	}
	for k := range c.segs {
		p, q := c.points[k], c.points[k+1]
		h := q[0] - p[0]
		y0, y1 := p[1], q[1]
		t0, t1 := h*m[k], h*m[k+1]
		c.segs[k] = segment{x0: p[0], x1: q[0], invW: 1 / h,
			c0: y0, c1: t0, c2: -3*y0 - 2*t0 + 3*y1 - t1, c3: 2*y0 + t0 - 2*y1 + t1,
			lo: math.Min(y0, y1), hi: math.Max(y0, y1)}
	}
}

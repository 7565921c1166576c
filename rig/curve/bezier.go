package curve

import "math"

// buildBezier makes one cubic per segment: from point k, through point k's
// out handle and point k+1's in handle, to point k+1. Handle x is clamped
// into the segment, which keeps x(s) monotone (the derivative's Bernstein
// form is then non-negative), so x(s) = t has exactly one solution.
func buildBezier(c *Curve, hs []Handle) {
	for k := range c.segs {
		p, q := c.points[k], c.points[k+1]
		// Defaults: one third of the segment, along it.
		out := [2]float64{(q[0] - p[0]) / 3, (q[1] - p[1]) / 3}
		in := [2]float64{(p[0] - q[0]) / 3, (p[1] - q[1]) / 3}
		if hs != nil {
			if hs[k].HasOut {
				out = hs[k].Out
			}
			if hs[k+1].HasIn {
				in = hs[k+1].In
			}
		}
		p1 := [2]float64{clamp(p[0]+out[0], p[0], q[0]), p[1] + out[1]}
		p2 := [2]float64{clamp(q[0]+in[0], p[0], q[0]), q[1] + in[1]}
		s := segment{x0: p[0], x1: q[0], invW: 1 / (q[0] - p[0])}
		s.bx = power(p[0], p1[0], p2[0], q[0])
		s.by = power(p[1], p1[1], p2[1], q[1])
		c.segs[k] = s
	}
}

// clamp limits v to [lo, hi]; NaN gives lo.
func clamp(v, lo, hi float64) float64 {
	if !(v > lo) {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

// power converts Bezier control values to power-basis coefficients
// a0 + s(a1 + s(a2 + s a3)).
func power(p0, p1, p2, p3 float64) [4]float64 {
	return [4]float64{p0, 3 * (p1 - p0), 3 * (p2 - 2*p1 + p0), p3 - 3*p2 + 3*p1 - p0}
}

func poly(a *[4]float64, s float64) float64 { return a[0] + s*(a[1]+s*(a[2]+s*a[3])) }

func dpoly(a *[4]float64, s float64) float64 { return a[1] + s*(2*a[2]+s*3*a[3]) }

const (
	// solveTol is how close x(s) must come to t.
	solveTol = 1e-14
	// newtonSteps is how many Newton steps run before pure bisection.
	newtonSteps = 8
	// maxSolveSteps bounds the whole solve; 64 halvings of [0, 1] reach
	// below float64 resolution.
	maxSolveSteps = newtonSteps + 64
)

// evalBezier returns y(s) for the s in [0, 1] with x(s) = t.
func (g *segment) evalBezier(t float64) float64 {
	return poly(&g.by, g.solve(t))
}

// solve finds s with x(s) = t by Newton's method inside a shrinking
// bracket [lo, hi], falling back to bisection when a Newton step leaves the
// bracket, the derivative vanishes, or Newton has not converged quickly.
func (g *segment) solve(t float64) float64 {
	if t <= g.x0 {
		return 0
	}
	if t >= g.x1 {
		return 1
	}
	lo, hi := 0.0, 1.0
	s := (t - g.x0) * g.invW
	for i := 0; i < maxSolveSteps; i++ {
		f := poly(&g.bx, s) - t
		if math.Abs(f) <= solveTol {
			return s
		}
		if f < 0 {
			lo = s
		} else {
			hi = s
		}
		if hi-lo <= 1e-16 {
			break
		}
		next := (lo + hi) / 2
		if i < newtonSteps {
			if d := dpoly(&g.bx, s); d > 0 {
				if n := s - f/d; n > lo && n < hi {
					next = n
				}
			}
		}
		s = next
	}
	return s
}

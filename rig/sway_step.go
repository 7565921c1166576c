package rig

// swayState is what one swaying piece or bone carries from step to step:
// a few floats, held by the Player.
type swayState struct {
	a, v   float64 // the extra angle (degrees) and its speed (degrees/s) at the last step
	sn, cs float64 // the sine and cosine of a, for the next step and the drawing
	px, py float64 // the pivot's world position at the last step
	vx, vy float64 // the pivot's world velocity over the last step
	hist   uint8   // steps of pivot history: 0 none, 1 position, 2 position and velocity
}

// invStep is 1 / SwayStep.
const invStep = 1 / SwayStep

// rest puts the piece at rest at its attached pose, forgetting its pivot's
// history (the next steps take the pivot as moving steadily).
func (st *swayState) rest() { *st = swayState{cs: 1} }

// forget drops the pivot's history but keeps the swing.
func (st *swayState) forget() { st.hist = 0 }

// step advances the piece by one SwayStep. (px, py) is the pivot in the
// world at the step's time, (ux, uy) the world vector from the pivot to
// the piece's centre at the angle st.a (st.sn and st.cs are its sine and
// cosine), and mirror -1 where the world
// transform mirrors (a positive angle then turns clockwise on screen).
// This is the one implementation of sway, for pieces and bones alike
// (docs/clothing.md#sway has the equations).
func (st *swayState) step(co *swayCoef, px, py, ux, uy, mirror float64) {
	var ax, ay float64 // the pivot's acceleration; 0 until it has history
	switch st.hist {
	case 0:
		st.hist = 1
	case 1:
		st.vx, st.vy = (px-st.px)*invStep, (py-st.py)*invStep
		st.hist = 2
	default:
		vx, vy := (px-st.px)*invStep, (py-st.py)*invStep
		ax, ay = (vx-st.vx)*invStep, (vy-st.vy)*invStep
		st.vx, st.vy = vx, vy
	}
	st.px, st.py = px, py
	// Gravity and inertia together: the piece feels G - m A.
	gx := -co.motion * ax
	gy := -co.grav - co.motion*ay
	l2 := ux*ux + uy*uy
	if l2 < SwayMinLever*SwayMinLever {
		l2 = SwayMinLever * SwayMinLever
	}
	push := mirror * (ux*gy - uy*gx) / l2
	a, v := st.a, st.v
	na := co.p00*a + co.p01*v + co.g0*push
	nv := co.p10*a + co.p11*v + co.g1*push
	// Bounded: the angle stops at the limit, and its speed outward is
	// never more than reaches the limit in one step (0 at the limit). Both
	// are continuous in the state, so two runs a rounding error apart
	// stay close when one touches the limit and the other just misses.
	na = max(-co.max, min(co.max, na))
	nv = max((-co.max-na)*invStep, min((co.max-na)*invStep, nv))
	if !finite(na + nv + st.vx + st.vy) {
		// Not reachable with finite poses and schema values; a piece that
		// somehow got there starts again from rest.
		st.rest()
		return
	}
	st.a, st.v = na, nv
	st.sn, st.cs = sincosDeg(na)
}

package rig

import (
	"math"
	"strconv"
)

// Sway is the secondary motion of a swaying piece or bone: the clothing
// format's attachments[slot].physics block with mode "sway"
// (docs/clothing.md#sway). The piece gets one extra angle a about its pivot
// that follows
//
//	a'' = -Spring a - Damping a' + s cross(u, G - MotionInfluence A) / max(|u|, SwayMinLever)^2
//
// with a in radians, u the world vector from the pivot to the piece's
// centre at its current angle, G = (0, -Gravity * SwayGravity) world
// down, A the world acceleration of the pivot and s = -1 where the world
// transform mirrors (1 elsewhere); |a| never exceeds MaxAngle degrees.
type Sway struct {
	// Spring pulls the angle back to rest: angular acceleration per
	// radian, 1/s^2 (0.1 to 200).
	Spring float64
	// Damping slows the swing: 1/s (0 to 50).
	Damping float64
	// Gravity scales the pull of the piece's hanging direction toward
	// world down: 1 is SwayGravity (0 to 1).
	Gravity float64
	// MotionInfluence scales the inertial push opposite to the pivot's
	// acceleration in the world: 1 is a real pendulum's (0 to 10).
	MotionInfluence float64
	// MaxAngle bounds the extra angle either way, in degrees (0 to 90).
	MaxAngle float64
}

// Defaults and constants of sway (docs/clothing.md#sway).
const (
	// DefaultSpring, DefaultDamping, DefaultGravity,
	// DefaultMotionInfluence and DefaultMaxAngle are the values of
	// omitted physics fields.
	DefaultSpring          = 40
	DefaultDamping         = 6
	DefaultGravity         = 0.5
	DefaultMotionInfluence = 1
	DefaultMaxAngle        = 45

	// SwayStep is the fixed simulation step in seconds: the pose at a time
	// is the same for any tick length. At 60 Hz a tick is one step, run
	// from the pose the frame draws.
	SwayStep = 1.0 / 60
	// SwayHitch is the longest span one tick simulates: a longer tick (a
	// frame hitch, a game resumed after a pause) simulates only its last
	// SwayHitch seconds, continuing from the piece's angle with the
	// pivot's earlier motion forgotten, so the piece never explodes and a
	// tick costs at most SwayHitch/SwayStep steps.
	SwayHitch = 0.25
	// SwayGravity is the world's gravity in world units per s^2 at
	// Gravity 1: world units are taken as metres.
	SwayGravity = 9.81
	// SwayMinLever is the shortest lever, in world units, that the
	// gravity and inertia terms divide by: a piece pivoted at (or very
	// near) its centre gets almost no push, as a wheel on its axle.
	SwayMinLever = 0.05
)

// Sway ranges of the clothing schema: values outside them are errors of
// the file, and Validate reports them for sways made in code.
var swayRanges = [...]struct {
	name     string
	min, max float64
}{{"spring", 0.1, 200}, {"damping", 0, 50}, {"gravity", 0, 1}, {"motionInfluence", 0, 10}, {"maxAngle", 0, 90}}

// DefaultSway returns the sway of a physics block with every field
// omitted.
func DefaultSway() Sway {
	return Sway{Spring: DefaultSpring, Damping: DefaultDamping, Gravity: DefaultGravity,
		MotionInfluence: DefaultMotionInfluence, MaxAngle: DefaultMaxAngle}
}

func (s *Sway) fields() [5]float64 {
	return [5]float64{s.Spring, s.Damping, s.Gravity, s.MotionInfluence, s.MaxAngle}
}

// Validate returns an error naming the first field outside the schema's
// range (or not finite), or nil.
func (s Sway) Validate() error {
	for i, v := range s.fields() {
		r := swayRanges[i]
		if !(v >= r.min && v <= r.max) {
			return &SwayError{Field: r.name, Value: v, Min: r.min, Max: r.max}
		}
	}
	return nil
}

// SwayError is a Sway field outside its range.
type SwayError struct {
	Field    string
	Value    float64
	Min, Max float64
}

// Error returns the problem in words.
func (e *SwayError) Error() string {
	f := func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
	return "sway " + e.Field + " " + f(e.Value) + " is outside " + f(e.Min) + " to " + f(e.Max)
}

// swayCoef is a Sway discretized for the fixed step: the exact step of
// the linear spring-damper with the push held constant over the step,
// [a, v] <- phi . [a, v] + gam * push (a in degrees, the push in
// radians/s^2). It is computed once per piece, when an outfit or a bone
// sway is made.
type swayCoef struct {
	p00, p01, p10, p11 float64 // phi
	g0, g1             float64 // gam
	grav, motion       float64 // Gravity * SwayGravity, MotionInfluence
	max                float64 // MaxAngle, degrees
}

// newSwayCoef discretizes s for SwayStep. Out-of-range fields are clamped
// into the schema's ranges (the decoders never let them through).
func newSwayCoef(s Sway) swayCoef {
	f := s.fields()
	for i, r := range swayRanges {
		if !(f[i] >= r.min) {
			f[i] = r.min
		}
		if f[i] > r.max {
			f[i] = r.max
		}
	}
	k, c := f[0], f[1]
	// exp(M h) for M = [[0, 1, 0], [-k, -c, 1], [0, 0, 0]]: its top
	// rows are [phi | gam].
	m := [3][3]float64{{0, SwayStep, 0}, {-k * SwayStep, -c * SwayStep, SwayStep}, {0, 0, 0}}
	e := expm3(m)
	// The state is in degrees; the push is in radians/s^2.
	const deg = 180 / math.Pi
	return swayCoef{p00: e[0][0], p01: e[0][1], p10: e[1][0], p11: e[1][1], g0: e[0][2] * deg, g1: e[1][2] * deg,
		grav: f[2] * SwayGravity, motion: f[3], max: f[4]}
}

// expm3 returns the matrix exponential of m by scaling and squaring with a
// Taylor series: m's norm here is at most about 2.1, scaled below 1/4,
// where 18 terms are exact to double precision.
func expm3(m [3][3]float64) [3][3]float64 {
	norm := 0.0
	for _, row := range m {
		norm = math.Max(norm, math.Abs(row[0])+math.Abs(row[1])+math.Abs(row[2]))
	}
	sq := 0
	for norm > 0.25 && sq < 60 {
		norm /= 2
		sq++
	}
	scale := math.Ldexp(1, -sq)
	var a [3][3]float64
	for i := range m {
		for j := range m[i] {
			a[i][j] = m[i][j] * scale
		}
	}
	e := [3][3]float64{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}
	term := e
	for n := 1; n <= 18; n++ {
		term = swayMul3(term, a)
		for i := range term {
			for j := range term[i] {
				term[i][j] /= float64(n)
				e[i][j] += term[i][j]
			}
		}
	}
	for ; sq > 0; sq-- {
		e = swayMul3(e, e)
	}
	return e
}

func swayMul3(a, b [3][3]float64) [3][3]float64 {
	var r [3][3]float64
	for i := range 3 {
		for j := range 3 {
			r[i][j] = a[i][0]*b[0][j] + a[i][1]*b[1][j] + a[i][2]*b[2][j]
		}
	}
	return r
}

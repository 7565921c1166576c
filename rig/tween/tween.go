package tween

import (
	"errors"
	"fmt"
	"math"

	"github.com/rigplay/rigplay/internal/limits"
	"github.com/rigplay/rigplay/rig/curve"
)

// Tween drives one float property from From to To over Duration seconds.
// Its fields mirror the rig.anim.tween document; it is immutable after
// construction.
type Tween struct {
	// Target is the entity id to drive; HasTarget is false for null.
	Target    string
	HasTarget bool
	// PropertyKey names the driven field (a path in the host's property
	// addressing).
	PropertyKey string
	// From and To are the start and end values.
	From, To float64
	// Duration is the length of one run in seconds (>= 0).
	Duration float64
	// Elapsed is the saved playback position in seconds (>= 0), where a
	// host starts its clock.
	Elapsed float64
	// Easing is the curve preset name that shapes the run.
	Easing string
	// Loop repeats the run forever.
	Loop bool
	// Playing tells the host to advance the clock (absent = true).
	Playing bool

	ease *curve.Curve
}

// New makes a tween in code, with Playing true and no target. easing is a
// curve preset name ("" = linear).
func New(propertyKey string, from, to, duration float64, easing string, loop bool) (*Tween, error) {
	tw := &Tween{PropertyKey: propertyKey, From: from, To: to, Duration: duration, Easing: easing, Loop: loop, Playing: true}
	if tw.Easing == "" {
		tw.Easing = "linear"
	}
	if probs := tw.check(); len(probs) > 0 {
		return nil, errors.New("tween: " + probs[0].msg)
	}
	tw.ease, _ = curve.Preset(tw.Easing)
	return tw, nil
}

// problem is one reason a tween's values are unusable, at a member name.
type problem struct {
	field string
	msg   string
}

// check returns the problems of the numeric fields and the easing name.
func (tw *Tween) check() []problem {
	var probs []problem
	for _, f := range []struct {
		name string
		v    float64
	}{{"from", tw.From}, {"to", tw.To}, {"duration", tw.Duration}, {"elapsed", tw.Elapsed}} {
		seconds := f.name == "duration" || f.name == "elapsed"
		switch {
		case math.IsNaN(f.v) || math.IsInf(f.v, 0):
			probs = append(probs, problem{f.name, f.name + " is not a finite number"})
		case f.v < 0 && seconds:
			probs = append(probs, problem{f.name, fmt.Sprintf("%s = %v is negative (seconds must be >= 0)", f.name, f.v)})
		case seconds && f.v > limits.TweenMaxSeconds:
			probs = append(probs, problem{f.name, fmt.Sprintf("%s = %v s is over the limit of %d s (limits.TweenMaxSeconds)", f.name, f.v, limits.TweenMaxSeconds)})
		case !seconds && math.Abs(f.v) > limits.TweenValueMaxAbs:
			// Poses stay finite (docs/rig.md#finite-poses).
			probs = append(probs, problem{f.name, fmt.Sprintf("%s = %v is outside ±%d (limits.TweenValueMaxAbs), the range of a clip key's value", f.name, f.v, limits.TweenValueMaxAbs)})
		}
	}
	if tw.Loop && tw.Duration == 0 {
		probs = append(probs, problem{"duration", "a looping tween needs a duration above 0"})
	}
	if _, ok := curve.Preset(tw.Easing); !ok {
		probs = append(probs, problem{"easing", fmt.Sprintf("unknown easing %q", tw.Easing)})
	}
	return probs
}

// Curve returns the easing curve (a shared curve preset). A Tween built
// as a struct literal gets the preset its Easing names, else linear.
func (tw *Tween) Curve() *curve.Curve {
	if tw.ease != nil {
		return tw.ease
	}
	if c, ok := curve.Preset(tw.Easing); ok {
		return c
	}
	c, _ := curve.Preset("linear")
	return c
}

// Progress returns the normalized time in [0, 1] at elapsed seconds: 0
// before the start (NaN counts as 0), wrapping for a looping tween,
// holding 1 from the end of a non-looping one (from elapsed 0 on when its
// duration is 0, so Value agrees with Done).
func (tw *Tween) Progress(elapsed float64) float64 {
	if elapsed != elapsed { // NaN
		elapsed = 0
	}
	d := tw.Duration
	if !tw.Loop && elapsed >= d {
		// Checked first: a duration-0 tween is at its end (and Done)
		// from elapsed 0 on.
		return 1
	}
	if !(elapsed > 0) {
		return 0
	}
	if tw.Loop {
		if math.IsInf(elapsed, 0) {
			return 0
		}
		return wrap(elapsed, d) / d
	}
	return elapsed / d
}

// Value returns the property's value at elapsed seconds: From and To
// blended by the easing curve at Progress(elapsed). The result always lies
// between From and To. It does not allocate.
func (tw *Tween) Value(elapsed float64) float64 {
	y := tw.Curve().Eval(tw.Progress(elapsed))
	v := tw.From*(1-y) + tw.To*y
	lo, hi := tw.From, tw.To
	if lo > hi {
		lo, hi = hi, lo
	}
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

// Done reports whether a non-looping tween has reached its end at elapsed
// seconds. A looping tween is never done.
func (tw *Tween) Done(elapsed float64) bool {
	return !tw.Loop && elapsed >= tw.Duration
}

// wrap returns e modulo d in [0, d) for e > 0, d > 0: by one division
// while the cycle count is exactly representable (math.Mod loops over the
// exponent difference, which is slow for long-running loops), else by
// math.Mod.
func wrap(e, d float64) float64 {
	n := math.Floor(e / d)
	if n >= 1<<52 {
		return math.Mod(e, d)
	}
	r := e - n*d
	if r < 0 {
		r += d
	}
	if r >= d || r < 0 {
		return 0
	}
	return r
}

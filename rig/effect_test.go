package rig

import (
	"fmt"
	"math"
	"testing"
	"time"
)

// TestEffects_RealWalkSparks pins docs/effects.md#playing on the real rig's
// walk clip with an effect of the test's own: no particle before the
// trigger; after it the burst's particles start at the hand (the emitter's
// offset in its space), fall with the effect's gravity, fade by their
// colour over their life and die at its end.
func TestEffects_RealWalkSparks(t *testing.T) {
	r, b := walkWithEffects(t, nil)
	hand := r.BoneIndex("hand-right")
	p := NewPlayer(r)
	p.SetSeed(7)
	p.Play(b, 0)
	tick := time.Second / 60
	// Before the trigger: nothing.
	for p.Time() < sec(sparksTrigger)-tick {
		p.Advance(tick)
		if n := len(p.Particles(nil)); n != 0 {
			t.Fatalf("%v: %d particles before the trigger at %v", p.Time(), n, sparksTrigger)
		}
	}
	// The step after the trigger: the burst of 10, at the emitter.
	for len(p.Particles(nil)) == 0 && p.Time() < sec(sparksTrigger+0.1) {
		p.Advance(tick)
	}
	ps := p.Particles(nil)
	if len(ps) < 10 {
		t.Fatalf("%v: %d particles after the trigger, want the burst of 10", p.Time(), len(ps))
	}
	w := p.World(hand)
	ox, oy := w.Apply(0, -0.3) // the emitter: positionY -0.3 in the hand's space
	for _, pt := range ps[:10] {
		// At most its age of flight (speed 2 + the step's motion) from
		// the emitter, plus the cone's radius.
		if d := math.Hypot(pt.X-ox, pt.Y-oy); d > 0.05+2.5*pt.Age+0.1 {
			t.Errorf("particle at (%.3f, %.3f), %.3f from the emitter (%.3f, %.3f) at age %.3f", pt.X, pt.Y, d, ox, oy, pt.Age)
		}
		if pt.Effect != "vfx/sparks" || pt.Size < 0.08-1e-9 || pt.Size > 0.15+1e-9 {
			t.Errorf("particle %+v", pt)
		}
	}
	// Follow the first particle: it falls with gravity 0.5 x 9.81 (a
	// parabola: its second difference), fades linearly with its age and
	// dies at its lifetime.
	first := ps[0]
	var ys []float64
	var alphas, us []float64
	for k := 0; k < 3; k++ {
		p.Advance(tick)
		pt := p.Particles(nil)[0]
		ys = append(ys, pt.Y)
		alphas, us = append(alphas, float64(pt.Color.A)), append(us, pt.Age/pt.Lifetime)
	}
	h := tick.Seconds()
	if acc := (ys[2] - 2*ys[1] + ys[0]) / (h * h); math.Abs(acc+0.5*EffectGravity) > 1e-6 {
		t.Errorf("vertical acceleration %.6f, want %.6f", acc, -0.5*EffectGravity)
	}
	for k := range alphas {
		if math.Abs(alphas[k]-(1-us[k])) > 1e-6 {
			t.Errorf("alpha %.6f at life %.4f, want %.6f", alphas[k], us[k], 1-us[k])
		}
	}
	// It dies at its lifetime: there until then, gone after. (The
	// clip's time wraps; the particles' clock does not.)
	now := first.Age + 3*h
	born := 0.0
	alive := func() bool {
		for _, pt := range p.Particles(nil) {
			if math.Abs(now-pt.Age-born) < 1e-9 && pt.Lifetime == first.Lifetime {
				return true
			}
		}
		return false
	}
	for now < first.Lifetime-h {
		if !alive() {
			t.Fatalf("at age %.4f the particle with life %.4f is gone early", now, first.Lifetime)
		}
		p.Advance(tick)
		now += h
	}
	p.Advance(tick)
	now += h
	if alive() {
		t.Errorf("at age %.4f the particle with life %.4f is still there", now, first.Lifetime)
	}
	for _, pt := range p.Particles(nil) {
		if pt.Age >= pt.Lifetime {
			t.Errorf("a particle older than its lifetime: %+v", pt)
		}
	}
}

// TestEffects_SameForEveryTick pins docs/effects.md#steps: the particles
// at a time are the same whether the game ticks every millisecond, at
// 60 Hz, every 7 or 100 ms or once, on the real walk with the effect
// triggered every round.
func TestEffects_SameForEveryTick(t *testing.T) {
	r, b := walkWithEffects(t, nil)
	for _, total := range []time.Duration{250 * time.Millisecond, time.Second, 2500 * time.Millisecond} {
		want := playFor(t, r, b, 3, time.Millisecond, total).Particles(nil)
		if len(want) == 0 {
			t.Fatalf("%v: no particles", total)
		}
		for _, tick := range []time.Duration{time.Second / 60, 7 * time.Millisecond, 100 * time.Millisecond, total} {
			got := playFor(t, r, b, 3, tick, total).Particles(nil)
			if msg := sameParticles(got, want, 1e-9); msg != "" {
				t.Errorf("at %v, ticks of %v against 1 ms: %s", total, tick, msg)
			}
		}
	}
}

// TestEffects_SameSeedSameParticles pins docs/effects.md#random: two
// players with the same seed show the same particles, another seed
// others.
func TestEffects_SameSeedSameParticles(t *testing.T) {
	r, b := walkWithEffects(t, nil)
	a := playFor(t, r, b, 11, time.Second/60, time.Second).Particles(nil)
	again := playFor(t, r, b, 11, time.Second/60, time.Second).Particles(nil)
	if msg := sameParticles(again, a, 0); msg != "" {
		t.Errorf("the same seed twice: %s", msg)
	}
	other := playFor(t, r, b, 12, time.Second/60, time.Second).Particles(nil)
	if sameParticles(other, a, 1e-6) == "" {
		t.Error("seeds 11 and 12 show the same particles")
	}
}

// sameParticles describes how got differs from want beyond tol ("" for
// not at all).
func sameParticles(got, want []ParticleInfo, tol float64) string {
	if len(got) != len(want) {
		return fmt.Sprintf("%d particles, want %d", len(got), len(want))
	}
	for i := range got {
		g, w := got[i], want[i]
		if g.Effect != w.Effect || !near(g.X, w.X, tol) || !near(g.Y, w.Y, tol) || !near(g.Age, w.Age, tol) ||
			!near(g.Lifetime, w.Lifetime, tol) || !near(g.Size, w.Size, tol) || math.Abs(float64(g.Color.A-w.Color.A)) > tol+1e-6 {
			return fmt.Sprintf("particle %d: %+v, want %+v", i, g, w)
		}
	}
	return ""
}

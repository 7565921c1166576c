package rig

import "math"

// Advance moves playback forward by dt seconds (negative or non-finite dt
// counts as 0) and collects the events of the playing clip that the step
// passes, in time order, for Events. An event at time e fires when the
// step covers e in [t, t+dt); events at exactly the clip's duration fire
// when playback reaches it: once for a clip that holds its end, and at
// every wrap of a looping clip, before the next cycle's events. A step
// longer than a whole loop reports each event of the clip once. Events of
// a clip that is fading out are not reported.
func (p *Player) Advance(dt float64) {
	p.events = p.events[:0]
	if !(dt > 0) || !finite(dt) {
		return
	}
	p.changed()
	if p.sw != nil {
		p.advanceSway(dt, true) // from the state before the step
	}
	p.advanceTweens(dt)
	if p.prev.b != nil {
		p.prev.advance(dt, nil)
		p.mixT += dt
		if p.mixT >= p.mixDur {
			p.prev.b = nil
		}
	}
	p.cur.advance(dt, &p.events)
}

// Events returns the events passed by the last Advance. The slice is
// reused by the next Advance: copy what must outlive it.
func (p *Player) Events() []Event { return p.events }

func (s *playback) advance(dt float64, out *[]Event) {
	if s.b == nil {
		return
	}
	c := s.b.Clip
	d := c.Duration
	t0, t1 := s.t, s.t+dt
	if !c.Loop {
		if s.ended {
			return
		}
		if t1 >= d {
			t1 = d
			s.ended = true
		}
		s.t = t1
		if out != nil {
			emit(c.Events, t0, t1, s.ended, out)
		}
		return
	}
	if t1 < d {
		s.t = t1
		if out != nil {
			emit(c.Events, t0, t1, false, out)
		}
		return
	}
	// The step reaches the end of the cycle: the rest of this cycle's
	// events (those at exactly the duration too, and any the decoder let
	// lie a rounding error past it), then the next cycle's.
	if dt >= d {
		// A whole loop or more: each event once, from t0 on.
		s.t = modPositive(t1, d)
		if out != nil {
			emit(c.Events, t0, math.Inf(1), false, out)
			emit(c.Events, 0, t0, false, out)
		}
		return
	}
	s.t = modPositive(t1, d)
	if out != nil {
		emit(c.Events, t0, math.Inf(1), false, out)
		emit(c.Events, 0, s.t, false, out)
	}
}

// emit appends the events with t0 <= time < t1 (time <= t1 when
// inclusive). events are sorted by time.
func emit(events []Event, t0, t1 float64, inclusive bool, out *[]Event) {
	for i := range events {
		e := events[i].Time
		if e < t0 {
			continue
		}
		if e > t1 || (e == t1 && !inclusive) {
			return
		}
		*out = append(*out, events[i])
	}
}

func modPositive(t, d float64) float64 {
	t = math.Mod(t, d)
	if !(t >= 0) {
		t = 0
	}
	return t
}

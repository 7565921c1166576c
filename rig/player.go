package rig

import (
	"errors"
	"math"

	"github.com/rigplay/rigplay/internal/drawlist"
)

// Player is one character's playback state on a shared Rig: the playing
// clip (and the one it is fading from), per-track cursors, overrides, the
// pose and the draw list. Its per-frame methods (Advance, Evaluate,
// DrawList) do not allocate in steady state. A Player is not safe for
// concurrent use; use one Player per goroutine.
type Player struct {
	rig       *Rig
	cur, prev playback
	mixDur    float64
	mixT      float64
	weighting Weighting

	vals      []channels        // sampled, blended and overridden values per bone
	scratch   []channels        // the fading-out clip's values (made at the first fade)
	last      []transformValues // values the local transforms were built from
	local     []Affine
	world     []Affine
	changed   []bool
	posed     bool
	overrides []override
	tweens    []playingTween
	events    []Event

	outfit *Outfit
	keys   []int
	perm   []int32
	out    drawlist.List
	info   []DrawEntry
}

// playback is the state of one clip being played.
type playback struct {
	b       *Bound
	t       float64
	cursors []int32
	ended   bool
}

// ErrOtherRig is returned by Play for a clip bound to another rig.
var ErrOtherRig = errors.New("rig: clip is bound to a different rig than the player's")

// NewPlayer returns a player of r in its rest pose, with no clip, wearing
// nothing.
func NewPlayer(r *Rig) *Player {
	n := len(r.Bones)
	p := &Player{
		rig:     r,
		vals:    make([]channels, n),
		last:    make([]transformValues, n),
		local:   make([]Affine, n),
		world:   make([]Affine, n),
		changed: make([]bool, n),
	}
	p.Dress(nil)
	p.Evaluate()
	return p
}

// Rig returns the player's rig.
func (p *Player) Rig() *Rig { return p.rig }

// Play starts clip b from time 0. With mix > 0 seconds and a clip already
// playing, the old clip keeps playing and fades out over mix seconds while
// b fades in, weighted by the player's Weighting. Starting a clip during a
// fade drops the clip that was fading out.
func (p *Player) Play(b *Bound, mix float64) error {
	if b != nil && b.Rig != p.rig {
		return ErrOtherRig
	}
	if mix > 0 && finite(mix) && p.cur.b != nil && b != nil {
		if p.scratch == nil {
			p.scratch = make([]channels, len(p.rig.Bones))
		}
		p.prev, p.cur = p.cur, p.prev
		p.mixDur, p.mixT = mix, 0
	} else {
		p.prev.b = nil
	}
	p.cur.start(b)
	if b != nil && cap(p.events) < 2*len(b.Clip.Events) {
		p.events = make([]Event, 0, 2*len(b.Clip.Events))
	}
	return nil
}

func (s *playback) start(b *Bound) {
	s.b, s.t, s.ended = b, 0, false
	if b == nil {
		return
	}
	n := len(b.tracks)
	if cap(s.cursors) < n {
		s.cursors = make([]int32, n)
	}
	s.cursors = s.cursors[:n]
	clear(s.cursors)
}

// Clip returns the clip playing (the one fading in during a fade), or nil.
func (p *Player) Clip() *Bound { return p.cur.b }

// Time returns the playing clip's time in seconds, in [0, duration].
func (p *Player) Time() float64 { return p.cur.t }

// Mixing reports whether a cross-fade is in progress.
func (p *Player) Mixing() bool { return p.prev.b != nil }

// Seek sets the playing clip's time (wrapped for a looping clip, clamped
// for one that holds) without reporting events.
func (p *Player) Seek(t float64) {
	if p.cur.b == nil || !finite(t) {
		return
	}
	d := p.cur.b.Clip.Duration
	switch {
	case p.cur.b.Clip.Loop:
		t = math.Mod(t, d)
		if t < 0 {
			t += d
		}
	case t < 0:
		t = 0
	case t >= d:
		t = d
	}
	p.cur.t, p.cur.ended = t, t >= d && !p.cur.b.Clip.Loop
}

// Tick advances time by dt seconds and evaluates the pose: Advance then
// Evaluate.
func (p *Player) Tick(dt float64) {
	p.Advance(dt)
	p.Evaluate()
}

// Evaluate samples the clip (or cross-fade) at the current time, applies
// the overrides and updates the pose, recomputing only the bones whose
// values or ancestors changed.
func (p *Player) Evaluate() {
	copy(p.vals, p.rig.defaults)
	p.cur.apply(p.vals)
	if p.prev.b != nil {
		copy(p.scratch, p.rig.defaults)
		p.prev.apply(p.scratch)
		blend(p.scratch, p.vals, p.weight())
	}
	for _, o := range p.overrides {
		p.vals[o.bone][o.ch] = o.value
	}
	p.pose()
}

// apply writes the clip's sampled values over vals.
func (s *playback) apply(vals []channels) {
	if s.b == nil {
		return
	}
	for i := range s.b.tracks {
		tr := &s.b.tracks[i]
		vals[tr.bone][tr.ch] = tr.sample(s.t, &s.cursors[i])
	}
}

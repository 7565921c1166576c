package rig

import (
	"errors"
	"math"

	"github.com/rigplay/rigplay/internal/drawlist"
)

// Player is one character's playback state on a shared Rig: the playing
// clip (and the one it is fading from) with per-track cursors, the
// cross-fade, overrides, tweens and the worn Outfit. It holds nothing that
// can be recomputed: the pose (sampled values, local and world transforms)
// and the draw list are computed on demand, when World, Local,
// SortingOrder, AppendDrawList, DrawList or DrawEntries asks for them, in
// a scratch shared by every player (see scratch.go), so a player costs a
// few hundred bytes. Its per-frame methods (Advance, Tick,
// AppendDrawList, DrawList) do not allocate in steady state. A Player is
// not safe for concurrent use; players on different goroutines are.
type Player struct {
	rig       *Rig
	outfit    *Outfit
	cur, prev playback
	mixDur    float64
	mixT      float64
	weighting Weighting
	gen       uint64 // bumped by every change of the pose's inputs

	overrides []override
	tweens    []playingTween
	events    []Event
	bufs      *playerBufs // DrawList and DrawEntries results, made on first use
	sw        *swayRun    // secondary motion (sway_player.go); nil while nothing sways
}

// playerBufs holds the results of DrawList and DrawEntries, for the callers
// that want the player to own them.
type playerBufs struct {
	list drawlist.List
	info []DrawEntry
}

// playback is the state of one clip being played.
type playback struct {
	b       *Bound
	t       float64
	cursors []uint16 // per track: the segment sampled last (a hint)
	ended   bool
}

// ErrOtherRig is returned by Play for a clip bound to another rig.
var ErrOtherRig = errors.New("rig: clip is bound to a different rig than the player's")

// NewPlayer returns a player of r in its rest pose, with no clip, wearing
// nothing (the rig's shared body-only Outfit).
func NewPlayer(r *Rig) *Player {
	o := r.bare
	if o == nil { // a Rig not made by DecodeRig
		o = NewOutfit(r, nil)
	}
	return &Player{rig: r, outfit: o}
}

// Rig returns the player's rig.
func (p *Player) Rig() *Rig { return p.rig }

// changed marks the pose's inputs changed, so that no scratch reuses a
// pose computed before.
func (p *Player) changed() { p.gen++ }

// Play starts clip b from time 0. With mix > 0 seconds and a clip already
// playing, the old clip keeps playing and fades out over mix seconds while
// b fades in, weighted by the player's Weighting. Starting a clip during a
// fade drops the clip that was fading out. Without a cross-fade, swaying
// pieces and bones restart from rest at the new pose.
func (p *Player) Play(b *Bound, mix float64) error {
	if b != nil && b.Rig != p.rig {
		return ErrOtherRig
	}
	p.changed()
	if mix > 0 && finite(mix) && p.cur.b != nil && b != nil {
		p.prev, p.cur = p.cur, p.prev
		p.mixDur, p.mixT = mix, 0
	} else {
		p.prev.b = nil
		p.sw.restart()
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
		s.cursors = make([]uint16, n)
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
// for one that holds) without reporting events. Swaying pieces and bones
// restart from rest at the new pose.
func (p *Player) Seek(t float64) {
	if p.seek(t) {
		p.sw.restart()
	}
}

// seek is Seek without the sway's restart; it reports whether the time
// was set.
func (p *Player) seek(t float64) bool {
	if p.cur.b == nil || !finite(t) {
		return false
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
	p.changed()
	p.cur.t, p.cur.ended = t, t >= d && !p.cur.b.Clip.Loop
	return true
}

// Tick advances time by dt seconds: Advance (the pose follows on demand).
func (p *Player) Tick(dt float64) {
	p.Advance(dt)
}

// Evaluate does nothing: the pose is computed on demand from the clip
// time, the cross-fade and the overrides whenever it is read, so it is
// always current. It is kept for callers written for an eagerly posed
// player.
func (p *Player) Evaluate() {}

// apply writes the clip's sampled values over vals and marks the bones
// whose transform the clip animates in moves.
func (s *playback) apply(vals []channels, moves []bool) {
	if s.b == nil {
		return
	}
	cursors := s.cursors[:len(s.b.tracks)]
	for i := range s.b.tracks {
		tr := &s.b.tracks[i]
		vals[tr.bone][tr.ch] = tr.sample(s.t, &cursors[i])
	}
	for _, i := range s.b.moves {
		moves[i] = true
	}
}

package rig

import (
	"errors"
	"math"
	"time"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// Player is one character's playback state on a shared Rig: its tracks of
// clips (docs/rig.md#tracks-of-clips), each with the clip playing, the one
// it is fading from, per-track cursors, the cross-fade, an Exit in
// progress or a Stop and the clips queued after it; overrides, tweens and
// the worn Outfit. Track 0 is the base; tracks above it lay their clips
// over the pose of the tracks below, each with its own alpha. It holds
// nothing that can be recomputed: the pose (sampled values, local and
// world transforms) and the draw list are computed on demand, when World,
// Local, SortingOrder, AppendDrawList, DrawList or DrawEntries asks for
// them, in a scratch shared by every player (see scratch.go), so a player
// costs a few hundred bytes. Its per-frame methods (Advance, AdvanceFunc,
// AppendDrawList, DrawList) do not allocate in steady state. Times cross
// its API as time.Duration; clip files and the pose math count float
// seconds. A Player is not safe for concurrent use; players on different
// goroutines are.
type Player struct {
	rig    *Rig
	outfit *Outfit
	// track is track 0, the base: its fields (cur, prev, mixDur, mixT,
	// exit...) are the player's own for the calls that name no track.
	track
	gen uint64 // bumped by every change of the pose's inputs

	overrides []override
	tweens    []playingTween
	events    []Event
	now       time.Duration // the clock of Advance (Now)
	bufs      *playerBufs   // DrawList and DrawEntries results, made on first use
	sw        *swayRun      // secondary motion (sway_player.go); nil while nothing sways
	x         *extras       // tracks above 0, mixes and request records; nil until used
	fx        *fxRun        // particle effects (effect_run.go); nil until a clip with effects plays
	seed      uint64        // the random source's seed (SetSeed)
}

// extras is what a Player needs only once a game uses layered tracks,
// per-pair mixes or request handles, kept out of line so that a crowd of
// plain players stays small.
type extras struct {
	layers    []*track  // tracks 1, 2, ...: nil entries are unused tracks
	weighting Weighting // nil: DefaultWeighting
	mixes     *Mixes
	log       *requestLog // made when a Request is handed out
	// reqSeq is the last request id handed out; epoch counts Resets, so
	// that a Request from before one is not taken for a later request.
	reqSeq, epoch uint32
}

// more returns the player's extras, made on first use.
func (p *Player) more() *extras {
	if p.x == nil {
		p.x = new(extras)
	}
	return p.x
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
	cursors []uint16 // per track: the span sampled last (a hint)
	row     int32    // the clip's time row sampled last (a hint; Bound.rows)
	ended   bool
	// exiting is set by Exit: the clip finishes its run, then the player
	// goes on to Player.exit. stopped is set by Stop: the pose holds
	// (with no clip too). Play clears both.
	exiting, stopped bool
	// req is the request that started the clip (0 for none: a clip
	// started by Play, an Exit, a reload or PlayAt); announced is set
	// once its start was reported (EventClipStart).
	req       uint32
	announced bool
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
	return &Player{rig: r, outfit: o, track: track{alpha: 1}}
}

// Rig returns the player's rig.
func (p *Player) Rig() *Rig { return p.rig }

// changed marks the pose's inputs changed, so that no scratch reuses a
// pose computed before.
func (p *Player) changed() { p.gen++ }

// Play starts clip b from time 0 on track 0, ending a Stop and dropping
// an Exit in progress and the clips queued after it. With mix > 0 and a
// clip already playing, the old clip keeps playing and fades out over mix
// while b fades in, weighted by the player's Weighting; mix AutoMix takes
// the player's Mixes. Starting a clip during a fade drops the clip that
// was fading out. Without a cross-fade, swaying pieces and bones restart
// from rest at the new pose.
func (p *Player) Play(b *Bound, mix time.Duration) error {
	_, err := p.setClip(0, b, mix, false)
	return err
}

// maxEvents is the most events one Advance of b reports: a step that
// reaches the end of a looping clip passes the rest of one run and the
// start of the next, and a clip that does not loop reports its end.
func maxEvents(b *Bound) int {
	n := 2 * len(b.Clip.Events)
	if !b.Clip.Loop {
		n++
	}
	return n
}

// fitEvents makes room for n events in an Advance, keeping those
// collected so far (an Exit plays the next clip in the middle of one).
func (p *Player) fitEvents(n int) {
	if cap(p.events) < n {
		e := make([]Event, len(p.events), n)
		copy(e, p.events)
		p.events = e
	}
}

func (s *playback) start(b *Bound) {
	s.b, s.t, s.ended, s.exiting, s.stopped, s.req, s.announced, s.row = b, 0, false, false, false, 0, false, 0
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

// Time returns the playing clip's time, in [0, duration] (rounded to the
// nanosecond).
func (p *Player) Time() time.Duration { return seconds(p.cur.t) }

// Mixing reports whether a cross-fade is in progress on track 0.
func (p *Player) Mixing() bool { return p.prev.b != nil }

// Seek sets the playing clip's time (wrapped for a looping clip, clamped
// for one that holds) without reporting events. Swaying pieces and bones
// restart from rest at the new pose.
func (p *Player) Seek(t time.Duration) {
	if p.seek(t.Seconds()) {
		p.sw.restart()
		p.fx.reset()
	}
}

// seek is Seek without the sway's restart; it reports whether the time
// was set.
func (p *Player) seek(t float64) bool {
	if !p.cur.seekTo(t) {
		return false
	}
	p.changed()
	return true
}

// seekTo sets the clip's time (wrapped for a looping clip, clamped for one
// that holds); it reports whether it had a clip and t was finite.
func (s *playback) seekTo(t float64) bool {
	if s.b == nil || !finite(t) {
		return false
	}
	d := s.b.Clip.Duration
	switch {
	case s.b.Clip.Loop:
		t = math.Mod(t, d)
		if t < 0 {
			t += d
		}
	case t < 0:
		t = 0
	case t >= d:
		t = d
	}
	s.t, s.ended = t, t >= d && !s.b.Clip.Loop
	return true
}

// keyed reports whether the clip keys a sorting order, a color, or a
// turn about x or y.
func (s *playback) keyed() (orders, tints, eulers bool) {
	if s.b == nil {
		return false, false, false
	}
	return s.b.orders, s.b.tints, s.b.eulers
}

// apply writes the clip's sampled values over vals and marks the bones
// whose transform the clip animates in moves.
func (s *playback) apply(vals []channels, moves []bool) {
	if s.b == nil {
		return
	}
	s.sample(vals)
	for _, i := range s.b.moves {
		moves[i] = true
	}
}

// applyFresh is apply onto moves that are all false (a pose's first
// clip): moves becomes the clip's mask of moved bones in one copy.
func (s *playback) applyFresh(vals []channels, moves []bool) {
	if s.b == nil || len(s.b.moveMask) != len(moves) {
		clear(moves)
		s.apply(vals, moves)
		return
	}
	copy(moves, s.b.moveMask)
	s.sample(vals)
}

// sample writes the clip's sampled values over vals.
func (s *playback) sample(vals []channels) {
	b, t := s.b, s.t
	if rows := b.rows; rows != nil {
		// Laid out by time: one check for every track.
		r := int(s.row)
		if r >= len(rows) || !(t > rows[r].lo && t < rows[r].hi) {
			r = b.rowAt(t)
		}
		if r >= 0 {
			s.row = int32(r)
			s.sampleRow(vals, &rows[r])
			return
		}
	}
	tracks := b.tracks
	cursors := s.cursors[:len(tracks)]
	for i := range tracks {
		tr := &tracks[i]
		// tr.sample(t, &cursors[i]), its fast path written out (it does
		// not inline): the span the cursor names still holds t.
		if c := int(cursors[i]); c < len(tr.spans) {
			sp := &tr.spans[c]
			if t > sp.lo && t < sp.hi {
				x := (t - sp.t0) * sp.inv
				vals[tr.bone][tr.ch] = sp.c0 + x*(sp.c1+x*(sp.c2+x*sp.c3))
				continue
			}
		}
		vals[tr.bone][tr.ch] = tr.sampleAt(t, &cursors[i])
	}
}

// sampleRow writes the cubics of row (which holds s.t) over vals: per
// run of cells one x, then each cell's multiply-adds.
func (s *playback) sampleRow(vals []channels, row *timeRow) {
	t, b := s.t, s.b
	runs, cells := b.runs[row.run0:row.run1], b.cells
	for k := range runs {
		ru := &runs[k]
		x := (t - ru.t0) * ru.inv
		cs := cells[ru.first:ru.end]
		for j := range cs {
			c := &cs[j]
			vals[c.bone][c.ch] = c.c0 + x*(c.c1+x*(c.c2+x*c.c3))
		}
	}
}

package rig

import (
	"errors"
	"math"
	"time"
)

// PlayerTracks is how many tracks of clips a Player has (not to be confused
// with a clip's keyed tracks): track 0, the base,
// and the tracks above it (docs/rig.md#tracks-of-clips).
const PlayerTracks = 8

// ErrNoTrack is returned for a track number outside [0, PlayerTracks).
var ErrNoTrack = errors.New("rig: no such track (a player's tracks are 0 to PlayerTracks-1)")

// track is one layer of clips: the clip playing and the one it fades from,
// the cross-fade, an Exit in progress and the clips queued after it. Track
// 0 is the base pose; a track above it lays its clips over the pose of the
// tracks below, on the properties they key, by alpha.
type track struct {
	cur, prev    playback
	mixDur, mixT float64
	// fade is set while a track above 0 fades in from the tracks below
	// (prev empty) or out to them (cur empty); on track 0 a cross-fade
	// always has two clips.
	fade bool
	// alpha is how much of the track's pose covers the tracks below, in
	// [0, 1] (1 for a new track; track 0 always covers the rest pose).
	alpha float64
	exit  exitTo      // where an Exit goes (cur.exiting)
	q     *trackQueue // clips to play after cur (QueueClip); nil until one is queued
}

// mixing reports whether the track is in a cross-fade.
func (t *track) mixing() bool { return t.prev.b != nil || t.fade }

// trackAt returns track k, or nil when k is out of range or unused.
func (p *Player) trackAt(k int) *track {
	switch {
	case k == 0:
		return &p.track
	case k < 0 || k >= PlayerTracks || p.x == nil || k > len(p.x.layers):
		return nil
	}
	return p.x.layers[k-1]
}

// useTrack returns track k, made on first use; nil when k is out of
// range.
func (p *Player) useTrack(k int) *track {
	if t := p.trackAt(k); t != nil || k <= 0 || k >= PlayerTracks {
		return t
	}
	x := p.more()
	for len(x.layers) < k {
		x.layers = append(x.layers, nil)
	}
	t := &track{alpha: 1}
	x.layers[k-1] = t
	return t
}

// SetClip starts clip b from time 0 on track k at once (a set, as against
// QueueClip's queue): it ends a Stop of the track, drops its Exit in
// progress and the clips queued on it, and interrupts the request that
// was playing there. With mix > 0 the clip playing keeps playing and
// fades out over mix while b fades in; on a track above 0, a track with no
// clip fades b in from the tracks below, and b nil fades the track out to
// them (nil on track 0 leaves the rest pose, at once). AutoMix takes the
// mix from the player's Mixes. Starting a clip during a fade drops the
// clip that was fading out. Without a cross-fade, swaying pieces and
// bones restart from rest at the new pose. The Request reports how the
// clip's run goes (Request.State); b nil gives none.
func (p *Player) SetClip(k int, b *Bound, mix time.Duration) (Request, error) {
	id, err := p.setClip(k, b, mix, true)
	return p.handOut(id), err
}

// setClip is SetClip with the request's id instead of a Request; without
// handle (Play) the clip gets no request (id 0).
func (p *Player) setClip(k int, b *Bound, mix time.Duration, handle bool) (uint32, error) {
	if b != nil && b.Rig != p.rig {
		return 0, ErrOtherRig
	}
	t := p.useTrack(k)
	if t == nil {
		return 0, ErrNoTrack
	}
	p.dropQueue(t)
	var id uint32
	if b != nil && handle {
		id = p.newRequest()
	}
	p.start(t, k, b, mix, id)
	return id, nil
}

// start makes b (request id) the clip of track t (number k) now, fading
// over mix from what plays there.
func (p *Player) start(t *track, k int, b *Bound, mix time.Duration, id uint32) {
	if mix == AutoMix {
		mix = p.mixOf(t.cur.b, b)
	}
	p.changed()
	t.exit = exitTo{}
	p.finish(&t.cur, EndInterrupted)
	switch {
	case mix > 0 && t.cur.b != nil && b != nil:
		t.prev, t.cur = t.cur, t.prev
		t.mixDur, t.mixT, t.fade = mix.Seconds(), 0, false
	case mix > 0 && k > 0 && (t.cur.b != nil || b != nil):
		// A track above 0 fades in from the tracks below, or out to them.
		t.prev, t.cur = t.cur, t.prev
		if t.prev.stopped {
			t.prev.b = nil // a frozen clip fading out would move again
		}
		t.mixDur, t.mixT, t.fade = mix.Seconds(), 0, true
	default:
		t.prev.b, t.fade = nil, false
		p.sw.restart()
	}
	t.cur.start(b)
	t.cur.req = id
	if b != nil {
		p.fitEvents(maxEvents(b) + 1)
	}
	p.fxPlay(b)
}

// announce reports the start of track t's clip (number k), at into the
// Advance, unless it was reported already.
func (p *Player) announce(k int, t *track, at time.Duration) {
	if s := &t.cur; s.b != nil && !s.announced {
		s.announced = true
		p.events = append(p.events, Event{Kind: EventClipStart, Time: at, Clip: s.b, Track: k, Request: s.req})
	}
}

// announced marks every track's clip as reported started (a reload or a
// pose put them there, no request).
func (p *Player) announced() {
	p.eachTrack(func(_ int, t *track) { t.cur.announced = true })
}

// ClearTrack fades track k out over mix (0: at once), leaving the tracks
// below it; on track 0 it leaves the rest pose at once, as Play(nil, 0).
// It drops what was queued on the track.
func (p *Player) ClearTrack(k int, mix time.Duration) error {
	if k == 0 {
		mix = 0
	}
	if p.trackAt(k) == nil {
		if k < 0 || k >= PlayerTracks {
			return ErrNoTrack
		}
		return nil // never used: nothing to clear
	}
	_, err := p.setClip(k, nil, mix, false)
	return err
}

// SetAlpha sets how much of track k's pose covers the tracks below it: 1
// (the default) replaces the properties its clips key, 0.5 blends them
// exactly half way, 0 hides the track. Values are clamped to [0, 1]; NaN
// is ignored. Track 0's alpha blends over the rest pose.
func (p *Player) SetAlpha(k int, alpha float64) error {
	t := p.useTrack(k)
	if t == nil {
		return ErrNoTrack
	}
	if math.IsNaN(alpha) {
		return nil
	}
	t.alpha = min(max(alpha, 0), 1)
	p.changed()
	return nil
}

// Alpha returns track k's alpha (1 for a track never used).
func (p *Player) Alpha(k int) float64 {
	if t := p.trackAt(k); t != nil {
		return t.alpha
	}
	return 1
}

// TrackClip returns the clip playing on track k (the one fading in during
// a fade), or nil.
func (p *Player) TrackClip(k int) *Bound {
	if t := p.trackAt(k); t != nil {
		return t.cur.b
	}
	return nil
}

// TrackTime returns the time of the clip playing on track k.
func (p *Player) TrackTime(k int) time.Duration {
	if t := p.trackAt(k); t != nil {
		return seconds(t.cur.t)
	}
	return 0
}

// TrackMixing reports whether track k is in a cross-fade (on a track above
// 0, a fade in from the tracks below or out to them too).
func (p *Player) TrackMixing(k int) bool {
	t := p.trackAt(k)
	return t != nil && t.mixing()
}

// TrackPlaying reports whether a clip is advancing on track k: one is
// playing, the track is not stopped, and the clip loops or has not reached
// its end.
func (p *Player) TrackPlaying(k int) bool {
	t := p.trackAt(k)
	return t != nil && t.cur.playing()
}

// playing reports whether s's clip advances.
func (s *playback) playing() bool {
	if s.stopped || s.b == nil {
		return false
	}
	return s.b.Clip.Loop || s.t < s.b.Clip.Duration
}

// Tracks returns one more than the highest track that has a clip playing,
// fading or queued (0 when none has).
func (p *Player) Tracks() int {
	for k := PlayerTracks - 1; k >= 0; k-- {
		if t := p.trackAt(k); t != nil && (t.cur.b != nil || t.mixing() || t.queueLen() > 0) {
			return k + 1
		}
	}
	return 0
}

// layers returns the tracks above 0 (nil entries are unused), or nil.
func (p *Player) layers() []*track {
	if p.x == nil {
		return nil
	}
	return p.x.layers
}

// eachTrack calls fn for every track in use, lowest first.
func (p *Player) eachTrack(fn func(k int, t *track)) {
	fn(0, &p.track)
	if p.x == nil {
		return
	}
	for i, t := range p.x.layers {
		if t != nil {
			fn(i+1, t)
		}
	}
}

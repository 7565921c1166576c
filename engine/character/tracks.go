package character

import (
	"errors"
	"time"

	"github.com/rigplay/rigplay/rig"
)

// MaxTracks is how many tracks of clips a rigged character's player has
// (docs/rig.md#tracks-of-clips): 0, the base that Play uses, and the
// tracks above it.
const MaxTracks = rig.PlayerTracks

// ErrNoTrack is returned by a Track outside [0, MaxTracks).
var ErrNoTrack = errors.New("character: no such track (tracks are 0 to MaxTracks-1)")

// Track is a handle of one of a player's tracks of clips, a small value
// (Player.Track). A clip on a track above 0 is laid over the tracks below
// it, on the properties it keys only, by the track's alpha: a wave on
// track 1 moves the arm while the walk on track 0 moves the legs. Names
// are clips' names, as Play takes them (a track plays no frame actions).
type Track struct {
	p *Player
	i int
}

// Track returns the handle of track i (0 to MaxTracks-1). Track(0) is
// the track that Play, Interrupt and the player's clip queries use.
func (p *Player) Track(i int) Track { return Track{p: p, i: i} }

// Index returns the track's number.
func (t Track) Index() int { return t.i }

// check returns the error of a request on the track, if any.
func (t Track) check() error {
	switch {
	case t.p.rp == nil:
		return ErrNoRig
	case t.i < 0 || t.i >= MaxTracks:
		return ErrNoTrack
	}
	return nil
}

// Play queues the named clip on the track (docs/rig.md#set-and-queue): it
// starts once the clip before it (the last one queued there, else the one
// playing) has played its run, cross-fading over the pair's mix (Mixes,
// else the default; from nothing, on a track above 0, it fades in over
// the tracks below). A looping clip before it ends its current run there
// without wrapping. With nothing playing, or a clip that has ended, it
// starts at once.
func (t Track) Play(name string) (Request, error) { return t.PlayAfter(name, 0) }

// PlayAfter is Play with a delay after the run before it; meanwhile a
// looping clip loops on and one that holds keeps its last pose.
func (t Track) PlayAfter(name string, delay time.Duration) (Request, error) {
	if err := t.check(); err != nil {
		return Request{}, err
	}
	b, err := t.p.clipNamed(name)
	if err != nil {
		return Request{}, err
	}
	p := t.p
	r, err := p.rp.QueueClip(t.i, b, p.mixOf(p.rp.TrackTail(t.i), b), delay)
	if err != nil {
		return Request{}, err
	}
	p.syncClip()
	return p.clipRequest(r.ID()), nil
}

// Interrupt sets the named clip on the track now: it cross-fades in from
// what plays there over the pair's mix, and what was queued on the track
// is dropped. The request it replaces ends interrupted.
func (t Track) Interrupt(name string) (Request, error) {
	if err := t.check(); err != nil {
		return Request{}, err
	}
	b, err := t.p.clipNamed(name)
	if err != nil {
		return Request{}, err
	}
	p := t.p
	r, err := p.rp.SetClip(t.i, b, p.mixOf(p.rp.TrackClip(t.i), b))
	if err != nil {
		return Request{}, err
	}
	p.syncClip()
	return p.clipRequest(r.ID()), nil
}

// Clear fades the track out over mix (0: at once), leaving the tracks
// below it, and drops what was queued on it; on track 0 it leaves the rest
// pose at once.
func (t Track) Clear(mix time.Duration) error {
	if err := t.check(); err != nil {
		return err
	}
	if err := t.p.rp.ClearTrack(t.i, mix); err != nil {
		return err
	}
	t.p.syncClip()
	return nil
}

// Exit lets the clip playing on the track finish its run (as
// Player.Exit does on track 0, docs/rig.md#exit-on-a-rig); then what is
// queued there follows, or, on track 0, the default clip, and on a track
// above 0 the track fades out over the default mix.
func (t Track) Exit() error {
	if err := t.check(); err != nil {
		return err
	}
	if t.i == 0 {
		t.p.Exit()
		return nil
	}
	return t.p.rp.ExitTrack(t.i, nil, t.p.mix)
}

// SetAlpha sets how much of the track covers the tracks below it: 1 (the
// default) replaces what its clips key, 0.5 blends exactly half way, 0
// hides it; clamped to [0, 1].
func (t Track) SetAlpha(a float64) error {
	if err := t.check(); err != nil {
		return err
	}
	return t.p.rp.SetAlpha(t.i, a)
}

// Alpha returns the track's alpha.
func (t Track) Alpha() float64 {
	if t.check() != nil {
		return 1
	}
	return t.p.rp.Alpha(t.i)
}

// Clip returns the index in Character.Clips of the clip playing on the
// track (the one fading in during a cross-fade), or -1.
func (t Track) Clip() int {
	if t.check() != nil {
		return -1
	}
	return t.p.c.clipIndex(t.p.rp.TrackClip(t.i))
}

// ClipName returns the Name of the clip playing on the track (what Play
// takes, docs/game-api.md#names), or "".
func (t Track) ClipName() string {
	if i := t.Clip(); i >= 0 {
		return t.p.c.clips[i].Name
	}
	return ""
}

// Time returns the time of the clip playing on the track.
func (t Track) Time() time.Duration {
	if t.check() != nil {
		return 0
	}
	return t.p.rp.TrackTime(t.i)
}

// Mixing reports whether the track is cross-fading (or fading in or out).
func (t Track) Mixing() bool { return t.check() == nil && t.p.rp.TrackMixing(t.i) }

// Playing reports whether a clip advances on the track.
func (t Track) Playing() bool { return t.check() == nil && t.p.rp.TrackPlaying(t.i) }

// Queued returns how many clips are queued on the track.
func (t Track) Queued() int {
	if t.check() != nil {
		return 0
	}
	return t.p.rp.Queued(t.i)
}

// syncClip updates the index of track 0's clip after a request.
func (p *Player) syncClip() { p.clip = p.c.clipIndex(p.rp.Clip()) }

package engine

import (
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/internal/drawlist"
)

// Event is one thing that happened during an Update: a frame entered, a
// sound to play, an action's end, a state entered, a clip event or a clip's
// end (see character.Event).
type Event = character.Event

// The kinds of Event, as in package character.
const (
	EventFrame   = character.EventFrame
	EventSound   = character.EventSound
	EventEnd     = character.EventEnd
	EventState   = character.EventState
	EventClip    = character.EventClip
	EventClipEnd = character.EventClipEnd
	// EventSpeechStart, EventWord and EventSpeechEnd report speech (Speak,
	// SpeakAudio), for subtitles.
	EventSpeechStart = character.EventSpeechStart
	EventWord        = character.EventWord
	EventSpeechEnd   = character.EventSpeechEnd
)

// PlayerOptions configure a Player. The zero value takes the defaults.
type PlayerOptions struct {
	// Player are the pure player's options: seed, idle delays, speed,
	// cross-fade.
	Player character.PlayerOptions
	// Sound receives the sounds of entered frames; nil plays them through
	// DefaultAudio.
	Sound SoundSink
	// ManualSound turns automatic playback off: the game plays the
	// EventSound events itself (Character.SoundPCM has their PCM).
	ManualSound bool
}

// Player plays one on-screen character for an Ebitengine game: call its
// requests from the game's logic, Update from the game's Update and Draw
// from its Draw. It holds only its own small state; many Players share one
// Character. A Player is not safe for concurrent use; Update and Draw do not
// allocate in steady state.
type Player struct {
	c      *Character
	p      *character.Player
	sink   SoundSink
	manual bool
	// rem carries the nanoseconds lost when a second does not divide
	// evenly into ticks, so 60 Updates make exactly one second.
	rem time.Duration
	// last is when Update last ran under ebiten.SyncWithFPS.
	last time.Time
	// speech follows the speech's audio played by an Audio sink
	// (speech.go).
	speech speechSync
}

// NewPlayer returns a player of c. Like character.NewPlayer it starts
// nothing; call PlayDefault or a request.
func NewPlayer(c *Character, opts PlayerOptions) *Player {
	p := &Player{c: c, p: character.NewPlayer(c.c, opts.Player), sink: opts.Sound, manual: opts.ManualSound}
	return p
}

// Character returns the character the player plays.
func (p *Player) Character() *Character { return p.c }

// Pure returns the pure player behind p (for the rarer accessors: current
// clip, idle level, the underlying frame or rig player).
func (p *Player) Pure() *character.Player { return p.p }

// Update advances the player by one tick of the game loop, plays the sounds
// of the frames entered and returns what happened. The slice is reused by
// the next Update. A tick lasts 1/ebiten.TPS() seconds (the remainders of
// uneven divisions carried, so TPS ticks make exactly one second); under
// ebiten.SyncWithFPS, where Update runs once a frame at the display's
// rate, a tick lasts the wall time since the last Update, at most
// MaxSyncTick (the first lasts 1/60 s).
func (p *Player) Update() []Event {
	tps := ebiten.TPS()
	var now time.Time
	if tps <= 0 {
		now = time.Now()
	}
	return p.UpdateBy(p.tick(tps, now))
}

// MaxSyncTick is the longest tick Update plays under ebiten.SyncWithFPS: a
// longer pause (a window dragged, a debugger) does not make the character
// jump ahead.
const MaxSyncTick = 100 * time.Millisecond

// tick returns the length of the tick Update runs with ebiten.TPS() = tps
// at wall time now (used only when tps <= 0).
func (p *Player) tick(tps int, now time.Time) time.Duration {
	if tps > 0 {
		p.last = time.Time{}
		n := time.Duration(tps)
		whole := time.Second + p.rem
		p.rem = whole % n
		return whole / n
	}
	dt := time.Second / 60
	if !p.last.IsZero() {
		dt = min(max(now.Sub(p.last), 0), MaxSyncTick)
	}
	p.last = now
	return dt
}

// UpdateBy advances the player by dt of wall time (dt x speed of logical
// time), plays the sounds of the frames entered, unless ManualSound, and
// returns what happened, in order. The slice is reused by the next update.
//
// A long update (a game resuming after a pause) is played as
// character.Player.Update plays it (docs/actions.md#long-ticks): exactly
// up to 24 hours, as a jump beyond, and it returns at most
// character.MaxEvents events, the last ones. A sound that would already
// have finished more than MaxSyncTick before the end of the update is not
// played (its event is still reported): a resumed game does not hear a
// burst of sounds from the time it was away.
func (p *Player) UpdateBy(dt time.Duration) []Event {
	if p.c.live != nil {
		if c := p.c.live.newest(); c != p.c {
			p.Rebind(c)
		}
	}
	p.syncSpeech(dt)
	evs := p.p.Update(dt)
	if p.manual {
		return evs
	}
	for i := range evs {
		if evs[i].Kind != EventSound {
			continue
		}
		pcm := p.c.pcm[evs[i].Sound]
		if pcm == nil || p.over(evs[i].Time, pcm) {
			continue
		}
		sink := p.sink
		if sink == nil {
			sink = DefaultAudio()
			p.sink = sink
		}
		sink.Play(evs[i].Sound, pcm)
	}
	return evs
}

// over reports whether a sound of pcm started at logical time at would
// have ended more than MaxSyncTick of wall time before now.
func (p *Player) over(at time.Duration, pcm []byte) bool {
	late := p.p.Now() - at
	if late <= MaxSyncTick {
		return false // every sound of an ordinary tick
	}
	length := time.Duration(int64(len(pcm)/4) * int64(time.Second) / int64(max(p.c.rate, 1)))
	return float64(late)/p.p.Speed() > float64(length+MaxSyncTick)
}

// drawScratch is the Batch shared by every Player's Draw: Ebitengine draws
// from one goroutine, so one set of reused buffers serves all players
// without per-player memory. The mutex keeps it correct should a game draw
// from several goroutines anyway.
var drawScratch struct {
	mu sync.Mutex
	b  Batch
}

// defaultDrawOptions is what a nil *DrawOptions means.
var defaultDrawOptions DrawOptions

// Draw draws the character onto dst: its draw list becomes DrawTriangles
// calls, batched. opts.GeoM maps the character's pixels (scaled by
// character.json's scale first) to dst; nil options draw it at dst's origin.
// To draw a crowd in fewer calls, use a Batch.
func (p *Player) Draw(dst *ebiten.Image, opts *DrawOptions) {
	s := &drawScratch
	s.mu.Lock()
	defer s.mu.Unlock()
	s.b.Begin(dst)
	s.b.Draw(p, opts)
	s.b.End()
}

// view returns the affine from the character's pixels to the destination:
// the game's GeoM after character.json's scale.
func (c *Character) view(g *ebiten.GeoM) drawlist.Affine {
	v := geomAffine(g)
	if s := c.c.Scale(); s != 1 {
		v = v.Mul(drawlist.Affine{A: s, D: s})
	}
	return v
}

// Play asks for the named action (after the current one, as Microsoft
// Agent does) or cross-fades to the named clip of a rigged character.
func (p *Player) Play(name string) error { return p.p.Play(name) }

// PlayDefault starts what character.json names (default action or state,
// default clip).
func (p *Player) PlayDefault() error { return p.p.PlayDefault() }

// PlayReverse plays the named action backwards (its Reverse flag must be
// true).
func (p *Player) PlayReverse(name string) error { return p.p.PlayReverse(name) }

// PlayState enters the named state of a frame character.
func (p *Player) PlayState(name string) error { return p.p.PlayState(name) }

// Interrupt asks the current action to leave through its exit branches and
// plays the named one first.
func (p *Player) Interrupt(name string) error { return p.p.Interrupt(name) }

// Exit asks the current action to leave through its exit branches.
func (p *Player) Exit() { p.p.Exit() }

// Stop cuts the current action at once and drops queued requests.
func (p *Player) Stop() { p.p.Stop() }

// Show plays the Showing state (a rigged character becomes visible).
func (p *Player) Show() error { return p.p.Show() }

// Hide plays the Hiding state (a rigged character becomes invisible).
func (p *Player) Hide() error { return p.p.Hide() }

// SetSpeed sets how fast logical time runs (clamped); it reports whether
// the speed was set.
func (p *Player) SetSpeed(s float64) bool { return p.p.SetSpeed(s) }

// Speed returns the current speed.
func (p *Player) Speed() float64 { return p.p.Speed() }

// SetPaused stops (true) or resumes (false) the player's time.
func (p *Player) SetPaused(paused bool) { p.p.SetPaused(paused) }

// Paused reports whether the player is paused.
func (p *Player) Paused() bool { return p.p.Paused() }

// Seek sets the playing clip's time (rigged characters).
func (p *Player) Seek(t time.Duration) error { return p.p.Seek(t) }

// Wear puts on a clothing item (rigged characters), taking off what
// conflicts with it.
func (p *Player) Wear(name string) error { return p.p.Wear(name) }

// TakeOff takes off a clothing item and reports whether it was worn.
func (p *Player) TakeOff(name string) bool { return p.p.TakeOff(name) }

// SetMouth sets the mouth shape drawn over frames with mouths
// (actions.MouthNone when not speaking).
func (p *Player) SetMouth(m actions.MouthShape) { p.p.SetMouth(m) }

// CurrentAction returns the name of the action played or held, or "".
func (p *Player) CurrentAction() string { return p.p.CurrentAction() }

// Playing reports whether an action is playing or a clip advancing.
func (p *Player) Playing() bool { return p.p.Playing() }

// Now returns the player's logical time.
func (p *Player) Now() time.Duration { return p.p.Now() }

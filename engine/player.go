package engine

import (
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// PlayerOptions configure a Player. The zero value takes the defaults.
type PlayerOptions struct {
	// Seed seeds the random source of branches and state choices
	// (docs/actions.md#seed).
	Seed uint64
	// IdleDelay, Idle2Delay and Idle3Delay are the idling delays
	// (docs/actions.md#idling); IdleDelay 0 takes character.json's
	// idleDelayMs, else 5 s; negative turns idling off.
	IdleDelay, Idle2Delay, Idle3Delay time.Duration
	// Speed is the initial speed (default 1).
	Speed float64
	// Mix is the cross-fade between clips (default: the manifest's mixMs,
	// else 250 ms; negative for none).
	Mix time.Duration
	// Mixes gives pairs of clips cross-fades of their own
	// (docs/rig.md#mix-times); the others take Mix. It may be shared by
	// every player.
	Mixes *Mixes
	// Sound receives the sounds of entered frames; nil plays them through
	// DefaultAudio.
	Sound SoundSink
	// ManualSound turns automatic playback off: the game plays the
	// EventSound events itself (Character.SoundPCM has their PCM).
	ManualSound bool
	// SoundOverrun turns on Microsoft Agent's sound-overrun timing
	// (docs/actions.md#sound-overrun): a frame whose sound comes while the
	// last sound still plays waits for it, and an action ends no earlier
	// than its last sound. Off by default: frames keep their durations.
	SoundOverrun bool
}

// pure returns the options of the pure player.
func (o PlayerOptions) pure() character.PlayerOptions {
	return character.PlayerOptions{Seed: o.Seed, IdleDelay: o.IdleDelay, Idle2Delay: o.Idle2Delay,
		Idle3Delay: o.Idle3Delay, Speed: o.Speed, Mix: o.Mix, Mixes: o.Mixes, SoundOverrun: o.SoundOverrun}
}

// Player plays one on-screen character for an Ebitengine game: call its
// requests from the game's logic, Update from the game's Update and Draw
// from its Draw (docs/game-api.md). It wraps the pure character.Player
// and has every one of its requests and queries as its own method, with
// the same name and signature (Play, Exit, Stop, Seek, Wear, SetSpeed,
// Current, Clip, ClipTime, Sways, ...); what needs Ebitengine it adds or
// does itself:
//
//   - Update ticks at ebiten.TPS; Update, Advance and AdvanceFunc play
//     the sounds of the frames entered (unless ManualSound or SetMuted),
//     follow hot reload and keep speech in step with its audio;
//   - Draw draws the character, DrawBalloon and BalloonSize its speech
//     balloon;
//   - Speak, SpeakTrack, SpeakAudio, SpeakPCM and StopSpeaking start and
//     stop speech with its audio;
//   - Character and Rebind take the engine's Character.
//
// A Player holds only its own small state; many Players share one
// Character. A Player is not safe for concurrent use; Update and Draw do
// not allocate in steady state.
type Player struct {
	pure   *character.Player
	c      *Character
	sink   SoundSink
	manual bool
	muted  bool
	// rem carries the nanoseconds lost when a second does not divide
	// evenly into ticks, so 60 Updates make exactly one second.
	rem time.Duration
	// last is when Update last ran under ebiten.SyncWithFPS.
	last time.Time
	// speech follows the speech's audio played by an Audio sink
	// (speech.go).
	speech speechSync
	// stream is what AdvanceFunc needs, made by its first call.
	stream *soundStream
	// balloon is the speech balloon's layout, made by its first use
	// (balloon_text.go).
	balloon *balloonCache
}

//go:generate go run ./internal/forwardgen

// NewPlayer returns a player of c. It starts nothing: a frame character
// shows nothing until an action plays, a rigged one stands in its rest
// pose wearing the manifest's "wear" list; call PlayDefault or a request.
func NewPlayer(c *Character, opts PlayerOptions) *Player {
	return &Player{pure: character.NewPlayer(c.c, opts.pure()), c: c, sink: opts.Sound, manual: opts.ManualSound}
}

// Character returns the character the player plays.
func (p *Player) Character() *Character { return p.c }

// SetMuted mutes (true) or unmutes this player's sounds: a muted player
// reports its EventSound events but plays none (speech audio still plays,
// silently, to drive the mouth). Other players of the same Audio are not
// affected; Audio.SetMuted mutes them all.
func (p *Player) SetMuted(m bool) { p.muted = m }

// Muted reports whether SetMuted muted the player.
func (p *Player) Muted() bool { return p.muted }

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
	return p.Advance(p.tick(tps, now))
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

// Advance advances the player by dt of wall time (dt x speed of logical
// time), plays the sounds of the frames entered, unless ManualSound, and
// returns what happened, in order (character.Player.Advance). The slice is
// reused by the next update.
//
// A long update (a game resuming after a pause) is played as
// character.Player.Advance plays it (docs/actions.md#long-ticks): exactly
// up to 24 hours, as a jump beyond, and it returns at most
// character.MaxEvents events, the last ones. A sound that would already
// have finished more than MaxSyncTick before the end of the update is not
// played (its event is still reported): a resumed game does not hear a
// burst of sounds from the time it was away.
func (p *Player) Advance(dt time.Duration) []Event {
	p.follow()
	p.syncSpeech(dt)
	return p.afterAdvance(p.pure.Advance(dt))
}

// afterAdvance is what Advance does with the pure player's events (a
// Crowd does it in the players' order after advancing them in parallel):
// it plays their sounds.
func (p *Player) afterAdvance(evs []Event) []Event {
	if p.manual || p.muted {
		return evs
	}
	now := p.Now()
	for i := range evs {
		if evs[i].Kind == EventSound {
			p.playSound(&evs[i], now)
		}
	}
	return evs
}

// follow moves the player onto the newest version of a hot-reloaded
// character.
func (p *Player) follow() {
	if p.c.live != nil {
		if c := p.c.live.newest(); c != p.c {
			p.Rebind(c)
		}
	}
}

// playSound plays the sound of e, unless the character has none by that
// name or it would have finished more than MaxSyncTick before now.
func (p *Player) playSound(e *Event, now time.Duration) {
	pcm := p.c.pcm[e.Sound]
	if pcm == nil || p.over(now, e.Time, pcm) {
		return
	}
	sink := p.sink
	if sink == nil {
		sink = DefaultAudio()
		p.sink = sink
	}
	sink.Play(e.Sound, pcm)
}

// over reports whether a sound of pcm started at logical time at would
// have ended more than MaxSyncTick of wall time before logical time now.
func (p *Player) over(now, at time.Duration, pcm []byte) bool {
	late := now - at
	if late <= MaxSyncTick {
		return false // every sound of an ordinary tick
	}
	length := time.Duration(int64(len(pcm)/4) * int64(time.Second) / int64(max(p.c.rate, 1)))
	return float64(late)/p.Speed() > float64(length+MaxSyncTick)
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

package engine

import (
	"sync"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// SoundSink receives the sounds a Player plays: the SoundEffect path
// (relative to the character root; empty for the game's own audio given to
// SpeakPCM) and its decoded PCM (16-bit little-endian stereo at the
// Character's SampleRate; shared, read-only).
// Audio is the sink that plays them; tests and games may use their own.
type SoundSink interface {
	Play(path string, pcm []byte)
}

// Audio plays sounds through one audio.Context, overlapping, under a master
// volume and mute. It is safe for concurrent use.
//
// An Audio made without a context opens the shared one at its first sound,
// so a character that never makes a sound, or a muted one, never opens the
// audio device (nor keeps its mixing loop running). Speech is the
// exception: muted speech still plays, silently, because its playback
// position drives the mouth.
type Audio struct {
	ctx    *audio.Context
	mu     sync.Mutex
	volume float64
	muted  bool
	live   []*audio.Player
}

var (
	contextMu     sync.Mutex
	sharedAudio   *Audio
	sharedAudioMu sync.Mutex
)

// contextSampleRate returns the rate of the existing audio.Context, or
// DefaultSampleRate when there is none yet.
func contextSampleRate() int {
	contextMu.Lock()
	defer contextMu.Unlock()
	if ctx := audio.CurrentContext(); ctx != nil {
		return ctx.SampleRate()
	}
	return DefaultSampleRate
}

// sharedContext returns the process's audio.Context (Ebitengine allows only
// one), creating it at DefaultSampleRate the first time.
func sharedContext() *audio.Context {
	contextMu.Lock()
	defer contextMu.Unlock()
	if ctx := audio.CurrentContext(); ctx != nil {
		return ctx
	}
	return audio.NewContext(DefaultSampleRate)
}

// NewAudio returns a sink playing through ctx at full volume. A nil ctx
// takes the existing audio.Context, or creates one at DefaultSampleRate,
// when the first sound plays (or Context is called).
func NewAudio(ctx *audio.Context) *Audio {
	return &Audio{ctx: ctx, volume: 1}
}

// DefaultAudio returns the Audio that Players use when their options name
// no sink: one per process, on the shared audio.Context.
func DefaultAudio() *Audio {
	sharedAudioMu.Lock()
	defer sharedAudioMu.Unlock()
	if sharedAudio == nil {
		sharedAudio = NewAudio(nil)
	}
	return sharedAudio
}

// Context returns the audio context a plays through, opening the shared
// one if a has none yet.
func (a *Audio) Context() *audio.Context {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.contextLocked()
}

// Opened reports whether a has its audio context (a lazy Audio opens it at
// the first sound).
func (a *Audio) Opened() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.ctx != nil
}

func (a *Audio) contextLocked() *audio.Context {
	if a.ctx == nil {
		a.ctx = sharedContext()
	}
	return a.ctx
}

// SetVolume sets the master volume, clamped to [0, 1]. It applies to sounds
// started afterwards and to those still playing.
func (a *Audio) SetVolume(v float64) {
	if !(v >= 0) {
		v = 0
	}
	if v > 1 {
		v = 1
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	a.volume = v
	a.applyLocked()
}

// Volume returns the master volume.
func (a *Audio) Volume() float64 {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.volume
}

// SetMuted mutes (true) or unmutes all sounds; muted sounds are not
// started.
func (a *Audio) SetMuted(m bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.muted = m
	a.applyLocked()
}

// Muted reports whether a is muted.
func (a *Audio) Muted() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.muted
}

// Playing returns the number of sounds still playing.
func (a *Audio) Playing() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.pruneLocked()
	return len(a.live)
}

// Play starts pcm on a new audio.Player, so sounds overlap. Nothing plays
// while muted or for empty pcm.
func (a *Audio) Play(path string, pcm []byte) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.muted || a.volume == 0 || len(pcm) == 0 {
		return
	}
	a.pruneLocked()
	p := a.contextLocked().NewPlayerFromBytes(pcm)
	p.SetVolume(a.volume)
	p.Play()
	a.live = append(a.live, p)
}

// playTracked is Play returning the audio.Player, so a caller can follow
// its position (speech lip-sync); nil when nothing plays.
func (a *Audio) playTracked(pcm []byte) *audio.Player {
	a.mu.Lock()
	defer a.mu.Unlock()
	if len(pcm) == 0 {
		return nil
	}
	a.pruneLocked()
	p := a.contextLocked().NewPlayerFromBytes(pcm)
	v := a.volume
	if a.muted {
		v = 0 // muted speech still runs, silently, to drive the mouth
	}
	p.SetVolume(v)
	p.Play()
	a.live = append(a.live, p)
	return p
}

// pruneLocked forgets players that have finished.
func (a *Audio) pruneLocked() {
	kept := a.live[:0]
	for _, p := range a.live {
		if p.IsPlaying() {
			kept = append(kept, p)
		} else {
			_ = p.Close()
		}
	}
	clear(a.live[len(kept):])
	a.live = kept
}

// applyLocked applies volume and mute to the sounds playing.
func (a *Audio) applyLocked() {
	v := a.volume
	if a.muted {
		v = 0
	}
	for _, p := range a.live {
		p.SetVolume(v)
	}
}

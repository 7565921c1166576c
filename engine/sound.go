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

// Audio plays sounds, overlapping, under a master volume and mute. It is
// safe for concurrent use.
//
// An Audio opens the sound device at its first sound, so a character that
// never makes a sound, or a muted one, never opens it (nor keeps its
// mixing loop running). Speech is the exception: muted speech still plays,
// silently, because its playback position drives the mouth.
//
// Where the sounds go: an Audio made with NewAudio(ctx) plays through the
// game's Ebitengine audio.Context ctx. DefaultAudio, and NewAudio(nil),
// play through the audio.Context the game has made if there is one when
// the first sound plays, and otherwise through the engine's own device
// (oto, the library under Ebitengine's audio, opened once per process at
// DefaultSampleRate). A game that plays sounds of its own through
// Ebitengine's audio package must therefore make its audio.Context before
// the first character sound: oto opens one device per process.
//
// Without a sound device (a machine with no sound card, a container, a
// remote desktop), or when the device stops while the game runs, the
// engine's own device keeps the game running: Err reports why (an error
// matching ErrNoDevice), sounds are dropped, and speech goes on at its own
// pace with moving mouths. The game need do nothing; it may show Err to
// its player. oto does not open a device again in the same process, so
// sounds stay off until the game restarts. On an audio.Context the game
// made, a device error is Ebitengine's: RunGame returns it, and Err stays
// nil.
type Audio struct {
	mu sync.Mutex
	// ctx is the game's audio.Context (NewAudio, or found at opening);
	// dev where the sounds go, nil until the first sound.
	ctx    *audio.Context
	dev    device
	volume float64
	muted  bool
	live   []voice
	// err is the *DeviceError once the device cannot play; ran is set
	// once the device was seen running (a later error means it stopped).
	err error
	ran bool
	// dropped counts the sounds not played because of err.
	dropped int
}

var (
	sharedAudio   *Audio
	sharedAudioMu sync.Mutex
)

// contextSampleRate returns the rate of the existing audio.Context, or
// DefaultSampleRate when there is none (the engine's own device runs at
// DefaultSampleRate).
func contextSampleRate() int {
	if ctx := audio.CurrentContext(); ctx != nil {
		return ctx.SampleRate()
	}
	return DefaultSampleRate
}

// NewAudio returns a sink playing through ctx at full volume. A nil ctx
// takes, when the first sound plays, the audio.Context the game has made,
// or else the engine's own device (see Audio).
func NewAudio(ctx *audio.Context) *Audio {
	return &Audio{ctx: ctx, volume: 1}
}

// newAudioOn returns an Audio playing through dev (tests).
func newAudioOn(dev device) *Audio {
	return &Audio{dev: dev, volume: 1}
}

// DefaultAudio returns the Audio that Players use when their options name
// no sink: one per process.
func DefaultAudio() *Audio {
	sharedAudioMu.Lock()
	defer sharedAudioMu.Unlock()
	if sharedAudio == nil {
		sharedAudio = NewAudio(nil)
	}
	return sharedAudio
}

// Context returns the Ebitengine audio.Context a plays through: the one
// given to NewAudio, or the one the game had made when a opened; nil
// before a has opened, and when it plays through the engine's own device.
func (a *Audio) Context() *audio.Context {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.ctx
}

// Opened reports whether a has opened its device (a lazy Audio opens it
// at the first sound).
func (a *Audio) Opened() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.dev != nil
}

// Err reports why a cannot play: nil while it can (and before its first
// sound opens the device), or a *DeviceError, matching ErrNoDevice, once
// the device did not open or stopped. From then on a drops every sound.
// The device opens in the background, so a missing device shows here a
// moment after the first sound; a game that shows the state polls Err,
// from Update for example (it is cheap and allocates nothing).
func (a *Audio) Err() error {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.checkLocked()
	return a.err
}

// Open opens a's sound device now instead of at the first sound. A web
// page calls it when it starts: a browser lets sound start only at the
// page's first click, tap or key press, and the device must be open then
// to start. Ready turns true at that gesture (cmd/rigplay-web reports it
// as the "audioready" event). Open does nothing once the device is open.
func (a *Audio) Open() {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.openLocked()
	a.checkLocked()
}

// Ready reports whether a's device is open and playing. It is false
// before the first sound, while the device opens (in a browser, until the
// page gets a click or a key), and after Err.
func (a *Audio) Ready() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.checkLocked()
}

// openLocked returns a's device, opening it the first time: the game's
// audio.Context if there is one, else the engine's own device.
func (a *Audio) openLocked() device {
	if a.dev != nil {
		return a.dev
	}
	if a.ctx == nil {
		a.ctx = audio.CurrentContext() // safe from any goroutine
	}
	if a.ctx != nil {
		a.dev = ebitenDevice{a.ctx}
	} else {
		a.dev = openOwnDevice()
	}
	return a.dev
}

// checkLocked asks the device how it is and reports whether it plays. It
// notes the device's failure: the sounds playing are closed (they would
// never end) and err is set.
func (a *Audio) checkLocked() (ready bool) {
	if a.dev == nil || a.err != nil {
		return false
	}
	ready, err := a.dev.status()
	if err == nil {
		a.ran = a.ran || ready
		return ready
	}
	a.err = &DeviceError{Err: err, Lost: a.ran}
	for _, v := range a.live {
		_ = v.Close()
	}
	clear(a.live)
	a.live = a.live[:0]
	return false
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

// Playing returns the number of sounds still playing (0 after Err).
func (a *Audio) Playing() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.checkLocked()
	a.pruneLocked()
	return len(a.live)
}

// Play starts pcm as a new sound, so sounds overlap. Nothing plays while
// muted, for empty pcm, or after Err.
func (a *Audio) Play(path string, pcm []byte) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.muted || a.volume == 0 || len(pcm) == 0 {
		return
	}
	a.startLocked(pcm, a.volume)
}

// playTracked is Play returning the voice, so a caller can follow its
// position (speech lip-sync); muted, it plays silently. It returns nil
// when nothing plays (empty pcm, or after Err).
func (a *Audio) playTracked(pcm []byte) voice {
	a.mu.Lock()
	defer a.mu.Unlock()
	if len(pcm) == 0 {
		return nil
	}
	v := a.volume
	if a.muted {
		v = 0 // muted speech still runs, silently, to drive the mouth
	}
	return a.startLocked(pcm, v)
}

// startLocked opens the device if needed and starts pcm at volume vol; nil
// when the device cannot play.
func (a *Audio) startLocked(pcm []byte, vol float64) voice {
	dev := a.openLocked()
	a.checkLocked()
	if a.err != nil {
		a.dropped++
		return nil
	}
	a.pruneLocked()
	p := dev.newVoice(pcm)
	p.SetVolume(vol)
	p.Play()
	a.live = append(a.live, p)
	return p
}

// pruneLocked forgets sounds that have finished.
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

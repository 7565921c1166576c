package engine

import (
	"io"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ebitengine/oto/v3"
	"github.com/hajimehoshi/ebiten/v2/audio"
)

// Why the engine opens the sound device itself (Ebitengine v2.8.8, oto
// v3.3.3): audio.NewContext adds a hook that Ebitengine runs before every
// Update. The hook opens oto's context and, from then on, returns the
// context's error, which ends the game loop: RunGame returns it. On Linux
// oto opens ALSA in a goroutine, so a missing device is not an error of
// NewContext but of the context's Err a moment later, and a device that
// stops (snd_pcm_writei fails) becomes the same error. Ebitengine has no
// way to read, clear or ignore that error, and oto opens one context per
// process, even when its device failed. So an audio.Context on a machine
// without a usable device always ends the game.
//
// An Audio that no game context was given therefore opens oto itself
// (ownDevice): oto's error stays with the Audio, which reports it (Err)
// and drops sounds, and the game loop never sees it.

// device is where an Audio's sounds go: the engine's own oto context, or
// an Ebitengine audio.Context the game made.
type device interface {
	// newVoice returns a paused voice playing pcm (16-bit little-endian
	// stereo at the device's rate).
	newVoice(pcm []byte) voice
	// status reports whether the device runs (opened and ready to play),
	// and the driver's error once it cannot play: it did not open, or it
	// stopped.
	status() (ready bool, err error)
}

// voice is one sound on a device; *audio.Player is one.
type voice interface {
	Play()
	Pause()
	IsPlaying() bool
	SetVolume(v float64)
	// Position is how much of the sound has gone to the device.
	Position() time.Duration
	Close() error
}

// ownDevice is the process's oto context, opened by the first Audio that
// needs it (oto allows one per process, and never a second try).
var ownDevice struct {
	once sync.Once
	dev  device
}

// openOwnDevice opens the process's oto context at DefaultSampleRate, or
// returns the one already open.
func openOwnDevice() device {
	ownDevice.once.Do(func() {
		if err := soundProbe(); err != nil {
			ownDevice.dev = failedDevice{err}
			return
		}
		ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
			SampleRate:   DefaultSampleRate,
			ChannelCount: 2,
			Format:       oto.FormatSignedInt16LE,
		})
		if err != nil {
			ownDevice.dev = failedDevice{err}
			return
		}
		ownDevice.dev = &otoDevice{ctx: ctx, ready: ready, rate: DefaultSampleRate}
	})
	return ownDevice.dev
}

// otoDevice plays through an oto context.
type otoDevice struct {
	ctx   *oto.Context
	ready chan struct{}
	rate  int
}

func (d *otoDevice) newVoice(pcm []byte) voice {
	v := &otoVoice{src: &pcmReader{pcm: pcm}, bytesPerSecond: int64(d.rate) * 4}
	v.p = d.ctx.NewPlayer(v.src)
	return v
}

func (d *otoDevice) status() (bool, error) {
	if err := d.ctx.Err(); err != nil {
		return false, err
	}
	select {
	case <-d.ready:
		return true, nil
	default:
		return false, nil
	}
}

// failedDevice is an oto context that could not be made.
type failedDevice struct{ err error }

func (d failedDevice) newVoice([]byte) voice { return nil }
func (d failedDevice) status() (bool, error) { return false, d.err }

// otoVoice is one sound on an oto context; its position is what oto read
// from the sound less what it still holds.
type otoVoice struct {
	p              *oto.Player
	src            *pcmReader
	bytesPerSecond int64
}

func (v *otoVoice) Play()               { v.p.Play() }
func (v *otoVoice) Pause()              { v.p.Pause() }
func (v *otoVoice) IsPlaying() bool     { return v.p.IsPlaying() }
func (v *otoVoice) SetVolume(x float64) { v.p.SetVolume(x) }
func (v *otoVoice) Close() error        { return v.p.Close() }

func (v *otoVoice) Position() time.Duration {
	n := v.src.off.Load() - int64(v.p.BufferedSize())
	if n <= 0 {
		return 0
	}
	n -= n % 4 // whole frames
	return time.Duration(n * int64(time.Second) / v.bytesPerSecond)
}

// pcmReader reads pcm for oto's mixer goroutine and counts what it read,
// for Position on the game's goroutine.
type pcmReader struct {
	pcm []byte
	off atomic.Int64
}

func (r *pcmReader) Read(b []byte) (int, error) {
	off := r.off.Load()
	if off >= int64(len(r.pcm)) {
		return 0, io.EOF
	}
	n := copy(b, r.pcm[off:])
	r.off.Add(int64(n))
	return n, nil
}

// ebitenDevice plays through the game's Ebitengine audio.Context, whose
// device errors Ebitengine reports itself (RunGame returns them).
type ebitenDevice struct{ ctx *audio.Context }

func (d ebitenDevice) newVoice(pcm []byte) voice { return d.ctx.NewPlayerFromBytes(pcm) }
func (d ebitenDevice) status() (bool, error)     { return d.ctx.IsReady(), nil }

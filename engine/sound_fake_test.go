package engine

import (
	"errors"
	"sync"
	"time"
)

// fakeDevice stands for the sound device in tests: the test decides when
// it runs, when it fails, and where each sound is.
type fakeDevice struct {
	mu     sync.Mutex
	ready  bool
	err    error
	voices []*fakeVoice
}

// alsaOpenError is the error oto v3.3.3 reports on Linux when ALSA has no
// device, word for word.
var alsaOpenError = errors.New(`oto: ALSA error at snd_pcm_open: "default": No such file or directory, "plug:default": No such file or directory`)

// alsaWriteError is oto's error when a device stops while playing.
var alsaWriteError = errors.New(`oto: ALSA error at snd_pcm_writei or snd_pcm_recover: No such device`)

func (d *fakeDevice) newVoice(pcm []byte) voice {
	d.mu.Lock()
	defer d.mu.Unlock()
	v := &fakeVoice{length: time.Duration(len(pcm)/4) * time.Second / DefaultSampleRate}
	d.voices = append(d.voices, v)
	return v
}

func (d *fakeDevice) status() (bool, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.ready && d.err == nil, d.err
}

// set changes the device's state.
func (d *fakeDevice) set(ready bool, err error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.ready, d.err = ready, err
}

// advance plays every playing voice on by dt.
func (d *fakeDevice) advance(dt time.Duration) {
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, v := range d.voices {
		v.advance(dt)
	}
}

// fakeVoice is one sound on a fakeDevice.
type fakeVoice struct {
	mu              sync.Mutex
	pos, length     time.Duration
	playing, closed bool
	vol             float64
}

func (v *fakeVoice) Play() {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.playing = !v.closed && v.pos < v.length
}

func (v *fakeVoice) Pause() {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.playing = false
}

func (v *fakeVoice) IsPlaying() bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.playing
}

func (v *fakeVoice) SetVolume(x float64) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.vol = x
}

func (v *fakeVoice) Position() time.Duration {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.pos
}

func (v *fakeVoice) Close() error {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.playing, v.closed = false, true
	return nil
}

func (v *fakeVoice) advance(dt time.Duration) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if !v.playing {
		return
	}
	v.pos = min(v.pos+dt, v.length)
	if v.pos == v.length {
		v.playing = false
	}
}

// isClosed reports whether the Audio closed v.
func (v *fakeVoice) isClosed() bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.closed
}

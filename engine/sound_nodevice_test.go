package engine

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
)

// TestAudio_NoDevice_DropsSoundsAndSaysWhy: on a device that did not open,
// every sound is dropped (none reaches the device), nothing is left
// playing, and Err says why in one line that matches ErrNoDevice and keeps
// the driver's error.
func TestAudio_NoDevice_DropsSoundsAndSaysWhy(t *testing.T) {
	dev := &fakeDevice{err: alsaOpenError}
	a := newAudioOn(dev)
	pcm := make([]byte, 4*4410)
	for range 3 {
		a.Play("sounds/tap.wav", pcm)
	}
	if v := a.playTracked(pcm); v != nil {
		t.Error("speech audio started on a device that did not open")
	}
	if len(dev.voices) != 0 || a.Playing() != 0 || a.dropped != 4 {
		t.Errorf("%d sounds reached the device, %d playing, %d dropped; want 0, 0, 4", len(dev.voices), a.Playing(), a.dropped)
	}
	err := a.Err()
	if !errors.Is(err, ErrNoDevice) || !errors.Is(err, alsaOpenError) {
		t.Fatalf("Err() = %v: not ErrNoDevice wrapping the driver's error", err)
	}
	var de *DeviceError
	if !errors.As(err, &de) || de.Lost {
		t.Errorf("Err() = %#v, want a *DeviceError with Lost false", err)
	}
	const want = `no sound device: sounds are off (ALSA: "default": No such file or directory, "plug:default": No such file or directory)`
	if err.Error() != want {
		t.Errorf("Err().Error() = %q\nwant             %q", err.Error(), want)
	}
	if a.Ready() {
		t.Error("Ready on a device that did not open")
	}
}

// TestAudio_DeviceFailsAfterTheFirstSound: oto opens the device in the
// background, so the first sound starts before the failure is known; once
// it is, that sound is closed (it would never end) and the next ones are
// dropped.
func TestAudio_DeviceFailsAfterTheFirstSound(t *testing.T) {
	dev := &fakeDevice{}
	a := newAudioOn(dev)
	pcm := make([]byte, 4*4410)
	a.Play("a", pcm)
	if len(dev.voices) != 1 || a.Playing() != 1 || a.Err() != nil {
		t.Fatalf("opening: %d voices, %d playing, err %v", len(dev.voices), a.Playing(), a.Err())
	}
	dev.set(false, alsaOpenError)
	if err := a.Err(); !errors.Is(err, ErrNoDevice) {
		t.Fatalf("Err() = %v after the device failed", err)
	}
	if !dev.voices[0].isClosed() || a.Playing() != 0 {
		t.Errorf("the first sound was not closed: closed %v, %d playing", dev.voices[0].isClosed(), a.Playing())
	}
	a.Play("b", pcm)
	if len(dev.voices) != 1 || a.dropped != 1 {
		t.Errorf("after the failure: %d voices, %d dropped; want 1, 1", len(dev.voices), a.dropped)
	}
}

// TestAudio_DeviceStops_SoundsAreClosedAndErrSaysLost: a device that
// played and then stopped closes every sound playing, drops the next ones,
// and Err says the device stopped.
func TestAudio_DeviceStops_SoundsAreClosedAndErrSaysLost(t *testing.T) {
	dev := &fakeDevice{ready: true}
	a := newAudioOn(dev)
	pcm := make([]byte, 4*44100)
	a.Play("a", pcm)
	a.Play("b", pcm)
	if a.Playing() != 2 || a.Err() != nil || !a.Ready() {
		t.Fatalf("running: %d playing, err %v, ready %v", a.Playing(), a.Err(), a.Ready())
	}
	dev.set(false, alsaWriteError)
	err := a.Err()
	var de *DeviceError
	if !errors.As(err, &de) || !de.Lost || !errors.Is(err, ErrNoDevice) {
		t.Fatalf("Err() = %#v, want a lost device", err)
	}
	if want := "the sound device stopped: sounds are off (ALSA: No such device)"; err.Error() != want {
		t.Errorf("Err().Error() = %q, want %q", err.Error(), want)
	}
	for i, v := range dev.voices {
		if !v.isClosed() {
			t.Errorf("sound %d still open after the device stopped", i)
		}
	}
	a.Play("c", pcm)
	if len(dev.voices) != 2 || a.Playing() != 0 || a.dropped != 1 {
		t.Errorf("after the stop: %d voices, %d playing, %d dropped; want 2, 0, 1", len(dev.voices), a.Playing(), a.dropped)
	}
}

// TestDeviceError_SaysWhatHappenedInOneLine: the driver's message loses
// only oto's prefix; ALSA's function name gives way to "ALSA:".
func TestDeviceError_SaysWhatHappenedInOneLine(t *testing.T) {
	for _, tc := range []struct {
		err  error
		lost bool
		want string
	}{
		{alsaOpenError, false, `no sound device: sounds are off (ALSA: "default": No such file or directory, "plug:default": No such file or directory)`},
		{errors.New("oto: ALSA error at snd_pcm_hw_params: Invalid argument"), false, "no sound device: sounds are off (ALSA: Invalid argument)"},
		{alsaWriteError, true, "the sound device stopped: sounds are off (ALSA: No such device)"},
		{errors.New("oto: initialization failed: WASAPI: x, WinMM: y"), false, "no sound device: sounds are off (initialization failed: WASAPI: x, WinMM: y)"},
		{errors.New("oto: AudioContext or webkitAudioContext was not found"), false, "no sound device: sounds are off (AudioContext or webkitAudioContext was not found)"},
		{nil, false, "no sound device: sounds are off (unknown error)"},
	} {
		if got := (&DeviceError{Err: tc.err, Lost: tc.lost}).Error(); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.err, got, tc.want)
		}
	}
}

// speakingPair returns two Players of c in the Speak action: one on an
// Audio over dev, one with ManualSound (whose speech clock is Update's
// time).
func speakingPair(t *testing.T, c *Character, dev device) (onDevice, manual *Player) {
	t.Helper()
	onDevice = NewPlayer(c, PlayerOptions{Sound: newAudioOn(dev), Seed: 1})
	manual = NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 1})
	for _, p := range []*Player{onDevice, manual} {
		if _, err := p.Play("Speak"); err != nil {
			t.Fatal(err)
		}
	}
	return onDevice, manual
}

// sameTicks reports whether two runs show the same mouth and speech events
// tick by tick.
func sameTicks(a, b []speechTick) bool {
	return slices.EqualFunc(a, b, func(x, y speechTick) bool {
		return x.mouth == y.mouth && slices.Equal(x.events, y.events)
	})
}

// TestSpeech_NoDevice_MouthKeepsTheSoundsPace: with no device, SpeakAudio
// is silent but the mouth and the words follow Update's time at the
// sound's pace, tick for tick as for a game that plays the sound itself,
// and the speech ends.
func TestSpeech_NoDevice_MouthKeepsTheSoundsPace(t *testing.T) {
	c := loadSample(t, false)
	for _, text := range []string{"", "hum along now"} {
		dev := &fakeDevice{err: alsaOpenError}
		p, manual := speakingPair(t, c, dev)
		for _, q := range []*Player{p, manual} {
			if err := q.SpeakAudio("sounds/hum.wav", text); err != nil {
				t.Fatal(err)
			}
		}
		got, want := runSpeech(p), runSpeech(manual)
		if !sameTicks(got, want) {
			t.Errorf("%q: without a device\n%v\nUpdate's clock gives\n%v", text, got, want)
		}
		kinds := speechKinds(got)
		if len(kinds) < 2 || kinds[0] != "speechStart " || kinds[len(kinds)-1] != "speechEnd " || p.Speaking() {
			t.Errorf("%q: speech events %q, speaking %v; want start ... end", text, kinds, p.Speaking())
		}
		opened := slices.ContainsFunc(got, func(x speechTick) bool { return x.mouth >= actions.MouthWide1 && x.mouth <= actions.MouthWide4 })
		if !opened {
			t.Errorf("%q: the mouth never opened", text)
		}
		if len(dev.voices) != 0 {
			t.Errorf("%q: %d sounds reached a device that did not open", text, len(dev.voices))
		}
	}
}

// TestSpeech_DeviceStopsMidSpeech_MouthGoesOn: the mouth follows the sound
// while the device plays it (here exactly in real time) and, when the
// device stops, goes on from where the sound was at Update's pace: the run
// is the same, tick for tick, as one on Update's clock throughout.
func TestSpeech_DeviceStopsMidSpeech_MouthGoesOn(t *testing.T) {
	c := loadSample(t, false)
	dev := &fakeDevice{ready: true}
	p, manual := speakingPair(t, c, dev)
	for _, q := range []*Player{p, manual} {
		if err := q.SpeakAudio("sounds/hum.wav", "hum along now"); err != nil {
			t.Fatal(err)
		}
	}
	if len(dev.voices) != 1 {
		t.Fatalf("%d sounds reached the device, want 1", len(dev.voices))
	}
	const tick = time.Second / 60
	var got []speechTick
	for i := range 120 {
		if i == 10 {
			dev.set(false, alsaWriteError)
		}
		dev.advance(tick)
		got = append(got, runSpeechTick(p, tick))
	}
	if !dev.voices[0].isClosed() {
		t.Error("the speech's sound was not closed when the device stopped")
	}
	want := runSpeech(manual)
	if !sameTicks(got, want) {
		t.Errorf("device stopped at tick 10\n%v\nUpdate's clock gives\n%v", got, want)
	}
	if p.Speaking() {
		t.Error("still speaking two seconds after a 0.4 s sound")
	}
}

// TestSpeech_DeviceSlowToStart_MouthWaitsThenGoesOn: a device that does
// not start playing (a browser before the first click) holds the mouth at
// the speech's start for speechGrace, then the speech goes on at Update's
// pace and ends.
func TestSpeech_DeviceSlowToStart_MouthWaitsThenGoesOn(t *testing.T) {
	c := loadSample(t, false)
	dev := &fakeDevice{} // never ready, never plays
	p, manual := speakingPair(t, c, dev)
	for _, q := range []*Player{p, manual} {
		if err := q.SpeakAudio("sounds/hum.wav", "hum along now"); err != nil {
			t.Fatal(err)
		}
	}
	got, want := runSpeech(p), runSpeech(manual)
	end := func(ticks []speechTick) int {
		return slices.IndexFunc(ticks, func(x speechTick) bool { return slices.Contains(x.events, "speechEnd ") })
	}
	const tick = time.Second / 60
	delay := int((speechGrace + tick - 1) / tick) // ticks held: the last starts before speechGrace
	if e, w := end(got), end(want); e < 0 || w < 0 || e-w < delay-1 || e-w > delay+1 {
		t.Fatalf("speech ended at tick %d; on Update's clock at %d; want about %d ticks later", e, w, delay)
	}
	if !sameTicks(got[delay+1:end(got)+1], want[1:end(want)+1]) {
		t.Errorf("after the wait the speech does not keep the sound's pace\n%v\nwant\n%v", got[delay+1:], want[1:])
	}
}

// runSpeechTick updates p by dt and returns its mouth and speech events.
func runSpeechTick(p *Player, dt time.Duration) speechTick {
	tick := speechTick{}
	for _, e := range p.Advance(dt) {
		switch e.Kind {
		case EventSpeechStart, EventWord, EventSpeechEnd:
			tick.events = append(tick.events, e.Kind.String()+" "+e.Word)
		}
	}
	tick.mouth = p.Mouth()
	return tick
}

package engine

import (
	"errors"
	"testing"
	"time"
)

// TestAudio_OpenOpensTheDeviceWithoutASound: Open opens the device at once
// (a web page does, so that the browser can start it at the page's first
// gesture), plays nothing, and Ready follows the device: false until it
// runs (in a browser, until the gesture), then true; a device that fails
// shows in Err.
func TestAudio_OpenOpensTheDeviceWithoutASound(t *testing.T) {
	dev := &fakeDevice{}
	a := newAudioOn(dev)
	a.Open()
	if a.Ready() || len(dev.voices) != 0 {
		t.Fatalf("ready %v with %d sounds before the device runs", a.Ready(), len(dev.voices))
	}
	dev.set(true, nil) // the page's first click
	if !a.Ready() || a.Err() != nil {
		t.Errorf("ready %v, err %v once the device runs", a.Ready(), a.Err())
	}
	a.Open() // again: nothing changes
	if len(dev.voices) != 0 || !a.Ready() {
		t.Errorf("a second Open played %d sounds, ready %v", len(dev.voices), a.Ready())
	}
	failed := newAudioOn(&fakeDevice{err: alsaOpenError})
	failed.Open()
	if failed.Ready() || !errors.Is(failed.Err(), ErrNoDevice) {
		t.Errorf("a device that did not open: ready %v, err %v", failed.Ready(), failed.Err())
	}
}

// TestAudio_OpenWithoutADeviceYet: on an Audio with no device, Open opens
// the engine's own (no game audio.Context exists here), as the first
// sound would.
func TestAudio_OpenWithoutADeviceYet(t *testing.T) {
	skipInBrowser(t, "sound without a user gesture")
	a := NewAudio(nil)
	onGame(t, a.Open)
	if !a.Opened() || a.Context() != nil {
		t.Fatalf("opened %v, context %v: want the engine's own device", a.Opened(), a.Context())
	}
	for i := 0; i < 100 && !a.Ready(); i++ {
		time.Sleep(20 * time.Millisecond)
	}
	if !a.Ready() || a.Err() != nil {
		t.Errorf("the null device: ready %v, err %v", a.Ready(), a.Err())
	}
}

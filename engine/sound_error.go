package engine

import (
	"errors"
	"strings"
)

// ErrNoDevice is what every error of Audio.Err matches (errors.Is): the
// sound device did not open, or it stopped, and sounds are off.
var ErrNoDevice = errors.New("engine: no sound device")

// DeviceError is the error Audio.Err returns once the sound device cannot
// play. It matches ErrNoDevice; Err is the driver's own error (oto's:
// ALSA's message on Linux).
type DeviceError struct {
	// Err is the driver's error.
	Err error
	// Lost is true when the device had been playing and then stopped (a
	// device unplugged or taken away), false when it never opened.
	Lost bool
}

// Error says what happened in one line, for a log or a status line:
// "no sound device: sounds are off (ALSA: ...)".
func (e *DeviceError) Error() string {
	what := "no sound device"
	if e.Lost {
		what = "the sound device stopped"
	}
	return what + ": sounds are off (" + driverReason(e.Err) + ")"
}

// Unwrap returns the driver's error.
func (e *DeviceError) Unwrap() error { return e.Err }

// Is reports whether target is ErrNoDevice.
func (e *DeviceError) Is(target error) bool { return target == ErrNoDevice }

// driverReason shortens oto's error for people: "oto: ALSA error at
// snd_pcm_open: X" becomes "ALSA: X"; other errors lose only the "oto: ".
func driverReason(err error) string {
	if err == nil {
		return "unknown error"
	}
	s := strings.TrimPrefix(err.Error(), "oto: ")
	if rest, ok := strings.CutPrefix(s, "ALSA error at "); ok {
		if _, why, ok := strings.Cut(rest, ": "); ok {
			return "ALSA: " + why
		}
	}
	return s
}

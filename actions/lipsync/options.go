package lipsync

import (
	"math"
	"time"
)

// Limits on what FromPCM accepts; outside them it returns an empty track.
const (
	// MinSampleRate is the lowest sample rate accepted, in Hz.
	MinSampleRate = 1000
	// MaxSampleRate is the highest sample rate accepted, in Hz.
	MaxSampleRate = 1_000_000
	// MaxChannels is the most interleaved channels accepted.
	MaxChannels = 32
)

// Defaults of Options; a zero Options means all of them.
const (
	// DefaultWindow is the RMS window: 25 ms.
	DefaultWindow = 25 * time.Millisecond
	// DefaultHysteresis is how far below its threshold a level is left.
	DefaultHysteresis = 0.06
	// DefaultNoiseFloor is the RMS of silence: -40 dBFS.
	DefaultNoiseFloor = 0.01
	// DefaultMinHold is the shortest time a shape is shown: two windows.
	DefaultMinHold = 50 * time.Millisecond
)

// DefaultThresholds returns the ratios of a window's RMS to the clip's
// loudest window at which MouthWide1 .. MouthWide4 begin:
// 0.12, 0.32, 0.55, 0.80.
func DefaultThresholds() [4]float64 { return [4]float64{0.12, 0.32, 0.55, 0.80} }

// Options tune FromPCM. The zero value gives the defaults.
//
// The audio is cut into windows of Window length; each window's RMS
// loudness r (over all channels) is compared with the loudest window of
// the clip. A window quieter than NoiseFloor (absolute, full scale = 1)
// is silent. Otherwise the ratio r/peak picks the level: Closed below
// Thresholds[0], Wide1 from Thresholds[0], ..., Wide4 from Thresholds[3].
// A level is entered as soon as the ratio reaches its threshold but left
// downwards only when the ratio falls below the threshold minus
// Hysteresis, and a shape is held at least MinHold before it changes, so
// a steady sound does not make the mouth chatter.
type Options struct {
	// Window is the RMS window and the time resolution of the track;
	// 0 means DefaultWindow. It is clamped to [5 ms, 200 ms].
	Window time.Duration
	// Thresholds are the ratios to the peak at which Wide1..Wide4 begin:
	// increasing, in (0, 1]. All zero (or invalid) means
	// DefaultThresholds().
	Thresholds [4]float64
	// Hysteresis is subtracted from a level's threshold to leave it
	// downwards; 0 means DefaultHysteresis, negative means none.
	Hysteresis float64
	// NoiseFloor is the absolute RMS (full scale 1) below which a window
	// is silent; 0 means DefaultNoiseFloor, negative means none.
	NoiseFloor float64
	// MinHold is the shortest time a shape is shown before it changes;
	// 0 means DefaultMinHold, negative means none. It is rounded to whole
	// windows.
	MinHold time.Duration
	// Transitions, when true, uses the two rounded shapes for fast
	// changes: a jump from Closed straight to Wide3 or Wide4 shows
	// MouthMedium for the first window of the opening, and a jump from
	// Wide3 or Wide4 straight to Closed shows MouthNarrow for the first
	// window of the closing. Off, the track uses only Closed and
	// Wide1..Wide4.
	Transitions bool
}

// resolved is Options with the defaults applied, in window units.
type resolved struct {
	window     time.Duration
	thresholds [4]float64
	hysteresis float64
	floor2     float64 // NoiseFloor squared: compared with mean squares
	holdWin    int
	trans      bool
}

func (o Options) resolve() resolved {
	r := resolved{window: o.Window, thresholds: o.Thresholds, hysteresis: o.Hysteresis, trans: o.Transitions}
	switch {
	case r.window == 0:
		r.window = DefaultWindow
	case r.window < 5*time.Millisecond:
		r.window = 5 * time.Millisecond
	case r.window > 200*time.Millisecond:
		r.window = 200 * time.Millisecond
	}
	if !validThresholds(r.thresholds) {
		r.thresholds = DefaultThresholds()
	}
	switch {
	case r.hysteresis == 0 || math.IsNaN(r.hysteresis):
		r.hysteresis = DefaultHysteresis
	case r.hysteresis < 0:
		r.hysteresis = 0
	case r.hysteresis > 1:
		r.hysteresis = 1
	}
	floor := o.NoiseFloor
	switch {
	case floor == 0 || math.IsNaN(floor):
		floor = DefaultNoiseFloor
	case floor < 0:
		floor = 0
	case floor > 1:
		floor = 1
	}
	r.floor2 = floor * floor
	hold := o.MinHold
	if hold == 0 {
		hold = DefaultMinHold
	}
	if hold > 0 {
		// Round to whole windows; at most 10 s.
		hold = min(hold, 10*time.Second)
		r.holdWin = int((hold + r.window/2) / r.window)
	}
	return r
}

// validThresholds reports whether t is strictly increasing within (0, 1].
func validThresholds(t [4]float64) bool {
	prev := 0.0
	for _, v := range t {
		if !(v > prev && v <= 1) { // also false for NaN
			return false
		}
		prev = v
	}
	return true
}

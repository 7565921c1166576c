package lipsync

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
)

const ms = time.Millisecond

// burst is the tone burst of the assignment: 200 ms of silence, a 440 Hz
// tone rising in four amplitude steps of 250 ms, then 200 ms of silence.
var burst = []piece{{200 * ms, 0}, {250 * ms, 0.2}, {250 * ms, 0.4}, {250 * ms, 0.6}, {250 * ms, 0.8}, {200 * ms, 0}}

// TestRule2_LipSyncFollowsLoudness pins docs/actions.md#lip-sync (quiet is
// Closed, louder opens the mouth from Wide1 to Wide4): on the tone burst
// the shapes are Closed, Wide1, Wide2, Wide3, Wide4, Closed, each starting
// within one window of the true step, at several rates, windows and channel
// counts.
func TestRule2_LipSyncFollowsLoudness(t *testing.T) {
	want := []struct {
		at    time.Duration
		shape actions.MouthShape
	}{
		{0, actions.MouthClosed},
		{200 * ms, actions.MouthWide1},
		{450 * ms, actions.MouthWide2},
		{700 * ms, actions.MouthWide3},
		{950 * ms, actions.MouthWide4},
		{1200 * ms, actions.MouthClosed},
	}
	for _, tc := range []struct {
		rate, channels int
		window         time.Duration
	}{
		{44100, 2, 0}, {44100, 1, 0}, {48000, 2, 20 * ms}, {22050, 1, 30 * ms}, {16000, 1, 25 * ms}, {8000, 2, 20 * ms},
	} {
		t.Run(fmt.Sprintf("%dHz_%dch_%v", tc.rate, tc.channels, tc.window), func(t *testing.T) {
			pcm := synth{rate: tc.rate, channels: tc.channels, freq: 440}.render(burst...)
			tr := FromPCM(pcm, tc.rate, tc.channels, Options{Window: tc.window})
			checkTrack(t, tr)
			window := tc.window
			if window == 0 {
				window = DefaultWindow
			}
			frames := len(pcm) / (2 * tc.channels)
			if got, want := tr.Duration(), time.Duration(frames)*time.Second/time.Duration(tc.rate); got != want || abs(got-1400*ms) > ms {
				t.Errorf("duration %v, want %v (1.4 s)", got, want)
			}
			if tr.Len() != len(want) {
				t.Fatalf("got %s, want %d segments", segments(tr), len(want))
			}
			for i, w := range want {
				at, shape := tr.Segment(i)
				if shape != w.shape || abs(at-w.at) > window {
					t.Errorf("segment %d: %v %s, want %s within %v of %v (%s)", i, at, shapeName(shape), shapeName(w.shape), window, w.at, segments(tr))
				}
			}
		})
	}
}

// TestRule2_LipSyncNoChatter pins the hysteresis: a steady tone whose
// loudness sits right on a threshold, with noise and a random amplitude
// wobble, holds one shape; with hysteresis and hold switched off the same
// clip does chatter (so the test can see chatter).
func TestRule2_LipSyncNoChatter(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3, 4, 5} {
		// A loud 200 ms sets the peak; then 3 s right at Wide2's threshold.
		s := synth{rate: 44100, channels: 2, freq: 220, noise: 0.004, wobble: 0.03, seed: seed}
		pcm := s.render(piece{200 * ms, 0.9}, piece{3 * time.Second, 0.9 * DefaultThresholds()[1]})
		steady := func(tr *Track) int {
			changes := 0
			for i := 1; i < tr.Len(); i++ {
				if at, _ := tr.Segment(i); at > 300*ms {
					changes++
				}
			}
			return changes
		}
		tr := FromPCM(pcm, 44100, 2, Options{})
		checkTrack(t, tr)
		if n := steady(tr); n != 0 {
			t.Errorf("seed %d: %d shape changes on a steady tone: %s", seed, n, segments(tr))
		}
		raw := FromPCM(pcm, 44100, 2, Options{Hysteresis: -1, MinHold: -1})
		if n := steady(raw); n < 4 {
			t.Errorf("seed %d: without hysteresis only %d changes; the clip does not test chatter", seed, n)
		}
	}
}

// TestRule2_LipSyncStereoEqualsMono: the same sound in one or two
// channels gives the same track.
func TestRule2_LipSyncStereoEqualsMono(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		mono := synth{rate: 32000, channels: 1, freq: 300, noise: 0.05, wobble: 0.5, seed: seed}
		stereo := mono
		stereo.channels = 2
		m := FromPCM(mono.render(burst...), 32000, 1, Options{})
		s := FromPCM(stereo.render(burst...), 32000, 2, Options{})
		if segments(m) != segments(s) {
			t.Errorf("seed %d:\nmono   %s\nstereo %s", seed, segments(m), segments(s))
		}
	}
}

// TestRule2_LipSyncLoudnessTable pins the noise floor, the relative
// scale, the thresholds and the transitions.
func TestRule2_LipSyncLoudnessTable(t *testing.T) {
	const rate = 16000
	s := synth{rate: rate, channels: 1, freq: 440}
	for _, tc := range []struct {
		name   string
		pieces []piece
		opts   Options
		want   string
	}{
		{"silence", []piece{{500 * ms, 0}}, Options{}, "0s:Closed end 500ms"},
		{"under the noise floor", []piece{{100 * ms, 0}, {300 * ms, 0.01}}, Options{}, "0s:Closed end 400ms"},
		{"quiet clip is relative to its own peak", []piece{{100 * ms, 0}, {300 * ms, 0.05}}, Options{},
			"0s:Closed 100ms:Wide4 end 400ms"},
		{"no noise floor", []piece{{100 * ms, 0}, {300 * ms, 0.01}}, Options{NoiseFloor: -1},
			"0s:Closed 100ms:Wide4 end 400ms"},
		{"own thresholds", []piece{{100 * ms, 0.5}, {100 * ms, 1}}, Options{Thresholds: [4]float64{0.1, 0.2, 0.3, 0.9}},
			"0s:Wide3 100ms:Wide4 end 200ms"},
		{"invalid thresholds mean the defaults", []piece{{100 * ms, 0.5}, {100 * ms, 1}}, Options{Thresholds: [4]float64{0.5, 0.2, 0.3, 0.9}},
			"0s:Wide2 100ms:Wide4 end 200ms"},
		{"transitions open and close", []piece{{100 * ms, 0}, {200 * ms, 1}, {100 * ms, 0}}, Options{Transitions: true},
			"0s:Closed 100ms:Medium 125ms:Wide4 300ms:Narrow 325ms:Closed end 400ms"},
		{"transitions not on small steps", []piece{{100 * ms, 0}, {200 * ms, 0.3}, {100 * ms, 1}, {100 * ms, 0}}, Options{Transitions: true},
			"0s:Closed 100ms:Wide1 300ms:Wide4 400ms:Narrow 425ms:Closed end 500ms"},
		{"hold delays a fast change", []piece{{100 * ms, 0}, {25 * ms, 1}, {100 * ms, 0}}, Options{MinHold: 100 * ms},
			"0s:Closed 100ms:Wide4 200ms:Closed end 225ms"},
		{"a short tail joins the last window", []piece{{100 * ms, 0}, {110 * ms, 1}}, Options{},
			"0s:Closed 100ms:Wide4 end 210ms"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := FromPCM(s.render(tc.pieces...), rate, 1, tc.opts)
			checkTrack(t, tr)
			if got := segments(tr); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
}

// TestFromPCMBadInput: bad rates and channel counts give an empty track;
// partial frames are ignored.
func TestFromPCMBadInput(t *testing.T) {
	pcm := synth{rate: 8000, channels: 2, freq: 440}.render(piece{100 * ms, 0.5})
	for _, tc := range []struct {
		name           string
		pcm            []byte
		rate, channels int
		want           time.Duration
	}{
		{"zero rate", pcm, 0, 2, 0},
		{"negative rate", pcm, -44100, 2, 0},
		{"rate too low", pcm, MinSampleRate - 1, 2, 0},
		{"rate too high", pcm, MaxSampleRate + 1, 2, 0},
		{"zero channels", pcm, 8000, 0, 0},
		{"too many channels", pcm, 8000, MaxChannels + 1, 0},
		{"nil", nil, 8000, 2, 0},
		{"one byte", []byte{1}, 8000, 1, 0},
		{"half a stereo frame", []byte{1, 2}, 8000, 2, 0},
		{"odd length", append(bytes.Clone(pcm), 9), 8000, 2, 100 * ms},
		{"three bytes over", append(bytes.Clone(pcm), 9, 9, 9), 8000, 2, 100 * ms},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := FromPCM(tc.pcm, tc.rate, tc.channels, Options{})
			checkTrack(t, tr)
			if tr.Duration() != tc.want {
				t.Errorf("duration %v, want %v", tr.Duration(), tc.want)
			}
			if tc.want == 0 && tr.At(0) != actions.MouthNone {
				t.Errorf("At(0) = %s on an empty track", shapeName(tr.At(0)))
			}
		})
	}
}

// TestFromPCMDeterministic: the same input gives the same track.
func TestFromPCMDeterministic(t *testing.T) {
	pcm := synth{rate: 44100, channels: 2, freq: 300, noise: 0.1, wobble: 0.8, seed: 9}.render(burst...)
	a, b := FromPCM(pcm, 44100, 2, Options{}), FromPCM(pcm, 44100, 2, Options{})
	if segments(a) != segments(b) {
		t.Errorf("two runs differ:\n%s\n%s", segments(a), segments(b))
	}
}

// TestFromPCMProperties: on seeded random envelopes every track keeps its
// invariants, ends with the clip, agrees with a scan, and does not change
// when the whole clip is made quieter (the scale is the clip's own peak).
func TestFromPCMProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for seed := range uint64(40) {
		var loud, quiet []piece
		for n := 1 + rng.IntN(12); n > 0; n-- {
			p := piece{time.Duration(10+rng.IntN(300)) * ms, 0}
			if rng.IntN(3) > 0 {
				p.Amp = 0.1 + 0.8*rng.Float64()
			}
			loud = append(loud, p)
			quiet = append(quiet, piece{p.Dur, p.Amp / 2})
		}
		rate := []int{8000, 11025, 22050, 44100}[rng.IntN(4)]
		s := synth{rate: rate, channels: 1 + rng.IntN(2), freq: 100 + 400*rng.Float64(), seed: seed}
		pcm := s.render(loud...)
		opts := Options{Transitions: rng.IntN(2) == 0}
		tr := FromPCM(pcm, rate, s.channels, opts)
		checkTrack(t, tr)
		if want := frameTime(int64(len(pcm)/(2*s.channels)), rate); tr.Duration() != want {
			t.Fatalf("seed %d: duration %v, want %v", seed, tr.Duration(), want)
		}
		for d := time.Duration(0); d < tr.Duration(); d += 3 * ms {
			if got, want := tr.At(d), reference(tr, d); got != want {
				t.Fatalf("seed %d: At(%v) = %d, want %d", seed, d, got, want)
			}
		}
		if q := FromPCM(s.render(quiet...), rate, s.channels, opts); segments(q) != segments(tr) {
			t.Errorf("seed %d: half as loud differs:\n%s\n%s", seed, segments(tr), segments(q))
		}
	}
}

package lipsync

import (
	"testing"
	"time"
)

// FuzzFromText: any text gives a well-formed track, and At never panics.
func FuzzFromText(f *testing.F) {
	for _, s := range []string{"", "mama", "Hello, wörld! Don't stop—ok?", "...", "\xff\xfe\x00", "HA!", "日本語", "a\u0301b", "well-known o'clock"} {
		f.Add(s, 14.0)
	}
	f.Fuzz(func(t *testing.T, text string, cps float64) {
		tr := FromText(text, TextOptions{CharsPerSecond: cps})
		checkTrack(t, tr)
		for _, w := range tr.Words() {
			if w.Start >= w.End || w.Offset < 0 || w.Offset+len(w.Text) > len(text) || text[w.Offset:w.Offset+len(w.Text)] != w.Text {
				t.Fatalf("word %+v", w)
			}
		}
		for d := -time.Second; d < tr.Duration()+time.Second; d += 37 * ms {
			if got, want := tr.At(d), reference(tr, d); got != want {
				t.Fatalf("At(%v) = %d, want %d", d, got, want)
			}
		}
	})
}

// FuzzFromPCM: arbitrary bytes (odd lengths too) at any rate and channel
// count give a well-formed track; with text, well-formed words.
func FuzzFromPCM(f *testing.F) {
	s := synth{rate: 1000, channels: 2, freq: 110, noise: 0.1, seed: 1}
	f.Add(s.render(burst...), 1000, 2, "one two", int64(0), 0.0)
	f.Add([]byte{1, 2, 3}, 44100, 1, "", int64(5*ms), 0.5)
	f.Add([]byte{0xff, 0x7f, 0x00, 0x80, 0x01}, 1000, 3, "a b c", int64(-1), -1.0)
	f.Add([]byte{}, 0, 0, "x", int64(time.Hour), 2.0)
	f.Fuzz(func(t *testing.T, pcm []byte, rate, channels int, text string, window int64, hyst float64) {
		opts := Options{Window: time.Duration(window), Hysteresis: hyst, NoiseFloor: hyst / 10, MinHold: time.Duration(window * 3), Transitions: hyst > 0.5}
		tr := FromPCMWithText(pcm, rate, channels, text, opts, TextOptions{})
		checkTrack(t, tr)
		plain := FromPCM(pcm, rate, channels, opts)
		if segments(plain) != segments(tr) {
			t.Fatalf("shapes differ with text:\n%s\n%s", segments(plain), segments(tr))
		}
		step := max(tr.Duration()/50, ms)
		for d := -step; d < tr.Duration()+step; d += step {
			if got, want := tr.At(d), reference(tr, d); got != want {
				t.Fatalf("At(%v) = %d, want %d", d, got, want)
			}
		}
	})
}

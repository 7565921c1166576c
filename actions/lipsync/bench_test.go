package lipsync

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// BenchmarkFromPCM: 10 s of 44.1 kHz 16-bit stereo speech-like audio.
func BenchmarkFromPCM(b *testing.B) {
	s := synth{rate: 44100, channels: 2, freq: 180, noise: 0.05, wobble: 0.9, seed: 1}
	var pieces []piece
	for i := range 20 { // 20 "words" of 300 ms with 200 ms pauses
		pieces = append(pieces, piece{300 * ms, 0.2 + 0.04*float64(i%5)}, piece{200 * ms, 0})
	}
	pcm := s.render(pieces...)
	b.SetBytes(int64(len(pcm)))
	b.ReportAllocs()
	for b.Loop() {
		FromPCM(pcm, 44100, 2, Options{})
	}
}

// BenchmarkFromText: a paragraph.
func BenchmarkFromText(b *testing.B) {
	text := strings.Repeat("Hello there, how are you doing today? ", 10)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		FromText(text, TextOptions{})
	}
}

// BenchmarkAt: one query per frame at 60 Hz (the steady state while
// speaking), and random seeks, on tracks of several sizes.
func BenchmarkAt(b *testing.B) {
	for _, n := range []int{10, 1000, 100000} {
		tr := randomTrack(1, n)
		b.Run(fmt.Sprintf("forward/%d", n), func(b *testing.B) {
			b.ReportAllocs()
			d := time.Duration(0)
			for b.Loop() {
				tr.At(d)
				d += time.Second / 60
				if d >= tr.Duration() {
					d = 0
				}
			}
		})
		b.Run(fmt.Sprintf("seek/%d", n), func(b *testing.B) {
			b.ReportAllocs()
			d := time.Duration(0)
			step := tr.Duration()/7 + 13*ms
			for b.Loop() {
				tr.At(d)
				d = (d + step) % tr.Duration()
			}
		})
	}
}

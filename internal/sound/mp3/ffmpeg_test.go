package mp3

import (
	"fmt"
	"strconv"
	"testing"
)

// The rates of each MPEG version, with a bit rate that suits each for
// constant bit-rate encodes (kbit/s, mono; stereo takes twice).
var everyRate = []struct {
	rate    int
	version string
	kbps    int
}{
	{32000, "1", 48}, {44100, "1", 64}, {48000, "1", 64},
	{16000, "2", 24}, {22050, "2", 32}, {24000, "2", 32},
	{8000, "2.5", 8}, {11025, "2.5", 16}, {12000, "2.5", 16},
}

// encodings are the lame modes of the test: mono and stereo, joint
// (mid/side where it pays), plain and forced mid/side, CBR and VBR.
var encodings = []struct {
	name string
	ch   int
	args func(kbps int) []string
}{
	{"mono CBR", 1, func(k int) []string { return []string{"-m", "m", "-b", strconv.Itoa(k)} }},
	{"mono VBR", 1, func(int) []string { return []string{"-m", "m", "-V", "5"} }},
	{"joint stereo CBR", 2, func(k int) []string { return []string{"-m", "j", "-b", strconv.Itoa(2 * k)} }},
	{"joint stereo VBR", 2, func(int) []string { return []string{"-m", "j", "-V", "4"} }},
	{"stereo CBR", 2, func(k int) []string { return []string{"-m", "s", "-b", strconv.Itoa(2 * k)} }},
	{"mid/side CBR", 2, func(k int) []string { return []string{"-m", "f", "-b", strconv.Itoa(2 * k)} }},
}

// ffmpegBandEdge24k swaps in ffmpeg's edge between long bands 17 and 18
// at 24 kHz (line 330; ISO/IEC 13818-3 Table B.2, lame's encoder and
// decoder: 332), for comparing with ffmpeg; it returns the undo.
func ffmpegBandEdge24k() func() {
	saved := bandsByRate[4]
	bandsByRate[4].long[18] = 330
	return func() { bandsByRate[4] = saved }
}

// TestFFmpeg_EveryRateAndMode: every rate of MPEG-1, 2 and 2.5, mono and
// stereo (joint, plain and mid/side), CBR and VBR, encoded by lame from
// a signal made here, decodes at the rate and length ffmpeg gives, to
// the same samples within 60 dB (16-bit rounding leaves ~100 dB). With a
// LAME tag (a frame too small for one has none) the sound is as long as
// its source. At 24 kHz ffmpeg puts a band edge where the standard does
// not (ffmpegBandEdge24k): there the decoder is compared with ffmpeg
// with ffmpeg's edge, and with the standard's edge against lame's own
// decoder and against the source, which it must decode no worse than
// ffmpeg.
func TestFFmpeg_EveryRateAndMode(t *testing.T) {
	needTool(t, "lame")
	needTool(t, "ffmpeg")
	for _, r := range everyRate {
		for _, enc := range encodings {
			name := fmt.Sprintf("%d Hz %s", r.rate, enc.name)
			t.Run(name, func(t *testing.T) {
				src := signal(r.rate, enc.ch, 1.5, uint64(r.rate))
				khz := strconv.FormatFloat(float64(r.rate)/1000, 'f', -1, 64)
				mp3 := lameEncode(t, src, r.rate, enc.ch, append(enc.args(r.kbps), "--resample", khz)...)
				rate, ch, ref := ffmpegDecode(t, mp3)
				undo := func() {}
				if r.rate == 24000 {
					undo = ffmpegBandEdge24k()
				}
				defer undo()
				d, got := decodeAll(t, mp3, Options{Strict: true})
				info := d.Info()
				if info.Version != r.version || info.SampleRate != r.rate || rate != r.rate || ch != enc.ch || d.Channels() != ch {
					t.Fatalf("info %v, %d channels; ffmpeg %d Hz, %d channels; want MPEG-%s at %d Hz", info, d.Channels(), rate, ch, r.version, r.rate)
				}
				if len(got) != len(ref) {
					t.Fatalf("%d samples, ffmpeg %d", len(got)/ch, len(ref)/ch)
				}
				if info.Gapless && len(got) != len(src) {
					t.Errorf("%d samples with a LAME tag, the source has %d", len(got)/ch, len(src)/ch)
				}
				if n := d.Length(); n != int64(len(got)/ch) {
					t.Errorf("Length %d, Read gave %d", n, len(got)/ch)
				}
				if s := snr(ref, got); s < 60 {
					t.Errorf("SNR %.1f dB against ffmpeg, want >= 60 (%v)", s, info)
				} else {
					t.Logf("%v: %d samples, SNR %.1f dB", info, len(got)/ch, s)
				}
				if r.rate != 24000 {
					return
				}
				undo() // the standard's edge again
				_, std := decodeAll(t, mp3, Options{Strict: true})
				mpglib := lameDecode(t, mp3)
				if !info.Gapless {
					std = std[decoderDelay*ch:] // lame --decode leaves out the decoder's delay
				}
				if len(mpglib) != len(std) {
					t.Fatalf("%d samples, lame --decode %d", len(std)/ch, len(mpglib)/ch)
				}
				if s := snr(mpglib, std); s < 60 {
					t.Errorf("SNR %.1f dB against lame --decode, want >= 60", s)
				}
				if info.Gapless {
					if ours, theirs := snr(src, std), snr(src, ref); ours < theirs {
						t.Errorf("against the source: %.2f dB, ffmpeg %.2f dB", ours, theirs)
					}
				}
			})
		}
	}
}

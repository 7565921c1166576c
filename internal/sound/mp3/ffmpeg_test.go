package mp3

import (
	"fmt"
	"strconv"
	"sync"
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
// (mid/side where it pays), plain and forced mid/side, CBR and VBR, with
// and without CRCs.
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
	{"joint stereo VBR, CRC", 2, func(int) []string { return []string{"-m", "j", "-V", "6", "-p"} }},
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
	type fixture struct {
		name    string
		rate    int
		version string
		ch      int
		src     []int16
		mp3     []byte
	}
	var fixtures []*fixture
	for _, r := range everyRate {
		for _, enc := range encodings {
			fixtures = append(fixtures, &fixture{name: fmt.Sprintf("%d Hz %s", r.rate, enc.name), rate: r.rate, version: r.version, ch: enc.ch,
				src: signal(r.rate, enc.ch, 1.5, uint64(r.rate))})
		}
	}
	// Encode two at a time, then decode them all with one ffmpeg.
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	i := 0
	for _, r := range everyRate {
		for _, enc := range encodings {
			f := fixtures[i]
			args := append(enc.args(r.kbps), "--resample", strconv.FormatFloat(float64(r.rate)/1000, 'f', -1, 64))
			i++
			wg.Add(1)
			go func() {
				defer wg.Done()
				sem <- struct{}{}
				defer func() { <-sem }()
				f.mp3 = lameEncodeErr(f.src, f.rate, f.ch, args...)
			}()
		}
	}
	wg.Wait()
	var files [][]byte
	for _, f := range fixtures {
		if f.mp3 == nil {
			t.Fatalf("%s: lame failed", f.name)
		}
		files = append(files, f.mp3)
	}
	rates, chs, refs := ffmpegDecodeMany(t, files)
	for i, f := range fixtures {
		t.Run(f.name, func(t *testing.T) {
			mp3, rate, ch, ref := f.mp3, rates[i], chs[i], refs[i]
			undo := func() {}
			if f.rate == 24000 {
				undo = ffmpegBandEdge24k()
			}
			defer undo()
			d, got := decodeAll(t, mp3, Options{Strict: true})
			info := d.Info()
			if info.Version != f.version || info.SampleRate != f.rate || rate != f.rate || ch != f.ch || d.Channels() != ch {
				t.Fatalf("info %v, %d channels; ffmpeg %d Hz, %d channels; want MPEG-%s at %d Hz", info, d.Channels(), rate, ch, f.version, f.rate)
			}
			if len(got) != len(ref) {
				t.Fatalf("%d samples, ffmpeg %d", len(got)/ch, len(ref)/ch)
			}
			if info.Gapless && len(got) != len(f.src) {
				t.Errorf("%d samples with a LAME tag, the source has %d", len(got)/ch, len(f.src)/ch)
			}
			if n := d.Length(); n != int64(len(got)/ch) {
				t.Errorf("Length %d, Read gave %d", n, len(got)/ch)
			}
			if s := snr(ref, got); s < 60 {
				t.Errorf("SNR %.1f dB against ffmpeg, want >= 60 (%v)", s, info)
			} else {
				t.Logf("%v: %d samples, SNR %.1f dB", info, len(got)/ch, s)
			}
			if f.rate != 24000 {
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
			} else {
				t.Logf("standard edge: SNR %.1f dB against lame --decode", s)
			}
			if info.Gapless {
				if ours, theirs := snr(f.src, std), snr(f.src, ref); ours < theirs {
					t.Errorf("against the source: %.2f dB, ffmpeg %.2f dB", ours, theirs)
				} else {
					t.Logf("against the source: %.2f dB, ffmpeg %.2f dB", ours, theirs)
				}
			}
		})
	}
}

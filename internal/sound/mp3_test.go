package sound

import (
	"strconv"
	"strings"
	"testing"
)

// mp3Fixtures are the tone as MP3 at each rate testdata/sounds/make.sh
// makes, with the MPEG version the rate takes.
var mp3Fixtures = []struct {
	file    string
	rate    int
	version string
	frame   int // samples per frame
}{
	{"tone-8000.mp3", 8000, "2.5", 576},
	{"tone-11025.mp3", 11025, "2.5", 576},
	{"tone-16000.mp3", 16000, "2", 576},
	{"tone.mp3", 22050, "2", 576},
	{"tone-44100.mp3", 44100, "1", 1152},
}

// lameDelay is the delay lame puts before the first sample of a file
// without a LAME tag (576 encoder + 529 decoder samples).
const lameDelay = 1105

// TestRule1_MP3AtEveryRate pins docs/character-package.md#sounds (MP3
// sounds at the rates of Microsoft Agent's era, 8 to 22 kHz, and today's
// 44.1 kHz) as far as rigplay's decoder goes: MPEG-1 and MPEG-2 files
// decode at their own rate to the tone's length (plus lame's delay, padded
// to a whole frame); MPEG-2.5 files (8 and 11.025 kHz), which no decoder
// available to rigplay plays, get an error that names the version and rate
// and says to convert the file.
func TestRule1_MP3AtEveryRate(t *testing.T) {
	for _, fx := range mp3Fixtures {
		t.Run(fx.file, func(t *testing.T) {
			data := readTone(t, fx.file)
			info, ok := ProbeMPEG(data)
			if !ok || info.Rate != fx.rate || info.Version != fx.version || info.Layer != 3 {
				t.Fatalf("ProbeMPEG = %+v, %v; want MPEG-%s Layer III at %d Hz", info, ok, fx.version, fx.rate)
			}
			p, err := Decode(data, 0)
			n, cerr := Check(data, 0)
			if fx.version == "2.5" {
				want := "cannot decode the MP3 sound: it is MPEG-2.5 Layer III, " + strconv.Itoa(fx.rate) + " Hz, which rigplay's MP3 decoder does not play"
				for _, e := range []error{err, cerr} {
					if e == nil || !strings.HasPrefix(e.Error(), want) || !strings.Contains(e.Error(), "convert it to Ogg Vorbis or WAV") {
						t.Errorf("err = %v\nwant %s ... convert it to Ogg Vorbis or WAV ...", e, want)
					}
				}
				return
			}
			if err != nil || cerr != nil {
				t.Fatalf("Decode: %v; Check: %v", err, cerr)
			}
			if r, rerr := Rate(data); p.Rate != fx.rate || r != fx.rate || rerr != nil {
				t.Errorf("rate %d (Rate: %d, %v), want %d", p.Rate, r, rerr, fx.rate)
			}
			frames := len(p.Data) / 4
			tone := int(toneSecs * float64(fx.rate))
			if frames < tone+lameDelay || frames >= tone+lameDelay+fx.frame || frames%fx.frame != 0 {
				t.Errorf("%d sample frames; want whole %d-sample frames, at least the tone and lame's delay (%d) and less than one frame more",
					frames, fx.frame, tone+lameDelay)
			}
			if want := Size(int64(frames), fx.rate); n != want {
				t.Errorf("Check says %d bytes, Decode gives %d counted", n, want)
			}
			if peak := peak16(p.Data); peak < 8000 {
				t.Errorf("peak %d: the tone (half scale) is not there", peak)
			}
		})
	}
}

// TestMP3_CorruptIsAnError: broken MP3 files give an error naming the
// MPEG version and rate where a header is found, never a panic.
func TestMP3_CorruptIsAnError(t *testing.T) {
	tone := readTone(t, "tone.mp3")
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"truncated", tone[:100], "cannot decode the MP3 sound (MPEG-2 Layer III, 22050 Hz): EOF"},
		{"header only", []byte("ID3\x03\x00\x00\x00\x00\x00\x00\xff\xfb\x90"), "cannot decode the MP3 sound (MPEG-1 Layer III, 44100 Hz): EOF"},
		{"sync and noise", garbled([]byte("\xff\xfb\x90\x00                                                            "), 4),
			"cannot decode the MP3 sound (MPEG-1 Layer III, 44100 Hz): EOF"},
		{"ID3 then noise", garbled(append([]byte("ID3\x03\x00\x00\x00\x00\x00\x00"), make([]byte, 500)...), 10), "cannot decode the MP3 sound: "},
		{"ID3 tag past the end", []byte("ID3\x04\x00\x00\x7f\x00\x00\x1a\xff\xfb\x90\x04"),
			"cannot decode the MP3 sound: the ID3 tag claims 266338330 bytes, the file has 4 left"},
		{"Layer II", []byte("\xff\xfd\x90\x00 rest of a frame"),
			"cannot decode the MP3 sound: it is MPEG-1 Layer II, 44100 Hz, which rigplay's MP3 decoder does not play"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, keep := range []bool{false, true} {
				n, p, err := run(tc.data, 0, keep)
				if err == nil || !strings.HasPrefix(err.Error(), tc.want) || n != 0 || p.Data != nil {
					t.Errorf("keep=%v: %d bytes, %v; want an error starting %q", keep, n, err, tc.want)
				}
			}
		})
	}
	// Every cut and every garbled tail of the real file: an error or a
	// decode, never a panic (the guard turns one into an error).
	for cut := 0; cut < len(tone); cut += 37 {
		if _, err := Decode(tone[:cut], 0); err == nil && cut < 4 {
			t.Errorf("cut %d decodes", cut)
		}
		Decode(garbled(tone, cut), 0)
	}
}

// TestProbeMPEG reads the first frame header after an ID3 tag and skips
// bytes that only look like a sync word.
func TestProbeMPEG(t *testing.T) {
	for _, tc := range []struct {
		name string
		data string
		want string // "" = none found
	}{
		{"MPEG-1 44.1", "\xff\xfb\x90\x00", "MPEG-1 Layer III, 44100 Hz"},
		{"MPEG-2 16", "\xff\xf3\x38\xc4", "MPEG-2 Layer III, 16000 Hz"},
		{"MPEG-2.5 8", "\xff\xe3\x28\xc4", "MPEG-2.5 Layer III, 8000 Hz"},
		{"MPEG-2.5 12", "\xff\xe3\x24\xc4", "MPEG-2.5 Layer III, 12000 Hz"},
		{"after ID3", "ID3\x03\x00\x00\x00\x00\x00\x02\xff\xfb\xff\xf3\x10\xc4", "MPEG-2 Layer III, 22050 Hz"},
		{"reserved version skipped", "\xff\xeb\x90\x00\xff\xfb\x94\x00", "MPEG-1 Layer III, 48000 Hz"},
		{"bad rate index skipped", "\xff\xfb\x9c\x00", ""},
		{"too short", "\xff\xfb", ""},
		{"no sync", "hello, world", ""},
	} {
		info, ok := ProbeMPEG([]byte(tc.data))
		got := ""
		if ok {
			got = info.String()
		}
		if got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// peak16 is the largest magnitude of 16-bit samples.
func peak16(pcm []byte) int {
	m := 0
	for i := 0; i+1 < len(pcm); i += 2 {
		v := int(int16(uint16(pcm[i]) | uint16(pcm[i+1])<<8))
		m = max(m, v, -v)
	}
	return m
}

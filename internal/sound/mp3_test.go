package sound

import (
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

// TestRule1_MP3AtEveryRate pins docs/character-package.md#sounds (every
// MP3 plays: MPEG-1, 2 and 2.5 Layer III at the rates of Microsoft
// Agent's era, 8 to 22 kHz, and today's 44.1 kHz): each file decodes at
// its own rate to the tone's length plus lame's delay, padded to a whole
// frame (the files have no LAME tag to say what to leave out).
func TestRule1_MP3AtEveryRate(t *testing.T) {
	for _, fx := range mp3Fixtures {
		t.Run(fx.file, func(t *testing.T) {
			data := readTone(t, fx.file)
			p, err := Decode(data, 0)
			n, cerr := Check(data, 0)
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
			if p.Damage != "" {
				t.Errorf("damage: %s", p.Damage)
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
		{"truncated", tone[:100], "cannot decode the MP3 sound: at byte 0: the file ends in the first frame (MPEG-2 Layer III, 22050 Hz, 104 bytes), after 100 bytes"},
		{"header only", []byte("ID3\x03\x00\x00\x00\x00\x00\x00\xff\xfb\x90"), "cannot decode the MP3 sound: at byte 10: no complete MPEG audio frame"},
		{"sync and noise", garbled([]byte("\xff\xfb\x90\x00                                                            "), 4),
			"cannot decode the MP3 sound: at byte 0: the file ends in the first frame (MPEG-1 Layer III, 44100 Hz, 417 bytes), after 64 bytes"},
		{"ID3 then noise", garbled(append([]byte("ID3\x03\x00\x00\x00\x00\x00\x00"), make([]byte, 500)...), 10), "cannot decode the MP3 sound: "},
		{"ID3 tag past the end", []byte("ID3\x04\x00\x00\x7f\x00\x00\x1a\xff\xfb\x90\x04"),
			"cannot decode the MP3 sound: the ID3 tag claims 266338330 bytes, the file has 4 left"},
		{"Layer II", []byte("\xff\xfd\x90\x00 rest of a frame"),
			"cannot decode the MP3 sound: at byte 0: it is MPEG-1 Layer II, 44100 Hz, which rigplay's MP3 decoder does not play (Layer III only)"},
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

// peak16 is the largest magnitude of 16-bit samples.
func peak16(pcm []byte) int {
	m := 0
	for i := 0; i+1 < len(pcm); i += 2 {
		v := int(int16(uint16(pcm[i]) | uint16(pcm[i+1])<<8))
		m = max(m, v, -v)
	}
	return m
}

// TestMP3_DamagedFrame pins docs/character-package.md#sounds: a damaged
// frame is an error of Check naming it (what validation reports), and
// Decode plays it as a short silence, saying which frame in PCM.Damage.
func TestMP3_DamagedFrame(t *testing.T) {
	good, bad := readTone(t, "tone.mp3"), readTone(t, "tone-damaged.mp3")
	_, err := Check(bad, 0)
	want := "cannot decode the MP3 sound (MPEG-2 Layer III, 22050 Hz): frame 3 (0.08 s) at byte 313: the granule's data runs past the frame's"
	if err == nil || err.Error() != want {
		t.Errorf("Check: %v\nwant %s", err, want)
	}
	p, err := Decode(bad, 0)
	if err != nil {
		t.Fatal(err)
	}
	if want := "the MP3 sound (MPEG-2 Layer III, 22050 Hz) has a damaged frame, which plays as silence: frame 3 (0.08 s) at byte 313: the granule's data runs past the frame's"; p.Damage != want {
		t.Errorf("Damage %q\nwant %q", p.Damage, want)
	}
	g, err := Decode(good, 0)
	if err != nil || g.Damage != "" {
		t.Fatalf("the good tone: %v, %q", err, g.Damage)
	}
	if len(p.Data) != len(g.Data) {
		t.Fatalf("%d bytes, the good tone %d: a damaged frame must keep its length", len(p.Data), len(g.Data))
	}
	// Frame 3 holds samples 3*576..4*576 (4 bytes each): silent.
	for i := 4 * 3 * 576; i < 4*4*576; i++ {
		if p.Data[i] != 0 {
			t.Fatalf("byte %d of the damaged frame is %d, want silence", i, p.Data[i])
		}
	}
}

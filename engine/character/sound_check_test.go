package character

import (
	"encoding/binary"
	"github.com/rigplay/rigplay/internal/memtest"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

// soundsDir holds the synthesized test tone (testdata/sounds/make.sh).
var soundsDir = filepath.Join("..", "..", "testdata", "sounds")

// tone reads testdata/sounds/tone.<ext>, or tone-<rate>.mp3 when ext is
// "<rate>.mp3".
func tone(t testing.TB, ext string) []byte {
	t.Helper()
	name := "tone." + ext
	if strings.HasSuffix(ext, ".mp3") {
		name = "tone-" + ext
	}
	data, err := os.ReadFile(filepath.Join(soundsDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// makeWAV builds a PCM WAV file of frames silent sample frames.
func makeWAV(tag, channels, bits, rate, frames int) []byte {
	block := channels * bits / 8
	data := frames * block
	b := []byte("RIFF\x00\x00\x00\x00WAVEfmt \x10\x00\x00\x00")
	b = binary.LittleEndian.AppendUint16(b, uint16(tag))
	b = binary.LittleEndian.AppendUint16(b, uint16(channels))
	b = binary.LittleEndian.AppendUint32(b, uint32(rate))
	b = binary.LittleEndian.AppendUint32(b, uint32(rate*block))
	b = binary.LittleEndian.AppendUint16(b, uint16(block))
	b = binary.LittleEndian.AppendUint16(b, uint16(bits))
	b = append(b, "data"...)
	b = binary.LittleEndian.AppendUint32(b, uint32(data))
	b = append(b, make([]byte, data)...)
	binary.LittleEndian.PutUint32(b[4:8], uint32(len(b)-8))
	return b
}

// garbled keeps the first keep bytes of data and replaces the rest with
// a seeded pattern.
func garbled(data []byte, keep int) []byte {
	g := append([]byte{}, data...)
	x := uint32(12345)
	for i := keep; i < len(g); i++ {
		x = x*1103515245 + 12345
		g[i] = byte(x >> 16)
	}
	return g
}

// TestRule1_SoundFilesDecode pins docs/character-package.md#sounds (a
// SoundEffect is WAV, Ogg Vorbis or MP3) and docs/actions.md#sounds (one
// that is missing or does not decode is an error): CheckSoundData decodes
// each sound the way the engine does and reports one that does not play
// where Actions.json names it.
func TestRule1_SoundFilesDecode(t *testing.T) {
	wav, ogg, mp3 := tone(t, "wav"), tone(t, "ogg"), tone(t, "mp3")
	const at = "Actions.json:1:76: /ActionItems/0/Frames/0/SoundEffect: "
	for _, tc := range []struct {
		name, file string
		data       []byte
		opts       SoundCheckOptions
		want       string // "" = no problem
	}{
		{"wav tone", "s.wav", wav, SoundCheckOptions{}, ""},
		{"ogg tone", "s.ogg", ogg, SoundCheckOptions{}, ""},
		{"mp3 tone", "s.mp3", mp3, SoundCheckOptions{}, ""},
		{"wav 8-bit stereo", "s.wav", makeWAV(1, 2, 8, 11025, 100), SoundCheckOptions{}, ""},
		{"wav 16-bit mono", "s.wav", makeWAV(1, 1, 16, 8000, 100), SoundCheckOptions{}, ""},
		{"wav truncated", "s.wav", wav[:len(wav)-1], SoundCheckOptions{},
			at + `s.wav: cannot decode the WAV sound: chunk "data" at byte 36 claims 13230 bytes, the file has 13229 left`},
		{"wav header only", "s.wav", wav[:40], SoundCheckOptions{},
			at + `s.wav: cannot decode the WAV sound: the chunk header at byte 36 is cut short`},
		{"wav float", "s.wav", makeWAV(3, 1, 16, 8000, 10), SoundCheckOptions{},
			at + `s.wav: cannot decode the WAV sound: format 3 is not linear PCM (1)`},
		{"wav 24-bit", "s.wav", makeWAV(1, 1, 24, 8000, 10), SoundCheckOptions{},
			at + `s.wav: cannot decode the WAV sound: 24 bits per sample; the player plays 8 or 16`},
		{"wav 6 channels", "s.wav", makeWAV(1, 6, 16, 8000, 10), SoundCheckOptions{},
			at + `s.wav: cannot decode the WAV sound: 6 channels; the player plays 1 or 2`},
		{"wav rate 0", "s.wav", makeWAV(1, 1, 16, 0, 10), SoundCheckOptions{},
			at + `s.wav: cannot decode the WAV sound: sample rate 0 Hz is outside 1000 to 192000 Hz`},
		{"wav no data", "s.wav", makeWAV(1, 1, 16, 8000, 0)[:36], SoundCheckOptions{},
			at + `s.wav: cannot decode the WAV sound: no "data" chunk`},
		{"ogg truncated", "s.ogg", ogg[:len(ogg)/2], SoundCheckOptions{},
			at + `s.ogg: cannot decode the Ogg Vorbis sound: the Ogg page at byte 58 claims 3282 bytes, the file has 1781 left`},
		{"ogg garbage", "s.ogg", garbled(ogg, 4), SoundCheckOptions{},
			at + `s.ogg: cannot decode the Ogg Vorbis sound: the Ogg page at byte 0 has version 220, want 0`},
		{"mp3 truncated", "s.mp3", mp3[:100], SoundCheckOptions{},
			at + `s.mp3: cannot decode the MP3 sound: at byte 0: the file ends in the first frame (MPEG-2 Layer III, 22050 Hz, 104 bytes), after 100 bytes`},
		{"mp3 garbage", "s.mp3", garbled([]byte("\xff\xfb\x90\x00                                                            "), 4), SoundCheckOptions{},
			at + `s.mp3: cannot decode the MP3 sound: at byte 0: the file ends in the first frame (MPEG-1 Layer III, 44100 Hz, 417 bytes), after 64 bytes`},
		{"mp3 header only", "s.mp3", []byte("ID3\x03\x00\x00\x00\x00\x00\x00\xff\xfb\x90"), SoundCheckOptions{},
			at + `s.mp3: cannot decode the MP3 sound: at byte 10: no complete MPEG audio frame`},
		{"mp3 MPEG-1 44.1 kHz", "s.mp3", tone(t, "44100.mp3"), SoundCheckOptions{}, ""},
		{"mp3 MPEG-2 16 kHz", "s.mp3", tone(t, "16000.mp3"), SoundCheckOptions{}, ""},
		// MPEG-2.5 plays (issue 20): rigplay has its own decoder.
		{"mp3 MPEG-2.5 11.025 kHz", "s.mp3", tone(t, "11025.mp3"), SoundCheckOptions{}, ""},
		{"mp3 MPEG-2.5 8 kHz", "s.mp3", tone(t, "8000.mp3"), SoundCheckOptions{}, ""},
		{"mp3 over limit", "s.mp3", mp3, SoundCheckOptions{MaxPCMBytes: 1000},
			at + `s.mp3: the MP3 sound decodes to 64512 bytes, over the limit of 1000`},
		{"wav over limit", "s.wav", wav, SoundCheckOptions{MaxPCMBytes: 1000},
			at + `s.wav: the WAV sound decodes to 52920 bytes, over the limit of 1000`},
		{"ogg over limit", "s.ogg", ogg, SoundCheckOptions{MaxPCMBytes: 1000},
			at + `s.ogg: the Ogg Vorbis sound decodes to 52920 bytes, over the limit of 1000`},
		{"over the total", "s.wav", wav, SoundCheckOptions{MaxPCMTotal: 1000},
			at + `s.wav: the character's decoded sounds exceed the budget of 1000 bytes in all`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fsys := fstest.MapFS{
				"Actions.json": {Data: miniActions("a.png", tc.file)},
				"a.png":        {Data: pngBytes(t, solid(2, 2, color.NRGBA{255, 0, 0, 255}))},
				tc.file:        {Data: tc.data},
			}
			c, d := Load(fsys, Options{})
			if c == nil {
				t.Fatalf("Load: %v (only the first bytes are checked there)", d)
			}
			got := c.CheckSoundData(fsys, tc.opts)
			if tc.want == "" {
				if len(got) != 0 {
					t.Errorf("got %v, want no problem", got)
				}
				return
			}
			if len(got) != 1 || got[0].Error() != tc.want {
				t.Errorf("got %v\nwant %s", got, tc.want)
			}
		})
	}
}

// TestCheckSoundSizes: the decoded size is counted as 16-bit stereo at
// SoundCheckRate, whatever the file's rate and layout.
func TestCheckSoundSizes(t *testing.T) {
	for _, tc := range []struct {
		name string
		data []byte
		want int64
	}{
		{"tone.wav, 0.3 s at 22,050 Hz mono", tone(t, "wav"), 6615 * 2 * 4},
		{"8-bit stereo 11,025 Hz, 100 frames", makeWAV(1, 2, 8, 11025, 100), 400 * 4},
		{"16-bit mono 44,100 Hz, 7 frames", makeWAV(1, 1, 16, 44100, 7), 7 * 4},
	} {
		n, err := CheckSound(tc.data, 0)
		if err != nil || n != tc.want {
			t.Errorf("%s: %d, %v; want %d", tc.name, n, err, tc.want)
		}
	}
	if _, err := CheckSound([]byte("hello"), 0); err == nil || !strings.Contains(err.Error(), "not a WAV, Ogg Vorbis or MP3 file") {
		t.Errorf("text: %v", err)
	}
}

// TestCheckSoundDataAssets: the shipped frame sample's sounds all decode.
func TestCheckSoundDataAssets(t *testing.T) {
	p := pip(t)
	if len(p.SoundPaths()) == 0 {
		t.Fatal("the frame sample has no sounds")
	}
	if d := p.CheckSoundData(nil, SoundCheckOptions{}); len(d) != 0 {
		t.Errorf("frame sample: %v", d)
	}
}

// FuzzCheckSound: no input makes the sound check panic, hang or decode
// past its limit.
func FuzzCheckSound(f *testing.F) {
	for _, ext := range []string{"wav", "ogg", "mp3"} {
		data := tone(f, ext)
		f.Add(data)
		f.Add(data[:len(data)/3])
	}
	f.Add(makeWAV(1, 2, 8, 11025, 10))
	f.Add([]byte("ID3\x03\x00\x00\x00\x00\x00\x00\xff\xfb\x90"))
	f.Fuzz(func(t *testing.T, data []byte) {
		memtest.Check(t, "sound", data, fuzzAllocLimit)
		const max = 1 << 20
		n, err := CheckSound(data, max)
		if err == nil && (n < 0 || n > max) {
			t.Fatalf("size %d accepted with limit %d", n, max)
		}
		if err != nil && n != 0 {
			t.Fatalf("size %d with error %v", n, err)
		}
	})
}

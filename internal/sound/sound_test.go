package sound

import (
	"bytes"
	"encoding/binary"
	"strings"
	"testing"
)

// TestRule1_SoundFormats pins the sound formats of
// docs/character-package.md#sounds: WAV (PCM 8 and 16 bit, mono and stereo,
// any rate), Ogg Vorbis and MP3 decode to 16-bit stereo at their own rate,
// mono doubled to both channels and 8-bit samples centred on 128.
func TestRule1_SoundFormats(t *testing.T) {
	le16 := func(vs ...int16) []byte {
		var b []byte
		for _, v := range vs {
			b = binary.LittleEndian.AppendUint16(b, uint16(v))
		}
		return b
	}
	for _, tc := range []struct {
		name string
		data []byte
		rate int
		want []byte // nil: only the length is checked (frames)
		frm  int
	}{
		{"WAV 16-bit mono", makeWAV(1, 1, 16, 8000, le16(1, -2, 300)), 8000, le16(1, 1, -2, -2, 300, 300), 3},
		{"WAV 16-bit stereo", makeWAV(1, 2, 16, 44100, le16(1, -2, 300, 4)), 44100, le16(1, -2, 300, 4), 2},
		{"WAV 8-bit mono", makeWAV(1, 1, 8, 11025, []byte{128, 255, 0}), 11025, le16(0, 0, 127<<8, 127<<8, -128<<8, -128<<8), 3},
		{"WAV 8-bit stereo", makeWAV(1, 2, 8, 22050, []byte{129, 127}), 22050, le16(1<<8, -1<<8), 1},
		{"WAV odd tail dropped", makeWAV(1, 1, 16, 8000, []byte{1, 0, 2}), 8000, le16(1, 1), 1},
		{"tone.wav", readTone(t, "tone.wav"), 22050, nil, 6615},
		{"tone.ogg", readTone(t, "tone.ogg"), 22050, nil, 6615},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Decode(tc.data, 0)
			if err != nil {
				t.Fatal(err)
			}
			if p.Rate != tc.rate || len(p.Data) != 4*tc.frm {
				t.Errorf("rate %d, %d bytes; want %d, %d", p.Rate, len(p.Data), tc.rate, 4*tc.frm)
			}
			if tc.want != nil && !bytes.Equal(p.Data, tc.want) {
				t.Errorf("samples % x, want % x", p.Data, tc.want)
			}
			if tc.want == nil && peak16(p.Data) < 8000 {
				t.Errorf("peak %d: the tone (half scale) is not there", peak16(p.Data))
			}
			n, err := Check(tc.data, 0)
			if err != nil || n != Size(int64(tc.frm), tc.rate) {
				t.Errorf("Check: %d, %v; want %d", n, err, Size(int64(tc.frm), tc.rate))
			}
			if r, err := Rate(tc.data); err != nil || r != tc.rate {
				t.Errorf("Rate: %d, %v; want %d", r, err, tc.rate)
			}
		})
	}
}

// TestSound_BrokenFiles: each broken or oversized sound gets its exact
// error from Check and Decode alike, never a panic.
func TestSound_BrokenFiles(t *testing.T) {
	wav, ogg := readTone(t, "tone.wav"), readTone(t, "tone.ogg")
	huge := bytes.Clone(wav)
	binary.LittleEndian.PutUint32(huge[40:44], 0xFFFFFFF0) // the "data" chunk claims 4 GB
	for _, tc := range []struct {
		name string
		data []byte
		max  int64
		want string
	}{
		{"empty", nil, 0, "not a WAV, Ogg Vorbis or MP3 file"},
		{"text", []byte("hello, world"), 0, "not a WAV, Ogg Vorbis or MP3 file"},
		{"wav truncated", wav[:len(wav)-1], 0, `cannot decode the WAV sound: chunk "data" at byte 36 claims 13230 bytes, the file has 13229 left`},
		{"wav claims 4 GB", huge, 0, `cannot decode the WAV sound: chunk "data" at byte 36 claims 4294967280 bytes, the file has 13230 left`},
		{"wav header only", wav[:40], 0, "cannot decode the WAV sound: the chunk header at byte 36 is cut short"},
		{"wav float", makeWAV(3, 1, 16, 8000, make([]byte, 20)), 0, "cannot decode the WAV sound: format 3 is not linear PCM (1)"},
		{"wav 24-bit", makeWAV(1, 1, 24, 8000, make([]byte, 30)), 0, "cannot decode the WAV sound: 24 bits per sample; the player plays 8 or 16"},
		{"wav 6 channels", makeWAV(1, 6, 16, 8000, make([]byte, 120)), 0, "cannot decode the WAV sound: 6 channels; the player plays 1 or 2"},
		{"wav rate 0", makeWAV(1, 1, 16, 0, make([]byte, 20)), 0, "cannot decode the WAV sound: sample rate 0 Hz is outside 1000 to 192000 Hz"},
		{"wav no data", makeWAV(1, 1, 16, 8000, nil)[:36], 0, `cannot decode the WAV sound: no "data" chunk`},
		{"wav data before fmt", []byte("RIFF\x0c\x00\x00\x00WAVEdata\x00\x00\x00\x00"), 0, `cannot decode the WAV sound: the "data" chunk comes before "fmt "`},
		{"ogg truncated", ogg[:len(ogg)/2], 0, "cannot decode the Ogg Vorbis sound: the Ogg page at byte 58 claims 3282 bytes, the file has 1781 left"},
		{"ogg garbage", garbled(ogg, 4), 0, "cannot decode the Ogg Vorbis sound: the Ogg page at byte 0 has version 220, want 0"},
		{"wav over limit", wav, 1000, "the WAV sound decodes to 52920 bytes, over the limit of 1000"},
		{"ogg over limit", ogg, 1000, "the Ogg Vorbis sound decodes to 52920 bytes, over the limit of 1000"},
		{"mp3 over limit", readTone(t, "tone.mp3"), 1000, "the MP3 sound decodes to 64512 bytes, over the limit of 1000"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, keep := range []bool{false, true} {
				n, p, err := run(tc.data, tc.max, keep)
				if err == nil || err.Error() != tc.want || n != 0 || p.Data != nil || p.Rate != 0 {
					t.Errorf("keep=%v: %d bytes, rate %d, %v\nwant %s", keep, n, p.Rate, err, tc.want)
				}
			}
			if tc.max == 0 {
				if r, err := Rate(tc.data); err == nil || err.Error() != tc.want || r != 0 {
					t.Errorf("Rate: %d, %v\nwant %s", r, err, tc.want)
				}
			}
		})
	}
}

// TestSize counts decoded sizes as 16-bit stereo at CountRate and
// saturates instead of overflowing.
func TestSize(t *testing.T) {
	for _, tc := range []struct {
		frames int64
		rate   int
		want   int64
	}{
		{6615, 22050, 6615 * 2 * 4},
		{100, 11025, 400 * 4},
		{7, 44100, 28},
		{1000, 48000, 4000}, // over CountRate: the bytes held
		{1 << 40, 192000, 1 << 42},
		{0, 44100, 0},
		{10, 0, 0},
		{1 << 60, 8000, 1 << 62},
	} {
		if got := Size(tc.frames, tc.rate); got != tc.want {
			t.Errorf("Size(%d, %d) = %d, want %d", tc.frames, tc.rate, got, tc.want)
		}
	}
}

// TestFormat tells formats from their first bytes.
func TestFormat(t *testing.T) {
	for in, want := range map[string]string{
		"RIFF\x00\x00\x00\x00WAVEfmt ": WAV, "OggS\x00": Ogg, "ID3\x04": MP3, "\xff\xfb\x90": MP3, "\xff\xe3": MP3,
		"RIFF\x00\x00\x00\x00AVI ": "", "fLaC": "", "": "", "\xff": "",
	} {
		if got := Format([]byte(in)); got != want {
			t.Errorf("Format(%q) = %q, want %q", in, got, want)
		}
	}
	if got := FormatName(""); !strings.Contains(got, "sound") {
		t.Errorf("FormatName(\"\") = %q", got)
	}
}

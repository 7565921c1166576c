package main

import (
	"bytes"
	"encoding/binary"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// soundFile is testdata/sounds/<name>.
func soundFile(name string) string { return filepath.Join("..", "..", "testdata", "sounds", name) }

// TestSound_PrintsAndWrites: `rigplay sound` prints each test sound's
// format, rate, channels and length, and writes it as a 16-bit WAV file
// at its own rate and with its own channels that decodes (as rigplay
// decodes WAV) to the same samples.
func TestSound_PrintsAndWrites(t *testing.T) {
	for _, tc := range []struct {
		file, want string
	}{
		{"tone.wav", "WAV (PCM, 16-bit), 22050 Hz, 1 channel, 0.300 s (6615 samples)"},
		{"tone.ogg", "Ogg Vorbis (Vorbis, 24 kbit/s nominal), 22050 Hz, 1 channel, 0.300 s (6615 samples)"},
		{"tone.mp3", "MP3 (MPEG-2 Layer III, 22050 Hz, mono, 32 kbit/s), 22050 Hz, 1 channel, 0.366 s (8064 samples)"},
		{"tone-8000.mp3", "MP3 (MPEG-2.5 Layer III, 8000 Hz, mono, 16 kbit/s), 8000 Hz, 1 channel, 0.504 s (4032 samples)"},
		{"tone-11025.mp3", "MP3 (MPEG-2.5 Layer III, 11025 Hz, mono, 16 kbit/s), 11025 Hz, 1 channel, 0.418 s (4608 samples)"},
		{"tone-44100.mp3", "MP3 (MPEG-1 Layer III, 44100 Hz, mono, 32 kbit/s), 44100 Hz, 1 channel, 0.340 s (14976 samples)"},
	} {
		t.Run(tc.file, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out.wav")
			code, stdout, stderr := runActionsCLI("sound", soundFile(tc.file), "-o", out)
			if want := soundFile(tc.file) + ": " + tc.want + "\n"; code != 0 || stdout != want || stderr != "" {
				t.Fatalf("exit %d, stdout %q, stderr %q\nwant 0 and %q", code, stdout, stderr, want)
			}
			// The WAV written, read back by rigplay sound itself.
			code, stdout, _ = runActionsCLI("sound", out)
			rate := strings.Split(tc.want, ", ")
			if code != 0 || !strings.Contains(stdout, ": WAV (PCM, 16-bit), "+strings.Join(rate[len(rate)-3:], ", ")) {
				t.Errorf("the WAV written: exit %d, %q", code, stdout)
			}
		})
	}
}

// TestSound_Errors: a file that does not decode is exit 1 with the
// decoder's error; a damaged MP3 frame is a warning (it plays as a short
// silence); bad usage is exit 2.
func TestSound_Errors(t *testing.T) {
	dir := t.TempDir()
	text := filepath.Join(dir, "notes.txt")
	os.WriteFile(text, []byte("hello"), 0o644)
	code, _, stderr := runActionsCLI("sound", text)
	if code != 1 || stderr != "rigplay sound: "+text+": not a WAV, Ogg Vorbis or MP3 file\n" {
		t.Errorf("text: exit %d, %q", code, stderr)
	}
	code, stdout, stderr := runActionsCLI("sound", soundFile("tone-damaged.mp3"))
	if code != 0 || !strings.Contains(stdout, "(8064 samples)") ||
		stderr != "rigplay sound: "+soundFile("tone-damaged.mp3")+": warning: the MP3 sound (MPEG-2 Layer III, 22050 Hz) has a damaged frame, which plays as silence: frame 3 (0.08 s) at byte 313: the granule's data runs past the frame's\n" {
		t.Errorf("damaged: exit %d, %q, %q", code, stdout, stderr)
	}
	if code, _, _ := runActionsCLI("sound"); code != 2 {
		t.Errorf("no file: exit %d, want 2", code)
	}
	if code, _, _ := runActionsCLI("sound", "a.mp3", "b.mp3"); code != 2 {
		t.Errorf("two files: exit %d, want 2", code)
	}
}

// TestSound_MatchesFFmpeg: what `rigplay sound` writes for each test MP3
// (MPEG-1, 2 and 2.5) has ffmpeg's rate, channels and length and its
// samples within 60 dB: the command is how decoders are compared. Skips
// without ffmpeg (internal/scripts/deps.sh installs it).
func TestSound_MatchesFFmpeg(t *testing.T) {
	ff, err := exec.LookPath("ffmpeg")
	if err != nil {
		t.Skip("ffmpeg is not installed")
	}
	for _, name := range []string{"tone.mp3", "tone-8000.mp3", "tone-11025.mp3", "tone-16000.mp3", "tone-44100.mp3"} {
		dir := t.TempDir()
		ours, theirs := filepath.Join(dir, "ours.wav"), filepath.Join(dir, "ffmpeg.wav")
		if code, _, stderr := runActionsCLI("sound", soundFile(name), "-o", ours); code != 0 {
			t.Fatalf("%s: exit %d: %s", name, code, stderr)
		}
		if b, err := exec.Command(ff, "-nostdin", "-v", "error", "-i", soundFile(name), "-c:a", "pcm_s16le", theirs).CombinedOutput(); err != nil {
			t.Fatalf("ffmpeg: %v\n%s", err, b)
		}
		r1, c1, a := readWAV16(t, ours)
		r2, c2, b := readWAV16(t, theirs)
		if r1 != r2 || c1 != c2 || len(a) != len(b) {
			t.Fatalf("%s: %d Hz, %d channels, %d samples; ffmpeg %d Hz, %d channels, %d samples", name, r1, c1, len(a), r2, c2, len(b))
		}
		var sig, noise float64
		for i := range a {
			d := float64(a[i]) - float64(b[i])
			sig += float64(b[i]) * float64(b[i])
			noise += d * d
		}
		if snr := 10 * math.Log10(sig/math.Max(noise, 1e-9)); snr < 60 {
			t.Errorf("%s: SNR %.1f dB against ffmpeg, want >= 60", name, snr)
		}
	}
}

// readWAV16 reads a 16-bit PCM WAV file's rate, channels and samples.
func readWAV16(t *testing.T, name string) (rate, ch int, pcm []int16) {
	t.Helper()
	w, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	for off := 12; off+8 <= len(w); {
		id, size := string(w[off:off+4]), int(binary.LittleEndian.Uint32(w[off+4:]))
		body := w[off+8:]
		switch id {
		case "fmt ":
			ch, rate = int(binary.LittleEndian.Uint16(body[2:])), int(binary.LittleEndian.Uint32(body[4:]))
		case "data":
			pcm = make([]int16, min(size, len(body))/2)
			binary.Read(bytes.NewReader(body[:2*len(pcm)]), binary.LittleEndian, pcm)
			return rate, ch, pcm
		}
		off += 8 + size + size&1
	}
	t.Fatalf("%s: no data chunk", name)
	return
}

package lipsync

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
)

// readWAV returns the PCM data, rate and channels of a 16-bit PCM WAV file.
func readWAV(t *testing.T, path string) ([]byte, int, int) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(b) < 12 || string(b[:4]) != "RIFF" || string(b[8:12]) != "WAVE" {
		t.Fatalf("%s: not a WAV file", path)
	}
	var rate, channels, bits int
	for p := 12; p+8 <= len(b); {
		id, size := string(b[p:p+4]), int(binary.LittleEndian.Uint32(b[p+4:]))
		body := b[p+8 : min(p+8+size, len(b))]
		switch id {
		case "fmt ":
			channels = int(binary.LittleEndian.Uint16(body[2:]))
			rate = int(binary.LittleEndian.Uint32(body[4:]))
			bits = int(binary.LittleEndian.Uint16(body[14:]))
		case "data":
			if bits != 16 {
				t.Fatalf("%s: %d bits", path, bits)
			}
			return body, rate, channels
		}
		p += 8 + size + size%2
	}
	t.Fatalf("%s: no data chunk", path)
	return nil, 0, 0
}

// TestRule2_LipSyncRealSpeech: on synthesized speech ("Mama. One, two,
// three.") the words land on the voiced parts, the mouth is closed in the
// pauses and at the end, and opens fully somewhere in each word.
func TestRule2_LipSyncRealSpeech(t *testing.T) {
	pcm, rate, channels := readWAV(t, filepath.Join("..", "..", "testdata", "lipsync", "speech.wav"))
	tr := FromPCMWithText(pcm, rate, channels, "Mama. One, two, three.", Options{}, TextOptions{})
	checkTrack(t, tr)
	// The voiced parts, read off the clip's waveform (within a window).
	want := []struct {
		text     string
		from, to time.Duration
	}{
		{"Mama", 0, 450 * ms},
		{"One", 875 * ms, 1300 * ms},
		{"two", 1600 * ms, 1950 * ms},
		{"three", 2225 * ms, 2550 * ms},
	}
	words := tr.Words()
	if len(words) != len(want) {
		t.Fatalf("words %+v", words)
	}
	prevEnd := time.Duration(0)
	for i, w := range want {
		g := words[i]
		if g.Text != w.text || abs(g.Start-w.from) > DefaultWindow || abs(g.End-w.to) > DefaultWindow {
			t.Errorf("word %d: %q [%v, %v), want %q [%v, %v)", i, g.Text, g.Start, g.End, w.text, w.from, w.to)
		}
		// Closed in the pause before the word.
		for d := prevEnd + DefaultWindow; d < g.Start-DefaultWindow; d += 5 * ms {
			if s := tr.At(d); s != actions.MouthClosed {
				t.Errorf("%s at %v, in the pause before %q", shapeName(s), d, g.Text)
				break
			}
		}
		widest := actions.MouthClosed
		for d := g.Start; d < g.End; d += 5 * ms {
			if s := tr.At(d); s > widest && s <= actions.MouthWide4 {
				widest = s
			}
		}
		if widest < actions.MouthWide3 {
			t.Errorf("%q opens at most to %s", g.Text, shapeName(widest))
		}
		prevEnd = g.End
	}
	if s := tr.At(tr.Duration() - 1); s != actions.MouthClosed {
		t.Errorf("ends %s", shapeName(s))
	}
}

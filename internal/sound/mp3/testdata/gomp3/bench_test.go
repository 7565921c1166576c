package gomp3

import (
	"bytes"
	"encoding/binary"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	gomp3 "github.com/hajimehoshi/go-mp3"
	"github.com/rigplay/rigplay/internal/sound/mp3"
)

// The files: 10 s of a test signal (a sweep, partials, noise, clicks)
// encoded by lame, as a character's sounds are: 22.05 kHz mono at 32
// kbit/s (MPEG-2, the Agent era's) and 44.1 kHz stereo at 128 kbit/s
// (MPEG-1, joint stereo).
var files = []struct {
	name     string
	rate, ch int
	args     []string
}{
	{"22050Hz-mono", 22050, 1, []string{"-m", "m", "-b", "32", "--resample", "22.05"}},
	{"44100Hz-stereo", 44100, 2, []string{"-m", "j", "-b", "128", "--resample", "44.1"}},
}

// BenchmarkDecodeMP3 decodes each whole file to 16-bit stereo PCM in one
// buffer, as internal/sound does for the engine (the length first, then
// the samples), with rigplay's decoder and with go-mp3 (as internal/sound
// used it before), in the same run.
func BenchmarkDecodeMP3(b *testing.B) {
	lame, err := exec.LookPath("lame")
	if err != nil {
		b.Skip("lame is not installed")
	}
	for _, f := range files {
		data := encode(b, lame, f.rate, f.ch, f.args)
		b.Run("rigplay/"+f.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				d, err := mp3.NewDecoder(bytes.NewReader(data), mp3.Options{Stereo: true})
				if err != nil {
					b.Fatal(err)
				}
				readAll(b, d, 4*d.Length())
			}
		})
		b.Run("go-mp3/"+f.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				d, err := gomp3.NewDecoder(bytes.NewReader(data))
				if err != nil {
					b.Fatal(err)
				}
				readAll(b, d, d.Length())
			}
		})
	}
}

// readAll reads r to its end into a buffer of size bytes.
func readAll(b *testing.B, r io.Reader, size int64) {
	pcm := make([]byte, size)
	if _, err := io.ReadFull(r, pcm); err != nil && err != io.ErrUnexpectedEOF {
		b.Fatal(err)
	}
}

// encode makes 10 s of the test signal and encodes it with lame.
func encode(b *testing.B, lame string, rate, ch int, args []string) []byte {
	dir := b.TempDir()
	in, out := filepath.Join(dir, "in.wav"), filepath.Join(dir, "out.mp3")
	if err := os.WriteFile(in, wav(signal(rate, ch, 10), rate, ch), 0o644); err != nil {
		b.Fatal(err)
	}
	if o, err := exec.Command(lame, append(append([]string{"--quiet", "--noreplaygain"}, args...), in, out)...).CombinedOutput(); err != nil {
		b.Fatalf("lame: %v\n%s", err, o)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		b.Fatal(err)
	}
	return data
}

// signal is secs seconds of a sweep with partials, noise and clicks.
func signal(rate, ch int, secs float64) []int16 {
	n := int(float64(rate) * secs)
	out := make([]int16, n*ch)
	rng := rand.New(rand.NewPCG(1, 2))
	for c := 0; c < ch; c++ {
		phase := 0.0
		for i := 0; i < n; i++ {
			t := float64(i) / float64(rate)
			f := 200*float64(c+1) + (0.4*float64(rate)/2)*math.Mod(t, 2)/2
			phase += 2 * math.Pi * f / float64(rate)
			v := 0.4*math.Sin(phase) + 0.1*math.Sin(2*math.Pi*330*t) + 0.05*(rng.Float64()*2-1)
			if i%(rate/4) < rate/200 {
				v += 0.3 * (rng.Float64()*2 - 1)
			}
			out[i*ch+c] = int16(v * 30000)
		}
	}
	return out
}

// wav wraps 16-bit samples in a WAV file.
func wav(pcm []int16, rate, ch int) []byte {
	var b bytes.Buffer
	b.WriteString("RIFF")
	binary.Write(&b, binary.LittleEndian, uint32(36+2*len(pcm)))
	b.WriteString("WAVEfmt ")
	for _, v := range []any{uint32(16), uint16(1), uint16(ch), uint32(rate), uint32(2 * rate * ch), uint16(2 * ch), uint16(16)} {
		binary.Write(&b, binary.LittleEndian, v)
	}
	b.WriteString("data")
	binary.Write(&b, binary.LittleEndian, uint32(2*len(pcm)))
	binary.Write(&b, binary.LittleEndian, pcm)
	return b.Bytes()
}

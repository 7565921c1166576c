package mp3

import (
	"bytes"
	"io"
	"testing"
)

// BenchmarkDecodeMP3 decodes 10 s of the test signal, encoded by lame, to
// 16-bit stereo PCM in one buffer, as internal/sound does for the engine:
// 22.05 kHz mono at 32 kbit/s (MPEG-2, the Agent era's) and 44.1 kHz
// joint stereo at 128 kbit/s (MPEG-1). testdata/gomp3 (a module of its
// own) runs the same next to go-mp3.
func BenchmarkDecodeMP3(b *testing.B) {
	for _, f := range []struct {
		name     string
		rate, ch int
		args     []string
	}{
		{"22050Hz-mono", 22050, 1, []string{"-m", "m", "-b", "32", "--resample", "22.05"}},
		{"44100Hz-stereo", 44100, 2, []string{"-m", "j", "-b", "128", "--resample", "44.1"}},
	} {
		data := lameEncode(b, signal(f.rate, f.ch, 10, 1), f.rate, f.ch, f.args...)
		b.Run(f.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				d, err := NewDecoder(bytes.NewReader(data), Options{Stereo: true})
				if err != nil {
					b.Fatal(err)
				}
				pcm := make([]byte, 4*d.Length())
				if _, err := io.ReadFull(d, pcm); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

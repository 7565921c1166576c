package sound

import "testing"

// BenchmarkDecode decodes the 0.3 s test tone in each format to PCM, what
// the engine does once per sound at load.
func BenchmarkDecode(b *testing.B) {
	for _, name := range []string{"tone.wav", "tone.ogg", "tone.mp3"} {
		data := readTone(b, name)
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				if _, err := Decode(data, 0); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

package character

import "testing"

// BenchmarkCheckSound decodes the 0.3 s test tone in each format: the
// cost `rigplay validate` pays per sound (the engine decodes anyway).
func BenchmarkCheckSound(b *testing.B) {
	for _, ext := range []string{"wav", "ogg", "mp3"} {
		data := tone(b, ext)
		b.Run(ext, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				if _, err := CheckSound(data, 0); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

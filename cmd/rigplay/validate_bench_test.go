package main

import (
	"testing"
)

// BenchmarkValidate runs `rigplay validate` on the samples: every file
// checked alone, then the package as one unit (sounds decoded).
func BenchmarkValidate(b *testing.B) {
	for _, tc := range []struct{ name, dir string }{
		{"frame", "../../assets/frame"},
		{"rigged", "../../assets/rigged"},
	} {
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if d := validatePath(tc.dir); d.HasErrors() {
					b.Fatal(d)
				}
			}
		})
	}
}

package viewer

import (
	"testing"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/character"
)

// BenchmarkLoadCharacter measures the hot-reload loader on Pip outside a
// running game: the pure load, sound decoding and image upload.
func BenchmarkLoadCharacter(b *testing.B) {
	for b.Loop() {
		if _, d := loadCharacter(assets.Frame()); d.HasErrors() {
			b.Fatal(d.Err())
		}
	}
}

// BenchmarkLoadPure is the pure part of BenchmarkLoadCharacter.
func BenchmarkLoadPure(b *testing.B) {
	for b.Loop() {
		if _, d := character.Load(assets.Frame(), character.Options{}); d.HasErrors() {
			b.Fatal(d.Err())
		}
	}
}

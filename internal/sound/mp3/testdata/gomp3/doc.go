// Package gomp3 is a module of its own, for tests only, that benchmarks
// rigplay's MP3 decoder (internal/sound/mp3) next to
// github.com/hajimehoshi/go-mp3, the decoder rigplay used before, on the
// same files in the same run (BenchmarkDecodeMP3). It is a separate
// module so that go-mp3 stays out of rigplay's own go.mod: no package of
// rigplay imports it. Run it from this folder:
//
//	go test -run '^$' -bench DecodeMP3 -benchmem
package gomp3

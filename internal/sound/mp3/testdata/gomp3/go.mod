module github.com/rigplay/rigplay/internal/sound/mp3/testdata/gomp3

go 1.26.0

require (
	github.com/hajimehoshi/go-mp3 v0.3.4
	github.com/rigplay/rigplay v0.0.0
)

replace github.com/rigplay/rigplay => ../../../../..

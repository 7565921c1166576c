package engine

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// longSpeech returns about n bytes of seeded prose: words of 1 to 12
// letters, a sentence's end now and then.
func longSpeech(n int) string {
	r := rand.New(rand.NewPCG(21, 1))
	var sb strings.Builder
	for sb.Len() < n {
		for range 1 + r.IntN(12) {
			sb.WriteByte(byte('a' + r.IntN(26)))
		}
		if r.IntN(9) == 0 {
			sb.WriteString(". ")
		} else {
			sb.WriteByte(' ')
		}
	}
	return sb.String()[:n]
}

// BenchmarkDrawBalloon is DrawBalloon of a speaking Pip onto a 640x480
// image, one op per balloon drawn, 64 balloons a frame of the game loop
// (the timer runs only while they are drawn). "120KB" speaks 120,000 bytes
// of prose, "short" one sentence. The speech clock does not move, so it is
// the steady state of a frame that shows the same balloon again, except
// in "120KB-speaking", where each op is also a 1/60 s Advance: the
// balloon scrolls, wrapping and drawing its picture again, as the speech
// goes on.
func BenchmarkDrawBalloon(b *testing.B) {
	for _, tc := range []struct {
		name string
		say  string
	}{{"120KB", longSpeech(120000)}, {"short", "Hello there, I am Pip and I can talk."}, {"120KB-speaking", longSpeech(120000)}} {
		b.Run(tc.name, func(b *testing.B) {
			c := loadSample(b, false)
			p := NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 1})
			p.Play("Speak")
			if err := p.Speak(tc.say); err != nil {
				b.Fatal(err)
			}
			p.Advance(0)
			var dst *ebiten.Image
			onGame(b, func() { dst = ebiten.NewImage(640, 480) })
			opts := BalloonOptions{}
			opts.GeoM.Translate(300, 400)
			onGame(b, func() { p.DrawBalloon(dst, &opts) }) // warm: the font, the layout
			b.ReportAllocs()
			b.ResetTimer()
			b.StopTimer()
			for done := 0; done < b.N; {
				onGame(b, func() {
					n := min(64, b.N-done)
					b.StartTimer()
					for range n {
						if tc.name == "120KB-speaking" {
							p.Advance(time.Second / 60)
						}
						p.DrawBalloon(dst, &opts)
					}
					b.StopTimer()
					done += n
				})
			}
			onGame(b, func() { dst.Deallocate() })
		})
	}
}

package lipsync_test

import (
	"fmt"
	"time"

	"github.com/rigplay/rigplay/actions/lipsync"
)

// A text track at 10 characters per second: one shape per letter, a closed
// pause for the comma, and the words for subtitles.
func ExampleFromText() {
	tr := lipsync.FromText("mama, bob", lipsync.TextOptions{CharsPerSecond: 10})
	for i := 0; i < tr.Len(); i++ {
		at, shape := tr.Segment(i)
		fmt.Println(at, shape)
	}
	fmt.Println("end", tr.Duration())
	for _, w := range tr.Words() {
		fmt.Printf("%q %v-%v\n", w.Text, w.Start, w.End)
	}
	// Output:
	// 0s 0
	// 100ms 3
	// 200ms 0
	// 300ms 3
	// 400ms 0
	// 800ms 5
	// 900ms 0
	// end 1.1s
	// "mama" 0s-400ms
	// "bob" 700ms-1s
}

// Each frame the engine asks the track for the shape at the audio's
// position and hands it to the player (Player.SetMouth).
func ExampleTrack_At() {
	tr := lipsync.FromText("hi", lipsync.TextOptions{})
	for d := time.Duration(0); d < 300*time.Millisecond; d += 50 * time.Millisecond {
		fmt.Print(tr.At(d), " ")
	}
	fmt.Println()
	// Output: 1 1 1 0 0 -1
}

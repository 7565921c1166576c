package engine_test

import (
	"errors"
	"fmt"

	"github.com/rigplay/rigplay/engine"
)

// A game runs on without a sound device: it need do nothing, but it may
// tell its player that sounds are off, polling Err from its Update.
func ExampleAudio_Err() {
	a := engine.DefaultAudio() // the sink of Players made without one
	if err := a.Err(); errors.Is(err, engine.ErrNoDevice) {
		fmt.Println(err) // no sound device: sounds are off (ALSA: ...)
	}
}

package engine_test

import (
	"encoding/binary"
	"fmt"
	"log"
	"math"
	"time"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine"
)

// quietSink is a SoundSink that plays nothing (a game would pass its
// Audio, or none for the default one).
type quietSink struct{}

func (quietSink) Play(string, []byte) {}

// A game speaks its own audio, e.g. a voice line it decoded or
// synthesized: 16-bit little-endian stereo at the character's sample
// rate. The mouth follows the sound and the words come as events.
func ExamplePlayer_SpeakPCM() {
	pip, err := engine.Load(assets.Frame(), engine.LoadOptions{})
	if err != nil {
		log.Fatal(err)
	}
	rate := pip.SampleRate()
	pcm := make([]byte, 4*rate/2) // half a second of a 220 Hz tone
	for i := range len(pcm) / 4 {
		v := uint16(int16(10000 * math.Sin(2*math.Pi*220*float64(i)/float64(rate))))
		binary.LittleEndian.PutUint16(pcm[4*i:], v)
		binary.LittleEndian.PutUint16(pcm[4*i+2:], v)
	}
	p := engine.NewPlayer(pip, engine.PlayerOptions{Sound: quietSink{}})
	if err := p.SpeakPCM(pcm, "hello there"); err != nil {
		log.Fatal(err)
	}
	for p.Speaking() {
		for _, e := range p.Advance(time.Second / 60) {
			switch e.Kind {
			case engine.EventSpeechStart, engine.EventSpeechEnd:
				fmt.Println(e.Kind)
			case engine.EventWord:
				fmt.Println(e.Kind, e.Word)
			}
		}
	}
	// Output:
	// speechStart
	// word hello
	// word there
	// speechEnd
}

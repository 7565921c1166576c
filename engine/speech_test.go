package engine

import (
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
)

// TestSpeech_SpeakAudioFollowsTheSound: the sound reaches the sink, the
// mouth opens while it is loud and closes after, and speech reports its
// start, its words and its end.
func TestSpeech_SpeakAudioFollowsTheSound(t *testing.T) {
	c := loadSample(t, false)
	rec := &recorder{}
	p := NewPlayer(c, PlayerOptions{Sound: rec, Seed: 1})
	if _, err := p.Play("Speak"); err != nil {
		t.Fatal(err)
	}
	if err := p.SpeakAudio("sounds/hum.wav", "hmm"); err != nil {
		t.Fatal(err)
	}
	if len(rec.paths) != 1 || rec.paths[0] != "sounds/hum.wav" {
		t.Fatalf("sink heard %v", rec.paths)
	}
	var kinds []EventKindName
	open := false
	for i := 0; i < 120; i++ {
		for _, e := range p.Advance(time.Second / 60) {
			switch e.Kind {
			case EventSpeechStart, EventWord, EventSpeechEnd:
				kinds = append(kinds, EventKindName(e.Kind.String()))
			}
		}
		if m := p.Mouth(); m >= actions.MouthWide1 && m <= actions.MouthWide4 {
			open = true
		}
	}
	if !open {
		t.Error("the mouth never opened while the sound played")
	}
	if len(kinds) != 3 || kinds[0] != "speechStart" || kinds[1] != "word" || kinds[2] != "speechEnd" {
		t.Errorf("speech events %v, want speechStart word speechEnd", kinds)
	}
	if p.Speaking() {
		t.Error("still speaking two seconds after a 0.4 s sound")
	}
	if err := p.SpeakAudio("sounds/none.wav", ""); err == nil {
		t.Error("speaking a missing sound succeeded")
	}
}

// EventKindName is an event kind's name, for readable failures.
type EventKindName string

// TestSpeech_RealAudioDrivesTheMouth: with the real Audio sink the speech
// clock follows the playback position and speech ends with the sound.
// (ALSA's null device consumes audio faster than real time, so only the
// clock's source is checked here, not its pace.)
func TestSpeech_RealAudioDrivesTheMouth(t *testing.T) {
	c := loadSample(t, false)
	var a *Audio
	onGame(t, func() { a = DefaultAudio() })
	p := NewPlayer(c, PlayerOptions{Sound: a, Seed: 1})
	for i := 0; i < 100 && !a.Ready(); i++ {
		time.Sleep(20 * time.Millisecond)
	}
	p.Play("Speak")
	if err := p.SpeakAudio("sounds/hum.wav", ""); err != nil {
		t.Fatal(err)
	}
	if p.speech.v == nil {
		t.Fatal("SpeakAudio with the Audio sink did not keep its audio player to follow")
	}
	pcm := c.SoundPCM("sounds/hum.wav")
	length := time.Duration(len(pcm)/4) * time.Second / time.Duration(c.SampleRate())
	start := time.Now()
	deadline := start.Add(length + 5*time.Second)
	for p.Speaking() && time.Now().Before(deadline) {
		p.Advance(10 * time.Millisecond)
		time.Sleep(10 * time.Millisecond)
	}
	if p.Speaking() {
		t.Fatalf("speech did not end within %v of its %v audio", time.Since(start), length)
	}
}

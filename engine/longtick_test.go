package engine

import (
	"math"
	"testing"
	"time"

	"github.com/rigplay/rigplay/engine/character"
)

// TestLongTick_StaleSoundsAreNotPlayed: an update that resumes after an
// hour reports the sound events of the frames it passed but plays none
// whose sound had long finished; an ordinary update plays its sounds.
func TestLongTick_StaleSoundsAreNotPlayed(t *testing.T) {
	c := loadSample(t, false)
	for _, tc := range []struct {
		dt   time.Duration
		play bool
	}{{time.Hour, false}, {MaxSyncTick, true}, {time.Second / 60, true}} {
		rec := &recorder{}
		p := NewPlayer(c, PlayerOptions{Sound: rec, Seed: 1, IdleDelay: -1})
		if _, err := p.Play("Wave"); err != nil {
			t.Fatal(err)
		}
		sounds := 0
		for _, e := range p.Advance(tc.dt) {
			if e.Kind == EventSound {
				sounds++
			}
		}
		if sounds == 0 {
			t.Fatalf("update of %v: no sound event reported", tc.dt)
		}
		if played := len(rec.paths) > 0; played != tc.play {
			t.Errorf("update of %v: played %v, want played = %v", tc.dt, rec.paths, tc.play)
		}
	}
}

// TestLongTick_HugeUpdate: an update of 100,000 hours returns at once, in
// bounded memory, and the character goes on from where it landed.
func TestLongTick_HugeUpdate(t *testing.T) {
	for _, rigged := range []bool{false, true} {
		c := loadSample(t, rigged)
		p := NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 1})
		if err := p.PlayDefault(); err != nil {
			t.Fatal(err)
		}
		if evs := p.Advance(100000 * time.Hour); len(evs) > character.MaxEvents {
			t.Errorf("rigged %v: %d events, more than MaxEvents", rigged, len(evs))
		}
		if p.Now() != 100000*time.Hour || !p.Playing() {
			t.Errorf("rigged %v: at %v, playing %v", rigged, p.Now(), p.Playing())
		}
		p.Advance(time.Second / 60)
	}
}

// TestLongTick_SpeechClockSaturates: speech through an Audio whose device
// cannot play keeps its pace from Update's time; a huge update after a
// second of speech ends the speech rather than wrapping its clock into
// the past (before, the clock went negative and speech never ended).
func TestLongTick_SpeechClockSaturates(t *testing.T) {
	c := loadSample(t, false)
	a := newAudioOn(&fakeDevice{err: alsaOpenError})
	p := NewPlayer(c, PlayerOptions{Sound: a, Seed: 1})
	if _, err := p.Play("Speak"); err != nil {
		t.Fatal(err)
	}
	if err := p.SpeakAudio("sounds/hum.wav", "hmm"); err != nil {
		t.Fatal(err)
	}
	p.Advance(time.Second / 10)
	if !p.Speaking() {
		t.Fatal("not speaking after 0.1 s of a 0.4 s sound")
	}
	p.Advance(math.MaxInt64)
	p.Advance(time.Second / 60)
	if p.Speaking() {
		t.Errorf("still speaking after a huge update (speech clock %v)", p.SpeechTime())
	}
}

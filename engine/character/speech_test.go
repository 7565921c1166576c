package character

import (
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/actions/lipsync"
)

func TestSpeakHoldsTheMouthFrameAndFollowsTheText(t *testing.T) {
	c := pip(t)
	p := NewPlayer(c, PlayerOptions{Seed: 1, IdleDelay: -1})
	if _, err := p.Play("Speak"); err != nil {
		t.Fatal(err)
	}
	text := "Hello there, friend"
	track := lipsync.FromText(text, lipsync.TextOptions{})
	if err := p.Speak(text); err != nil {
		t.Fatal(err)
	}
	var kinds []EventKind
	var words []string
	shapes := map[actions.MouthShape]bool{}
	for elapsed := time.Duration(0); elapsed < track.Duration()+time.Second; elapsed += 16 * time.Millisecond {
		for _, e := range p.Advance(16 * time.Millisecond) {
			switch e.Kind {
			case EventSpeechStart, EventSpeechEnd:
				kinds = append(kinds, e.Kind)
			case EventWord:
				words = append(words, e.Word)
			}
		}
		if p.Speaking() {
			shapes[p.ap.Mouth()] = true
			if !p.ap.HasMouths() && p.ap.Playing() {
				a, f := p.ap.Current()
				if len(c.Actions.Actions[a].Frames[f].Mouths) == 0 && p.ap.FrameTime() > 0 && elapsed > time.Second {
					t.Fatalf("speaking at %v but frame %d of %s has no mouths", elapsed, f, c.Actions.Actions[a].Name)
				}
			}
		}
	}
	if len(kinds) != 2 || kinds[0] != EventSpeechStart || kinds[1] != EventSpeechEnd {
		t.Fatalf("speech events %v, want start then end", kinds)
	}
	if len(words) != 3 || words[0] != "Hello" || words[2] != "friend" {
		t.Fatalf("words %q", words)
	}
	if len(shapes) < 3 || !shapes[actions.MouthClosed] {
		t.Fatalf("mouth shapes used %v: want Closed and several open shapes", shapes)
	}
	if p.Speaking() || p.ap.Mouth() != actions.MouthNone {
		t.Fatal("still speaking after the track ended")
	}
}

func TestSpeechClockCanFollowTheAudio(t *testing.T) {
	c := pip(t)
	p := NewPlayer(c, PlayerOptions{Seed: 1, IdleDelay: -1})
	p.Play("Speak")
	track := lipsync.FromText("aaaa mmmm aaaa", lipsync.TextOptions{})
	p.SpeakTrack(track)
	for _, at := range []time.Duration{0, 100 * time.Millisecond, 400 * time.Millisecond, 700 * time.Millisecond} {
		p.SyncSpeech(at)
		p.Advance(time.Second) // a long tick: the audio position wins
		if got, want := p.ap.Mouth(), track.At(at); got != want && want != actions.MouthNone {
			t.Errorf("at %v mouth %v, want %v", at, got, want)
		}
	}
	p.StopSpeaking()
	ev := p.Advance(time.Millisecond)
	if len(ev) == 0 || ev[len(ev)-1].Kind != EventSpeechEnd {
		t.Fatalf("StopSpeaking reported %v, want a speechEnd event", ev)
	}
}

func TestSpeakNeedsAFrameCharacter(t *testing.T) {
	p := NewPlayer(moss(t), PlayerOptions{})
	if err := p.Speak("hi"); err != ErrNoMouths {
		t.Fatalf("rig Speak: %v", err)
	}
}

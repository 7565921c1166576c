package character

import (
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions/lipsync"
)

// TestSpeechSaid: SpeechSaid is where the last word reported ends in
// SpeechText, for the text given to Speak (its own spacing and
// punctuation kept) and for a track's words joined by spaces; 0 before
// the first word and after the speech.
func TestSpeechSaid(t *testing.T) {
	text := "Hello,  there!\nGeneral   Kenobi."
	for _, tc := range []struct {
		name  string
		speak func(p *Player) error
		want  string // SpeechText
	}{
		{"Speak", func(p *Player) error { return p.Speak(text) }, text},
		{"SpeakTrack", func(p *Player) error { return p.SpeakTrack(lipsync.FromText(text, lipsync.TextOptions{})) }, "Hello there General Kenobi"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := NewPlayer(pip(t), PlayerOptions{Seed: 1, IdleDelay: -1})
			if _, err := p.Play("Speak"); err != nil {
				t.Fatal(err)
			}
			if err := tc.speak(p); err != nil {
				t.Fatal(err)
			}
			if got := p.SpeechText(); got != tc.want {
				t.Fatalf("SpeechText %q, want %q", got, tc.want)
			}
			if n := p.SpeechSaid(); n != 0 {
				t.Errorf("SpeechSaid %d before the first word", n)
			}
			for p.Speaking() {
				last := ""
				for _, e := range p.Advance(10 * time.Millisecond) {
					if e.Kind == EventWord {
						last = e.Word
					}
				}
				if said := p.SpeechText()[:p.SpeechSaid()]; last != "" && p.Speaking() && !strings.HasSuffix(said, last) {
					t.Errorf("word %q reported last, said so far %q", last, said)
				}
			}
			if n := p.SpeechSaid(); n != 0 {
				t.Errorf("SpeechSaid %d after the speech", n)
			}
		})
	}
}

package engine

import (
	"errors"
	"math"
	"slices"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/engine/character"
)

// tonePCM is 16-bit little-endian stereo at rate: quiet for lead, a
// 220 Hz tone for tone, quiet for tail.
func tonePCM(rate int, lead, tone, tail time.Duration) []byte {
	frames := func(d time.Duration) int { return int(d * time.Duration(rate) / time.Second) }
	n0, n1, n2 := frames(lead), frames(tone), frames(tail)
	pcm := make([]byte, 0, 4*(n0+n1+n2))
	for i := range n0 + n1 + n2 {
		var v int16
		if i >= n0 && i < n0+n1 {
			v = int16(12000 * math.Sin(2*math.Pi*220*float64(i)/float64(rate)))
		}
		pcm = append(pcm, byte(v), byte(uint16(v)>>8), byte(v), byte(uint16(v)>>8))
	}
	return pcm
}

// speechTick is what one tick of a speaking Player shows: its mouth and
// its speech events.
type speechTick struct {
	mouth  actions.MouthShape
	events []string
}

// runSpeech updates p in 60 Hz ticks for two seconds and returns each
// tick's mouth and speech events.
func runSpeech(p *Player) []speechTick {
	var out []speechTick
	for range 120 {
		tick := speechTick{}
		for _, e := range p.Advance(time.Second / 60) {
			switch e.Kind {
			case EventSpeechStart, EventWord, EventSpeechEnd:
				tick.events = append(tick.events, e.Kind.String()+" "+e.Word)
			}
		}
		tick.mouth = p.Mouth()
		out = append(out, tick)
	}
	return out
}

// speechKinds is the speech events of ticks, in order.
func speechKinds(ticks []speechTick) []string {
	var out []string
	for _, t := range ticks {
		out = append(out, t.events...)
	}
	return out
}

// TestSpeech_SpeakPCMIsSpeakAudioForTheGamesOwnAudio: the game's own PCM
// reaches the sink (with an empty path), and the mouth and the speech
// events follow it tick by tick exactly as SpeakAudio does for the same
// samples in the character package.
func TestSpeech_SpeakPCMIsSpeakAudioForTheGamesOwnAudio(t *testing.T) {
	c := loadSample(t, false)
	pcm := c.SoundPCM("sounds/hum.wav")
	if len(pcm) == 0 {
		t.Fatal("the sample has no sounds/hum.wav")
	}
	for _, text := range []string{"", "hmm", "hum along now"} {
		recA, recB := &recorder{}, &recorder{}
		a := NewPlayer(c, PlayerOptions{Sound: recA, Seed: 1})
		b := NewPlayer(c, PlayerOptions{Sound: recB, Seed: 1})
		for _, p := range []*Player{a, b} {
			if _, err := p.Play("Speak"); err != nil {
				t.Fatal(err)
			}
		}
		if err := a.SpeakAudio("sounds/hum.wav", text); err != nil {
			t.Fatal(err)
		}
		if err := b.SpeakPCM(pcm, text); err != nil {
			t.Fatal(err)
		}
		if len(recB.paths) != 1 || recB.paths[0] != "" || &recB.pcms[0][0] != &pcm[0] {
			t.Fatalf("%q: the sink heard %q, want the game's pcm once with an empty path", text, recB.paths)
		}
		want, got := runSpeech(a), runSpeech(b)
		if !slices.EqualFunc(got, want, func(x, y speechTick) bool {
			return x.mouth == y.mouth && slices.Equal(x.events, y.events)
		}) {
			t.Errorf("%q: SpeakPCM gave\n%v\nSpeakAudio gave\n%v", text, got, want)
		}
		kinds := speechKinds(got)
		if len(kinds) < 2 || kinds[0] != "speechStart " || kinds[len(kinds)-1] != "speechEnd " {
			t.Errorf("%q: speech events %q, want start ... end", text, kinds)
		}
		if b.Speaking() {
			t.Errorf("%q: still speaking two seconds after a 0.4 s sound", text)
		}
	}
}

// TestSpeech_SpeakPCMMouthFollowsLoudness: a silence, a tone, a silence
// of the game's own: the mouth is closed in the silences and open in the
// tone, and the words are reported once each, before the end.
func TestSpeech_SpeakPCMMouthFollowsLoudness(t *testing.T) {
	c := loadSample(t, false)
	p := NewPlayer(c, PlayerOptions{Sound: &recorder{}, Seed: 1})
	if _, err := p.Play("Speak"); err != nil {
		t.Fatal(err)
	}
	pcm := tonePCM(c.SampleRate(), 300*time.Millisecond, 600*time.Millisecond, 300*time.Millisecond)
	if err := p.SpeakPCM(pcm, "two words"); err != nil {
		t.Fatal(err)
	}
	ticks := runSpeech(p)
	open := func(m actions.MouthShape) bool { return m >= actions.MouthWide1 && m <= actions.MouthWide4 }
	// Ticks 0-11 are the first 200 ms (quiet), 30-50 the middle of the tone.
	for i, tk := range ticks[:12] {
		if open(tk.mouth) {
			t.Errorf("tick %d: mouth %v in the leading silence", i, tk.mouth)
		}
	}
	for i := 30; i <= 50; i++ {
		if !open(ticks[i].mouth) {
			t.Errorf("tick %d: mouth %v in the tone, want open", i, ticks[i].mouth)
		}
	}
	want := []string{"speechStart ", "word two", "word words", "speechEnd "}
	if got := speechKinds(ticks); !slices.Equal(got, want) {
		t.Errorf("speech events %q, want %q", got, want)
	}
}

// TestSpeech_SpeakPCMRejects: what SpeakPCM refuses, and that a refused
// call plays nothing.
func TestSpeech_SpeakPCMRejects(t *testing.T) {
	frame, rigged := loadSample(t, false), loadSample(t, true)
	for _, tc := range []struct {
		name string
		c    *Character
		pcm  []byte
		want string // the error's text; "" for character.ErrNoMouths
	}{
		{"nil audio", frame, nil, "engine: SpeakPCM: no audio"},
		{"empty audio", frame, []byte{}, "engine: SpeakPCM: no audio"},
		{"half a sample", frame, []byte{1}, "engine: SpeakPCM: 1 bytes is not whole 16-bit stereo frames (4 bytes each)"},
		{"half a stereo frame", frame, make([]byte, 6), "engine: SpeakPCM: 6 bytes is not whole 16-bit stereo frames (4 bytes each)"},
		{"a rigged character", rigged, make([]byte, 4000), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := &recorder{}
			p := NewPlayer(tc.c, PlayerOptions{Sound: rec, Seed: 1})
			err := p.SpeakPCM(tc.pcm, "hello")
			switch {
			case err == nil:
				t.Fatal("accepted")
			case tc.want == "" && !errors.Is(err, character.ErrNoMouths):
				t.Fatalf("error %v, want ErrNoMouths", err)
			case tc.want != "" && err.Error() != tc.want:
				t.Fatalf("error %q, want %q", err, tc.want)
			}
			if len(rec.paths) != 0 || p.Speaking() {
				t.Errorf("a refused SpeakPCM played %d sounds, speaking %v", len(rec.paths), p.Speaking())
			}
		})
	}
}

// TestSpeech_SpeakPCMManualSoundLeavesTheAudioToTheGame: with ManualSound
// nothing reaches the sink; the game drives the clock with SyncSpeech and
// the track ends when the game says its audio did.
func TestSpeech_SpeakPCMManualSoundLeavesTheAudioToTheGame(t *testing.T) {
	c := loadSample(t, false)
	rec := &recorder{}
	p := NewPlayer(c, PlayerOptions{Sound: rec, ManualSound: true, Seed: 1})
	p.Play("Speak")
	pcm := tonePCM(c.SampleRate(), 0, 500*time.Millisecond, 0)
	if err := p.SpeakPCM(pcm, "one two three"); err != nil {
		t.Fatal(err)
	}
	p.SyncSpeech(time.Hour) // the game's audio finished at once
	var got []string
	for _, e := range p.Advance(time.Millisecond) {
		switch e.Kind {
		case EventSpeechStart, EventWord, EventSpeechEnd:
			got = append(got, e.Kind.String()+" "+e.Word)
		}
	}
	want := []string{"speechStart ", "word one", "word two", "word three", "speechEnd "}
	if !slices.Equal(got, want) {
		t.Errorf("events %q, want %q", got, want)
	}
	if len(rec.paths) != 0 || p.Speaking() {
		t.Errorf("ManualSound: the sink heard %q, speaking %v", rec.paths, p.Speaking())
	}
}

// TestSpeech_SpeakPCMRealAudioDrivesTheMouth: with the real Audio sink the
// game's PCM plays on a tracked player whose position drives the speech
// clock, speech ends with the sound, and every word is reported.
func TestSpeech_SpeakPCMRealAudioDrivesTheMouth(t *testing.T) {
	c := loadSample(t, false)
	var a *Audio
	onGame(t, func() { a = DefaultAudio() })
	p := NewPlayer(c, PlayerOptions{Sound: a, Seed: 1})
	for i := 0; i < 100 && !a.Ready(); i++ {
		time.Sleep(20 * time.Millisecond)
	}
	p.Play("Speak")
	pcm := tonePCM(c.SampleRate(), 50*time.Millisecond, 200*time.Millisecond, 50*time.Millisecond)
	if err := p.SpeakPCM(pcm, "la la la"); err != nil {
		t.Fatal(err)
	}
	if p.speech.v == nil {
		t.Fatal("SpeakPCM with the Audio sink did not keep its audio player to follow")
	}
	deadline := time.Now().Add(5 * time.Second)
	var words []int
	for p.Speaking() && time.Now().Before(deadline) {
		for _, e := range p.Advance(10 * time.Millisecond) {
			if e.Kind == EventWord {
				words = append(words, e.WordIndex)
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	if p.Speaking() {
		t.Fatal("speech did not end within 5 s of its 0.3 s audio")
	}
	// The audio may finish between two ticks (ALSA's null device runs
	// ahead): every word is still reported once, in order.
	if !slices.Equal(words, []int{0, 1, 2}) {
		t.Errorf("word events %v, want 0 1 2", words)
	}
}

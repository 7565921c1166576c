package character

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions/lipsync"
)

// speechLog renders the speech events of evs, e.g. "start", "word 2 three",
// "end"; other events are left out.
func speechLog(evs []Event) []string {
	var out []string
	for _, e := range evs {
		switch e.Kind {
		case EventSpeechStart:
			out = append(out, "start")
		case EventWord:
			out = append(out, fmt.Sprintf("word %d %s", e.WordIndex, e.Word))
		case EventSpeechEnd:
			out = append(out, "end")
		}
	}
	return out
}

// wantSpeechLog is start, each word of text once in order, then end.
func wantSpeechLog(text string) []string {
	want := []string{"start"}
	for i, w := range strings.Fields(text) {
		want = append(want, fmt.Sprintf("word %d %s", i, w))
	}
	return append(want, "end")
}

// speakWithTicks speaks text on a fresh Pip and updates it with a tick of
// length first (when not 0), then ticks of length tick until the speech
// has ended, returning its speech events.
func speakWithTicks(t *testing.T, text string, first, tick time.Duration) []string {
	t.Helper()
	p := NewPlayer(pip(t), PlayerOptions{Seed: 1, IdleDelay: -1})
	if _, err := p.Play("Speak"); err != nil {
		t.Fatal(err)
	}
	if err := p.Speak(text); err != nil {
		t.Fatal(err)
	}
	var log []string
	if first != 0 {
		log = speechLog(p.Advance(first))
	}
	for i := 0; i < 100000; i++ {
		log = append(log, speechLog(p.Advance(tick))...)
		if !p.Speaking() {
			return log
		}
	}
	t.Fatalf("tick %v: still speaking after 100000 ticks", tick)
	return nil
}

// TestRule2_MouthsSpeechEventsIndependentOfTickLength: however long the
// ticks, speech reports its start, every word once in order, then its end.
func TestRule2_MouthsSpeechEventsIndependentOfTickLength(t *testing.T) {
	const text = "one two three four five six seven"
	want := wantSpeechLog(text)
	dur := lipsync.FromText(text, lipsync.TextOptions{}).Duration()
	for _, tc := range []struct {
		name        string
		first, tick time.Duration
	}{
		{"1ms", 0, time.Millisecond},
		{"16.667ms", 0, 16667 * time.Microsecond},
		{"100ms", 0, 100 * time.Millisecond},
		{"500ms", 0, 500 * time.Millisecond},
		{"5s", 0, 5 * time.Second},
		{"whole speech in one tick", 0, dur},
		{"one huge tick", 0, 24 * time.Hour},
		{"the longest tick", 0, time.Duration(math.MaxInt64)},
		{"a short tick, then the longest", time.Millisecond, time.Duration(math.MaxInt64)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := speakWithTicks(t, text, tc.first, tc.tick); !slices.Equal(got, want) {
				t.Errorf("tick %v: speech events\n%q\nwant\n%q", tc.tick, got, want)
			}
		})
	}
}

// TestRule2_MouthsAudioClockJumpReportsEveryWord: a speech clock driven by
// the audio (SyncSpeech) that jumps ahead, back, or past the end (the
// audio finished) reports every word once, in order, before the end.
func TestRule2_MouthsAudioClockJumpReportsEveryWord(t *testing.T) {
	const text = "one two three four five six seven"
	track := lipsync.FromText(text, lipsync.TextOptions{})
	words := track.Words()
	if len(words) != 7 {
		t.Fatalf("%d words, want 7", len(words))
	}
	full := wantSpeechLog(text)
	for _, tc := range []struct {
		name      string
		positions []time.Duration // one SyncSpeech + Update each
		want      []string
	}{
		{"straight to the end", []time.Duration{0, track.Duration() + time.Hour}, full},
		{"jump to the end at once", []time.Duration{track.Duration() + time.Hour}, full},
		{"exactly the end", []time.Duration{track.Duration()}, full},
		{"midway, back, to the end", []time.Duration{words[3].Start, words[1].Start, track.Duration() + time.Hour}, full},
		{"midway only", []time.Duration{0, words[3].Start}, full[:5]},
		{"just before a word", []time.Duration{words[4].Start - 1}, full[:5]},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := NewPlayer(pip(t), PlayerOptions{Seed: 1, IdleDelay: -1})
			if _, err := p.Play("Speak"); err != nil {
				t.Fatal(err)
			}
			if err := p.SpeakTrack(track); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, at := range tc.positions {
				p.SyncSpeech(at)
				got = append(got, speechLog(p.Advance(time.Second))...)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("speech events\n%q\nwant\n%q", got, tc.want)
			}
		})
	}
}

// TestRule2_MouthsStopSpeakingReportsNoMoreWords: StopSpeaking ends speech
// without reporting the words not yet spoken.
func TestRule2_MouthsStopSpeakingReportsNoMoreWords(t *testing.T) {
	const text = "one two three four five six seven"
	track := lipsync.FromText(text, lipsync.TextOptions{})
	p := NewPlayer(pip(t), PlayerOptions{Seed: 1, IdleDelay: -1})
	p.Play("Speak")
	if err := p.SpeakTrack(track); err != nil {
		t.Fatal(err)
	}
	p.SyncSpeech(track.Words()[1].Start)
	got := speechLog(p.Advance(time.Millisecond))
	p.StopSpeaking()
	got = append(got, speechLog(p.Advance(time.Hour))...)
	if want := wantSpeechLog(text)[:3]; !slices.Equal(got, append(want, "end")) {
		t.Errorf("speech events %q, want %q then end", got, want)
	}
}

// TestAllocs_UpdateWhileSpeaking: a tick of a speaking character, words
// included, allocates nothing.
func TestAllocs_UpdateWhileSpeaking(t *testing.T) {
	p := NewPlayer(pip(t), PlayerOptions{Seed: 1, IdleDelay: -1})
	p.Play("Speak")
	text := strings.Repeat("hello there my friend ", 400)
	if err := p.Speak(text); err != nil {
		t.Fatal(err)
	}
	words := 0
	for range 100 {
		words += len(slices.DeleteFunc(speechLog(p.Advance(50*time.Millisecond)), func(s string) bool {
			return !strings.HasPrefix(s, "word")
		}))
	}
	if words == 0 || !p.Speaking() {
		t.Fatalf("warm-up: %d words, speaking %v", words, p.Speaking())
	}
	// Each run is 20 ticks, so that one allocation per word (about one
	// word every few ticks) is not rounded away.
	n := testing.AllocsPerRun(20, func() {
		for range 20 {
			p.Advance(50 * time.Millisecond)
		}
	})
	if !p.Speaking() {
		t.Fatal("the speech ended during the measurement")
	}
	if n != 0 {
		t.Errorf("%v allocations per 20 speaking Updates, want 0", n)
	}
}

// BenchmarkUpdateSpeaking is one 60 Hz tick of a speaking frame character
// (mouth, words); the speech restarts, outside the timer, when it ends.
func BenchmarkUpdateSpeaking(b *testing.B) {
	p := NewPlayer(pip(b), PlayerOptions{Seed: 1, IdleDelay: -1})
	p.Play("Speak")
	text := strings.Repeat("hello there my friend ", 100)
	track := lipsync.FromText(text, lipsync.TextOptions{})
	b.ReportAllocs()
	for b.Loop() {
		if !p.Speaking() {
			b.StopTimer()
			if err := p.SpeakTrack(track); err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
		}
		p.Advance(time.Second / 60)
	}
}

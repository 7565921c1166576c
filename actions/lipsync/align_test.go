package lipsync

import (
	"testing"
	"time"
)

// TestRule2_LipSyncWordsFollowVoicedAudio: words given with audio are
// spread over the audio's voiced runs.
func TestRule2_LipSyncWordsFollowVoicedAudio(t *testing.T) {
	const rate = 16000
	s := synth{rate: rate, channels: 2, freq: 200}
	type span struct{ from, to time.Duration }
	for _, tc := range []struct {
		name   string
		pieces []piece
		text   string
		want   []span
	}{
		{
			// One burst a word; the second word has a short stop inside it,
			// which is not taken for a word gap.
			name: "one run a word",
			pieces: []piece{{100 * ms, 0}, {300 * ms, 0.8}, {200 * ms, 0}, {150 * ms, 0.8}, {50 * ms, 0}, {150 * ms, 0.8},
				{250 * ms, 0}, {200 * ms, 0.8}, {100 * ms, 0}},
			text: "one, two three.",
			want: []span{{100 * ms, 400 * ms}, {600 * ms, 950 * ms}, {1200 * ms, 1400 * ms}},
		},
		{
			// Fewer runs than words: the words share the run by letters.
			name:   "three words in one run",
			pieces: []piece{{100 * ms, 0}, {1300 * ms, 0.8}, {100 * ms, 0}},
			text:   "hello big world",
			want:   []span{{100 * ms, 600 * ms}, {600 * ms, 900 * ms}, {900 * ms, 1400 * ms}},
		},
		{
			name:   "two runs three words",
			pieces: []piece{{100 * ms, 0}, {500 * ms, 0.8}, {300 * ms, 0}, {1000 * ms, 0.8}, {100 * ms, 0}},
			text:   "hello big world",
			want:   []span{{100 * ms, 600 * ms}, {900 * ms, 1275 * ms}, {1275 * ms, 1900 * ms}},
		},
		{
			name:   "silent audio: the words share the clip",
			pieces: []piece{{1000 * ms, 0}},
			text:   "ab abc",
			want:   []span{{0, 400 * ms}, {400 * ms, 1000 * ms}},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := FromPCMWithText(s.render(tc.pieces...), rate, 2, tc.text, Options{}, TextOptions{})
			checkTrack(t, tr)
			audio := FromPCM(s.render(tc.pieces...), rate, 2, Options{})
			if segments(tr) != segments(audio) {
				t.Errorf("shapes differ from FromPCM:\n%s\n%s", segments(tr), segments(audio))
			}
			words := tr.Words()
			if len(words) != len(tc.want) {
				t.Fatalf("words %+v", words)
			}
			for i, w := range tc.want {
				g := words[i]
				if abs(g.Start-w.from) > DefaultWindow || abs(g.End-w.to) > DefaultWindow {
					t.Errorf("word %q at [%v, %v), want [%v, %v) within a window", g.Text, g.Start, g.End, w.from, w.to)
				}
			}
		})
	}
}

// TestFromPCMWithTextEdges: no text gives no words; no audio gives an
// empty track and no words.
func TestFromPCMWithTextEdges(t *testing.T) {
	pcm := synth{rate: 8000, channels: 1, freq: 200}.render(piece{200 * ms, 0.5})
	if tr := FromPCMWithText(pcm, 8000, 1, " ... ", Options{}, TextOptions{}); len(tr.Words()) != 0 || tr.Duration() != 200*ms {
		t.Errorf("no words: %s %v", segments(tr), tr.Words())
	}
	if tr := FromPCMWithText(nil, 8000, 1, "hello", Options{}, TextOptions{}); len(tr.Words()) != 0 || tr.Duration() != 0 {
		t.Errorf("no audio: %s %v", segments(tr), tr.Words())
	}
	// Many more words than the audio has room for: still monotone.
	tr := FromPCMWithText(pcm, 8000, 1, "a b c d e f g h i j k l m n o p q r s t u v w x y z", Options{}, TextOptions{})
	checkTrack(t, tr)
	if len(tr.Words()) != 26 {
		t.Errorf("%d words", len(tr.Words()))
	}
}

// TestJoinShortestGaps: the shortest gaps are joined first, ties to the
// earlier.
func TestJoinShortestGaps(t *testing.T) {
	runs := []span{{0, 10}, {20, 30}, {35, 40}, {45, 50}, {90, 100}}
	for _, tc := range []struct {
		n    int
		want []span
	}{
		{5, runs},
		{9, runs},
		{4, []span{{0, 10}, {20, 40}, {45, 50}, {90, 100}}},
		{3, []span{{0, 10}, {20, 50}, {90, 100}}},
		{2, []span{{0, 50}, {90, 100}}},
		{1, []span{{0, 100}}},
	} {
		got := joinShortestGaps(runs, tc.n)
		if len(got) != len(tc.want) {
			t.Errorf("n=%d: %v, want %v", tc.n, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("n=%d: %v, want %v", tc.n, got, tc.want)
				break
			}
		}
	}
}

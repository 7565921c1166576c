package lipsync

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/rigplay/rigplay/actions"
)

// unit is one character's time at the default pace.
const unit = time.Second / DefaultCharsPerSecond

// shapesOf lists the shape of each unit of a text track at the default
// pace, as letters: C closed, 1-4 wide, M medium, N narrow.
func shapesOf(tr *Track) string {
	const letters = "C1234MN"
	var b strings.Builder
	p := TextOptions{}.resolve()
	for u := 0; p.at(u) < tr.Duration(); u++ {
		b.WriteByte(letters[tr.At(p.at(u))])
	}
	return b.String()
}

// TestRule2_LipSyncTextFromLetters pins docs/actions.md#lip-sync (text
// without audio sets the shapes from its letters): one shape per letter,
// pauses closed.
func TestRule2_LipSyncTextFromLetters(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"mama", "C3C3C"},
		{"papa bob", "C3C3CCMCC"},
		{"a", "3C"},
		{"e i o u", "2C1CMCNC"},
		{"you", "1MNC"},
		{"why", "NN1C"},              // an h after a consonant keeps its shape
		{"shoe", "NNM2C"},            // sh is one narrow sound
		{"phone", "CCM12C"},          // ph is f
		{"the", "112C"},              // th
		{"moon", "CNN1C"},            // oo
		{"see", "111C"},              // ee
		{"HA", "24C"},                // capitals stress: h opens to Wide2, a to Wide4
		{"ha!", "24CCCCC"},           // a "!" stresses too, then a sentence pause
		{"Ça va", "13CC3C"},          // accents fold: ç is c, a is a
		{"don't", "1M11C"},           // the apostrophe takes no time
		{"well-known", "N21111MN1C"}, // the hyphen takes no time
		{"42", "22C"},                // digits
		{"日本", "21C"},                // other scripts alternate
		{"  \"hi\"  ", "11C"},        // leading and trailing quotes and spaces
	} {
		tr := FromText(tc.text, TextOptions{})
		checkTrack(t, tr)
		if got := shapesOf(tr); got != tc.want {
			t.Errorf("%q: got %s, want %s (%s)", tc.text, got, tc.want, segments(tr))
		}
	}
}

// TestRule2_LipSyncTextMamaAlternates: "mama" alternates Closed and an
// open shape, one letter per unit.
func TestRule2_LipSyncTextMamaAlternates(t *testing.T) {
	tr := FromText("mama", TextOptions{})
	if tr.Len() != 5 {
		t.Fatalf("got %s, want 5 segments", segments(tr))
	}
	for i := 0; i < tr.Len(); i++ {
		at, s := tr.Segment(i)
		open := s != actions.MouthClosed
		if open != (i%2 == 1) {
			t.Errorf("segment %d is %s", i, shapeName(s))
		}
		if want := (time.Duration(i)*time.Second + DefaultCharsPerSecond/2) / DefaultCharsPerSecond; abs(at-want) > 1 {
			t.Errorf("segment %d starts at %v, want %v", i, at, want)
		}
	}
}

// TestRule2_LipSyncTextPauses: spaces, commas and full stops pause closed
// for their units; a run of punctuation pauses for its longest.
func TestRule2_LipSyncTextPauses(t *testing.T) {
	for _, tc := range []struct {
		text  string
		opts  TextOptions
		units int
	}{
		{"hi there", TextOptions{}, 2 + 1 + 5 + 1},
		{"hi, there", TextOptions{}, 2 + 3 + 5 + 1},
		{"hi. there.", TextOptions{}, 2 + 5 + 5 + 5},
		{"hi... there!?", TextOptions{}, 2 + 5 + 5 + 5},
		{"hi - there", TextOptions{}, 2 + 2 + 5 + 1},
		{"hi,   there", TextOptions{CommaPause: 7}, 2 + 7 + 5 + 1},
		{"hi, there. ", TextOptions{CommaPause: -1, SentencePause: -1}, 2 + 1 + 5 + 1},
		{"hi\n\nthere", TextOptions{}, 2 + 1 + 5 + 1},
		{"\"hi\"(there)", TextOptions{}, 2 + 0 + 5 + 1},
	} {
		tr := FromText(tc.text, tc.opts)
		checkTrack(t, tr)
		p := tc.opts.resolve()
		if got, want := tr.Duration(), p.at(tc.units); got != want {
			t.Errorf("%q: duration %v, want %d units = %v", tc.text, got, tc.units, want)
		}
		// The pause between the words is closed throughout.
		w := tr.Words()
		if len(w) != 2 {
			t.Fatalf("%q: words %v", tc.text, w)
		}
		for d := w[0].End; d < w[1].Start; d += ms {
			if s := tr.At(d); s != actions.MouthClosed {
				t.Errorf("%q: %s at %v in the pause", tc.text, shapeName(s), d)
				break
			}
		}
	}
}

// TestRule2_LipSyncTextPace: the duration follows CharsPerSecond.
func TestRule2_LipSyncTextPace(t *testing.T) {
	const text = "the quick brown fox" // 16 letters, 3 spaces, 1 closing unit
	for _, tc := range []struct {
		cps  float64
		want time.Duration
	}{
		{0, 20 * time.Second / 14},
		{10, 2 * time.Second},
		{12, 20 * time.Second / 12},
		{15, 20 * time.Second / 15},
		{20, time.Second},
		{0.5, 20 * time.Second}, // clamped to 1
		{1000, 200 * ms},        // clamped to 100
	} {
		tr := FromText(text, TextOptions{CharsPerSecond: tc.cps})
		if got := tr.Duration(); abs(got-tc.want) > 1 {
			t.Errorf("%v chars/s: duration %v, want %v", tc.cps, got, tc.want)
		}
	}
}

// TestRule2_LipSyncTextWords: words come with their text, offset and
// monotone times.
func TestRule2_LipSyncTextWords(t *testing.T) {
	text := "  Hello, wörld! Don't stop—ok?"
	tr := FromText(text, TextOptions{})
	checkTrack(t, tr)
	type want struct {
		text         string
		start, end   int // units
		offsetInText int
	}
	for i, w := range []want{
		{"Hello", 0, 5, 2},
		{"wörld", 8, 13, 9},
		{"Don't", 18, 22, 17},
		{"stop", 23, 27, 23},
		{"ok", 29, 31, 30},
	} {
		words := tr.Words()
		if len(words) != 5 {
			t.Fatalf("words %+v", words)
		}
		p := TextOptions{}.resolve()
		g := words[i]
		if g.Text != w.text || g.Offset != w.offsetInText || g.Start != p.at(w.start) || g.End != p.at(w.end) {
			t.Errorf("word %d: %+v, want %q at %d, units [%d, %d)", i, g, w.text, w.offsetInText, w.start, w.end)
		}
		if text[g.Offset:g.Offset+len(g.Text)] != g.Text {
			t.Errorf("word %d: offset %d does not point at %q", i, g.Offset, g.Text)
		}
		if got := tr.WordAt(g.Start); got != i {
			t.Errorf("WordAt(start of %q) = %d", g.Text, got)
		}
		if got := tr.WordAt(g.End); got == i {
			t.Errorf("WordAt(end of %q) = %d", g.Text, got)
		}
	}
	if tr.WordAt(-1) != -1 || tr.WordAt(tr.Duration()) != -1 {
		t.Error("WordAt outside the track")
	}
	if got := tr.WordAt(TextOptions{}.resolve().at(6)); got != -1 {
		t.Errorf("WordAt in the pause after Hello = %d", got)
	}
}

// TestFromTextNoWords: a text with nothing to say gives an empty track.
func TestFromTextNoWords(t *testing.T) {
	for _, text := range []string{"", " ", "...", "!?", "\n\t", "\"'()", "\xff\xfe", "\u0301\u0301"} {
		tr := FromText(text, TextOptions{})
		checkTrack(t, tr)
		if tr.Duration() != 0 || tr.Len() != 0 || len(tr.Words()) != 0 || tr.At(0) != actions.MouthNone {
			t.Errorf("%q: %s, words %v", text, segments(tr), tr.Words())
		}
	}
}

// TestFromTextLimits: invalid UTF-8 takes no time; text beyond
// MaxTextRunes is not spoken.
func TestFromTextLimits(t *testing.T) {
	tr := FromText("ma\xffma", TextOptions{})
	if w := tr.Words(); len(w) != 2 || w[0].Text != "ma" || w[1].Text != "ma" {
		t.Errorf("invalid byte: words %+v", w)
	}
	huge := strings.Repeat("ab ", MaxTextRunes) // 3x the limit
	tr = FromText(huge, TextOptions{})
	checkTrack(t, tr)
	if got, want := len(tr.Words()), MaxTextRunes/3+1; got != want {
		t.Errorf("huge text: %d words, want %d", got, want)
	}
}

// TestFromTextProperties: on seeded random texts every track keeps its
// invariants, its words are the text's, and the duration is the units.
func TestFromTextProperties(t *testing.T) {
	alphabet := []rune("aeioumbpfvwshtcnlrkyz AEIOU,.;!?-'’\"()…日本éçß\u0301 \n0123456789")
	rng := rand.New(rand.NewPCG(11, 11))
	for range 500 {
		var b strings.Builder
		for n := rng.IntN(60); n > 0; n-- {
			b.WriteRune(alphabet[rng.IntN(len(alphabet))])
		}
		text := b.String()
		tr := FromText(text, TextOptions{CharsPerSecond: float64(5 + rng.IntN(20))})
		checkTrack(t, tr)
		for _, w := range tr.Words() {
			if w.Start >= w.End || text[w.Offset:w.Offset+len(w.Text)] != w.Text || !utf8.ValidString(w.Text) {
				t.Fatalf("%q: word %+v", text, w)
			}
		}
		if len(tr.Words()) > 0 && tr.At(tr.Duration()-1) != actions.MouthClosed {
			t.Fatalf("%q: does not end closed: %s", text, segments(tr))
		}
	}
}

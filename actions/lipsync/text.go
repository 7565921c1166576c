package lipsync

import (
	"github.com/rigplay/rigplay/internal/limits"
	"math"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/rigplay/rigplay/actions"
)

// MaxTextRunes is the most runes of a text that FromText speaks (over an
// hour at the default pace); the rest is ignored.
const MaxTextRunes = 1 << 16

// Defaults of TextOptions; a zero TextOptions means all of them.
const (
	// DefaultCharsPerSecond is the default pace of text: 14 letters a second.
	DefaultCharsPerSecond = 14
	// DefaultCommaPause is the pause after , ; : in letters' time.
	DefaultCommaPause = 3
	// DefaultSentencePause is the pause after . ! ? in letters' time.
	DefaultSentencePause = 5
)

// TextOptions tune FromText. The zero value gives the defaults.
type TextOptions struct {
	// CharsPerSecond is the pace: each letter or digit takes 1/CharsPerSecond
	// seconds, and so does each pause unit. 0 means
	// DefaultCharsPerSecond; it is clamped to [1, 100].
	CharsPerSecond float64
	// CommaPause is the pause after , ; : in characters' time; 0 means
	// DefaultCommaPause, negative means none.
	CommaPause int
	// SentencePause is the pause after . ! ? in characters' time; 0 means
	// DefaultSentencePause, negative means none.
	SentencePause int
}

// pace holds resolved text options.
type pace struct {
	cps             float64
	comma, sentence int
}

func (o TextOptions) resolve() pace {
	p := pace{cps: o.CharsPerSecond, comma: o.CommaPause, sentence: o.SentencePause}
	switch {
	case p.cps == 0 || math.IsNaN(p.cps):
		p.cps = DefaultCharsPerSecond
	case p.cps < 1:
		p.cps = 1
	case p.cps > 100:
		p.cps = 100
	}
	p.comma = pauseUnits(p.comma, DefaultCommaPause)
	p.sentence = pauseUnits(p.sentence, DefaultSentencePause)
	return p
}

func pauseUnits(v, def int) int {
	switch {
	case v == 0:
		return def
	case v < 0:
		return 0
	}
	return min(v, 100)
}

// at returns the time of pause/letter unit u.
func (p pace) at(u int) time.Duration {
	return time.Duration(math.Round(float64(u) * float64(time.Second) / p.cps))
}

// FromText builds a track from the letters of text at a readable pace, with
// its words. Each letter or digit takes one unit of 1/CharsPerSecond and
// shows the shape of its letter (see letters.go: vowels open the mouth,
// m/b/p/f/v close it, o/u/w round it). Between words the mouth is closed:
// a space is one unit, a comma, semicolon or colon CommaPause units, a
// full stop, "!" or "?" SentencePause units, a dash 2 units; a run of such
// characters pauses as long as its longest. Quotes, brackets and other
// symbols take no time. Leading spaces and punctuation are skipped; the
// track ends with the closing pause of the trailing punctuation, at
// least one unit of Closed.
//
// Words are maximal runs of letters, digits and combining marks, joined
// by inner apostrophes and hyphens. A text with no word gives an empty
// track.
func FromText(text string, opts TextOptions) *Track {
	p := opts.resolve()
	runes := decodeRunes(text)
	var b builder
	var words []Word
	u := 0 // the current unit
	shapes := make([]actions.MouthShape, 0, 16)
	b.add(0, actions.MouthClosed)
	i := 0
	// Skip leading non-word runes.
	for i < len(runes) && !isWordStart(runes[i].r) {
		i++
	}
	for i < len(runes) {
		// The word runes[i:j].
		j := i + 1
		for j < len(runes) && (isWordRune(runes[j].r) || isJoiner(runes, j)) {
			j++
		}
		// The gap runes[j:k] after it.
		k := j
		gap, bang := 0, false
		for k < len(runes) && !isWordStart(runes[k].r) {
			gap = max(gap, p.gapUnits(runes[k].r))
			bang = bang || runes[k].r == '!'
			k++
		}
		stressed := bang || allCaps(runes[i:j])
		shapes = wordShapes(shapes[:0], runes[i:j], stressed)
		start := u
		for _, s := range shapes {
			b.add(p.at(u), s)
			u++
		}
		end := runes[len(runes)-1].end
		if j < len(runes) {
			end = runes[j].off
		}
		words = append(words, Word{Start: p.at(start), End: p.at(u),
			Text: text[runes[i].off:end], Offset: runes[i].off})
		if k == len(runes) {
			gap = max(gap, 1) // the mouth closes at the end
		}
		if gap > 0 {
			b.add(p.at(u), actions.MouthClosed)
			u += gap
		}
		i = k
	}
	if len(words) == 0 {
		return &Track{}
	}
	return b.track(p.at(u), words)
}

// gapUnits returns the pause of one rune between words, in units.
func (p pace) gapUnits(r rune) int {
	switch r {
	case ',', ';', ':', '،', '、', '，', '；', '：':
		return p.comma
	case '.', '!', '?', '…', '。', '！', '？', '¡', '¿':
		return p.sentence
	case '-', '–', '—':
		return 2
	}
	if unicode.IsSpace(r) {
		return 1
	}
	return 0
}

// wordShapes appends the shape of each sounding rune of word to dst: one
// per letter or digit; marks and joiners take no time.
func wordShapes(dst []actions.MouthShape, word []runeAt, stressed bool) []actions.MouthShape {
	first := len(dst)
	prev := rune(0) // the previous folded letter
	prevConsonant := false
	for _, ra := range word {
		if !isWordStart(ra.r) {
			continue // a mark or a joiner
		}
		r := fold(ra.r)
		s, consonant := letterShape(r, len(dst)-first)
		if len(dst) > first {
			if d, ok := digraph(prev, r); ok {
				s = d
				dst[len(dst)-1] = d
			} else if r == 'h' && prevConsonant {
				s = dst[len(dst)-1]
			}
		}
		dst = append(dst, s)
		prev, prevConsonant = r, consonant
	}
	if stressed {
		for n := first; n < len(dst); n++ {
			dst[n] = stress(dst[n])
		}
	}
	return dst
}

// runeAt is a rune of the text and its byte range.
type runeAt struct {
	r        rune
	off, end int
}

// decodeRunes splits text into runes, at most MaxTextRunes. Invalid UTF-8
// bytes become utf8.RuneError, which is not a word rune.
func decodeRunes(text string) []runeAt {
	n := min(utf8.RuneCountInString(text), MaxTextRunes)
	out := make([]runeAt, 0, n)
	for off := 0; off < len(text) && len(out) < n; {
		r, size := utf8.DecodeRuneInString(text[off:])
		out = append(out, runeAt{r: r, off: off, end: off + size})
		off += size
	}
	return out
}

// isWordStart reports whether a word can start with r: a letter or digit.
func isWordStart(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// isWordRune reports whether r belongs to a word: a letter, a digit or a
// combining mark.
func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

// isJoiner reports whether runes[j] is an apostrophe or hyphen between two
// word runes.
func isJoiner(runes []runeAt, j int) bool {
	switch runes[j].r {
	case '\'', '’', '-', '‐':
	default:
		return false
	}
	return j > 0 && j+1 < len(runes) && isWordRune(runes[j-1].r) && isWordRune(runes[j+1].r)
}

// allCaps reports whether a word of two or more letters is written in
// capitals only.
func allCaps(word []runeAt) bool {
	letters := 0
	for _, ra := range word {
		if unicode.IsLetter(ra.r) {
			if !unicode.IsUpper(ra.r) {
				return false
			}
			letters++
		}
	}
	return letters >= 2
}

// These limits are internal/limits' (docs/errors.md#limits): each line
// fails to compile when they differ.
const (
	_ uint = MaxTextRunes - limits.SpeechMaxRunes
	_ uint = limits.SpeechMaxRunes - MaxTextRunes
)

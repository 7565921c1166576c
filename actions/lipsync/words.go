package lipsync

import (
	"slices"
	"time"
)

// Word is one word of the spoken text with the time it is spoken, for
// subtitles and word-boundary events.
type Word struct {
	// Start and End bound the word in the track's time: Start <= End
	// (Start < End for FromText), and a word's Start is not before the
	// previous word's End.
	Start, End time.Duration
	// Text is the word as written (letters, digits, inner apostrophes
	// and hyphens), without the surrounding spaces and punctuation.
	Text string
	// Offset is the byte offset of the word in the text given.
	Offset int
}

// Words returns the word boundaries of the track, in order: from the text
// of FromText or FromPCMWithText; nil for a track built from audio only.
// The slice is a copy.
func (t *Track) Words() []Word {
	if t == nil {
		return nil
	}
	return slices.Clone(t.words)
}

// WordAt returns the index in Words of the word being spoken at time d, or
// -1 between words and outside the track. It does not allocate.
func (t *Track) WordAt(d time.Duration) int {
	if t == nil || len(t.words) == 0 {
		return -1
	}
	// The first word whose End is after d.
	i, _ := slices.BinarySearchFunc(t.words, d, func(w Word, d time.Duration) int {
		if w.End <= d {
			return -1
		}
		return 1
	})
	if i < len(t.words) && t.words[i].Start <= d {
		return i
	}
	return -1
}

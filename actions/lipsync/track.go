package lipsync

import (
	"slices"
	"time"

	"github.com/rigplay/rigplay/actions"
)

// Track is a timeline of mouth shapes: shape i holds from Times[i] until
// Times[i+1] (the last one until End). The first segment starts at 0.
// Adjacent segments always have different shapes.
//
// A Track is immutable after it is built, except for the lookup cursor
// that At keeps; At is therefore not safe for concurrent use. Use Clone
// to give each goroutine its own cursor.
type Track struct {
	times  []time.Duration
	shapes []actions.MouthShape
	end    time.Duration
	words  []Word
	cursor int
}

// Duration returns the end of the track: the length of the speech.
func (t *Track) Duration() time.Duration {
	if t == nil {
		return 0
	}
	return t.end
}

// Len returns the number of segments.
func (t *Track) Len() int {
	if t == nil {
		return 0
	}
	return len(t.times)
}

// Segment returns the start time and the shape of segment i, for
// 0 <= i < Len(). It returns (0, MouthNone) for an index out of range.
func (t *Track) Segment(i int) (start time.Duration, shape actions.MouthShape) {
	if t == nil || i < 0 || i >= len(t.times) {
		return 0, actions.MouthNone
	}
	return t.times[i], t.shapes[i]
}

// At returns the mouth shape at time d from the start of the speech, or
// MouthNone outside [0, Duration()): the character is not speaking then.
//
// At keeps a cursor on the last segment found, so a clock that moves
// forward (or stays) costs O(1) per call; a jump costs O(log n). It does
// not allocate.
func (t *Track) At(d time.Duration) actions.MouthShape {
	if t == nil || d < 0 || d >= t.end || len(t.times) == 0 {
		return actions.MouthNone
	}
	i := t.cursor
	if i >= len(t.times) || d < t.times[i] {
		i = t.search(d)
	} else {
		// Forward: usually still in segment i, or in the next one.
		for step := 0; i+1 < len(t.times) && d >= t.times[i+1]; step++ {
			if step == 2 {
				i = t.search(d)
				break
			}
			i++
		}
	}
	t.cursor = i
	return t.shapes[i]
}

// search returns the index of the segment that holds d (d >= 0).
func (t *Track) search(d time.Duration) int {
	// The first index whose start is > d, minus one.
	i, found := slices.BinarySearch(t.times, d)
	if found {
		// Starts are strictly increasing, so the match is unique.
		return i
	}
	return i - 1
}

// Clone returns a copy of the track with its own cursor. The segment and
// word data is shared: it is never modified after the track is built.
func (t *Track) Clone() *Track {
	if t == nil {
		return nil
	}
	c := *t
	c.cursor = 0
	return &c
}

// builder appends segments, merging a shape equal to the previous one.
type builder struct {
	times  []time.Duration
	shapes []actions.MouthShape
}

// add starts shape s at time at. Times must not decrease; a segment that
// would have zero length is replaced by the new shape.
func (b *builder) add(at time.Duration, s actions.MouthShape) {
	n := len(b.times)
	if n > 0 && b.times[n-1] == at {
		// The previous segment would be empty: drop it.
		b.times, b.shapes = b.times[:n-1], b.shapes[:n-1]
		n--
	}
	if n > 0 && b.shapes[n-1] == s {
		return
	}
	b.times = append(b.times, at)
	b.shapes = append(b.shapes, s)
}

// track finishes the timeline at end. An end of 0 gives an empty track.
func (b *builder) track(end time.Duration, words []Word) *Track {
	// Drop segments that start at or after the end.
	n := len(b.times)
	for n > 0 && b.times[n-1] >= end {
		n--
	}
	t := &Track{end: end, words: words}
	if end <= 0 || n == 0 {
		t.end = 0
		return t
	}
	t.times = slices.Clip(b.times[:n])
	t.shapes = slices.Clip(b.shapes[:n])
	return t
}

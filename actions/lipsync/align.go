package lipsync

import (
	"slices"
	"time"
	"unicode/utf8"

	"github.com/rigplay/rigplay/actions"
)

// FromPCMWithText builds the mouth shapes from the audio, as FromPCM does,
// and the words from text, spread over the voiced parts of the audio (the
// windows whose mouth is open), for subtitles:
//
//  1. The voiced runs of the audio are found. While there are more runs
//     than words, the two runs with the shortest silence between them are
//     joined (pauses between words are usually the longest ones).
//  2. Each word goes to a run, in order, every run getting at least one
//     word: the word whose letters' middle lies in a run's share of the
//     voiced time goes to that run, as far as order allows.
//  3. Within a run its words share the time in proportion to their
//     letters, back to back.
//
// With no voiced audio, the words share the whole clip. topts only
// matters for which characters form words; its pace is not used.
func FromPCMWithText(pcm []byte, sampleRate, channels int, text string, opts Options, topts TextOptions) *Track {
	t := FromPCM(pcm, sampleRate, channels, opts)
	words := FromText(text, topts).words
	if len(words) == 0 || t.end <= 0 {
		return t
	}
	runs := voicedRuns(t)
	if len(runs) == 0 {
		runs = []span{{0, t.end}}
	}
	runs = joinShortestGaps(runs, len(words))
	t.words = spreadWords(words, runs)
	return t
}

// span is a time range [from, to).
type span struct{ from, to time.Duration }

// voicedRuns returns the ranges in which the mouth is not closed.
func voicedRuns(t *Track) []span {
	var runs []span
	for i, s := range t.shapes {
		if s == actions.MouthClosed {
			continue
		}
		to := t.end
		if i+1 < len(t.times) {
			to = t.times[i+1]
		}
		if n := len(runs); n > 0 && runs[n-1].to == t.times[i] {
			runs[n-1].to = to
			continue
		}
		runs = append(runs, span{t.times[i], to})
	}
	return runs
}

// joinShortestGaps joins neighbouring runs across the shortest gaps until
// at most n runs are left. Equal gaps join the earlier one first.
func joinShortestGaps(runs []span, n int) []span {
	if len(runs) <= n {
		return runs
	}
	gaps := make([]int, len(runs)-1) // gap i lies between run i and i+1
	for i := range gaps {
		gaps[i] = i
	}
	slices.SortStableFunc(gaps, func(a, b int) int {
		ga, gb := runs[a+1].from-runs[a].to, runs[b+1].from-runs[b].to
		switch {
		case ga < gb:
			return -1
		case ga > gb:
			return 1
		}
		return a - b
	})
	joined := make([]bool, len(runs)-1)
	for _, g := range gaps[:len(runs)-n] {
		joined[g] = true
	}
	out := []span{runs[0]}
	for i := 1; i < len(runs); i++ {
		if joined[i-1] {
			out[len(out)-1].to = runs[i].to
		} else {
			out = append(out, runs[i])
		}
	}
	return out
}

// spreadWords places words (at most as many runs as words, at least one
// run) over the runs and returns them with new times.
func spreadWords(words []Word, runs []span) []Word {
	n, m := len(words), len(runs)
	letters := make([]int64, n)
	var total int64
	for i, w := range words {
		letters[i] = int64(max(countLetters(w.Text), 1))
		total += letters[i]
	}
	var voiced time.Duration
	for _, r := range runs {
		voiced += r.to - r.from
	}
	// Step 2: a run for each word. ends[k] is the voiced time at the end
	// of run k.
	ends := make([]time.Duration, m)
	var acc time.Duration
	for k, r := range runs {
		acc += r.to - r.from
		ends[k] = acc
	}
	run := make([]int, n)
	var before int64 // letters before word i
	for i := range words {
		mid := scale(voiced, 2*before+letters[i], 2*total)
		raw, _ := slices.BinarySearchFunc(ends, mid, func(e, mid time.Duration) int {
			if e <= mid {
				return -1
			}
			return 1
		})
		lo, hi := 0, 0
		if i > 0 {
			lo, hi = max(run[i-1], m-n+i), min(run[i-1]+1, m-1)
		}
		run[i] = min(max(raw, lo), hi)
		before += letters[i]
	}
	// Step 3: share each run's time.
	out := slices.Clone(words)
	for i := 0; i < n; {
		j := i
		var sum int64
		for j < n && run[j] == run[i] {
			sum += letters[j]
			j++
		}
		sp := runs[run[i]]
		var done int64
		for k := i; k < j; k++ {
			out[k].Start = sp.from + scale(sp.to-sp.from, done, sum)
			done += letters[k]
			out[k].End = sp.from + scale(sp.to-sp.from, done, sum)
		}
		i = j
	}
	return out
}

// scale returns d*num/den without overflow for num <= den.
func scale(d time.Duration, num, den int64) time.Duration {
	q, r := int64(d)/den, int64(d)%den
	return time.Duration(q*num + r*num/den)
}

// countLetters counts the letters and digits of a word.
func countLetters(s string) int {
	n := 0
	for len(s) > 0 {
		r, size := utf8.DecodeRuneInString(s)
		if isWordStart(r) {
			n++
		}
		s = s[size:]
	}
	return n
}

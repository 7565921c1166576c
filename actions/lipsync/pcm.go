package lipsync

import (
	"time"

	"math"

	"github.com/rigplay/rigplay/actions"
)

// FromPCM builds a track from the loudness envelope of 16-bit
// little-endian signed PCM, mono or interleaved with the given channel
// count (ebiten's audio decoders give stereo at the context's sample
// rate). Options says how loudness maps to shapes; the zero value is a
// good default for speech. The track's duration is the clip's.
//
// A trailing partial frame (odd byte counts, a stereo frame cut in half)
// is ignored. A sample rate outside [MinSampleRate, MaxSampleRate] or a
// channel count outside [1, MaxChannels] gives an empty track.
func FromPCM(pcm []byte, sampleRate, channels int, opts Options) *Track {
	if sampleRate < MinSampleRate || sampleRate > MaxSampleRate || channels < 1 || channels > MaxChannels {
		return &Track{}
	}
	r := opts.resolve()
	e := measure(pcm, sampleRate, channels, r.window)
	var b builder
	b.times = make([]time.Duration, 0, 16)
	b.shapes = make([]actions.MouthShape, 0, 16)
	emitShapes(&b, &e, levels(&e, r), r.trans)
	return b.track(e.end(), nil)
}

// levels returns the mouth opening of each window: 0 closed, 1-4 for
// Wide1-Wide4, with hysteresis and the minimum hold applied.
func levels(e *envelope, r resolved) []int8 {
	out := make([]int8, len(e.ms))
	peak := 0.0
	for _, v := range e.ms {
		peak = max(peak, v)
	}
	if peak <= 0 || peak < r.floor2 {
		return out // silence
	}
	level := 0
	held := r.holdWin // the start is not held back
	for k, ms := range e.ms {
		ratio := 0.0
		if ms >= r.floor2 {
			ratio = math.Sqrt(ms / peak)
		}
		next := nextLevel(level, ratio, r)
		if next != level && held >= r.holdWin {
			level, held = next, 0
		}
		held++
		out[k] = int8(level)
	}
	return out
}

// nextLevel applies the thresholds with hysteresis: a higher level is
// entered at its threshold, the current one left below threshold minus
// the hysteresis.
func nextLevel(level int, ratio float64, r resolved) int {
	raw := 0
	for raw < 4 && ratio >= r.thresholds[raw] {
		raw++
	}
	if raw > level {
		return raw
	}
	for level > raw && ratio < r.thresholds[level-1]-r.hysteresis {
		level--
	}
	return level
}

// emitShapes adds one segment per run of equal levels, starting at the
// window where the run starts. With transitions, a jump between Closed
// and Wide3/Wide4 shows Medium (opening) or Narrow (closing) for the
// first window of the new run.
func emitShapes(b *builder, e *envelope, lv []int8, transitions bool) {
	b.add(0, actions.MouthClosed)
	prev := int8(0)
	for k, l := range lv {
		if k > 0 && l == prev {
			continue
		}
		at := e.windowStart(k)
		shape := actions.MouthClosed + actions.MouthShape(l)
		if transitions && k > 0 {
			switch {
			case prev == 0 && l >= 3:
				b.add(at, actions.MouthMedium)
				at = e.windowStart(k + 1)
			case prev >= 3 && l == 0:
				b.add(at, actions.MouthNarrow)
				at = e.windowStart(k + 1)
			}
		}
		b.add(at, shape)
		prev = l
	}
}

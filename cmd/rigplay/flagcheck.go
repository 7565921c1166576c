package main

import (
	"fmt"
	"time"

	"github.com/rigplay/rigplay/internal/limits"
)

// The rules of the commands' numeric flags (docs/errors.md#flags): a
// value outside them is refused, exit 2, with a message that names the
// flag, the value given and the rule; none is quietly replaced by another.

// maxTicks bounds the update ticks a --tick may split a command's playing
// time into.
const maxTicks = limits.CommandMaxTicks

// tickCount returns how many ticks of length tick (> 0) play d: the last
// one may be shorter.
func tickCount(d, tick time.Duration) int64 {
	if d <= 0 {
		return 0
	}
	return int64((d-1)/tick) + 1
}

// checkTicks returns what is wrong with playing the durations of spans
// (the flag that sets each, and its value) in ticks of tick, or "": at
// most maxTicks ticks in all.
func checkTicks(tick time.Duration, spans ...span) string {
	if tick <= 0 {
		return ""
	}
	var n int64
	for _, s := range spans {
		n += tickCount(s.d, tick)
		if n > maxTicks {
			return fmt.Sprintf("--tick %v: %s %v in ticks of %v is %d ticks, over the limit of %d (limits.CommandMaxTicks); use a longer --tick (the output does not depend on it)",
				tick, s.flag, s.d, tick, tickCountAll(tick, spans), maxTicks)
		}
	}
	return ""
}

// span is a time a flag asks a command to play.
type span struct {
	flag string
	d    time.Duration
}

// tickCountAll is the ticks of all spans, for the message.
func tickCountAll(tick time.Duration, spans []span) int64 {
	var n int64
	for _, s := range spans {
		n += tickCount(s.d, tick)
	}
	return n
}

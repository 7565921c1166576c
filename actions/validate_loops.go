package actions

import (
	"slices"

	"github.com/rigplay/rigplay/internal/jsonpos"
)

// zeroCycle reports a loop of zero-length frames that playback can enter
// from the first frame and never leave (docs/actions.md#zero-length-loops):
// no branch, next frame or end leads out of it. markTraps has marked its
// frames. A loop that can be left (a 0 ms frame branching 91% to itself) is
// no problem: it ends with probability 1.
func (v *validator) zeroCycle(item *ActionItem, base string, frames []Frame) {
	first, loop := firstReachableTrap(frames)
	if first < 0 {
		return
	}
	v.errorf(jsonpos.Join(base, "Frames", first, "Duration"),
		"frames %s of action %q last 0 ms and form a loop that playback can enter and never leave (no branch, next frame or end leads out of it)", intList(loop), item.Name)
}

// exitNext is the frame an exit goes to from frame i (the Player's
// exitStep, docs/actions.md#next-frame steps 1-3), len(frames) for the end.
func exitNext(frames []Frame, i int) int {
	if e := frames[i].ExitBranch; e >= len(frames) {
		return i + 1 // out of range: an error reported elsewhere
	}
	return exitStep(frames, i)
}

// exitLoops warns about frames from which an exit never reaches the last
// frame: the exit path (one fixed path, no random branches) comes back to
// a frame it has passed. Such an exit ends there, by Agent's loop guard
// (docs/actions.md#exit), so the file still plays. Each loop is
// reported once, at the ExitBranch that closes it.
func (v *validator) exitLoops(item *ActionItem, base string, frames []Frame) {
	n := len(frames)
	// 0 unknown, 1 on the current walk, 2 done; reused across actions.
	state := slices.Grow(v.exitState[:0], n)[:n]
	clear(state)
	walk := v.exitWalk[:0]
	defer func() { v.exitState, v.exitWalk = state, walk }()
	for start := 0; start < n; start++ {
		if state[start] != 0 {
			continue
		}
		walk = walk[:0]
		i := start
		for i < n && state[i] == 0 {
			state[i] = 1
			walk = append(walk, i)
			i = exitNext(frames, i)
		}
		if i < n && state[i] == 1 {
			// The walk came back to frame i: the loop is the walk from there.
			loop := walk[slices.Index(walk, i):]
			at := loop[0]
			for _, f := range loop {
				if exitNext(frames, f) <= f {
					at = f // a loop has a step back, and only ExitBranch steps back
					break
				}
			}
			v.warnf(jsonpos.Join(base, "Frames", at, "ExitBranch"),
				"exit branches of action %q loop through frames %s without reaching the last frame; an exit from there ends where it comes back (loop guard)",
				item.Name, intList(loop))
		}
		for _, w := range walk {
			state[w] = 2
		}
	}
}

package actions

import "slices"

// Zero-length cycles (docs/actions.md#zero-length-loops). A frame of
// Duration 0 is passed through at once, so a loop of such frames plays
// without time passing. Real characters use such loops as a weighted choice
// (a 0 ms frame that branches 91% back to itself and 5% / 4% onwards):
// playback leaves them with probability 1 and must never cut them short.
// Only a loop that no branch, next frame or end leads out of can hang; the
// analysis below finds every frame from which playback can never again
// reach a frame with a duration or the end of the action, once, when the
// character loads. The Player ends an action that reaches such a frame
// (EndZeroCycle) instead of counting steps.
//
// Only forward playback without an exit can be caught: playing backwards
// takes no branches (it always reaches the first frame), and an exit
// follows ExitBranch or the next frame, one fixed path that ends on the
// last frame or loops, which the exit-limit guard ends.

// forEachNext calls fn with every frame playback may go to from frame i
// of frames when its time is up, not exiting and not reversed: the targets
// of the branches a roll can pick, and n (past the last frame: the end)
// or i+1 when the remaining probability can fall through. It mirrors
// Player.next exactly (an integer roll r in [0, 100) takes the first
// branch whose running sum exceeds r), so probabilities of 0, sums over
// 100 or negative ones in a Set made in code give the right answer too.
// A target out of range (a file error reported elsewhere) counts as the
// end, so it is never mistaken for a trap.
func forEachNext(frames []Frame, i int, fn func(j int)) {
	n := len(frames)
	sum, reached := 0, 0 // reached: the smallest roll no earlier branch takes
	for _, b := range frames[i].Branches {
		sum += b.Probability
		if reached < min(sum, 100) {
			to := b.To
			if to < 0 || to >= n {
				to = n
			}
			fn(to)
		}
		reached = max(reached, sum)
	}
	if reached < 100 {
		fn(i + 1)
	}
}

// markTraps sets Frame.trap on every zero-length frame from which forward
// playback without an exit can never reach a frame with a duration or the
// end. Every frame playback may go to from a trapped frame is trapped too,
// so the Player need only look at the frame it leaves.
func markTraps(frames []Frame) {
	n := len(frames)
	for i := range frames {
		frames[i].trap = false
	}
	if !slices.ContainsFunc(frames, func(f Frame) bool { return f.Duration == 0 }) {
		return // most actions: every frame has a duration
	}
	// Walk backwards from the ways out: a zero-length frame escapes when
	// one of its next frames is the end, has a duration, or escapes.
	// preds lists, per frame, the zero-length frames that may go to it.
	escapes := make([]bool, n)
	var queue []int
	counts := make([]int32, n)
	for i := range frames {
		if frames[i].Duration != 0 {
			escapes[i] = true
			queue = append(queue, i)
			continue
		}
		forEachNext(frames, i, func(j int) {
			if j >= n {
				if !escapes[i] {
					escapes[i] = true
					queue = append(queue, i)
				}
				return
			}
			counts[j]++
		})
	}
	starts := make([]int32, n+1)
	for j := 0; j < n; j++ {
		starts[j+1] = starts[j] + counts[j]
	}
	preds := make([]int32, starts[n])
	fill := append([]int32(nil), starts[:n]...)
	for i := range frames {
		if frames[i].Duration != 0 {
			continue
		}
		forEachNext(frames, i, func(j int) {
			if j < n {
				preds[fill[j]] = int32(i)
				fill[j]++
			}
		})
	}
	for len(queue) > 0 {
		j := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, p := range preds[starts[j]:starts[j+1]] {
			if !escapes[p] {
				escapes[p] = true
				queue = append(queue, int(p))
			}
		}
	}
	for i := range frames {
		frames[i].trap = !escapes[i]
	}
}

// firstReachableTrap returns the trapped frame with the lowest index that
// forward playback from the first frame can reach (branches and next
// frames, no exit), and every trapped frame playback can go on to from
// there, in order; or -1, nil.
func firstReachableTrap(frames []Frame) (int, []int) {
	n := len(frames)
	if !slices.ContainsFunc(frames, func(f Frame) bool { return f.trap }) {
		return -1, nil
	}
	seen := make([]bool, n)
	stack := []int{0}
	seen[0] = true
	first := -1
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if frames[i].trap && (first < 0 || i < first) {
			first = i
		}
		forEachNext(frames, i, func(j int) {
			if j < n && !seen[j] {
				seen[j] = true
				stack = append(stack, j)
			}
		})
	}
	if first < 0 {
		return -1, nil
	}
	// The loop: every frame reachable from the first trapped one.
	in := make([]bool, n)
	in[first] = true
	stack = append(stack[:0], first)
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		forEachNext(frames, i, func(j int) {
			if j < n && !in[j] {
				in[j] = true
				stack = append(stack, j)
			}
		})
	}
	var loop []int
	for i, ok := range in {
		if ok {
			loop = append(loop, i)
		}
	}
	return first, loop
}

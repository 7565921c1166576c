package actions

// Rebind moves the player onto another Set — the same character reloaded
// after an edit — keeping its place: the same action (found by name) at the
// same frame (the last one if the action got shorter), the same time into
// that frame (clamped to its new duration), the same random source, idle
// level, speech and queued requests (those whose action or state still
// exists). The frame is not entered again, so its sound does not replay
// (docs/actions.md#reload). An action that no longer exists stops: the
// player holds nothing and idles as usual.
func (p *Player) Rebind(set *Set) {
	old := p.set
	if set == nil || set == old {
		return
	}
	action := func(i int) int {
		if i < 0 || i >= len(old.Actions) {
			return -1
		}
		return set.Action(old.Actions[i].Name)
	}
	state := func(i int) int {
		if i < 0 || i >= len(old.States) {
			return -1
		}
		return set.State(old.States[i].Name)
	}
	clampFrame := func(ai, fi int) int {
		if ai < 0 {
			return 0
		}
		return min(max(fi, 0), len(set.Actions[ai].Frames)-1)
	}

	if p.playing {
		start := p.frameEnd - old.Actions[p.action].Frames[p.frame].Duration
		p.action = action(p.action)
		if p.action < 0 || len(set.Actions[p.action].Frames) == 0 {
			p.playing, p.exiting, p.action = false, false, -1
			p.reqs.ended(EndStopped) // the action is gone
			p.holdSince = p.now
		} else {
			p.frame = clampFrame(p.action, p.frame)
			p.frameEnd = max(start+set.Actions[p.action].Frames[p.frame].Duration, p.now)
			p.steps = 0
		}
	} else {
		p.action = action(p.action)
	}
	p.drawAction = action(p.drawAction)
	if p.drawAction >= 0 && len(set.Actions[p.drawAction].Frames) > 0 {
		p.drawFrame = drawableFrame(set.Actions[p.drawAction].Frames, clampFrame(p.drawAction, p.drawFrame))
	}
	if p.drawAction < 0 || p.drawFrame < 0 {
		p.drawAction, p.drawFrame = -1, -1
	}
	p.lastAction = action(p.lastAction)
	// A pending way back keeps its action (found by name) and the frame
	// its exit path starts at, when that frame still exists; a frame
	// chosen while a sound delays it is chosen again.
	p.deferred = -1
	if p.backAction >= 0 {
		p.backAction = int32(action(int(p.backAction)))
		if p.backAction >= 0 && int(p.backFrame) >= len(set.Actions[p.backAction].Frames) {
			p.backAction = -1
		}
	}
	p.activeState = state(p.activeState)

	// Keep the queued requests whose target still exists, in order.
	kept := 0
	for k := 0; k < int(p.qLen); k++ {
		r := p.queue[(int(p.qHead)+k)%queueCap]
		var i int
		if r.kind == reqWait {
			p.queue[(int(p.qHead)+kept)%queueCap] = r
			kept++
			continue
		} else if r.kind == reqState {
			i = state(int(r.index))
		} else {
			i = action(int(r.index))
		}
		if i < 0 || (r.reverse && !set.Actions[i].Reversible) {
			p.reqs.log(r.id, EndDropped)
			continue
		}
		r.index = int16(i)
		p.queue[(int(p.qHead)+kept)%queueCap] = r
		kept++
	}
	p.qLen = uint8(kept)
	p.set = set
}

// drawableFrame returns fi if that frame has a duration, else the nearest
// earlier frame that has one, else the nearest later one, else -1: a
// zero-length frame is never drawn (docs/actions.md#zero-length-frames),
// not even when an edit made the frame on screen zero-length.
func drawableFrame(frames []Frame, fi int) int {
	for i := fi; i >= 0; i-- {
		if frames[i].Duration > 0 {
			return i
		}
	}
	for i := fi + 1; i < len(frames); i++ {
		if frames[i].Duration > 0 {
			return i
		}
	}
	return -1
}

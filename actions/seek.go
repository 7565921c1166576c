package actions

import (
	"errors"
	"fmt"
	"time"
)

// ErrNoAction is returned by SeekFrame when no action plays or is held.
var ErrNoAction = errors.New("actions: no action is playing or held")

// SeekFrame shows frame fi of the action on screen, into (clamped to the
// frame's duration) into it, as a timeline's click does
// (docs/actions.md#seek). An action that is playing goes on from there; a
// held one plays again from there (its end, Return and queue as usual).
// Like a clip's Seek it reports no events: the frame is not entered, so
// its sound does not play, and no branch is rolled. A zero-length frame
// is never drawn: the frame on screen is then the nearest earlier one
// with a duration. The queue, the idle level and the random source are
// kept.
func (p *Player) SeekFrame(fi int, into time.Duration) error {
	ai := p.action
	if !p.playing {
		ai = p.drawAction
	}
	if ai < 0 || ai >= len(p.set.Actions) {
		return ErrNoAction
	}
	a := &p.set.Actions[ai]
	if fi < 0 || fi >= len(a.Frames) {
		return fmt.Errorf("actions: %s has no frame %d (it has %d)", a.Name, fi, len(a.Frames))
	}
	if !p.playing || ai != p.action {
		p.action, p.playing = ai, true
		p.reverse, p.exiting, p.asReturn = false, false, false
	}
	p.steps = 0
	d := a.Frames[fi].Duration
	into = min(max(into, 0), d)
	p.frame = fi
	p.frameEnd = addSat(p.now, d-into)
	if f := drawableFrame(a.Frames, fi); f >= 0 {
		p.drawAction, p.drawFrame = ai, f
	}
	return nil
}

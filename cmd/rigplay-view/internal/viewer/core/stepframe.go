package core

import (
	"time"

	"github.com/rigplay/rigplay/engine/character"
)

// Stepper is what StepFrame needs of a player: the queries and requests
// that engine.Player and character.Player share (docs/game-api.md#objects),
// so the viewer steps its engine player and tests a pure one.
type Stepper interface {
	Current() (action, frame int)
	FrameTime() time.Duration
	Holding() bool
	Clip() int
	ClipTime() time.Duration
	Seek(t time.Duration) error
	Speed() float64
	SetSpeed(s float64) bool
	Paused() bool
	SetPaused(paused bool)
	SeekFrame(frame int, into time.Duration) error
	Advance(dt time.Duration) []character.Event
}

// StepFrame moves a paused player one frame forward (dir > 0) or back
// (dir < 0): a frame character passes to its next frame, or shows the
// start of the previous one (SeekFrame); a rigged one seeks its clip by
// rigStep.
// acts is the character's ActionList. The player stays paused. The
// events of a step are dropped: a caller whose player plays sounds mutes
// it around the step.
func StepFrame(p Stepper, acts []character.ActionInfo, dir int, rigStep time.Duration) {
	speed, paused := p.Speed(), p.Paused()
	defer func() {
		p.SetSpeed(speed)
		p.SetPaused(paused)
	}()
	p.SetPaused(false)
	p.SetSpeed(1)
	if a, f := p.Current(); a >= 0 && a < len(acts) {
		frames := acts[a].Frames
		if dir > 0 {
			if !p.Holding() {
				left := frames[f].Duration - p.FrameTime()
				p.Advance(max(left, 1))
			}
			return
		}
		// Back: the start of the frame before, passing zero-length
		// frames (never on screen), without events (docs/actions.md#seek).
		target := f - 1
		for target >= 0 && frames[target].Duration <= 0 {
			target--
		}
		if target >= 0 {
			_ = p.SeekFrame(target, 0)
		}
		return
	}
	if p.Clip() >= 0 {
		t := p.ClipTime() + time.Duration(dir)*rigStep
		_ = p.Seek(max(t, 0))
	}
}

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
	Stop()
	Play(name string) (character.Request, error)
	Advance(dt time.Duration) []character.Event
}

// walkTo passes whole frames of action ai (which p has just started) until
// frame is on screen, the action ends or 4 x its frame count of steps have
// passed. p must be unpaused at speed 1.
func walkTo(p Stepper, frames []character.FrameInfo, ai, frame int) {
	for range 4*len(frames) + 4 {
		a, f := p.Current()
		if a != ai || p.Holding() || f == frame {
			return
		}
		left := frames[f].Duration - p.FrameTime()
		if left <= 0 {
			left = 1
		}
		p.Advance(left)
	}
}

// StepFrame moves a paused player one frame forward (dir > 0) or back
// (dir < 0): a frame character passes to its next frame (or replays its
// action up to the previous one); a rigged one seeks its clip by rigStep.
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
		target := f - 1
		if target < 0 {
			return
		}
		p.Stop()
		if _, err := p.Play(acts[a].Name); err == nil {
			walkTo(p, frames, a, target)
		}
		p.Advance(0) // steps are silent: drop the replayed frames' events
		return
	}
	if p.Clip() >= 0 {
		t := p.ClipTime() + time.Duration(dir)*rigStep
		_ = p.Seek(max(t, 0))
	}
}

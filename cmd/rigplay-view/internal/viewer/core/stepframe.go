package core

import (
	"time"

	"github.com/rigplay/rigplay/engine/character"
)

// walkTo passes whole frames of action ai (which p has just started) until
// frame is on screen, the action ends or 4 x its frame count of steps have
// passed. p must be unpaused at speed 1.
func walkTo(p *character.Player, ai, frame int) {
	fp := p.FramePlayer()
	frames := p.Character().Actions.Actions[ai].Frames
	for range 4*len(frames) + 4 {
		a, f := p.Current()
		if a != ai || !fp.Playing() || f == frame {
			return
		}
		left := frames[f].Duration - fp.FrameTime()
		if left <= 0 {
			left = 1
		}
		p.Update(left)
	}
}

// StepFrame moves a paused player one frame forward (dir > 0) or back
// (dir < 0): a frame character passes to its next frame (or replays its
// action up to the previous one); a rigged one seeks its clip by rigStep.
// The player stays paused.
func StepFrame(p *character.Player, dir int, rigStep time.Duration) {
	speed, paused := p.Speed(), p.Paused()
	defer func() {
		p.SetSpeed(speed)
		p.SetPaused(paused)
	}()
	p.SetPaused(false)
	p.SetSpeed(1)
	if a, f := p.Current(); a >= 0 {
		fp := p.FramePlayer()
		frames := p.Character().Actions.Actions[a].Frames
		if dir > 0 {
			if fp.Playing() {
				left := frames[f].Duration - fp.FrameTime()
				p.Update(max(left, 1))
			}
			return
		}
		target := f - 1
		if target < 0 {
			return
		}
		p.Stop()
		if _, err := p.Play(p.Character().Actions.Actions[a].Name); err == nil {
			walkTo(p, a, target)
		}
		p.Update(0) // steps are silent: drop the replayed frames' events
		return
	}
	if p.Clip() >= 0 {
		t := p.ClipTime() + time.Duration(dir)*rigStep
		_ = p.Seek(max(t, 0))
	}
}

package core

import (
	"slices"
	"time"

	"github.com/rigplay/rigplay/engine/character"
)

// Snapshot is the part of a player's state that survives a reload: what it
// plays and where, its clothes, speed and pause.
type Snapshot struct {
	// Action is the action played or held ("" for none), Frame its frame
	// and FrameTime how far into the frame; Playing is false when the
	// action has ended and its last frame is held.
	Action    string
	Frame     int
	FrameTime time.Duration
	Playing   bool
	// Clip is the id of the playing clip ("" for none) and ClipTime its
	// time.
	Clip     string
	ClipTime time.Duration
	// Worn are the worn clothing items' ids, in the order put on.
	Worn []string
	// Hidden is true for a rigged character hidden by Hide.
	Hidden bool
	Speed  float64
	Paused bool
}

// Take records p's state.
func Take(p *character.Player) Snapshot {
	s := Snapshot{Speed: p.Speed(), Paused: p.Paused(), Worn: p.Worn(), Hidden: !p.Visible()}
	c := p.Character()
	if a, f := p.Current(); a >= 0 {
		s.Action, s.Frame = c.Actions.Actions[a].Name, f
		if fp := p.FramePlayer(); fp != nil {
			s.Playing = fp.Playing()
			s.FrameTime = fp.FrameTime()
		}
	}
	if i := p.Clip(); i >= 0 {
		s.Clip, s.ClipTime = c.Clips[i].Clip.ID, p.ClipTime()
	}
	return s
}

// Restore puts a fresh player (character.NewPlayer, nothing played yet,
// built with the same seed) into the state s recorded, as far as its
// character still has it: the same action at the same frame (the last
// frame if the action got shorter) and time into it (clamped to the
// frame's new duration), the same clip at the same time, the same clothes,
// speed and pause. Things that are gone are skipped. No sound is played:
// the pure player only reports sound events, and Restore drops them.
//
// The player's API has no way to set a frame directly, so the frame is
// reached by playing the action from its start and passing whole frames;
// an action whose branches lead elsewhere stops where the walk ends. The
// random source is the seed's, not the old player's position in it.
func Restore(p *character.Player, s Snapshot) {
	c := p.Character()
	p.SetPaused(false)
	p.SetSpeed(1)
	if c.Rigged() {
		restoreClothes(p, s.Worn)
		if s.Clip != "" && c.Clip(s.Clip) >= 0 && (c.Actions == nil || c.Actions.Action(s.Clip) < 0) {
			if p.Play(s.Clip) == nil {
				for i := 0; i < 100 && p.Mixing(); i++ {
					p.Update(50 * time.Millisecond)
				}
				_ = p.Seek(s.ClipTime)
			}
		}
		if s.Hidden && c.Actions == nil {
			_ = p.Hide()
		}
	}
	if s.Action != "" && c.Actions != nil {
		if ai := c.Actions.Action(s.Action); ai >= 0 && p.Play(s.Action) == nil {
			frame := min(s.Frame, len(c.Actions.Actions[ai].Frames)-1)
			walkTo(p, ai, frame)
			if a, f := p.Current(); a == ai && f == frame && s.FrameTime > 0 {
				d := c.Actions.Actions[ai].Frames[f].Duration
				p.Update(min(s.FrameTime, d-1))
			}
			if !s.Playing {
				p.Stop()
			}
		}
	}
	// Deliver (and drop) the events of the requests above, so that the
	// first real Update does not report the restored frame again: its
	// sound must not play twice (SEMANTICS.md 2).
	p.Update(0)
	if s.Speed > 0 {
		p.SetSpeed(s.Speed)
	}
	p.SetPaused(s.Paused)
}

// restoreClothes makes p wear exactly worn (in that order), skipping items
// the character no longer has.
func restoreClothes(p *character.Player, worn []string) {
	if slices.Equal(p.Worn(), worn) {
		return
	}
	for _, id := range p.Worn() {
		p.TakeOff(id)
	}
	for _, id := range worn {
		_ = p.Wear(id)
	}
}

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
		if p.Play(p.Character().Actions.Actions[a].Name) == nil {
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

package character

import (
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/rig"
)

// Current returns the frame character's action and frame being played or
// held, as indexes into Character.Actions, or -1, -1.
func (p *Player) Current() (action, frame int) {
	if p.ap == nil {
		return -1, -1
	}
	return p.ap.Current()
}

// CurrentAction returns the name of the action being played or held, or "".
func (p *Player) CurrentAction() string {
	a, _ := p.Current()
	if a < 0 {
		return ""
	}
	return p.c.Actions.Actions[a].Name
}

// Playing reports whether an action is playing, or a clip is advancing.
func (p *Player) Playing() bool {
	return (p.ap != nil && p.ap.Playing()) || (p.rp != nil && p.rp.Playing())
}

// IdleLevel returns 0 when not idling, else the idling level 1..3.
func (p *Player) IdleLevel() int {
	if p.ap == nil {
		return 0
	}
	return p.ap.IdleLevel()
}

// Pending returns the number of queued action requests.
func (p *Player) Pending() int {
	if p.ap == nil {
		return 0
	}
	return p.ap.Pending()
}

// SetMouth sets the mouth shape drawn over frames that have mouths
// (actions.MouthNone when not speaking).
func (p *Player) SetMouth(m actions.MouthShape) {
	if p.ap != nil {
		p.ap.SetMouth(m)
	}
}

// HasMouths reports whether the frame on screen has mouth overlays.
func (p *Player) HasMouths() bool { return p.ap != nil && p.ap.HasMouths() }

// Clip returns the index in Character.Clips of the clip playing (the one
// fading in during a cross-fade), or -1.
func (p *Player) Clip() int { return p.clip }

// ClipName returns the displayName of the clip playing, or "".
func (p *Player) ClipName() string {
	if p.clip < 0 {
		return ""
	}
	return p.c.Clips[p.clip].Clip.Name
}

// ClipTime returns the playing clip's time.
func (p *Player) ClipTime() time.Duration {
	if p.rp == nil {
		return 0
	}
	return p.rp.Time()
}

// Mixing reports whether a cross-fade is in progress.
func (p *Player) Mixing() bool { return p.rp != nil && p.rp.Mixing() }

// Visible reports whether a rigged character is shown (see Hide).
func (p *Player) Visible() bool { return !p.hidden }

// FramePlayer returns the underlying frame player, or nil. Advancing it
// directly bypasses speed and pause.
func (p *Player) FramePlayer() *actions.Player { return p.ap }

// RigPlayer returns the underlying rig player, or nil: for overrides and
// tweens. Advancing it directly bypasses speed and pause.
func (p *Player) RigPlayer() *rig.Player { return p.rp }

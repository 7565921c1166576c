package character

import (
	"strings"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/engine/drawlist"
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

// ClipName returns the Name of the clip playing (what Play takes,
// docs/game-api.md#names), or "".
func (p *Player) ClipName() string {
	if p.clip < 0 {
		return ""
	}
	return p.c.clips[p.clip].Name
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

// FrameTime returns how long the frame on screen has shown, while its
// action plays (0 when it is held or nothing plays).
func (p *Player) FrameTime() time.Duration {
	if p.ap == nil {
		return 0
	}
	return p.ap.FrameTime()
}

// Holding reports whether a frame character holds a frame on screen that
// no action plays any more (its action ended or was stopped, and nothing
// followed).
func (p *Player) Holding() bool {
	if p.ap == nil {
		return false
	}
	a, _ := p.ap.Current()
	return a >= 0 && !p.ap.Playing()
}

// Part says who draws one item of the draw list.
type Part struct {
	// ID is "sprite/<bone>" for a body sprite, "<item id>#<slot>" for a
	// clothing piece, and the image's path for a frame character's image.
	ID string
	// Bone is the name of the bone the item belongs to ("" for a frame
	// image).
	Bone string
	// Item is the Name of the clothing item a piece belongs to ("" for a
	// body sprite or a frame image).
	Item string
	// Placeholder is true for an item whose image is missing (it draws
	// its rectangle, docs/rig.md#missing-sprites).
	Placeholder bool
}

// AppendParts appends to dst one Part for each item AppendDrawList would
// append now, in the same order. It allocates only when dst must grow (and
// at the first call).
func (p *Player) AppendParts(dst []Part) []Part {
	if p.rp != nil && !p.hidden {
		for _, e := range p.rp.DrawEntries() {
			part := Part{ID: e.ID, Bone: e.Bone, Placeholder: e.Placeholder}
			if e.Clothing {
				id, _, _ := strings.Cut(e.ID, "#")
				part.Item = p.c.clothingName[id]
			}
			dst = append(dst, part)
		}
	}
	if p.ap != nil {
		p.extra().frame = p.ap.AppendDrawList(p.extra().frame[:0])
		for _, it := range p.extra().frame {
			dst = append(dst, Part{ID: it.Image})
		}
	}
	return dst
}

// playerExtra holds what only some players need, made on first use, so
// that a player that never asks stays small.
type playerExtra struct {
	sways   []rig.SwayInfo
	effects []rig.EffectState
	frame   drawlist.List
	list    drawlist.List // the draw list of HitTest and FrameBounds (hit.go)
}

// extra returns the player's playerExtra, made on first use.
func (p *Player) extra() *playerExtra {
	if p.x == nil {
		p.x = new(playerExtra)
	}
	return p.x
}

// Mouth returns the mouth shape drawn over frames that have mouths: the
// one SetMouth or speech set, actions.MouthNone when none is.
func (p *Player) Mouth() actions.MouthShape {
	if p.ap == nil {
		return actions.MouthNone
	}
	return p.ap.Mouth()
}

package character

import (
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/rig"
)

// Rebind moves the player onto c — the same character reloaded after an
// edit — keeping its place, so a hot reload changes what is shown but not
// where playback is (issue "hot reload"): the same action at the same frame
// and time into it (actions.Player.Rebind: clamped if the frame is gone,
// its sound not replayed), the same random source and queued requests, the
// same clip at the same time, the same clothes (those that still exist),
// speed, pause and speech, and the swing of every swaying piece and bone
// that still exists, placed the same way, with the new spring, damping and
// the rest at once (rig.Player.TakeSway), the clips of the tracks above 0
// with their alpha, the queues and the requests (rig.Player.Adopt), and
// the body variant SetVariant chose. Call it at a tick boundary, between
// Advances.
func (p *Player) Rebind(c *Character) {
	if c == nil || c == p.c {
		return
	}
	old := p.c
	switch {
	case c.Actions == nil:
		p.ap = nil
	case p.ap != nil:
		p.ap.Rebind(c.Actions)
	default:
		p.ap = actions.NewPlayer(c.Actions, actions.PlayerOptions{IdleDelay: c.man.IdleDelay(), SoundLength: p.soundLength(p.overrun)})
	}
	if p.ap == nil && p.Speaking() {
		*p.speech = speechState{}
	}

	var clipName string
	var clipTime time.Duration
	if p.rp != nil && p.clip >= 0 && p.clip < len(old.Clips) {
		clipName, clipTime = old.Clips[p.clip].Clip.ID, p.rp.Time()
	}
	worn := p.Worn()
	hadWardrobe := p.wardrobe != nil
	variant := c.man.Variant
	if hadWardrobe && p.wardrobe.Variant != old.man.Variant {
		variant = p.wardrobe.Variant // SetVariant's choice stays
	}
	oldRig := p.rp

	p.c = c
	p.rp, p.wardrobe, p.clip = nil, nil, -1
	if c.Rig == nil {
		return
	}
	p.rp = rig.NewPlayer(c.Rig)
	p.rp.SetWeighting(c.weight)
	if oldRig != nil { // the same random source; effects restart (docs/effects.md#playing)
		p.rp.SetSeed(oldRig.Seed())
		p.rp.SetEffects(oldRig.EffectsOn())
	}
	p.addTweens() // from their start: a reload restarts tweens
	p.addSways()
	if hadWardrobe {
		w := rig.NewWardrobe(c.Rig)
		w.Variant = variant
		p.wardrobe = w
		for _, id := range worn {
			if i := c.ClothingItem(id); i >= 0 {
				w.Equip(c.Clothing[i]) // items that are gone are skipped
			}
		}
		p.rp.Wear(c.outfitOf(w))
	} else if c.outfit != nil {
		p.rp.Wear(c.outfit)
	}
	if clipName != "" {
		if i := c.Clip(clipName); i >= 0 && p.rp.Play(c.Clips[i], 0) == nil {
			p.clip = i
			p.rp.Seek(clipTime)
		}
	}
	switch {
	case oldRig == nil:
	case oldRig.Stopped():
		p.rp.Stop()
	case oldRig.Exiting():
		next := c.defaultClip()
		p.rp.Exit(next, p.mixOf(p.rp.Clip(), next))
	}
	if oldRig != nil {
		// The tracks above 0, every queue and the requests.
		p.rp.Adopt(oldRig, func(b *rig.Bound) *rig.Bound {
			if b == nil {
				return nil
			}
			if i := c.Clip(b.Clip.ID); i >= 0 {
				return c.Clips[i]
			}
			return nil
		})
	}
	switch {
	case oldRig == nil:
	case clipName == "" || p.clip >= 0: // the pose goes on where it was
		p.rp.TakeSway(oldRig)
	default: // the clip is gone: the swing restarts, the setting stays
		p.rp.SetPhysics(oldRig.Physics())
	}
}

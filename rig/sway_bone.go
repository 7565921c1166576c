package rig

import (
	"errors"
	"slices"
)

// swayBone is a plain bone that sways (SetBoneSway): the same simulation
// as a swaying piece, its angle added to the bone's rotation, so the bone
// and everything on it swing about the bone's origin.
type swayBone struct {
	id     string // "bone/<name>"
	bone   int32
	cx, cy float64 // the lever in the bone's own space
	sway   Sway
	coef   swayCoef
}

// ErrNoBone is returned by SetBoneSway for a bone index the rig does not
// have.
var ErrNoBone = errors.New("rig: no such bone")

// SetBoneSway makes bone i of the player's rig sway with s, as a clothing
// piece with a physics block does (docs/clothing.md#sway); nil stops it.
// The bone swings about its origin; its lever (the direction gravity and
// inertia pull on) runs from its origin to the centre of its sprite, or to
// its first child when it has no sprite. The angle is added to the bone's
// rotation, turning it in its parent's space. A bone already swaying keeps
// its motion and takes the new values. It allocates; call it when setting
// a character up. It returns ErrNoBone or a *SwayError for values outside
// the clothing schema's ranges.
func (p *Player) SetBoneSway(i int, s *Sway) error {
	r := p.rig
	if i < 0 || i >= len(r.Bones) {
		return ErrNoBone
	}
	if s != nil {
		if err := s.Validate(); err != nil {
			return err
		}
	}
	if p.sw == nil {
		if s == nil {
			return nil
		}
		p.sw = new(swayRun)
	}
	sw := p.sw
	k := slices.IndexFunc(sw.bones, func(b swayBone) bool { return int(b.bone) == i })
	switch {
	case k >= 0 && s != nil:
		sw.bones[k].sway, sw.bones[k].coef = *s, newSwayCoef(*s)
		return nil
	case k >= 0:
		sw.bones = slices.Delete(sw.bones, k, k+1)
		sw.st = slices.Delete(sw.st, k, k+1)
	case s != nil:
		b := swayBone{id: "bone/" + r.Bones[i].Name, bone: int32(i), sway: *s, coef: newSwayCoef(*s)}
		b.cx, b.cy = boneLever(r, i)
		// Parents first: in the rig's Order.
		pos := slices.Index(r.Order, i)
		k = 0
		for k < len(sw.bones) && slices.Index(r.Order, int(sw.bones[k].bone)) < pos {
			k++
		}
		sw.bones = slices.Insert(sw.bones, k, b)
		sw.st = slices.Insert(sw.st, k, swayState{cs: 1})
	default:
		return nil
	}
	sw.dirty = true
	p.changed()
	return nil
}

// BoneSway returns bone i's sway, if it sways.
func (p *Player) BoneSway(i int) (Sway, bool) {
	if p.sw == nil {
		return Sway{}, false
	}
	for _, b := range p.sw.bones {
		if int(b.bone) == i {
			return b.sway, true
		}
	}
	return Sway{}, false
}

// boneLever returns the lever of bone i in its own space: to its sprite's
// centre when the sprite is placed on it, else to its first child.
func boneLever(r *Rig, i int) (float64, float64) {
	b := &r.Bones[i]
	if b.HasSprite && b.Target == i {
		s := b.Sprite
		ppu := r.PixelsPerUnit
		return (0.5 - s.PivotX) * float64(s.Width) / ppu, (0.5 - s.PivotY) * float64(s.Height) / ppu
	}
	for j := range r.Bones {
		if r.Bones[j].Parent == i {
			d := r.Bones[j].Default
			return d.X, d.Y
		}
	}
	return 0, 0
}

// stepBone advances the bone's state by one step: pw is its parent's
// world transform and v its values (without the sway) at the step's time.
func (b *swayBone) stepBone(st *swayState, pw *Affine, v *channels) {
	at := *v
	at[chRotZ] += st.a
	var l Affine
	localInto(&l, &at)
	bx, by := l.M[0]*b.cx+l.M[2]*b.cy, l.M[1]*b.cx+l.M[3]*b.cy
	ux, uy := pw.M[0]*bx+pw.M[2]*by, pw.M[1]*bx+pw.M[3]*by
	px, py := pw.M[0]*l.T[0]+pw.M[2]*l.T[1]+pw.T[0], pw.M[1]*l.T[0]+pw.M[3]*l.T[1]+pw.T[1]
	mirror := 1.0
	if pw.M[0]*pw.M[3]-pw.M[2]*pw.M[1] < 0 {
		mirror = -1
	}
	if at[chRotX] != 0 || at[chRotY] != 0 {
		// rotation.z turns before the x and y turns: they may mirror it.
		_, cx := sincosDeg(at[chRotX])
		_, cy := sincosDeg(at[chRotY])
		if cx*cy < 0 {
			mirror = -mirror
		}
	}
	st.step(&b.coef, px, py, ux, uy, mirror)
}

// SwayLever returns the lever of bone i when it sways, in its own space:
// (0, 0) when it has neither a sprite nor a child, and gravity and inertia
// then cannot turn it.
func (r *Rig) SwayLever(i int) (x, y float64) {
	if i < 0 || i >= len(r.Bones) {
		return 0, 0
	}
	return boneLever(r, i)
}

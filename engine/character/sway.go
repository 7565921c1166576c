package character

import (
	"sort"

	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/rigplay/rigplay/internal/jsonpos"
	"github.com/rigplay/rigplay/internal/manifest"
	"github.com/rigplay/rigplay/rig"
)

// BoneSway is a plain bone of the rig that every player of the character
// sways: character.json's sway (docs/clothing.md#sway).
type BoneSway struct {
	// Bone is the bone's index in the rig, Name its name.
	Bone int
	Name string
	// Sway is its physics block, omitted fields at their defaults.
	Sway rig.Sway
}

// loadSways resolves character.json's sway on the rig: an unknown bone is
// an error, a bone that nothing can turn (no sprite, no child) a warning.
func (ld *loader) loadSways(m *manifest.Manifest) {
	if len(m.Sway) == 0 {
		return
	}
	c := ld.c
	doc := jsondoc.Doc{File: manifest.FileName, Data: ld.loc.data(manifest.FileName)}
	names := make([]string, 0, len(m.Sway))
	for n := range m.Sway {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		ptr := jsonpos.Pointer("sway", n)
		i := c.Rig.BoneIndex(n)
		if i < 0 {
			ld.add(doc.Errorf(ptr, "bone %q does not exist in rig %s", n, c.Rig.ID))
			continue
		}
		if x, y := c.Rig.SwayLever(i); x == 0 && y == 0 {
			ld.add(doc.Warnf(ptr, "bone %q has no sprite and no child bone, so gravity and the body's motion cannot turn it", n))
		}
		c.Sways = append(c.Sways, BoneSway{Bone: i, Name: n, Sway: swayOf(m.Sway[n])})
	}
}

// swayOf fills a block's omitted fields with the defaults: the rig's own
// reading of a physics block (manifest.SwayBlock has its fields).
func swayOf(b manifest.SwayBlock) rig.Sway { return (*rig.SwayBlock)(&b).Sway() }

// addSways makes the rig player sway the character's bones (the loader
// checked every one).
func (p *Player) addSways() {
	for i := range p.c.Sways {
		p.rp.SetBoneSway(p.c.Sways[i].Bone, &p.c.Sways[i].Sway)
	}
}

// SetPhysics turns the secondary motion of swaying clothing pieces and
// bones on (the default) or off; off, they are drawn at their attached
// pose, and on again they start from rest.
func (p *Player) SetPhysics(on bool) {
	if p.rp != nil {
		p.rp.SetPhysics(on)
	}
}

// Physics reports whether secondary motion is on.
func (p *Player) Physics() bool { return p.rp == nil || p.rp.Physics() }

// SwayInfo describes one swaying clothing piece or bone as drawn now
// (docs/clothing.md#sway).
type SwayInfo struct {
	// ID is the piece's id ("<item id>#<slot>") or "bone/<name>" for a
	// swaying bone.
	ID string
	// Bone is the name of the bone the piece hangs on, or of the swaying
	// bone.
	Bone string
	// Angle is the extra angle drawn, in degrees, counter-clockwise
	// positive in the piece's own frame.
	Angle float64
	// X and Y are the pivot, in character pixels (the draw list's space:
	// origin at the character's origin, y down).
	X, Y float64
}

// Sways appends the swaying pieces and bones of a rigged character, as
// drawn now, to dst: the bones in rig order, then the pieces in the
// outfit's order. It allocates only when dst must grow (and at the first
// call).
func (p *Player) Sways(dst []SwayInfo) []SwayInfo {
	if p.rp == nil {
		return dst
	}
	x := p.extra()
	x.sways = p.rp.Sways(x.sways[:0])
	ppu := p.c.Rig.PixelsPerUnit
	for _, s := range x.sways {
		dst = append(dst, SwayInfo{ID: s.ID, Bone: p.c.Rig.Bones[s.Bone].Name, Angle: s.Angle, X: s.PivotX * ppu, Y: -s.PivotY * ppu})
	}
	return dst
}

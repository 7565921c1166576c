package character

import (
	"errors"
	"io/fs"
	"slices"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsonpos"
	"github.com/rigplay/rigplay/rig"
)

// effectTexture is a clip effect's particle picture to load, and where
// the clip names it.
type effectTexture struct {
	b    *rig.Bound
	i    int
	path string
	at   ref
}

// effectTextures notes the particle pictures of b's effects: one that
// exists is loaded with the other images (imageRefs) and given to the
// effect once decoded (setEffectTextures); a missing one is a warning, and
// the effect draws rigplay's default soft round particle
// (docs/effects.md#textures).
func (ld *loader) effectTextures(b *rig.Bound) {
	for i, e := range b.Effects() {
		if e.Texture == "" {
			continue
		}
		at := ref{b.Clip.File, jsonpos.Pointer("effects", i, "texture")}
		if _, err := fs.Stat(ld.fsys, e.Texture); errors.Is(err, fs.ErrNotExist) {
			w := ld.loc.warnf(at, e.Texture, "not found; effect %q draws rigplay's default soft round particle", e.ID)
			w.Code, w.Subject = diag.CodeMissingTexture, e.Texture
			ld.add(w)
			continue
		}
		ld.textures = append(ld.textures, effectTexture{b: b, i: i, path: e.Texture, at: at})
	}
}

// setEffectTextures gives each effect its decoded picture.
func (ld *loader) setEffectTextures() {
	for _, t := range ld.textures {
		if r, ok := ld.c.sizes[t.path]; ok {
			t.b.SetEffectTexture(t.i, t.path, r.Dx(), r.Dy())
		}
	}
}

// SetEffects turns a rigged character's clip effects on (the default) or
// off (docs/effects.md#off): off, no particle is simulated or drawn.
func (p *Player) SetEffects(on bool) {
	if p.rp != nil {
		p.rp.SetEffects(on)
	}
}

// EffectsOn reports whether clip effects are on.
func (p *Player) EffectsOn() bool { return p.rp == nil || p.rp.EffectsOn() }

// EffectInfo describes one clip effect of a player as it is now
// (Player.Effects).
type EffectInfo struct {
	// ID is the effect's id; Clip the Name of its clip; Bone its
	// emitter's bone ("" for the character's origin).
	ID, Clip, Bone string
	// Particles is how many of its particles are alive now.
	Particles int
	// Emitting is true while a run of it emits.
	Emitting bool
}

// Effects appends to dst every clip effect of the player that emits or
// has particles alive now, in the order they first emitted
// (docs/effects.md#playing). It allocates only when dst must grow.
func (p *Player) Effects(dst []EffectInfo) []EffectInfo {
	if p.rp == nil {
		return dst
	}
	x := p.extra()
	x.effects = p.rp.EffectStates(x.effects[:0])
	for _, st := range x.effects {
		e := EffectInfo{ID: st.ID, Particles: st.Particles, Emitting: st.Emitting}
		if i := slices.Index(p.c.Clips, st.Clip); i >= 0 {
			e.Clip = p.c.clips[i].Name
		}
		if st.Bone >= 0 {
			e.Bone = p.c.Rig.Bones[st.Bone].Name
		}
		dst = append(dst, e)
	}
	return dst
}

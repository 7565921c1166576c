package character

import (
	"errors"
	"io/fs"

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
			ld.add(ld.loc.warnf(at, e.Texture, "not found; effect %q draws rigplay's default soft round particle", e.ID))
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

// EffectStates appends the rig's effects that emit or have particles
// alive now to dst (rig.Player.EffectStates).
func (p *Player) EffectStates(dst []rig.EffectState) []rig.EffectState {
	if p.rp == nil {
		return dst
	}
	return p.rp.EffectStates(dst)
}

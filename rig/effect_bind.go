package rig

import (
	"time"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

// boundEffects are a clip's effects resolved on a rig: made by Bind.
type boundEffects struct {
	fx []boundEffect
	// chain lists the bones the emitters read, parents first.
	chain []int32
	// maxAge is the longest a particle of the clip can live (seconds).
	maxAge float64
}

// boundEffect is one effect on a rig.
type boundEffect struct {
	e    *Effect
	bone int32  // the emitter's bone, -1 for the character's origin
	key  uint64 // the effect's random stream: from the clip's id and the effect's index
	play bool   // a particle effect on this rig
	// tex is the picture the particles draw, "" for the default soft
	// round particle until a loader that found the effect's texture sets
	// it with its size, texW x texH (SetEffectTexture).
	tex        string
	texW, texH int
}

// bindEffects resolves c's effects on r: their bones, and the bones the
// emitters are posed from. An effect on a bone the rig does not have is
// not played, with a warning.
func bindEffects(r *Rig, c *Clip) (*boundEffects, diag.List) {
	if len(c.Effects) == 0 {
		return nil, nil
	}
	var d diag.List
	bx := &boundEffects{fx: make([]boundEffect, len(c.Effects))}
	h := uint64(14695981039346656037)
	for i := 0; i < len(c.ID); i++ {
		h = (h ^ uint64(c.ID[i])) * 1099511628211
	}
	mark := make([]bool, len(r.Bones))
	for i, e := range c.Effects {
		be := &bx.fx[i]
		be.e, be.bone, be.key, be.play = e, -1, hash64(h^uint64(i)<<40), e.Kind == EffectParticle
		if e.Bone != "" {
			k := r.BoneIndex(e.Bone)
			if k < 0 {
				be.play = false
				d = append(d, c.doc.Warnf(jsonpos.Pointer("effects", e.index, "target"), "bone %q does not exist in rig %s: the effect is not played", e.Bone, r.ID))
				continue
			}
			be.bone = int32(k)
			for b := k; b >= 0 && !mark[b]; b = r.Bones[b].Parent {
				mark[b] = true
			}
		}
		if be.play {
			bx.maxAge = max(bx.maxAge, e.sim.maxLifetime())
		}
	}
	for _, i := range r.Order {
		if mark[i] {
			bx.chain = append(bx.chain, int32(i))
		}
	}
	return bx, d
}

// maxLifetime returns the longest lifetime a particle may start with.
func (s *effectSim) maxLifetime() float64 {
	c := &s.lifetime
	if c.constant() {
		return max(c.cmin, c.cmax, 0)
	}
	return EffectHitch // a curve: at most what a long tick keeps
}

// MaxParticleAge returns how long the clip's particles can live: the
// longest start lifetime of its effects (0 without effects).
func (b *Bound) MaxParticleAge() time.Duration {
	if b.fx == nil {
		return 0
	}
	return seconds(b.fx.maxAge)
}

// Effects returns the clip's effects (Clip.Effects).
func (b *Bound) Effects() []*Effect { return b.Clip.Effects }

// SetEffectTexture sets the picture effect i's particles draw: path
// (relative to the character root) with its size in pixels, or "" for the
// default soft round particle, which a loader chooses when the effect's
// texture file is missing (docs/effects.md#textures). Call it before the
// Bound is shared by players.
func (b *Bound) SetEffectTexture(i int, path string, w, h int) {
	if b.fx == nil || i < 0 || i >= len(b.fx.fx) {
		return
	}
	be := &b.fx.fx[i]
	be.tex, be.texW, be.texH = path, w, h
	if w <= 0 || h <= 0 {
		be.tex = ""
	}
}

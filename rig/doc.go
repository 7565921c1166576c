// Package rig is the skeletal half of rigplay: it loads and validates
// player rigs (playerRig), animation clips (playerAnimation) and clothing
// items, poses a rig from a clip (with cross-fades and per-bone overrides),
// dresses it from a Wardrobe and builds the draw list the engine draws.
//
// It is pure Go and deterministic. One loaded Rig and its bound clips are
// immutable and shared by any number of Players; a Player holds only its own
// small state and does no allocation per frame in steady state.
//
// Conventions (SEMANTICS.md sections 3 to 5): world units, y up, rotations
// in degrees counter-clockwise positive; a bone's local transform is
// T(x, y) . R(rotation) . S(scaleX, scaleY) and its world transform is
// parent world . local. Screen pixels are (x * ppu, -y * ppu).
package rig

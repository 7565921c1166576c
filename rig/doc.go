// Package rig is the skeletal half of rigplay: it loads and validates
// player rigs (playerRig), animation clips (playerAnimation) and clothing
// items, poses a rig from a clip (with cross-fades and per-bone overrides),
// dresses it from a Wardrobe and builds the draw list the engine draws.
//
// It is pure Go and deterministic. One loaded Rig, its bound clips
// (Bound) and Outfits are immutable and shared by any number of Players; a
// Player holds only what must survive between ticks (clip times, per-track
// cursors, the cross-fade, overrides, tweens, a pointer to its Outfit):
// a few hundred bytes. The pose and the draw list are computed on demand
// (World, Local, SortingOrder, AppendDrawList, DrawList, DrawEntries) in a
// scratch taken from a pool, so players on any number of goroutines share
// a few scratches; bones that nothing moves take the rig's precomputed rest
// transforms, and a scratch that still holds an unchanged player's pose
// is reused. The per-frame methods (Advance, Tick, AppendDrawList,
// DrawList) do not allocate in steady state.
//
// Conventions (docs/rig.md): world units, y up, rotations
// in degrees counter-clockwise positive; a bone's local transform is
// T(x, y) . R(rotation) . S(scaleX, scaleY) (with clip turns rotation.x/y:
// the top-left 2x2 of Ry . Rx . Rz times diag(sx, sy)) and its world
// transform is parent world . local. Screen pixels are (x * ppu, -y * ppu).
//
// Decisions where the rules are silent:
//   - A body sprite's pivot is its spriteCanvas pivotX/pivotY (normalized
//     from the bottom-left); attachment.pivotX/Y are kept (Bone.AttachPivotX)
//     but do not move the sprite.
//   - A clothing piece's sort key is its attachment bone's body-sprite
//     sortingOrder (0 for a bone without a sprite) plus its sortingOffset.
//     Sprite color tracks tint the body sprite only, not clothing.
//   - Events fire when a step covers their time in [t, t+dt); events at
//     exactly the duration fire when playback reaches the end: once for a
//     clip that holds its end or that Exit ends, at every wrap of a
//     looping one. Events of a clip that is fading out are not reported.
//     A step longer than a whole loop reports each event once.
//   - A clip that does not loop reports EventClipEnd when it reaches its end.
//     Exit lets the playing clip finish: a looping one ends at the end of
//     the run it is in (without wrapping), then the clip Exit names
//     cross-fades in, or the last pose holds as after Stop
//     (docs/rig.md#exit-on-a-rig).
//   - Times cross the Player's API as time.Duration (Advance, Seek,
//     Play's mix, Exit, PlayAt, Time, Event.Time); clip files and the
//     pose math count float seconds, so Time is the clip time rounded to
//     the nanosecond.
//   - Starting a clip during a cross-fade drops the clip that was fading
//     out. The sorting order, being stepped, switches at weight 0.5.
//   - A clip made for another rig id binds with a warning. Key times must
//     ascend strictly and lie within durationSeconds; sortingOrder keys
//     must be integers in the contract's range; color keys in [0, 1].
//   - Body variants are matched per piece: the first key of
//     Wardrobe.VariantKeys whose variant replaces that piece wins, else
//     visual.sprites (or the atlas region).
//   - rigplay has no Core garments to inherit from: a piece of a core form
//     (or of an asset patch) without its own bone or pivot sits on the bone
//     its slot names (SlotBone) at that bone's sprite pivot, with a warning
//     (docs/clothing.md#inherited-placement); an originalClothingSprites
//     piece needs its own bone.
//   - The schemas bound transform values (|v| <= 1e6), key values (1e9) and
//     tangents (1e12) so that poses stay finite; see limits.go for sizes.
//   - Swaying pieces and bones (the clothing physics block, SetBoneSway;
//     docs/clothing.md#sway) keep a few floats each in the Player and are
//     stepped every SwayStep (1/60 s) of playback time from the pose at
//     that time: a step at a tick's end runs from the pose the frame
//     computes (poseOf), one inside a tick poses only the bones it reads
//     (sway_chain.go). Seek and Play without a cross-fade restart them
//     from rest; a tick longer than SwayHitch simulates only its end;
//     TakeSway carries them over a reload.
package rig

// Package tween evaluates rig.anim.tween documents: one float property
// driven from a start to an end value over a duration, eased through a
// rig.anim.curve preset of the same name as the tween's easing.
//
// A Tween is immutable after decoding; Value and Done are pure functions of
// the elapsed time, so the host owns the clock (it advances elapsed only
// while Playing) and any number of players may share one Tween. Neither
// allocates.
//
// Decisions where the RigWorks notes are silent, fixed here:
//
//   - easing accepts every curve preset name (linear, ease-in, ease-out,
//     ease-in-out, s-curve, bulge, squeeze), a superset of RigWorks' four;
//     absent = linear; any other name is a schema error (the notes give no
//     "treat unknown as" rule for tweens, unlike curves).
//   - duration and elapsed must be finite and not negative; duration 0 is
//     an instant jump to "to", except that a looping tween needs a
//     positive duration. from and to must be finite.
//   - Before elapsed 0 the value holds "from"; a non-looping tween holds
//     "to" from elapsed = duration on; a looping tween wraps elapsed modulo
//     duration, so at each whole multiple of the duration it is back at the
//     start of the next cycle.
//   - A null target is legal (the seed's "none / unset") but drives
//     nothing; the decoder warns.
package tween

// Package curve evaluates rig.anim.curve documents (seed 002,
// docs/curves-and-tweens.md): 1D transfer curves that remap t in [0, 1] to
// a value in [0, 1], used for easing, cross-fade weights and tween easings.
//
// A Curve is built once (New, Decode or Preset) and is immutable after
// that, so one Curve may be shared by any number of players and goroutines.
// Eval does no allocation.
//
// Decisions where the seed is silent, fixed here and stated in
// docs/curves-and-tweens.md:
//
//   - Unknown "interpolation" evaluates as smooth and unknown "preset" as
//     custom, as the seed says; the project's schema therefore accepts any
//     string for both and the decoder reports a warning instead of the
//     RigWorks schema's enum error.
//   - "points" may be absent: a named preset then supplies its points; no
//     preset gives the linear preset (seed: "Absent = custom when points are
//     authored, else linear"); an explicit or unknown custom preset without
//     points is an error.
//   - When both a named preset and points are present, the points are used
//     (they are what the author saved) and a warning says when they differ
//     from the preset's points.
//   - "handles" must have one entry per point when interpolation is bezier
//     (an error otherwise); with any other interpolation they are ignored
//     with a warning.
//   - A curve has at most MaxPoints points, and handles are finite numbers.
package curve

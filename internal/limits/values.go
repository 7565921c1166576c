package limits

// Ranges of the numbers that feed a pose (docs/rig.md#finite-poses):
// what a file may hold is refused at load beyond these, located; what a
// pose computes from them is kept finite.
const (
	// TweenValueMaxAbs bounds a tween's from and to (either sign), as
	// the rig's schemas bound a clip key's value.
	TweenValueMaxAbs = 1_000_000_000
	// TweenMaxSeconds bounds a tween's duration and elapsed, in seconds.
	TweenMaxSeconds = 1_000_000
	// PoseMaxAbs bounds every component of a bone's world transform:
	// a chain of bones that each scale up cannot overflow to Inf (and
	// then NaN); a component beyond it is held at it.
	PoseMaxAbs = 1_000_000_000_000_000
)

package core

import "math"

// MoveState returns the Agent state for moving by (dx, dy) screen pixels:
// MovingLeft, MovingRight, MovingUp or MovingDown by the larger component,
// or "" for a move shorter than minDist.
func MoveState(dx, dy, minDist float64) string {
	if math.Hypot(dx, dy) < minDist {
		return ""
	}
	if math.Abs(dx) >= math.Abs(dy) {
		if dx < 0 {
			return "MovingLeft"
		}
		return "MovingRight"
	}
	if dy < 0 {
		return "MovingUp"
	}
	return "MovingDown"
}

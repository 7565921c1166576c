package core

import "github.com/rigplay/rigplay/engine/character"

// Speed limits, as the player clamps them.
const (
	MinSpeed = character.MinSpeed
	MaxSpeed = character.MaxSpeed
)

// SpeedSteps are the speeds + and - step through.
var SpeedSteps = []float64{0.1, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4}

// NextSpeed returns the step after cur in direction dir (+1 faster, -1
// slower). A speed between steps goes to the nearest step in that
// direction; the ends stay put.
func NextSpeed(cur float64, dir int) float64 {
	return nextStep(SpeedSteps, cur, dir)
}

// nextStep returns the first step above cur (dir > 0) or the last below
// it (dir < 0), or the end of steps when there is none.
func nextStep(steps []float64, cur float64, dir int) float64 {
	const eps = 1e-9
	if dir > 0 {
		for _, s := range steps {
			if s > cur+eps {
				return s
			}
		}
		return steps[len(steps)-1]
	}
	for i := len(steps) - 1; i >= 0; i-- {
		if steps[i] < cur-eps {
			return steps[i]
		}
	}
	return steps[0]
}

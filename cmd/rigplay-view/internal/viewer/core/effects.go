package core

import "math"

// TriggerWindow is how close (seconds of clip time) the playhead must be
// to an effect trigger for the timeline to name it, as the source tool's
// preview labels the trigger near its playhead.
const TriggerWindow = 0.15

// NearTrigger returns the index of the trigger time closest to the
// playhead t within TriggerWindow, or -1.
func NearTrigger(times []float64, t float64) int {
	best, bd := -1, TriggerWindow
	for i, tt := range times {
		if d := math.Abs(tt - t); d <= bd {
			best, bd = i, d
		}
	}
	return best
}

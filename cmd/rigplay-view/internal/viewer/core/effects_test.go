package core

import "testing"

// TestNearTrigger: the trigger closest to the playhead within the window
// is named; none farther.
func TestNearTrigger(t *testing.T) {
	times := []float64{0.2, 1.0, 1.1}
	for _, tc := range []struct {
		t    float64
		want int
	}{{0.2, 0}, {0.3, 0}, {0.36, -1}, {0.9, 1}, {1.04, 1}, {1.06, 2}, {1.5, -1}} {
		if got := NearTrigger(times, tc.t); got != tc.want {
			t.Errorf("NearTrigger(%v) = %d, want %d", tc.t, got, tc.want)
		}
	}
	if NearTrigger(nil, 0) != -1 {
		t.Error("a trigger named with none")
	}
}

package main

import (
	"strings"
	"testing"
)

// TestPoseCommandRejectsNonFiniteTime pins that --time NaN or Inf is a
// usage error, not silently posed at time 0 (Player.Seek ignores
// non-finite times).
func TestPoseCommandRejectsNonFiniteTime(t *testing.T) {
	for _, v := range []string{"NaN", "Inf", "-Inf"} {
		code, out, errs := runPoseCLI(fixture("rig.json"), "--clip", fixture("clip.json"), "--time", v)
		if code != 2 || out != "" || !strings.Contains(errs, "is not a finite number of seconds") {
			t.Errorf("--time %s: exit %d stdout %q stderr %q, want 2, nothing, a message", v, code, out, errs)
		}
	}
}

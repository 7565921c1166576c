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

// TestPoseCommandRejectsTimeBeyondTheClock pins that a --time longer than
// a player's clock runs (time.Duration: about 292 years) is a usage error
// that says so, and that the longest time that fits still poses.
func TestPoseCommandRejectsTimeBeyondTheClock(t *testing.T) {
	code, out, errs := runPoseCLI(fixture("rig.json"), "--clip", fixture("clip.json"), "--time", "1e10")
	if code != 2 || out != "" || !strings.Contains(errs, "longer than a player's clock runs") {
		t.Errorf("--time 1e10: exit %d stdout %q stderr %q, want 2, nothing, a message", code, out, errs)
	}
	if code, _, errs := runPoseCLI(fixture("rig.json"), "--clip", fixture("clip.json"), "--time", "9e9"); code != 0 {
		t.Errorf("--time 9e9: exit %d stderr %q, want a pose", code, errs)
	}
}

// TestPoseCommandRejectsNegativeTime pins that a negative --time is a
// usage error that says so. It used to be posed silently at time 0, which
// for a looping clip is not where rule 4's wrap puts it.
func TestPoseCommandRejectsNegativeTime(t *testing.T) {
	for _, v := range []string{"-0.25", "-2"} {
		code, out, errs := runPoseCLI(fixture("rig.json"), "--clip", fixture("clip.json"), "--time", v)
		if code != 2 || out != "" || !strings.Contains(errs, "--time "+v+" is negative") {
			t.Errorf("--time %s: exit %d stdout %q stderr %q, want 2, nothing, a message", v, code, out, errs)
		}
	}
	if code, _, errs := runPoseCLI(fixture("rig.json"), "--clip", fixture("clip.json"), "--time", "-0"); code != 0 {
		t.Errorf("--time -0: exit %d stderr %q, want the pose at 0", code, errs)
	}
}

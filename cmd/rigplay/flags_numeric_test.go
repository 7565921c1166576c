package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestNumericFlags (issue 18, class 6): zero, negative, NaN, infinite
// and huge values of the commands' numeric flags are refused at once,
// exit 2, with the flag, the value and the rule (docs/errors.md#flags);
// none is quietly taken as another value, and none makes a command run
// on (trace --tick 1ns --for 1s was 10^9 ticks).
func TestNumericFlags(t *testing.T) {
	out := filepath.Join(t.TempDir(), "o.png")
	gif := filepath.Join(t.TempDir(), "o.gif")
	good := actionChar("good")
	rig := fixture("rig.json")
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"trace", good, "--unit", "0"}, "--unit 0s: must be more than 0 and at most 1s"},
		{[]string{"trace", good, "--unit", "-10ms"}, "--unit -10ms: must be more than 0"},
		{[]string{"trace", good, "--unit", "1h"}, "--unit 1h0m0s: must be more than 0 and at most 1s"},
		{[]string{"trace", good, "--tick", "1ns", "--for", "1s"}, "--tick 1ns: --for 1s in ticks of 1ns is 1000000000 ticks, over the limit of 10000000"},
		{[]string{"trace", good, "--tick", "1ns", "--for", "2562047h"}, "over the limit of 10000000"},
		{[]string{"trace", good, "--tick", "0"}, "--tick 0s: must be more than 0"},
		{[]string{"trace", good, "--tick", "-1ms"}, "--tick -1ms: must be more than 0"},
		{[]string{"trace", good, "--for", "-1s"}, "--for -1s: must not be negative"},
		{[]string{"trace", good, "--exit-at", "-2s"}, "--exit-at -2s: must not be negative"},
		{[]string{"trace", good, "--stop-at", "-5ms"}, "--stop-at -5ms: must not be negative"},
		{[]string{"trace", good, "--for", "NaN"}, `invalid value "NaN" for flag -for`},
		{[]string{"trace", good, "--seed", "-1"}, `invalid value "-1" for flag -seed`},
		{[]string{"render", good, "-o", out, "--tick", "1ns", "--at", "1s"}, "--tick 1ns: --at 1s in ticks of 1ns is 1000000000 ticks"},
		{[]string{"render", good, "--gif", gif, "--for", "1s", "--tick", "10ns"}, "--tick 10ns: --for 1s in ticks of 10ns"},
		{[]string{"render", good, "-o", out, "--tick", "-1ms"}, "--tick -1ms: must not be negative"},
		{[]string{"render", good, "-o", out, "--at", "-1s"}, "--at -1s: must not be negative"},
		{[]string{"render", good, "-o", out, "--frame", "-2"}, "--frame -2: must be 0 or more"},
		{[]string{"render", good, "-o", out, "--scale", "0"}, "--scale 0: must be more than 0 and at most 64"},
		{[]string{"render", good, "-o", out, "--scale", "-1"}, "--scale -1: must be more than 0"},
		{[]string{"render", good, "-o", out, "--scale", "NaN"}, "--scale NaN: must be more than 0"},
		{[]string{"render", good, "-o", out, "--scale", "+Inf"}, "--scale +Inf: must be more than 0 and at most 64"},
		{[]string{"render", good, "-o", out, "--scale", "1e308"}, "--scale 1e+308: must be more than 0 and at most 64"},
		{[]string{"render", good, "--gif", gif, "--for", "1s", "--fps", "0"}, "--fps 0: must be 1 to 100"},
		{[]string{"render", good, "--gif", gif, "--for", "1s", "--fps", "-5"}, "--fps -5: must be 1 to 100"},
		{[]string{"render", good, "--gif", gif, "--for", "1s", "--fps", "1000000"}, "--fps 1000000: must be 1 to 100"},
		{[]string{"render", good, "--gif", gif, "--for", "1000h"}, "--for 1000h0m0s at --fps 20: the GIF would have more than 1000 frames"},
		{[]string{"render", good, "--gif", gif, "--for", "-1s"}, "--gif needs --for DURATION"},
		{[]string{"render", good, "-o", out, "--fps", "99999999999999999999"}, `invalid value "99999999999999999999" for flag -fps`},
		{[]string{"pose", rig, "--clip", fixture("clip.json"), "--time", "NaN"}, "--time NaN is not a finite number of seconds"},
		{[]string{"pose", rig, "--clip", fixture("clip.json"), "--time", "-1"}, "--time -1 is negative"},
		{[]string{"pose", rig, "--clip", fixture("clip.json"), "--time", "1e300"}, "--time 1e+300 is longer than a player's clock runs"},
		{[]string{"pose", rig, "--clip", fixture("clip.json"), "--time", "100", "--tick", "1ns"}, "give at most 10000000 ticks"},
		{[]string{"pose", rig, "--clip", fixture("clip.json"), "--tick", "-1ms"}, "--tick -1ms must be positive"},
		{[]string{"curve", "linear", "--samples", "0"}, "--samples 0 is outside 2..1048576"},
		{[]string{"curve", "linear", "--samples", "-1"}, "--samples -1 is outside"},
		{[]string{"curve", "linear", "--samples", "1048577"}, "--samples 1048577 is outside"},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args[2:], " "), func(t *testing.T) {
			code, stdout, stderr := runDeadline(t, c.args...)
			if code != 2 {
				t.Errorf("rigplay %s: exit %d, want 2; stdout %.200q stderr %.300q", strings.Join(c.args, " "), code, stdout, stderr)
			}
			if !strings.Contains(stderr, c.want) {
				t.Errorf("rigplay %s: stderr does not say %q:\n%.400s", strings.Join(c.args, " "), c.want, stderr)
			}
		})
	}
}

// TestSheetTicks: a sheet of a clip with particle effects plays each cell
// from the clip's start in --tick ticks; their sum is bounded too, known
// once the clip is loaded (exit 1).
func TestSheetTicks(t *testing.T) {
	sheet := filepath.Join(t.TempDir(), "s.png")
	code, _, stderr := runDeadline(t, "render", riggedDir, "--clip", "cheer", "--sheet", sheet, "--tick", "1us")
	if code != 1 || !strings.Contains(stderr, "--tick 1µs: --sheet's clip frames") || !strings.Contains(stderr, "over the limit of 10000000") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}

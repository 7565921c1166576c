package main

import (
	"strings"
	"testing"
	"testing/fstest"
)

// TestValidateRigFileReportsMisspeltCurveField pins SEMANTICS.md 7 for
// curve and tween files with a field the format does not have: the file is
// still recognised and the field is reported with line:column and
// pointer, instead of the file being skipped as "not a file rigplay
// reads" (which let a broken curve pass a folder's validation).
func TestValidateRigFileReportsMisspeltCurveField(t *testing.T) {
	fsys := fstest.MapFS{
		"curves/typo.json":  {Data: []byte("{\n  \"points\": [[0, 0], [1, 1]],\n  \"interpolaton\": \"linear\"\n}\n")},
		"curves/extra.json": {Data: []byte(`{"preset": "bulge", "loop": true}`)},
		"tweens/typo.json":  {Data: []byte(`{"target": "head", "propertyKey": "rotation.z", "from": 0, "to": 1, "duration": 1, "eazing": "linear"}`)},
	}
	for _, tc := range []struct{ name, kind, err string }{
		{"curves/typo.json", "rig.anim.curve", `curves/typo.json:3:19: /interpolaton: unknown field "interpolaton"`},
		{"curves/extra.json", "rig.anim.curve", `curves/extra.json:1:29: /loop: unknown field "loop"`},
		{"tweens/typo.json", "rig.anim.tween", "tweens/typo.json:1:"},
	} {
		kind, d := validateRigFile(fsys, tc.name)
		if kind != tc.kind || !d.HasErrors() || !strings.Contains(d.Error(), tc.err) {
			t.Errorf("%s: kind %q diagnostics %v, want %q and an error containing %q", tc.name, kind, d, tc.kind, tc.err)
		}
	}
}

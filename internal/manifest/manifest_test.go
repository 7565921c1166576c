package manifest

import (
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

func TestDecodeValidManifest(t *testing.T) {
	fsys := fstest.MapFS{
		"Actions.json":      {Data: []byte("{}")},
		"rig.json":          {Data: []byte("{}")},
		"clips/idle.json":   {Data: []byte("{}")},
		"curves/blend.json": {Data: []byte("{}")},
	}
	m, d := Decode(FileName, []byte(`{"name": "Pip", "durationUnitMs": 10, "rig": "rig.json", "clips": ["clips/idle.json"],
		"curves": ["curves/blend.json"], "blendCurve": "curves/blend.json", "mixMs": 400, "idleDelayMs": 1500}`), fsys)
	if d.HasErrors() {
		t.Fatal(d)
	}
	if m.DurationUnit() != 10*time.Millisecond || m.IdleDelay() != 1500*time.Millisecond || m.Mix() != 400*time.Millisecond {
		t.Errorf("unit %v idle %v mix %v", m.DurationUnit(), m.IdleDelay(), m.Mix())
	}
	if m.Actions != "Actions.json" || m.Scale != 1 || m.BlendCurve != "curves/blend.json" {
		t.Errorf("defaults: actions %q scale %v blend %q", m.Actions, m.Scale, m.BlendCurve)
	}
}

func TestManifestDefaultsWithoutFile(t *testing.T) {
	m, d := Load(fstest.MapFS{"Actions.json": {Data: []byte("{}")}})
	if d != nil || m.Actions != "Actions.json" || m.DurationUnit() != time.Millisecond || m.Mix() != -1 || m.IdleDelay() != 0 {
		t.Fatalf("%+v %v", m, d)
	}
}

func TestManifestErrorsAreLocated(t *testing.T) {
	fsys := fstest.MapFS{"rig.json": {Data: []byte("{}")}}
	for _, tc := range []struct{ doc, want string }{
		{`{"nmae": "x"}`, `character.json:1:10: /nmae: unknown field "nmae"`},
		{`{"durationUnitMs": 0}`, `character.json:1:20: /durationUnitMs: 0 must be greater than 0`},
		{`{"rig": "../rig.json"}`, `character.json:1:9: /rig: file name "../rig.json" leaves the character folder`},
		{`{"rig": "missing.json"}`, `character.json:1:9: /rig: file "missing.json" not found`},
		{"{\n  \"blendCurve\": \"wobbly\"\n}", `character.json:2:17: /blendCurve: blendCurve "wobbly" is neither a preset nor one of the files in curves`},
		{`{"scale": "big"}`, `character.json:1:11: /scale: got string, want number`},
		{`{"clips": ["a.json", "a.json"]}`, `character.json:1:11: /clips: items at 0 and 1 are equal`},
	} {
		m, d := Decode(FileName, []byte(tc.doc), fsys)
		if m != nil || !strings.Contains(d.Error(), tc.want) {
			t.Errorf("%s:\n got %v\nwant %s", tc.doc, d, tc.want)
		}
	}
}

func TestManifestPresetBlendCurve(t *testing.T) {
	m, d := Decode(FileName, []byte(`{"blendCurve": "s-curve"}`), fstest.MapFS{})
	if d.HasErrors() || m.BlendCurve != "s-curve" {
		t.Fatal(d)
	}
}

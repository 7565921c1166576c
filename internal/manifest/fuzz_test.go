package manifest

import (
	"github.com/rigplay/rigplay/internal/memtest"
	"testing"
	"testing/fstest"
)

// FuzzDecodeManifest: no document makes the manifest decoder panic or hang,
// and a manifest that decodes names only paths inside the folder.
func FuzzDecodeManifest(f *testing.F) {
	for _, s := range []string{
		`{}`,
		`{"name": "Pip", "durationUnitMs": 10, "actions": "Actions.json", "defaultState": "IdlingLevel1"}`,
		`{"rig": "rig.json", "clips": ["clips/idle.json"], "blendCurve": "ease-in-out", "mixMs": 300, "scale": 2}`,
		`{"rig": "../x.json"}`, `{"clips": ["a", "a"]}`, `[1, 2]`, `{"scale": -1}`, "{\"name\": \"\xff\"}",
	} {
		f.Add([]byte(s))
	}
	fsys := fstest.MapFS{"Actions.json": {Data: []byte("{}")}, "rig.json": {Data: []byte("{}")}, "clips/idle.json": {Data: []byte("{}")}}
	f.Fuzz(func(t *testing.T, data []byte) {
		memtest.Check(t, "decode", data, fuzzAllocLimit)
		m, d := Decode(FileName, data, fsys)
		if m != nil && d.HasErrors() {
			t.Fatal("a manifest came back with errors")
		}
		if m == nil {
			if !d.HasErrors() {
				t.Fatal("no manifest and no error")
			}
			return
		}
		for _, p := range append(append([]string{m.Actions, m.Rig}, m.Clips...), m.Clothing...) {
			if len(p) >= 2 && p[:2] == ".." {
				t.Fatalf("path %q leaves the folder", p)
			}
		}
	})
}

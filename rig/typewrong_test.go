package rig

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/engine/diag"
)

// TestTypeWrong_RigFormats: rig, clip and clothing documents with a value
// of the wrong type are refused at the pointer the full build's schema
// names, in both builds (go test -tags rigplay_noschema ./rig runs it on
// the web player's own validator, docs/web.md#no-schema-build).
func TestTypeWrong_RigFormats(t *testing.T) {
	read := func(name string) string {
		data, err := os.ReadFile(filepath.Join("..", "testdata", "rig", name))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	rigDoc, clip, item := string(testRigJSON(nil)), read("clip.json"), read("item.json")
	decRig := func(d []byte) diag.List { _, l := DecodeRig("rig.json", d); return l }
	cases := []struct {
		name, doc, old, new, ptr string
		decode                   func([]byte) diag.List
	}{
		{"rig bones an object", rigDoc, `"bones": [`, `"bones": "x", "q": [`, "/bones", decRig},
		{"rig pixelsPerUnit a string", rigDoc, `"pixelsPerUnit": 32`, `"pixelsPerUnit": "32"`, "/coordinateSystem/pixelsPerUnit", decRig},
		{"rig bone name a number", rigDoc, `"name": "hips"`, `"name": 1`, "/bones/0/name", decRig},
		{"clip loop a string", clip, `"loop": true`, `"loop": "yes"`, "/loop", clipDecoder},
		{"clip keys a number", clip, `"keys": [`, `"keys": 5, "x": [`, "/tracks/0/keys", clipDecoder},
		{"clip key time a string", clip, `"time": 0.5`, `"time": "0.5"`, "/tracks/0/keys/1/time", clipDecoder},
		{"clip tracks null", clip, `"tracks": [`, `"tracks": null, "y": [`, "/tracks", clipDecoder},
		{"clothing sprites an array", item, `"sprites": {`, `"sprites": [], "z": {`, "/visual/sprites", clothingDecoder},
		{"clothing offsetY a string", item, `"offsetY": 0.1`, `"offsetY": "0.1"`, "/visual/attachments/piece~1shirt-chest/offsetY", clothingDecoder},
		{"clothing category a number", item, `"category": "Upper"`, `"category": 3`, "/category", clothingDecoder},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			doc := strings.Replace(tc.doc, tc.old, tc.new, 1)
			if doc == tc.doc {
				t.Fatal("the case changes nothing")
			}
			diags := tc.decode([]byte(doc))
			if !diags.HasErrors() {
				t.Fatalf("accepted: %v", diags)
			}
			var ptrs []string
			for _, d := range diags.Errors() {
				ptrs = append(ptrs, d.Pointer)
			}
			if !slices.Contains(ptrs, tc.ptr) {
				t.Errorf("errors at %q, want one at %q: %v", ptrs, tc.ptr, diags)
			}
		})
	}
}

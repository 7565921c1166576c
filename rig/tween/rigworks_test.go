package tween

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// rigworksDir is the RigWorks schemas and notes (real third-party data,
// read in place, never copied).
var rigworksDir = filepath.Join("..", "..", "..", "shared", "data", "rigworks")

// rigworksTweenSchema compiles RigWorks' tween schema with its _defs under
// their own $id URLs, or skips when the shared data is absent.
func rigworksTweenSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	for src, name := range map[string]string{"json__defs.schema.json": "_defs.schema.json", "json_rig.anim.tween.schema.json": "rig.anim.tween.schema.json"} {
		data, err := os.ReadFile(filepath.Join(rigworksDir, src))
		if err != nil {
			t.Skipf("RigWorks data not available: %v", err)
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("RigWorks %s: %v", src, err)
		}
		if err := c.AddResource("https://rig.works/schemas/"+name, doc); err != nil {
			t.Fatal(err)
		}
	}
	s, err := c.Compile("https://rig.works/schemas/rig.anim.tween.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestRigWorksConformance pins where the project's tween format matches
// RigWorks' schema and the two places it deliberately differs (more
// easing names; empty propertyKey and negative seconds rejected).
func TestRigWorksConformance(t *testing.T) {
	theirs := rigworksTweenSchema(t)
	tests := []struct {
		doc         string
		theirsValid bool
		want        string
	}{
		{`{"target":"hips","propertyKey":"rotation","from":0,"to":1,"duration":1}`, true, ""},
		{`{"target":"hips","propertyKey":"rotation","from":0,"to":1,"duration":1,"elapsed":0.5,"easing":"ease-out","loop":true,"playing":false}`, true, ""},
		{`{"target":null,"propertyKey":"rotation","from":0,"to":1,"duration":1}`, true, "t.json:1:11: /target: warning: target is null and propertyKey names no bone: the tween drives nothing"},
		{`{"target":null,"propertyKey":"bone/head/rotation.z","from":0,"to":1,"duration":1}`, true, ""},
		{`{"target":null,"propertyKey":"bone//rotation.z","from":0,"to":1,"duration":1}`, true, "t.json:1:11: /target: warning: target is null and propertyKey names no bone: the tween drives nothing"},
		{`{"target":"hips","propertyKey":"rotation","from":0,"to":1,"duration":1,"easing":"s-curve"}`, false, ""},
		{`{"target":"hips","propertyKey":"","from":0,"to":1,"duration":1}`, true, "t.json:1:32: /propertyKey: 0 characters, fewer than the minimum of 1"},
		{`{"target":"hips","propertyKey":"rotation","from":0,"to":1,"duration":-1}`, true, "t.json:1:70: /duration: duration = -1 is negative (seconds must be >= 0)"},
		{`{"propertyKey":"rotation","from":0,"to":1,"duration":1}`, false, `t.json:1:1: /: missing required field "target"`},
		{`{"target":"hips","propertyKey":"rotation","from":0,"to":1,"duration":1,"easing":"bounce"}`, false, "t.json:1:81: /easing: value must be one of 'linear', 'ease-in', 'ease-out', 'ease-in-out', 's-curve', 'bulge', 'squeeze'"},
	}
	for _, tc := range tests {
		doc := jsondoc.Doc{File: "t.json", Data: []byte(tc.doc)}
		v, errs := doc.CheckText(docLimits)
		if errs != nil {
			t.Fatalf("%s: %v", tc.doc, errs)
		}
		if got := theirs.Validate(v) == nil; got != tc.theirsValid {
			t.Errorf("%s: RigWorks valid = %v, want %v", tc.doc, got, tc.theirsValid)
		}
		_, list := Decode("t.json", []byte(tc.doc))
		got := ""
		if len(list) > 0 {
			got = list.Error()
		}
		if got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.doc, got, tc.want)
		}
	}
}

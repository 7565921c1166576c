package curve

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// rigworksDir is the RigWorks schemas and notes (real third-party data,
// read in place, never copied).
var rigworksDir = filepath.Join("..", "..", "..", "shared", "data", "rigworks")

// rigworksSchema compiles one RigWorks schema with its _defs from the
// shared data folder under their own $id URLs (the files' relative $refs
// resolve against those), or skips the test when the folder is absent.
func rigworksSchema(t *testing.T, file, id string) *jsonschema.Schema {
	t.Helper()
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	for src, name := range map[string]string{"json__defs.schema.json": "_defs.schema.json", file: id} {
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
	s, err := c.Compile("https://rig.works/schemas/" + id)
	if err != nil {
		t.Fatalf("compile RigWorks %s: %v", file, err)
	}
	return s
}

// TestRigWorksConformance checks the project's curve format against the
// RigWorks schema: every document RigWorks accepts is accepted by the
// project's schema, and decodes without error when it also keeps the rules
// of docs/curves-and-tweens.md#points; documents RigWorks rejects only for
// an unknown interpolation or preset name (the seed's "treat unknown as
// smooth / custom") decode with a warning.
func TestRigWorksConformance(t *testing.T) {
	theirs := rigworksSchema(t, "json_rig.anim.curve.schema.json", "rig.anim.curve.schema.json")
	ours, err := format.Schema.Compiled()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		doc         string
		theirsValid bool
		want        string // our diagnostics
	}{
		{`{"points":[[0,0],[1,1]]}`, true, ""},
		{`{"points":[[0,0],[0.5,0.25],[1,1]],"interpolation":"smooth","preset":"ease-in"}`, true, ""},
		{`{"points":[[0,0],[0.3,0.7],[1,1]],"interpolation":"linear","preset":"custom"}`, true, ""},
		{`{"points":[[0.2,0.4],[0.9,0.6]]}`, true, ""},
		{`{"points":[[0,1],[0.5,0],[1,1]],"preset":"squeeze"}`, true, ""},
		{`{"points":[[0,0],[1,1]],"interpolation":"cubic"}`, false, `c.json:1:41: /interpolation: warning: unknown interpolation "cubic"; evaluated as "smooth"`},
		{`{"points":[[0,0],[1,1]],"preset":"wobble"}`, false, `c.json:1:34: /preset: warning: unknown preset "wobble"; treated as "custom"`},
		// bezier is seed 002's, not in the public RigWorks version.
		{`{"points":[[0,0],[1,1]],"interpolation":"bezier","handles":[{"out":[0.5,0]},{"in":[-0.5,0]}]}`, false, ""},
		// Valid for RigWorks' schema, broken by docs/curves-and-tweens.md#points.
		{`{"points":[[0,0],[0.7,0.5],[0.6,1]]}`, true, "c.json:1:28: /points/2: point 2: x = 0.6 is less than the x = 0.7 of point 1 (points must be sorted by ascending x)"},
		{`{"points":[[0,0],[1,3]]}`, true, "c.json:1:18: /points/1: point 1: y = 3 is outside [0, 1]"},
		// Shape errors both reject.
		{`{"points":[[0,0]]}`, false, "c.json:1:11: /points: 1 items, fewer than the minimum of 2"},
		{`{"points":[[0,0],[1,1]],"extra":1}`, false, `c.json:1:33: /extra: unknown field "extra"`},
		{`{"points":[[0,0],[1,1,1]]}`, false, "c.json:1:18: /points/1: 3 items, more than the limit of 2"},
	}
	for _, tc := range tests {
		doc := docFor("c.json", []byte(tc.doc))
		v, errs := doc.CheckText(limits)
		if errs != nil {
			t.Fatalf("%s: %v", tc.doc, errs)
		}
		theirsOK := theirs.Validate(v) == nil
		if theirsOK != tc.theirsValid {
			t.Errorf("%s: RigWorks valid = %v, want %v", tc.doc, theirsOK, tc.theirsValid)
		}
		if theirsOK && ours.Validate(v) != nil {
			t.Errorf("%s: RigWorks accepts it but the project's schema does not: %v", tc.doc, ours.Validate(v))
		}
		_, list := Decode("c.json", []byte(tc.doc))
		got := ""
		if len(list) > 0 {
			got = list.Error()
		}
		if got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.doc, got, tc.want)
		}
	}
}

// TestRigWorksSchemaIsRelaxedNotChanged generates seeded random documents
// from valid and invalid pieces: whatever the RigWorks schema accepts, the
// project's schema accepts too.
func TestRigWorksSchemaIsRelaxedNotChanged(t *testing.T) {
	theirs := rigworksSchema(t, "json_rig.anim.curve.schema.json", "rig.anim.curve.schema.json")
	ours, err := format.Schema.Compiled()
	if err != nil {
		t.Fatal(err)
	}
	pool := map[string][]string{
		"points":        {`[[0,0],[1,1]]`, `[[0,0]]`, `[]`, `[[0.5,2],[0.1,0]]`, `[[0,0],[1]]`, `"x"`, `[[0,"a"],[1,1]]`, `[[0,0],[0.5,0.5],[1,1]]`},
		"interpolation": {`"linear"`, `"smooth"`, `"bezier"`, `"cubic"`, `1`, `null`},
		"preset":        {`"ease-in"`, `"custom"`, `"squeeze"`, `"wobble"`, `true`},
		"handles":       {`[]`, `[{"in":[0,0]}]`, `[{"x":1}]`, `{}`},
		"extra":         {`1`},
	}
	keys := []string{"points", "interpolation", "preset", "handles", "extra"}
	r := newRand(6, 5)
	accepted := 0
	for iter := 0; iter < 3000; iter++ {
		var b bytes.Buffer
		b.WriteByte('{')
		first := true
		for _, k := range keys {
			if r.IntN(3) == 0 {
				continue
			}
			if !first {
				b.WriteByte(',')
			}
			first = false
			vals := pool[k]
			b.WriteString(`"` + k + `":` + vals[r.IntN(len(vals))])
		}
		b.WriteByte('}')
		doc := docFor("c.json", b.Bytes())
		v, errs := doc.CheckText(limits)
		if errs != nil {
			t.Fatalf("%s: %v", b.String(), errs)
		}
		if theirs.Validate(v) == nil {
			accepted++
			if err := ours.Validate(v); err != nil {
				t.Fatalf("%s: RigWorks accepts, the project's schema rejects: %v", b.String(), err)
			}
		}
	}
	if accepted < 20 {
		t.Fatalf("only %d generated documents were RigWorks-valid", accepted)
	}
}

//go:build !rigplay_noschema

package rig

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/dlclark/regexp2/v2"
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// ecmaRegexp is a JSON Schema pattern compiled as ECMA-262 (the dialect
// JSON Schema names), for the mod API's schemas, whose patterns use
// lookaheads that Go's regexp package does not have.
type ecmaRegexp struct{ re *regexp2.Regexp }

func (r ecmaRegexp) MatchString(s string) bool {
	ok, err := r.re.MatchString(s)
	return ok && err == nil
}

func (r ecmaRegexp) String() string { return r.re.String() }

// upstreamSchema compiles one of the mod API's schemas from the real data.
func upstreamSchema(t *testing.T, fsys fs.FS, name string) *jsonschema.Schema {
	t.Helper()
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	c.UseRegexpEngine(func(s string) (jsonschema.Regexp, error) {
		re, err := regexp2.Compile(s, regexp2.ECMAScript)
		if err != nil {
			return nil, err
		}
		return ecmaRegexp{re}, nil
	})
	names, _ := fs.Glob(fsys, "*.schema.json")
	for _, n := range names {
		data, err := fs.ReadFile(fsys, n)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		if err := c.AddResource(n, doc); err != nil {
			t.Fatalf("%s: %v", n, err)
		}
	}
	sch, err := c.Compile(name)
	if err != nil {
		t.Fatalf("the mod API's %s does not compile: %v", name, err)
	}
	return sch
}

// TestReal_OurRigFilesMeetTheModAPISchemas validates the project's own rig,
// clip and clothing files (the rigged sample and the test fixtures)
// against the mod API's published JSON Schemas, read in place from the
// real data: what rigplay ships and tests with is the format the game
// reads, not only the format rigplay's own schemas describe. The game's
// own files are checked too, as a control.
func TestReal_OurRigFilesMeetTheModAPISchemas(t *testing.T) {
	upstream := captivityFS(t)
	schemas := map[string]string{
		KindRig:      "player-rig.schema.json",
		KindClip:     "player-animation.schema.json",
		KindClothing: "clothing.schema.json",
	}
	files := []struct{ dir, name, kind string }{
		{captivityDir, "player-rig.json", KindRig},
		{captivityDir, "idle.json", KindClip},
		{captivityDir, "walk.json", KindClip},
		{filepath.Join("..", "assets", "rigged"), "rig.json", KindRig},
		{filepath.Join("..", "testdata", "rig"), "rig.json", KindRig},
		{filepath.Join("..", "testdata", "rig"), "clip.json", KindClip},
		{filepath.Join("..", "testdata", "rig"), "item.json", KindClothing},
		{filepath.Join("..", "testdata", "rig"), "item-atlas.json", KindClothing},
	}
	for _, pattern := range []string{"clips/*.json", "clothing/*.json"} {
		names, err := fs.Glob(os.DirFS(filepath.Join("..", "assets", "rigged")), pattern)
		if err != nil || len(names) == 0 {
			t.Fatalf("%s: %v %v", pattern, names, err)
		}
		kind := KindClip
		if pattern == "clothing/*.json" {
			kind = KindClothing
		}
		for _, n := range names {
			files = append(files, struct{ dir, name, kind string }{filepath.Join("..", "assets", "rigged"), n, kind})
		}
	}
	for _, f := range files {
		t.Run(f.name, func(t *testing.T) {
			sch := upstreamSchema(t, upstream, schemas[f.kind])
			data, err := os.ReadFile(filepath.Join(f.dir, filepath.FromSlash(f.name)))
			if err != nil {
				t.Fatal(err)
			}
			doc := jsondoc.Doc{File: f.name, Data: data}
			tree, errs := doc.CheckText(jsondoc.DefaultLimits)
			if errs != nil {
				t.Fatal(errs)
			}
			if errs := doc.Validate(sch, tree); errs != nil {
				t.Errorf("%s/%s against the mod API's %s:\n%v", f.dir, f.name, schemas[f.kind], errs)
			}
		})
	}
}

// TestReal_ModAPISchemasRejectAPathEscape is the control for the test
// above: the upstream schemas do reject what they forbid (a sprite path
// leaving the package, caught by one of their lookahead patterns).
func TestReal_ModAPISchemasRejectAPathEscape(t *testing.T) {
	upstream := captivityFS(t)
	data, err := os.ReadFile(filepath.Join("..", "testdata", "rig", "item.json"))
	if err != nil {
		t.Fatal(err)
	}
	bad := bytes.Replace(data, []byte(`"icon": "img/a.png"`), []byte(`"icon": "../escape.png"`), 1)
	if bytes.Equal(bad, data) {
		t.Fatal("the edit changed nothing")
	}
	doc := jsondoc.Doc{File: "item.json", Data: bad}
	tree, errs := doc.CheckText(jsondoc.DefaultLimits)
	if errs != nil {
		t.Fatal(errs)
	}
	if errs := doc.Validate(upstreamSchema(t, upstream, "clothing.schema.json"), tree); errs == nil {
		t.Error("the mod API's clothing schema accepted a sprite path with ..")
	}
}

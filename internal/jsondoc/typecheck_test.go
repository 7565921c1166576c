//go:build !rigplay_noschema

package jsondoc

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestTypeSchema_RefusesWhatTheLibraryRefuses: rigplay's own validator
// (the web player's, docs/web.md#no-schema-build) and the schema library
// agree on real documents of every format and on every document made from
// them by giving one value a value of another type: both accept the
// first, both refuse each of the others, and the validator names the
// changed value (or a value around it) as the library does.
func TestTypeSchema_RefusesWhatTheLibraryRefuses(t *testing.T) {
	root := filepath.Join("..", "..")
	cases := []struct{ dir, schema, doc string }{
		{"actions/schema", "actions.schema.json", "assets/frame/Actions.json"},
		{"rig/schema", "rig.schema.json", "assets/rigged/rig.json"},
		{"rig/schema", "clip.schema.json", "assets/rigged/clips/wave.json"},
		{"rig/schema", "clip.schema.json", "testdata/rig/clip-effects.json"},
		{"rig/schema", "clothing.schema.json", "assets/rigged/clothing/jacket.json"},
		{"rig/schema", "clothing.schema.json", "testdata/rig/item-atlas.json"},
		{"rig/schema", "asset-patch.schema.json", "testdata/rig/item-patch.json"},
		{"rig/curve/schema", "rig.anim.curve.schema.json", "assets/rigged/curves/blend.json"},
		{"internal/manifest/schema", "character.schema.json", "assets/rigged/character.json"},
		{"internal/manifest/schema", "character.schema.json", "assets/frame/character.json"},
	}
	for _, tc := range cases {
		t.Run(tc.doc, func(t *testing.T) {
			fsys := os.DirFS(filepath.Join(root, tc.dir))
			lib, err := compileSchema(fsys, tc.schema)
			if err != nil {
				t.Fatal(err)
			}
			own, err := CompileTypes(fsys, tc.schema)
			if err != nil {
				t.Fatal(err)
			}
			data, err := os.ReadFile(filepath.Join(root, tc.doc))
			if err != nil {
				t.Fatal(err)
			}
			tree, errs := Doc{File: tc.doc, Data: data}.CheckText(DefaultLimits)
			if errs != nil {
				t.Fatal(errs)
			}
			if err := lib.Validate(tree); err != nil {
				t.Fatalf("the library refuses the sample: %v", err)
			}
			if err := own.Validate(tree); err != nil {
				t.Fatalf("rigplay's validator refuses the sample: %v", err)
			}
			paths := valuePaths(tree, nil)
			if len(paths) > 200 {
				paths = paths[:200]
			}
			checked := 0
			for _, p := range paths {
				mutated, ok := withValue(tree, p, wrongType(valueAt(tree, p)))
				if !ok {
					continue
				}
				libErr := lib.Validate(mutated)
				ownErr := own.Validate(mutated)
				ptr := pointerOf(p)
				switch {
				case libErr == nil && ownErr == nil:
					continue // a value of any type is allowed there
				case libErr == nil:
					t.Errorf("%s: rigplay's validator refuses what the library accepts: %v", ptr, ownErr)
					continue
				case ownErr == nil:
					t.Errorf("%s: rigplay's validator accepts what the library refuses: %v", ptr, libErr)
					continue
				}
				checked++
				ownPtrs := typeErrorPointers(ownErr.(*TypeErrors))
				if !slices.ContainsFunc(ownPtrs, func(q string) bool { return q == ptr || strings.HasPrefix(ptr, q+"/") || strings.HasPrefix(q, ptr+"/") }) {
					t.Errorf("%s: rigplay's validator names %q, not the changed value", ptr, ownPtrs)
				}
			}
			if checked == 0 {
				t.Fatal("no change was refused")
			}
			t.Logf("%d values changed, %d refused by both", len(paths), checked)
		})
	}
}

func typeErrorPointers(e *TypeErrors) []string {
	var out []string
	for _, p := range e.problems {
		out = append(out, pointerOf(p.tokens))
	}
	return out
}

// valuePaths lists the tokens of every value of v, v's own first.
func valuePaths(v any, at []string) [][]string {
	out := [][]string{slices.Clone(at)}
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			out = append(out, valuePaths(x[k], append(at, k))...)
		}
	case []any:
		for i, e := range x {
			out = append(out, valuePaths(e, append(at, strconv.Itoa(i)))...)
		}
	}
	return out
}

func valueAt(v any, p []string) any {
	for _, tok := range p {
		switch x := v.(type) {
		case map[string]any:
			v = x[tok]
		case []any:
			i, _ := strconv.Atoi(tok)
			v = x[i]
		}
	}
	return v
}

// withValue returns a copy of v with the value at p replaced by nv.
func withValue(v any, p []string, nv any) (any, bool) {
	if len(p) == 0 {
		return nv, true
	}
	switch x := v.(type) {
	case map[string]any:
		c := make(map[string]any, len(x))
		for k, e := range x {
			c[k] = e
		}
		sub, ok := withValue(x[p[0]], p[1:], nv)
		c[p[0]] = sub
		return c, ok
	case []any:
		c := slices.Clone(x)
		i, _ := strconv.Atoi(p[0])
		sub, ok := withValue(x[i], p[1:], nv)
		c[i] = sub
		return c, ok
	}
	return nil, false
}

// wrongType is a value of another JSON type than v's.
func wrongType(v any) any {
	switch v.(type) {
	case string:
		return json.Number("5")
	case json.Number:
		return "x"
	case bool:
		return "x"
	case []any:
		return "x"
	case map[string]any:
		return json.Number("5")
	}
	return json.Number("5")
}

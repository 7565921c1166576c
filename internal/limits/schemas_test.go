package limits

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// nameFields are the members of rigplay's schemas whose strings are names
// (docs/errors.md#names): their maxLength is at most NameMaxRunes.
var nameFields = map[string]bool{
	"Name": true, "Return": true, "ActionMenuSelected": true, "name": true, "displayName": true,
	"target": true, "bone": true, "slot": true, "defaultState": true, "defaultAction": true,
	"defaultClip": true, "variant": true, "preset": true, "interpolation": true, "blendCurve": true,
	"category": true, "asset": true, "entity": true,
}

// TestSchemas_EveryStringBounded: every string of every schema the
// program embeds has a maxLength (or is an enum or a const): names at most
// NameMaxRunes, everything else at most StringMaxRunes; and an object whose
// keys are names bounds them at most by NameMaxRunes. So every name of
// every format has a limit, checked by the schema in the full build and by
// jsondoc.TypeSchema in the no-schema build, besides the raw check of keys
// and strings every JSON file gets.
func TestSchemas_EveryStringBounded(t *testing.T) {
	root := filepath.Join("..", "..")
	n := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if !strings.HasSuffix(path, ".schema.json") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		var doc any
		if err := json.Unmarshal(data, &doc); err != nil {
			return err
		}
		n++
		checkStrings(t, path, doc, "", "")
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 8 {
		t.Fatalf("only %d schema files found", n)
	}
}

func checkStrings(t *testing.T, file string, v any, at, member string) {
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			checkStrings(t, file, e, at+"/*", member)
		}
	case map[string]any:
		types := []any{x["type"]}
		if list, ok := x["type"].([]any); ok {
			types = list
		}
		isString := false
		for _, ty := range types {
			isString = isString || ty == "string"
		}
		_, isEnum := x["enum"]
		_, isConst := x["const"]
		if isString && !isEnum && !isConst && !strings.HasSuffix(at, "/propertyNames") {
			max, ok := x["maxLength"].(float64)
			switch {
			case !ok:
				t.Errorf("%s: %s: a string without maxLength", file, at)
			case nameFields[member] && max > NameMaxRunes:
				t.Errorf("%s: %s: the name %s may have %v characters, over NameMaxRunes (%d)", file, at, member, max, NameMaxRunes)
			case max > StringMaxRunes:
				t.Errorf("%s: %s: maxLength %v, over StringMaxRunes (%d)", file, at, max, StringMaxRunes)
			}
		}
		if pn, ok := x["propertyNames"].(map[string]any); ok {
			if max, ok := pn["maxLength"].(float64); ok && max > NameMaxRunes {
				t.Errorf("%s: %s: keys may have %v characters, over NameMaxRunes (%d)", file, at, max, NameMaxRunes)
			}
		}
		for k, e := range x {
			next := member
			if k != "items" && k != "anyOf" && k != "oneOf" && k != "allOf" && k != "properties" && k != "$defs" && k != "prefixItems" {
				next = k
			}
			if at != "" && strings.HasSuffix(at, "/properties") {
				next = k
			}
			checkStrings(t, file, e, at+"/"+k, next)
		}
	}
}

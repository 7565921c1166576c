package rig

import (
	"io/fs"
	"testing"

	"github.com/rigplay/rigplay/internal/jsondoc"
)

// TestSchemasCompile checks that every embedded schema is valid draft
// 2020-12, compiles with the project's validator settings, and is compiled
// once; SchemaFS offers all four.
func TestSchemasCompile(t *testing.T) {
	for name, s := range map[string]*jsondoc.Schema{"rig": rigFormat.Schema, "clip": clipFormat.Schema, "clothing": clothingFormat.Schema, "assetPatch": assetPatchFormat.Schema} {
		c, err := s.Compiled()
		if err != nil || c == nil {
			t.Errorf("%s: %v", name, err)
		}
		if again, _ := s.Compiled(); again != c {
			t.Errorf("%s: compiled twice, want one shared schema", name)
		}
	}
	names, err := fs.Glob(SchemaFS(), "*.schema.json")
	if err != nil || len(names) != 4 {
		t.Errorf("SchemaFS holds %v (%v), want the rig, clip, clothing and asset patch schemas", names, err)
	}
}

package schema

import "testing"

// TestSchemasCompile checks that every embedded schema is valid draft
// 2020-12 and compiles with the project's validator settings.
func TestSchemasCompile(t *testing.T) {
	for _, name := range []string{RigFile, ClipFile, ClothingFile} {
		s, err := Get(name)
		if err != nil || s == nil {
			t.Errorf("%s: %v", name, err)
		}
		again, _ := Get(name)
		if again != s {
			t.Errorf("%s: compiled twice, want one shared schema", name)
		}
	}
}

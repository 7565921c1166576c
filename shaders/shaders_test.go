package shaders

import (
	"bytes"
	"testing"
)

// TestSourcesEmbedded checks that each source is embedded and declares the
// pixel unit and a Fragment entry point (the engine's tests compile them).
func TestSourcesEmbedded(t *testing.T) {
	for _, s := range All() {
		if len(s.Code) == 0 {
			t.Errorf("%s: empty", s.Name)
		}
		if !bytes.HasPrefix(s.Code, []byte("//kage:unit pixels")) {
			t.Errorf("%s: does not start with //kage:unit pixels", s.Name)
		}
		if !bytes.Contains(s.Code, []byte("func Fragment(")) {
			t.Errorf("%s: no Fragment function", s.Name)
		}
	}
}

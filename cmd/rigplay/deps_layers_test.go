package main

import (
	"strings"
	"testing"
)

// TestDeps_PurePackagesNeverImportUpward pins the one-way dependencies of
// DEVELOPERS.md for the packages below the engine: actions (with the
// clippy importer), rig and the sound decoder never import engine/... or
// cmd/..., so the importer decodes sounds with internal/sound, the same
// decoder the engine plays them with.
func TestDeps_PurePackagesNeverImportUpward(t *testing.T) {
	deps := goListDeps(t, "linux", "./actions/...", "./rig/...", "./internal/sound")
	found := false
	for _, d := range deps {
		found = found || d == "github.com/rigplay/rigplay/internal/sound"
		for _, up := range []string{"github.com/rigplay/rigplay/engine", "github.com/rigplay/rigplay/cmd"} {
			if d == up || strings.HasPrefix(d, up+"/") {
				t.Errorf("a package below the engine imports %s", d)
			}
		}
	}
	if !found {
		t.Errorf("go list -deps does not list internal/sound (the importer decodes with it)")
	}
}

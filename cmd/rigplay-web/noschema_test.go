//go:build !js

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoSchemaBuild_PlaysTheSamplesAsTheFullBuild: the player is built
// with rigplay_noschema (no JSON Schema validator, see
// internal/jsondoc/schema_none.go). For packages that validate, leaving
// the schemas out must change nothing: rigplay built both ways traces the
// frame characters (Pip, and Pip imported from clippy.js) to the same
// events and renders every sample to the same bytes, so the loaders decode
// the same characters.
func TestNoSchemaBuild_PlaysTheSamplesAsTheFullBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds rigplay twice: not in -short")
	}
	dir := t.TempDir()
	full, bare := filepath.Join(dir, "rigplay"), filepath.Join(dir, "rigplay-noschema")
	goBuild(t, nil, "-o", full, "./cmd/rigplay")
	goBuild(t, nil, "-tags="+wasmTags, "-o", bare, "./cmd/rigplay")
	agent := filepath.Join(dir, "agent")
	runIn(t, full, "import", "clippy", "testdata/clippy/Pip", "-o", agent)
	for _, args := range [][]string{
		{"trace", "--for", "30s", "--play", "Wave", "--play", "Think"},
		{"trace", agent, "--for", "30s", "--seed", "7"},
		{"render", "--action", "Wave", "--frame", "2", "-o", "OUT.png"},
		{"render", agent, "--sheet", "OUT.png", "--action", "Wave"},
		{"render", "assets/rigged", "--clip", "walk", "--at", "700ms", "-o", "OUT.png"},
		{"render", "assets/rigged", "--clip", "wave", "--wear", "jacket", "--gif", "OUT.gif", "--for", "1s"},
	} {
		name := strings.Join(args, " ")
		want := runOut(t, full, filepath.Join(dir, "full"), args)
		got := runOut(t, bare, filepath.Join(dir, "bare"), args)
		if len(want) == 0 {
			t.Fatalf("rigplay %s: no output", name)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("rigplay %s: the rigplay_noschema build gives %d bytes that differ from the full build's %d", name, len(got), len(want))
		}
	}
}

// runIn runs prog with args in the module root; a failure fails the test.
func runIn(t *testing.T, prog string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(prog, args...)
	cmd.Dir = root
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", filepath.Base(prog), strings.Join(args, " "), err, out)
	}
	return out
}

// runOut runs prog with args, OUT in them standing for a file under
// prefix, and returns what it wrote: that file, else its output.
func runOut(t *testing.T, prog, prefix string, args []string) []byte {
	t.Helper()
	file := ""
	a := make([]string, len(args))
	for i, s := range args {
		if strings.HasPrefix(s, "OUT") {
			file = prefix + strings.TrimPrefix(s, "OUT")
			s = file
		}
		a[i] = s
	}
	out := runIn(t, prog, a...)
	if file == "" {
		return out
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

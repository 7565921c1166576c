package main

import (
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// forbiddenDeps are the module paths the pure packages and the CLI must not
// link: Ebitengine and its audio back end (they need a display, cgo or a
// sound device).
var forbiddenDeps = []string{"github.com/hajimehoshi/ebiten/v2", "github.com/ebitengine/oto"}

// goListDeps returns the packages `go list -deps` finds for patterns, run
// from the module root with the given GOOS.
func goListDeps(t *testing.T, goos string, patterns ...string) []string {
	t.Helper()
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command:", err)
	}
	cmd := exec.Command(gocmd, append([]string{"list", "-deps"}, patterns...)...)
	cmd.Dir = filepath.Join("..", "..")
	cmd.Env = append(cmd.Environ(), "GOOS="+goos)
	out, err := cmd.Output()
	if err != nil {
		msg := ""
		if ee, ok := err.(*exec.ExitError); ok {
			msg = string(ee.Stderr)
		}
		t.Fatalf("go list -deps %v (GOOS=%s): %v\n%s", patterns, goos, err, msg)
	}
	return strings.Fields(string(out))
}

// forbiddenIn returns the packages of deps under a forbidden module.
func forbiddenIn(deps []string) []string {
	var bad []string
	for _, d := range deps {
		for _, f := range forbiddenDeps {
			if d == f || strings.HasPrefix(d, f+"/") {
				bad = append(bad, d)
			}
		}
	}
	return bad
}

// TestDeps_PurePackagesNeverLinkEbiten pins the team rule that the CLI, the
// software renderer and the pure packages (actions, rig, engine/character)
// never import Ebitengine nor its audio back end, on every desktop GOOS
// (build tags can pull in different files). The engine itself, which must
// import Ebitengine, is the control that the check sees it.
func TestDeps_PurePackagesNeverLinkEbiten(t *testing.T) {
	pure := []string{"./cmd/rigplay", "./engine/softrender", "./actions/...", "./rig/...", "./engine/character"}
	for _, goos := range []string{"linux", "windows", "darwin"} {
		deps := goListDeps(t, goos, pure...)
		for _, want := range []string{"github.com/rigplay/rigplay/cmd/rigplay", "github.com/rigplay/rigplay/engine/softrender",
			"github.com/rigplay/rigplay/actions", "github.com/rigplay/rigplay/rig", "github.com/rigplay/rigplay/engine/character"} {
			if !slices.Contains(deps, want) {
				t.Errorf("GOOS=%s: go list -deps does not list %s", goos, want)
			}
		}
		if bad := forbiddenIn(deps); len(bad) > 0 {
			t.Errorf("GOOS=%s: the CLI or a pure package links %v", goos, bad)
		}
	}
	if bad := forbiddenIn(goListDeps(t, "linux", "./engine")); !slices.Contains(bad, "github.com/hajimehoshi/ebiten/v2") {
		t.Errorf("the control failed: go list -deps ./engine lists no Ebitengine (found %v)", bad)
	}
}

// TestDeps_ForbiddenInMatchesModules: the matcher catches the module's
// packages and sub-packages and nothing else.
func TestDeps_ForbiddenInMatchesModules(t *testing.T) {
	deps := []string{"github.com/hajimehoshi/ebiten/v2", "github.com/hajimehoshi/ebiten/v2/audio",
		"github.com/ebitengine/oto/v3", "github.com/ebitengine/oto/v3/internal/mux",
		"github.com/hajimehoshi/ebiten/v2x", "github.com/ebitengine/purego", "image/png"}
	got := forbiddenIn(deps)
	want := deps[:4]
	if !slices.Equal(got, want) {
		t.Errorf("forbiddenIn = %v, want %v", got, want)
	}
}

package gamecheck

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestGame_BuildsAndRunsOutsideTheModule copies testdata/game to a folder
// of its own, points its module at this repository (replace), builds it
// and runs it for 240 frames on the display (make test gives it Xvfb): the
// game loads a broken character and reads its located problems with
// errors.As, draws a crowd with its own loop over the public draw list,
// makes Moss wave on track 1 while it walks on track 0, hit-tests a click,
// and reloads a character it copied to disk.
// Each step prints a line, checked here.
func TestGame_BuildsAndRunsOutsideTheModule(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs a game")
	}
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no display: run under internal/scripts/headless.sh (make test does)")
	}
	root, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(root, "testdata", "game")
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	// The copy's module requires this repository by path, with the
	// repository's own go.sum: every module it builds with is one the
	// repository builds with, so the build works offline. No `go mod
	// tidy`: tidy also wants the sources of modules that only the
	// dependencies' own tests import (gomobile, regexp2, ...), which a
	// fresh module cache does not hold.
	mod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	mod = []byte(strings.Replace(string(mod), "=> ../..", "=> "+root, 1))
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), mod, 0o644); err != nil {
		t.Fatal(err)
	}
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "go.sum"), sum, 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	env := append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOSUMDB=off", "GOWORK=off")
	run := func(name string, args ...string) string {
		t.Helper()
		cmd := exec.CommandContext(ctx, name, args...)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	bin := filepath.Join(dir, "game")
	run("go", "build", "-o", bin, ".")
	out := run(bin, "-frames", "240")
	for _, want := range []string{
		`(?m)^broken: 2 problems, first Actions\.json:6:22 /ActionItems/0/Frames/0/Duration: duration -5 is negative$`,
		`(?m)^crowd: 50 players of "Pip" and "Moss"$`,
		`(?m)^walk: clip walk, track 1 wave$`,
		`(?m)^tracks: walk under wave \(wave true\)$`,
		`(?m)^click: hit images/[^ ]+\.png \(alpha [1-9][0-9]*\), outside hit false$`,
		`(?m)^reload: clip "wave" is now labelled "Wave hello"$`,
		`(?m)^drawn: [1-9][0-9]* items by the game's own loop$`,
		`(?m)^done$`,
	} {
		if !regexp.MustCompile(want).MatchString(out) {
			t.Errorf("the game's output lacks %s:\n%s", want, out)
		}
	}
}

package layers

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// module is the module path; its packages are the ones the layers cover.
const module = "github.com/rigplay/rigplay"

// forbidden are the module paths a pure package must not link: Ebitengine
// and its sound back end start a display, cgo or a sound device.
var forbidden = []string{"github.com/hajimehoshi/ebiten/v2", "github.com/ebitengine/oto"}

// line is one line of packages.txt.
type line struct {
	layer   int
	pure    bool
	pattern string
}

// readList parses packages.txt.
func readList(t *testing.T) []line {
	t.Helper()
	f, err := os.Open("packages.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []line
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Fields(text)
		if len(fields) != 3 {
			t.Fatalf("packages.txt:%d: want LAYER KIND PATTERN, got %q", n, text)
		}
		layer, err := strconv.Atoi(fields[0])
		if err != nil || (fields[1] != "pure" && fields[1] != "ebiten") {
			t.Fatalf("packages.txt:%d: bad layer or kind in %q", n, text)
		}
		out = append(out, line{layer: layer, pure: fields[1] == "pure", pattern: fields[2]})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// pkg is what `go list -json` says of a package that the test needs.
type pkg struct {
	ImportPath string
	Imports    []string
	Deps       []string
}

// goList runs `go list -json -deps=false` for patterns from the module
// root with the given GOOS.
func goList(t *testing.T, goos string, patterns ...string) []pkg {
	t.Helper()
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command:", err)
	}
	cmd := exec.Command(gocmd, append([]string{"list", "-json=ImportPath,Imports,Deps"}, patterns...)...)
	cmd.Dir = filepath.Join("..", "..")
	cmd.Env = append(cmd.Environ(), "GOOS="+goos)
	out, err := cmd.Output()
	if err != nil {
		msg := ""
		if ee, ok := err.(*exec.ExitError); ok {
			msg = string(ee.Stderr)
		}
		t.Fatalf("go list %v (GOOS=%s): %v\n%s", patterns, goos, err, msg)
	}
	var pkgs []pkg
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for dec.More() {
		var p pkg
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}

// classify maps every package of the module to its line, failing when a
// package matches no line or more than one.
func classify(t *testing.T, goos string, lines []line) (map[string]line, map[string]pkg) {
	t.Helper()
	of := map[string]line{}
	all := map[string]pkg{}
	for _, l := range lines {
		for _, p := range goList(t, goos, l.pattern) {
			if prev, ok := of[p.ImportPath]; ok {
				t.Errorf("%s matches both %s and %s", p.ImportPath, prev.pattern, l.pattern)
			}
			of[p.ImportPath] = l
			all[p.ImportPath] = p
		}
	}
	for _, p := range goList(t, goos, "./...") {
		if _, ok := of[p.ImportPath]; !ok {
			t.Errorf("%s is in no line of packages.txt: give it a layer", p.ImportPath)
		}
	}
	return of, all
}

// forbiddenIn returns the packages of deps under a forbidden module.
func forbiddenIn(deps []string) []string {
	var bad []string
	for _, d := range deps {
		for _, f := range forbidden {
			if d == f || strings.HasPrefix(d, f+"/") {
				bad = append(bad, d)
			}
		}
	}
	return bad
}

// TestLayers_NothingImportsUpward: every import of a module package goes
// to a package of the same layer or below (DEVELOPERS.md, "Layers").
func TestLayers_NothingImportsUpward(t *testing.T) {
	lines := readList(t)
	of, all := classify(t, "linux", lines)
	for path, p := range all {
		for _, imp := range p.Imports {
			if !strings.HasPrefix(imp, module+"/") {
				continue
			}
			if to, from := of[imp], of[path]; to.layer > from.layer {
				t.Errorf("%s (layer %d) imports %s (layer %d)", short(path), from.layer, short(imp), to.layer)
			}
		}
	}
}

// TestLayers_PurePackagesNeverLinkEbitengine: the packages marked pure
// link neither Ebitengine nor oto on any desktop GOOS (build tags can pull
// in different files); the engine, which must, is the control that the
// check sees them.
func TestLayers_PurePackagesNeverLinkEbitengine(t *testing.T) {
	lines := readList(t)
	for _, goos := range []string{"linux", "windows", "darwin"} {
		of, all := classify(t, goos, lines)
		for path, p := range all {
			bad := forbiddenIn(p.Deps)
			if of[path].pure && len(bad) > 0 {
				t.Errorf("GOOS=%s: %s is marked pure but links %v", goos, short(path), bad)
			}
			if !of[path].pure && len(bad) == 0 && path == module+"/engine" {
				t.Errorf("GOOS=%s: the control failed: %s links no Ebitengine", goos, short(path))
			}
		}
	}
}

// TestLayers_ForbiddenMatchesModules: the matcher catches the modules'
// packages and sub-packages and nothing else.
func TestLayers_ForbiddenMatchesModules(t *testing.T) {
	deps := []string{"github.com/hajimehoshi/ebiten/v2", "github.com/hajimehoshi/ebiten/v2/audio",
		"github.com/ebitengine/oto/v3", "github.com/ebitengine/oto/v3/internal/mux",
		"github.com/hajimehoshi/ebiten/v2x", "github.com/ebitengine/purego", "image/png"}
	if got, want := forbiddenIn(deps), deps[:4]; !slices.Equal(got, want) {
		t.Errorf("forbiddenIn = %v, want %v", got, want)
	}
}

// short trims the module path for messages.
func short(path string) string {
	if s, ok := strings.CutPrefix(path, module+"/"); ok {
		return s
	}
	return fmt.Sprint(path)
}

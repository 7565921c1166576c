package main

import (
	"archive/zip"
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/character"
)

// fakePlayer writes stand-ins for the web player's two files (the export
// copies them; the browser test in cmd/rigplay-web runs the real ones).
func fakePlayer(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	wasm := filepath.Join(dir, webPlayerName)
	if err := os.WriteFile(wasm, []byte("\x00asm\x01\x00\x00\x00"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, wasmExecName), []byte("// wasm_exec.js\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return wasm
}

func runExportCLI(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := rigplay(append([]string{"export"}, args...), &out, &errb)
	return code, out.String(), errb.String()
}

// zipNames lists a zip file's entries.
func zipNames(t *testing.T, name string) []string {
	t.Helper()
	zr, err := zip.OpenReader(name)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	var out []string
	for _, f := range zr.File {
		out = append(out, f.Name)
	}
	return out
}

// TestExportWeb_WritesTheSite: `rigplay export web` writes the page, the
// player's two files and the packed character, which loads from the zip
// as the folder does; index.html names the rate of the sounds.
func TestExportWeb_WritesTheSite(t *testing.T) {
	wasm := fakePlayer(t)
	site := filepath.Join(t.TempDir(), "site")
	code, stdout, stderr := runExportCLI("web", "-o", site, "--wasm", wasm)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "wrote "+site) {
		t.Errorf("stdout %q does not say what it wrote", stdout)
	}
	for _, name := range []string{"index.html", "player.html", "rigplay.js", webPlayerName, wasmExecName, packName} {
		if _, err := os.Stat(filepath.Join(site, name)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	index, err := os.ReadFile(filepath.Join(site, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`<script src="rigplay.js" data-character="character.zip" data-sample-rate="22050">`, "<title>Pip"} {
		if !bytes.Contains(index, []byte(want)) {
			t.Errorf("index.html lacks %s", want)
		}
	}
	zr, err := zip.OpenReader(filepath.Join(site, packName))
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	packed, d := character.Load(zr, character.Options{})
	if packed == nil {
		t.Fatalf("the packed character does not load: %v", d)
	}
	orig, _ := character.Load(assets.Default(), character.Options{})
	if !slices.Equal(packed.ImagePaths(), orig.ImagePaths()) || !slices.Equal(packed.SoundPaths(), orig.SoundPaths()) ||
		len(packed.Actions.Actions) != len(orig.Actions.Actions) || packed.Bounds() != orig.Bounds() {
		t.Errorf("the packed character differs from the folder's")
	}
}

// TestExportWeb_PacksOnlyWhatTheLoadReads: files of the folder that the
// character does not use stay out of the package (a page serves it to
// anyone).
func TestExportWeb_PacksOnlyWhatTheLoadReads(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, assets.Rigged()); err != nil {
		t.Fatal(err)
	}
	for _, extra := range []string{"notes.txt", "private/key.pem", "sprites/unused.png.bak"} {
		p := filepath.Join(dir, extra)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte("not part of the character"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	site := filepath.Join(t.TempDir(), "site")
	if code, _, stderr := runExportCLI("web", dir, "-o", site, "--wasm", fakePlayer(t)); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	names := zipNames(t, filepath.Join(site, packName))
	var want []string
	fs.WalkDir(assets.Rigged(), ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			want = append(want, p)
		}
		return nil
	})
	slices.Sort(names)
	slices.Sort(want)
	if !slices.Equal(names, want) {
		t.Errorf("packed %q,\nwant the character's files %q", names, want)
	}
}

// TestExportWeb_SameBytesTwice: exporting again writes the same files.
func TestExportWeb_SameBytesTwice(t *testing.T) {
	wasm := fakePlayer(t)
	a, b := filepath.Join(t.TempDir(), "a"), filepath.Join(t.TempDir(), "b")
	for _, site := range []string{a, b} {
		if code, _, stderr := runExportCLI("web", riggedDir, "-o", site, "--wasm", wasm); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
	}
	for _, name := range []string{"index.html", packName} {
		x, _ := os.ReadFile(filepath.Join(a, name))
		y, _ := os.ReadFile(filepath.Join(b, name))
		if len(x) == 0 || !bytes.Equal(x, y) {
			t.Errorf("%s differs between two exports", name)
		}
	}
}

// TestExportWeb_WithoutThePlayerSaysHowToBuildIt: with no rigplay-web.wasm
// beside rigplay (the test binary here) and no --wasm, the export fails
// before writing anything and says what to do.
func TestExportWeb_WithoutThePlayerSaysHowToBuildIt(t *testing.T) {
	site := filepath.Join(t.TempDir(), "site")
	code, _, stderr := runExportCLI("web", "-o", site)
	if code != 1 {
		t.Fatalf("exit %d, want 1: %s", code, stderr)
	}
	for _, want := range []string{webPlayerName, "make build", "--wasm"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr %q does not mention %s", stderr, want)
		}
	}
	if _, err := os.Stat(site); err == nil {
		t.Errorf("the site was written anyway")
	}
	// A --wasm without wasm_exec.js beside it.
	lone := filepath.Join(t.TempDir(), webPlayerName)
	os.WriteFile(lone, []byte("\x00asm"), 0o644)
	if code, _, stderr := runExportCLI("web", "-o", site, "--wasm", lone); code != 1 || !strings.Contains(stderr, wasmExecName) {
		t.Errorf("a player without %s: exit %d, %q", wasmExecName, code, stderr)
	}
}

// TestExportWeb_ABrokenCharacterIsLocated: a character that does not load
// is not exported; its errors are located as `rigplay validate` locates
// them.
func TestExportWeb_ABrokenCharacterIsLocated(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, assets.Frame()); err != nil {
		t.Fatal(err)
	}
	actionsPath := filepath.Join(dir, "Actions.json")
	data, err := os.ReadFile(actionsPath)
	if err != nil {
		t.Fatal(err)
	}
	data = bytes.Replace(data, []byte(`"Duration"`), []byte(`"Duraton"`), 1)
	if err := os.WriteFile(actionsPath, data, 0o644); err != nil {
		t.Fatal(err)
	}
	site := filepath.Join(t.TempDir(), "site")
	code, _, stderr := runExportCLI("web", dir, "-o", site, "--wasm", fakePlayer(t))
	if code != 1 || !strings.Contains(stderr, "Actions.json:") || !strings.Contains(stderr, "Duraton") {
		t.Errorf("exit %d, stderr %q: want 1 and the located unknown field", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(site, packName)); err == nil {
		t.Errorf("a character that does not load was packed")
	}
}

// TestExportWeb_Usage: export needs its kind and -o.
func TestExportWeb_Usage(t *testing.T) {
	for _, args := range [][]string{{}, {"pdf"}, {"web"}, {"web", "a", "b", "-o", "x"}} {
		if code, _, _ := runExportCLI(args...); code != 2 {
			t.Errorf("rigplay export %q: exit %d, want 2", args, code)
		}
	}
}

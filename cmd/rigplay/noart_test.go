package main

import (
	"fmt"
	"image"
	"image/gif"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// captivityDir is the real Captivity ModSDK data (read-only, outside the
// repository); tests that use it skip when it is absent.
const captivityDir = "../../../shared/data/captivity"

// captivityCopy copies the ModSDK's rig and clips, and nothing else, into
// a new temporary folder, as an author of clips for that rig has them.
func captivityCopy(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "captivity")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"player-rig.json", "idle.json", "walk.json"} {
		data, err := os.ReadFile(filepath.Join(captivityDir, name))
		if err != nil {
			t.Skipf("the Captivity data is absent: %v", err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.ToSlash(dir)
}

// placeholderHues counts the distinct opaque-ish colors of an image,
// coarsely quantized: a figure of placeholders shows many.
func placeholderHues(im image.Image) (visible, colors int) {
	seen := map[[3]uint32]bool{}
	b := im.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := im.At(x, y).RGBA()
			if a < 0x4000 {
				continue
			}
			visible++
			seen[[3]uint32{r * 0xffff / a >> 13, g * 0xffff / a >> 13, bl * 0xffff / a >> 13}] = true
		}
	}
	return visible, len(seen)
}

// TestRule1_CaptivityRigWithoutArtRenders: a folder holding only the
// ModSDK's player-rig.json, idle.json and walk.json (no character.json,
// no sprites) validates with warnings only and renders a PNG and a GIF of
// the walk, every bone a placeholder.
func TestRule1_CaptivityRigWithoutArtRenders(t *testing.T) {
	dir := captivityCopy(t)
	// Without -v the 20 warnings that say the same thing are one line
	// with their count and the first names (docs/errors.md#grouped).
	code, out, errs := runActionsCLI("validate", dir)
	if code != 0 || !strings.HasPrefix(errs, "ok: ") {
		t.Fatalf("validate: exit %d, stderr %q:\n%s", code, errs, out)
	}
	if lines := strings.Split(strings.TrimSpace(out), "\n"); len(lines) != 1 ||
		!strings.Contains(lines[0], "warning: sprites/hips.png: not found") ||
		!strings.HasSuffix(lines[0], "(19 more like it: sprites/butt.png, sprites/spine.png, sprites/chest.png, ...)") {
		t.Errorf("validate: want one grouped line, got:\n%s", out)
	}
	code, out, errs = runActionsCLI("validate", "-v", dir)
	if code != 0 || !strings.HasPrefix(errs, "ok: ") {
		t.Fatalf("validate -v: exit %d, stderr %q:\n%s", code, errs, out)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 20 {
		t.Errorf("%d problems, want one warning per bone (20):\n%s", len(lines), out)
	}
	for _, l := range lines {
		if !diagLine.MatchString(l) || !strings.Contains(l, ": warning: sprites/") || !strings.Contains(l, "placeholder") {
			t.Errorf("not a located placeholder warning: %q", l)
		}
	}
	png, anim := filepath.Join(dir, "walk.png"), filepath.Join(dir, "walk.gif")
	code, errs = runRenderCLI(dir, "--clip", "walk", "--at", "300ms", "--scale", "4", "-o", png)
	if code != 0 || !strings.Contains(errs, "warning: sprites/hips.png: not found") || !strings.Contains(errs, "19 more like it") ||
		strings.Count(errs, "\n") != 1 {
		t.Fatalf("render: exit %d, stderr %q", code, errs)
	}
	visible, colors := placeholderHues(decodeFile(t, png))
	if visible < 2000 || colors < 12 {
		t.Errorf("the PNG shows %d pixels in %d colors; want a figure of colored placeholders", visible, colors)
	}
	code, errs = runRenderCLI(dir, "--clip", "walk", "--gif", anim, "--for", "700ms", "--fps", "10", "--scale", "2")
	if code != 0 {
		t.Fatalf("render --gif: exit %d, stderr %q", code, errs)
	}
	f, err := os.Open(anim)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := gif.DecodeAll(f)
	if err != nil || len(g.Image) != 7 {
		t.Fatalf("GIF: %v, %d frames", err, len(g.Image))
	}
	if g.Image[0].Bounds() == g.Image[3].Bounds() && string(g.Image[0].Pix) == string(g.Image[3].Pix) {
		t.Error("the walk does not move")
	}
}

// TestValidateTruncatedFileAloneIsLocated: a truncated rig.json given
// alone gets the located syntax error it gets inside a folder, and so does
// any file whose name or first bytes say what it is.
func TestValidateTruncatedFileAloneIsLocated(t *testing.T) {
	rigDoc, err := os.ReadFile(fixture("rig.json"))
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.ToSlash(t.TempDir())
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return dir + "/" + name
	}
	trunc := rigDoc[:300]
	alone := write("rig.json", trunc)
	code, out, _ := runActionsCLI("validate", alone)
	if code != 1 || !strings.HasPrefix(out, alone+":") || !strings.Contains(out, ": /: invalid JSON") || !diagLine.MatchString(strings.TrimSpace(out)) {
		t.Fatalf("validate rig.json: exit %d\n%s", code, out)
	}
	// The same line as inside the folder.
	code, inFolder, _ := runActionsCLI("validate", dir)
	if code != 1 || !strings.Contains(inFolder, out) {
		t.Errorf("in the folder: exit %d\n%s\nwant the line\n%s", code, inFolder, out)
	}
	for _, tc := range []struct{ name, data, want string }{
		{"x/player-rig.json", "{\n  \"schemaVersion\": 1,\n", "player-rig.json:3:1: /: invalid JSON"},
		{"x/clips/wave.json", "{\n  \"type\": \"playerAnimation\",\n  \"id\": \"a\"", "wave.json:3:12: /: invalid JSON"},
		{"x/ease.curve.json", "{\"points\": [[0, 0]", "ease.curve.json:1:19: /: invalid JSON"},
		{"x/anything.json", "{\"type\": \"clothing\", \"id\":", "anything.json:1:27: /: invalid JSON"},
	} {
		p := write(tc.name, []byte(tc.data))
		code, out, _ := runActionsCLI("validate", p)
		if code != 1 || !strings.Contains(out, tc.want) || !diagLine.MatchString(strings.TrimSpace(out)) {
			t.Errorf("%s: exit %d\n%s\nwant %q", tc.name, code, out, tc.want)
		}
	}
	// A file nothing says anything about stays "not a file rigplay reads".
	p := write("y/notes.json", []byte("{"))
	if code, out, _ := runActionsCLI("validate", p); code != 1 || !strings.Contains(out, "not a file rigplay reads") {
		t.Errorf("notes.json: exit %d\n%s", code, out)
	}
}

// TestValidateFolderThatIsNotACharacter: validate on a folder with nothing
// rigplay reads (empty, or /etc) is an error, as render says; a folder of
// clips alone is checked file by file, with a warning that it is not a
// character.
func TestValidateFolderThatIsNotACharacter(t *testing.T) {
	empty := filepath.ToSlash(t.TempDir())
	texts := filepath.ToSlash(t.TempDir())
	if err := os.WriteFile(texts+"/README.txt", []byte("hi"), 0o644); err != nil {
		t.Fatal(err)
	}
	dirs := []string{empty, texts}
	if st, err := os.Stat("/etc"); err == nil && st.IsDir() {
		dirs = append(dirs, "/etc")
	}
	for _, dir := range dirs {
		code, out, errs := runActionsCLI("validate", dir)
		want := dir + ": /: not a character: the folder has no character.json"
		if code != 1 || !strings.Contains(out, want) || strings.Contains(errs, "ok:") {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want 1 and %q", dir, code, out, errs, want)
		}
		if code, errs := runRenderCLI(dir, "-o", filepath.Join(empty, "x.png")); code != 1 || !strings.Contains(errs, "not a character") {
			t.Errorf("render %s: exit %d, %q", dir, code, errs)
		}
	}
	clips := filepath.ToSlash(t.TempDir())
	clip, err := os.ReadFile(fixture("clip.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(clips+"/wave.json", clip, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runActionsCLI("validate", clips)
	if code != 0 || !strings.Contains(out, clips+": /: warning: not a character") {
		t.Errorf("a folder of clips: exit %d\n%s", code, out)
	}
}

// TestTraceFindsActionsByContent: without character.json, trace finds
// the frame actions by what the file holds, whatever its name, as render
// and the viewer do (character.Files).
func TestTraceFindsActionsByContent(t *testing.T) {
	good := actionChar("good")
	want, err := runOK(t, "trace", good, "--for", "500ms")
	if err != nil {
		t.Fatal(err)
	}
	dir := copyTree(t, good, nil, "character.json")
	if err := os.Rename(dir+"/Actions.json", dir+"/agent.json"); err != nil {
		t.Fatal(err)
	}
	got, err := runOK(t, "trace", dir, "--for", "500ms")
	if err != nil || got != want {
		t.Errorf("renamed: %v\n%s\nwant\n%s", err, got, want)
	}
}

// runOK runs rigplay and returns its stdout, or an error with its stderr.
func runOK(t *testing.T, args ...string) (string, error) {
	t.Helper()
	code, out, errs := runActionsCLI(args...)
	if code != 0 {
		return out, fmt.Errorf("exit %d: %s", code, errs)
	}
	return out, nil
}

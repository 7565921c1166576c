package main

import (
	"bytes"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/engine/diag"
)

// copyTree copies the folder src into a new temporary folder, applies
// edits (old -> new text replacements, per file) and deletes the files
// named in remove. It returns the new folder, slash-separated.
func copyTree(t *testing.T, src string, edits map[string][2]string, remove ...string) string {
	t.Helper()
	dst := filepath.Join(t.TempDir(), "char")
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if e, ok := edits[filepath.ToSlash(rel)]; ok {
			if !bytes.Contains(data, []byte(e[0])) {
				t.Fatalf("%s holds no %q", rel, e[0])
			}
			data = bytes.ReplaceAll(data, []byte(e[0]), []byte(e[1]))
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range remove {
		if err := os.Remove(filepath.Join(dst, filepath.FromSlash(r))); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.ToSlash(dst)
}

// TestRule1_ValidateLoadsThePackageAsOneUnit pins
// docs/character-package.md#one-unit (a package is checked as one unit) and
// docs/clothing.md#slots (a clothing slot outside the rig's clothingContract
// is an error): validate binds clips to the rig, checks clothing against it
// and decodes its sprites, as `rigplay render` does, and prints each
// problem once, located.
func TestRule1_ValidateLoadsThePackageAsOneUnit(t *testing.T) {
	moss := filepath.Join("..", "..", "assets", "rigged")
	for _, tc := range []struct {
		name   string
		edits  map[string][2]string
		noFace bool // the rig loses its bone "face"
		remove []string
		want   []string // exact lines, after the folder and "/"
		warn   bool     // the lines are warnings: exit 0 and ok
	}{
		{
			// Each file is valid on its own: only the rig says that it
			// has no bone "face" and no slot "piece/tail".
			name:   "unknown bone and unknown slot",
			noFace: true,
			edits: map[string][2]string{
				"clips/wave.json":   {`"bone/chest"`, `"bone/face"`},
				"clothing/hat.json": {`"piece/ear"`, `"piece/tail"`},
			},
			want: []string{
				`clips/wave.json:12:17: /tracks/0/target: bone "face" does not exist in rig rigplay:player-rig/moss`,
				`clothing/hat.json:13:21: /visual/sprites/piece~1tail: slot "piece/tail" is not in rig rigplay:player-rig/moss's clothingContract.slots`,
			},
		},
		{
			// docs/rig.md#missing-sprites: a missing sprite is a warning (the bone
			// draws a placeholder), located where the rig gives its size.
			name:   "missing sprite",
			remove: []string{"sprites/head.png"},
			want:   []string{`rig.json:142:23: /bones/5/spriteCanvas: warning: sprites/head.png: not found; bone "head" draws its spriteCanvas as a placeholder`},
			warn:   true,
		},
		{
			// A sprite that is there but is not a PNG still cannot play.
			name: "sprite not a PNG",
			want: []string{`rig.json:142:23: /bones/5/spriteCanvas: sprites/head.png: not a PNG file`},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := copyTree(t, moss, tc.edits, tc.remove...)
			if tc.noFace {
				dropBone(t, dir+"/rig.json", "face")
			}
			if tc.name == "sprite not a PNG" {
				if err := os.WriteFile(dir+"/sprites/head.png", []byte("GIF89a"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			wantCode := 1
			if tc.warn {
				wantCode = 0
			}
			code, out, errs := runActionsCLI("validate", dir)
			if code != wantCode || strings.Contains(errs, "ok:") == !tc.warn {
				t.Errorf("exit %d, stderr %q; want %d (ok printed: %v)", code, errs, wantCode, tc.warn)
			}
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if len(lines) != len(tc.want) {
				t.Fatalf("%d problems, want %d:\n%s", len(lines), len(tc.want), out)
			}
			for i, w := range tc.want {
				if !strings.HasPrefix(lines[i], dir+"/"+w) || !diagLine.MatchString(lines[i]) {
					t.Errorf("line %d: %q\nwant %q", i, lines[i], dir+"/"+w)
				}
			}
			// --json gives the same problems, each with its position.
			code, out, _ = runActionsCLI("validate", "--json", dir)
			var got []map[string]any
			if err := json.Unmarshal([]byte(out), &got); err != nil || code != wantCode || len(got) != len(tc.want) {
				t.Errorf("--json: exit %d, %d entries (%v):\n%s", code, len(got), err, out)
			}
		})
	}
}

// dropBone rewrites the rig file without the named bone.
func dropBone(t *testing.T, file, bone string) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var r map[string]any
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
	var kept []any
	for _, b := range r["bones"].([]any) {
		if b.(map[string]any)["name"] != bone {
			kept = append(kept, b)
		}
	}
	if len(kept) == len(r["bones"].([]any)) {
		t.Fatalf("the rig has no bone %q", bone)
	}
	r["bones"] = kept
	if data, err = json.MarshalIndent(r, "", "  "); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestValidateSamplesClean: the shipped samples validate with nothing to
// say, now that validate also loads them whole and decodes their sounds.
func TestValidateSamplesClean(t *testing.T) {
	for _, dir := range []string{"../../assets/frame", "../../assets/rigged"} {
		code, out, errs := runActionsCLI("validate", dir)
		if code != 0 || out != "" || !strings.HasPrefix(errs, "ok: ") {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want 0 and ok", dir, code, out, errs)
		}
	}
}

// TestValidateDecodesSounds: a package whose MP3 does not decode fails
// validation, located where Actions.json names it (the viewer would
// refuse it), and so does one with a damaged frame, naming the frame (the
// viewer plays that frame as silence, with a warning); the same package
// with the real tone passes, at any MPEG version's rate.
func TestValidateDecodesSounds(t *testing.T) {
	tone, err := os.ReadFile("../../testdata/sounds/tone.mp3")
	if err != nil {
		t.Fatal(err)
	}
	mpeg25, err := os.ReadFile("../../testdata/sounds/tone-11025.mp3")
	if err != nil {
		t.Fatal(err)
	}
	damaged, err := os.ReadFile("../../testdata/sounds/tone-damaged.mp3")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		mp3  []byte
		code int
		want string
	}{
		{"good", tone, 0, ""},
		{"truncated", tone[:100], 1, `/Actions.json:1:76: /ActionItems/0/Frames/0/SoundEffect: sounds/1.mp3: cannot decode the MP3 sound: at byte 0: the file ends in the first frame (MPEG-2 Layer III, 22050 Hz, 104 bytes), after 100 bytes` + "\n"},
		{"header only", []byte("ID3\x03\x00\x00\x00\x00\x00\x00\xff\xfb\x90"), 1, `/Actions.json:1:76: /ActionItems/0/Frames/0/SoundEffect: sounds/1.mp3: cannot decode the MP3 sound: at byte 10: no complete MPEG audio frame` + "\n"},
		{"MPEG-2.5", mpeg25, 0, ""},
		{"damaged frame", damaged, 1, `/Actions.json:1:76: /ActionItems/0/Frames/0/SoundEffect: sounds/1.mp3: cannot decode the MP3 sound (MPEG-2 Layer III, 22050 Hz): frame 3 (0.08 s) at byte 313: the granule's data runs past the frame's` + "\n"},
	} {
		dir := filepath.Join(t.TempDir(), "char")
		files := map[string][]byte{
			"Actions.json": []byte(`{"ActionItems": [{"Name": "A", "Frames": [{"Duration": 100, "SoundEffect": "sounds/1.mp3", "Images": [{"Filename": "a.png", "OffsetX": 0, "OffsetY": 0}]}]}]}`),
			"a.png":        onePixelPNG(t),
			"sounds/1.mp3": tc.mp3,
		}
		for name, data := range files {
			p := filepath.Join(dir, filepath.FromSlash(name))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		code, out, _ := runActionsCLI("validate", dir)
		want := ""
		if tc.want != "" {
			want = filepath.ToSlash(dir) + tc.want
		}
		if code != tc.code || out != want {
			t.Errorf("%s: exit %d, stdout %q; want %d and %q", tc.name, code, out, tc.code, want)
		}
	}
}

// onePixelPNG is a 1x1 opaque red PNG.
func onePixelPNG(t *testing.T) []byte {
	t.Helper()
	im := image.NewNRGBA(image.Rect(0, 0, 1, 1))
	im.SetNRGBA(0, 0, color.NRGBA{255, 0, 0, 255})
	var b bytes.Buffer
	if err := png.Encode(&b, im); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestPrintDiags_GroupsWarnings: what import, render and trace print has
// the warnings that say the same thing on one line (Merlin's eleven 0 ms
// last frames, a rig without art), each error on its own.
func TestPrintDiags_GroupsWarnings(t *testing.T) {
	zero := func(anim string) diag.Diagnostic {
		return diag.Diagnostic{File: "agent.js", Line: 1, Column: 1, Pointer: "/animations/" + anim + "/frames/3/duration", Severity: diag.Warning,
			Subject: anim,
			Message: "the last frame lasts 0 ms, so it cannot wait for an exit (useExitBranching); the animation completes there instead"}
	}
	var l diag.List
	for _, a := range []string{"Greet", "Wave", "Read", "Write", "Think"} {
		l = append(l, zero(a))
	}
	l = append(l, diag.Diagnostic{File: "agent.js", Severity: diag.Error, Message: "bad"}, diag.Diagnostic{File: "agent.js", Severity: diag.Error, Message: "bad"})
	var b strings.Builder
	printDiags(&b, l, "merlin")
	got := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(got) != 3 || !strings.HasSuffix(got[0], "(4 more like it: Wave, Read, Write, ...)") ||
		!strings.HasPrefix(got[0], "merlin/agent.js:1:1: /animations/Greet/frames/3/duration: warning: the last frame lasts 0 ms") {
		t.Errorf("printed:\n%s", b.String())
	}
}

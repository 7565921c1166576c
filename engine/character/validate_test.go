package character

import (
	"io/fs"
	"os"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/diag"
)

// countingFS counts how often each file of a MapFS is opened (Stat and
// ReadDir are not counted: they read no file).
type countingFS struct {
	fstest.MapFS
	mu    sync.Mutex
	opens map[string]int
}

func (c *countingFS) Open(name string) (fs.File, error) {
	f, err := c.MapFS.Open(name)
	if err == nil {
		if st, _ := f.Stat(); st != nil && !st.IsDir() {
			c.mu.Lock()
			c.opens[name]++
			c.mu.Unlock()
		}
	}
	return f, err
}

func (c *countingFS) Stat(name string) (fs.FileInfo, error) { return c.MapFS.Stat(name) }
func (c *countingFS) ReadDir(name string) ([]fs.DirEntry, error) {
	return c.MapFS.ReadDir(name)
}

func counting(m fstest.MapFS) *countingFS { return &countingFS{MapFS: m, opens: map[string]int{}} }

// riggedWithoutManifest is a folder of a rig, two clips, a clothing item,
// a curve and a file of no kind rigplay reads, and no character.json.
func riggedWithoutManifest(t *testing.T) fstest.MapFS {
	return fstest.MapFS{
		"player-rig.json":   {Data: readFixture(t, "rig/rig.json")},
		"idle.json":         {Data: readFixture(t, "rig/clip.json")},
		"curves/ease.json":  {Data: readFixture(t, "curve/ok_bezier.json")},
		"clothing/hat.json": {Data: readFixture(t, "rig/item-missing-image.json")},
		"notes.json":        {Data: []byte(`{"author": "x"}`)},
	}
}

// TestValidate_ReadsEachJSONFileOnce: Validate checks every JSON file alone
// and then loads the package, and Load finds a folder's files by what they
// are, opening each JSON file once: the decoders of the whole take the
// bytes (and values) the first reader got.
func TestValidate_ReadsEachJSONFileOnce(t *testing.T) {
	for name, files := range map[string]fstest.MapFS{
		"rigged":           mapOf(t, assets.Rigged()),
		"frame":            mapOf(t, assets.Frame()),
		"without manifest": riggedWithoutManifest(t),
	} {
		t.Run(name, func(t *testing.T) {
			for what, run := range map[string]func(fs.FS) diag.List{
				"Validate": func(fsys fs.FS) diag.List { return Validate(fsys, Options{}) },
				"Load": func(fsys fs.FS) diag.List {
					c, d := Load(fsys, Options{})
					if c == nil {
						t.Errorf("Load: %v", d)
					}
					return d
				},
			} {
				fsys := counting(files)
				if d := run(fsys); d.HasErrors() {
					t.Fatalf("%s: %v", what, d)
				}
				jsons := 0
				for f, n := range fsys.opens {
					if strings.HasSuffix(f, ".json") {
						jsons++
						if n != 1 {
							t.Errorf("%s opened %s %d times", what, f, n)
						}
					}
				}
				if jsons < 2 {
					t.Errorf("%s opened only %d JSON files: %v", what, jsons, fsys.opens)
				}
			}
		})
	}
}

// TestValidate_TheWholeTakesTheValuesCheckedAlone: loading the package
// after checking each file alone decodes nothing again: the character's
// rig, clips, curves and actions are the values the file checks made.
func TestValidate_TheWholeTakesTheValuesCheckedAlone(t *testing.T) {
	for _, src := range []fs.FS{assets.Rigged(), assets.Frame()} {
		ld := newLoader(src, Options{})
		if l, _ := ld.checkFiles(); l.HasErrors() {
			t.Fatal(l)
		}
		checked := map[memoKey]any{}
		for k, e := range ld.done {
			checked[k] = e.value
		}
		c, d := ld.run()
		if c == nil {
			t.Fatal(d)
		}
		same := func(file string, kind Kind, v any) {
			t.Helper()
			var found bool
			for k, cv := range checked {
				if k.file == file && k.kind == kind {
					found = true
					if cv != v {
						t.Errorf("%s was decoded again by the whole", file)
					}
				}
			}
			if !found {
				t.Errorf("%s was not checked alone", file)
			}
		}
		if c.Actions != nil {
			same(c.Actions.File, KindActions, c.Actions)
		}
		if c.Rig != nil {
			same(c.man.Rig, KindRig, ld.done[memoKey{file: c.man.Rig, kind: KindRig}].value)
			for _, b := range c.Clips {
				same(b.Clip.File, KindClip, b.Clip)
			}
			for i, cv := range c.Curves {
				same(c.CurveFiles[i], KindCurve, cv)
			}
			for _, it := range c.Clothing {
				same(it.File, KindClothing, it)
			}
		}
	}
}

// TestValidate_IsLoadAndEveryFile: Validate reports what Load reports,
// and besides the problems of files the character does not use; Load of
// the same folder succeeds.
func TestValidate_IsLoadAndEveryFile(t *testing.T) {
	files := mapOf(t, assets.Rigged())
	files["clips/unused.json"] = &fstest.MapFile{Data: []byte("{\n  \"type\": \"playerAnimation\",\n")}
	files["notes.json"] = &fstest.MapFile{Data: []byte(`{"author": "x"}`)}
	if c, d := Load(files, Options{}); c == nil || len(d) != 0 {
		t.Fatalf("Load: %v", d)
	}
	got := Validate(files, Options{})
	want := []string{
		"clips/unused.json:3:1: /: invalid JSON",
		`notes.json: /: warning: not a file rigplay reads (no known "type" or shape); skipped`,
	}
	if len(got) != len(want) {
		t.Fatalf("got\n%v\nwant %d problems", got, len(want))
	}
	for i, w := range want {
		if !strings.HasPrefix(got[i].Error(), w) {
			t.Errorf("problem %d: %s\nwant %s", i, got[i].Error(), w)
		}
	}

	// A problem only the whole finds comes once, after the files'.
	files = mapOf(t, assets.Rigged())
	files["clothing/hat.json"] = &fstest.MapFile{Data: []byte(strings.ReplaceAll(string(files["clothing/hat.json"].Data), `"piece/ear"`, `"piece/tail"`))}
	_, load := Load(files, Options{})
	got = Validate(files, Options{})
	if len(load) != 1 || len(got) != 1 || got[0] != load[0] || !strings.Contains(got[0].Message, `slot "piece/tail" is not in rig`) {
		t.Errorf("Validate\n%v\nLoad\n%v\nwant the one slot error", got, load)
	}
}

// TestValidateFile_Kinds: a file given alone is checked as what it is,
// with the located errors of its format; a file rigplay does not read is
// an error.
func TestValidateFile_Kinds(t *testing.T) {
	fsys := os.DirFS("../../testdata/rig")
	for _, tc := range []struct {
		name string
		kind Kind
		err  string
	}{
		{"rig.json", KindRig, ""},
		{"clip.json", KindClip, ""},
		{"item.json", KindClothing, ""},
		{"broken/rig-cycle.json", KindRig, "broken/rig-cycle.json:37:17: /bones/1/parent: bone \"spine\" is in a parent cycle"},
		{"broken/clip-duration-zero.json", KindClip, "broken/clip-duration-zero.json:7:22: /durationSeconds:"},
		{"img/a.png", KindNone, "img/a.png: /: not a file rigplay reads"},
	} {
		kind, err := newLoader(fsys, Options{}).kind(tc.name)
		d := ValidateFile(fsys, tc.name, Options{})
		if err != nil || kind != tc.kind || (tc.err == "") != (len(d) == 0) || (tc.err != "" && !strings.Contains(d.Error(), tc.err)) {
			t.Errorf("%s: kind %q (%v) diagnostics %v, want %q and %q", tc.name, kind, err, d, tc.kind, tc.err)
		}
	}
}

// TestRule7_ValidateFileReportsAMisspeltCurveField: a curve or tween file
// with a field the format does not have is still told a curve (tween) and
// the field is reported with line:column and pointer, instead of the file
// being skipped as "not a file rigplay reads" (which let a broken curve
// pass a folder's validation).
func TestRule7_ValidateFileReportsAMisspeltCurveField(t *testing.T) {
	fsys := fstest.MapFS{
		"curves/typo.json":  {Data: []byte("{\n  \"points\": [[0, 0], [1, 1]],\n  \"interpolaton\": \"linear\"\n}\n")},
		"curves/extra.json": {Data: []byte(`{"preset": "bulge", "loop": true}`)},
		"tweens/typo.json":  {Data: []byte(`{"target": "head", "propertyKey": "rotation.z", "from": 0, "to": 1, "duration": 1, "eazing": "linear"}`)},
	}
	for _, tc := range []struct {
		name string
		kind Kind
		err  string
	}{
		{"curves/typo.json", KindCurve, `curves/typo.json:3:19: /interpolaton: unknown field "interpolaton"`},
		{"curves/extra.json", KindCurve, `curves/extra.json:1:29: /loop: unknown field "loop"`},
		{"tweens/typo.json", KindTween, "tweens/typo.json:1:"},
	} {
		kind, _ := newLoader(fsys, Options{}).kind(tc.name)
		d := ValidateFile(fsys, tc.name, Options{})
		if kind != tc.kind || !d.HasErrors() || !strings.Contains(d.Error(), tc.err) {
			t.Errorf("%s: kind %q diagnostics %v, want %q and an error containing %q", tc.name, kind, d, tc.kind, tc.err)
		}
	}
	// In a folder, the same errors.
	if d := Validate(fsys, Options{}); len(d.Errors()) != 3 {
		t.Errorf("the folder: %v", d)
	}
}

package hotreload

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/engine/diag"
)

// docs/errors.md#bad-data-never-replaces-good: a bad file never replaces
// good loaded data; the error is kept, as file:line:col, until a later save
// fixes it.
func TestRule7_InvalidSaveKeepsLastGood(t *testing.T) {
	tests := []struct {
		name string
		data string
		want string // the exact error text
	}{
		{"truncated JSON", "{\n  \"v\": 1", "main.json:2:9: /: invalid JSON: unexpected end of file (truncated?)"},
		{"syntax error", "{\n  \"v\": 1,,\n}", "main.json:2:10: /: invalid JSON: invalid character ',' looking for beginning of object key string"},
		{"empty file", "", "main.json:1:1: /: file is empty"},
		{"invalid value", "{\n  \"v\": -3\n}", "main.json:2:8: /v: want a number >= 0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := newDir(t, 1)
			w := startWatch(t, dir, Options{})
			p := filepath.Join(dir, "main.json")
			write(t, p, jsonV(2))
			waitMain(t, w, 2)
			w.Poll()

			write(t, p, []byte(tc.data))
			waitUntil(t, w, "errors", func(_ *snap, st Status) bool { return st.Errors != nil })
			if got := w.Errors().Error(); got != tc.want {
				t.Fatalf("errors:\n%s\nwant:\n%s", got, tc.want)
			}
			if s, gen := w.Current(); s.Values["main.json"] != 2 || gen != 2 {
				t.Fatalf("after a bad save: value %v gen %d, want the last good (2, gen 2)", s, gen)
			}
			if _, _, changed := w.Poll(); changed {
				t.Fatal("Poll reported a change after a bad save")
			}

			write(t, p, jsonV(3))
			waitMain(t, w, 3)
			if errs := w.Errors(); errs != nil {
				t.Fatalf("errors after the fix: %v", errs)
			}
			if s, gen, changed := w.Poll(); !changed || s.Values["main.json"] != 3 || gen != 3 {
				t.Fatalf("Poll after the fix = %v, %d, %v", s, gen, changed)
			}
		})
	}
}

const miniActions = `{
  "ActionItems": [
    {
      "Name": "Idle",
      "Frames": [
        {"Duration": 100, "Images": [{"Filename": "img.png"}]},
        {"Duration": 100, "Images": [{"Filename": "img.png"}], "Branches": [{"BranchTo": 0, "Probability": 50}]}
      ]
    }
  ]
}
`

// docs/errors.md#format with the real Actions.json loader: its diagnostics
// reach Errors with file, line:column and pointer, and a fix clears them.
func TestRule7_ActionsJSONDiagnostics(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "img.png"), pngOf(2, 2))
	p := filepath.Join(dir, "Actions.json")
	write(t, p, []byte(miniActions))
	load := func(fsys fs.FS) (*actions.Set, diag.List) {
		return actions.Load(fsys, "Actions.json", actions.Options{})
	}
	w, err := Watch(dir, load, Options{Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	set, gen := w.Current()
	if set == nil || gen != 1 || w.Errors() != nil {
		t.Fatalf("first load: set %v gen %d errors %v", set, gen, w.Errors())
	}

	tests := []struct {
		name, from, to string
		want           string // the first line of the errors
	}{
		{"branch out of range", `"BranchTo": 0`, `"BranchTo": 7`,
			"Actions.json:7:90: /ActionItems/0/Frames/1/Branches/0/BranchTo: frame 7 does not exist (action \"Idle\" has 2 frames)"},
		{"missing image", `"Filename": "img.png"}], "B`, `"Filename": "nope.png"}], "B`,
			"Actions.json:7:51: /ActionItems/0/Frames/1/Images/0/Filename: image file \"nope.png\" not found (looked for nope.png)"},
		{"negative duration", `{"Duration": 100, "Images"`, `{"Duration": -1, "Images"`,
			"Actions.json:6:22: /ActionItems/0/Frames/0/Duration: duration -1 is negative"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			bad := strings.Replace(miniActions, tc.from, tc.to, 1)
			if bad == miniActions {
				t.Fatal("the edit did not apply")
			}
			writeAtomic(t, p, []byte(bad))
			waitUntil(t, w, "errors starting with "+tc.want, func(_ *actions.Set, st Status) bool {
				return strings.HasPrefix(st.Errors.Error(), tc.want)
			})
			if cur, g := w.Current(); cur != set || g != gen {
				t.Fatalf("a bad save replaced the value (gen %d -> %d)", gen, g)
			}
			write(t, p, []byte(miniActions))
			waitUntil(t, w, "the fix", func(_ *actions.Set, st Status) bool { return st.Errors == nil && st.Gen > gen })
			set, gen = w.Current()
		})
	}
}

// A loader that panics is an error like any other, never a crash.
func TestHotReload_LoaderPanicIsAnError(t *testing.T) {
	dir := newDir(t, 1)
	load := func(fsys fs.FS) (int, diag.List) {
		data, _ := fs.ReadFile(fsys, "main.json")
		if strings.Contains(string(data), "boom") {
			panic("boom")
		}
		return len(data), nil
	}
	w, err := Watch(dir, load, Options{Logf: func(string, ...any) {}})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	good, _ := w.Current()
	write(t, filepath.Join(dir, "main.json"), []byte("boom"))
	waitUntil(t, w, "the panic reported", func(_ int, st Status) bool { return st.Errors != nil })
	if got := w.Errors().Error(); got != ".: /: the loader failed: boom" {
		t.Fatalf("errors = %q", got)
	}
	if v, gen := w.Current(); v != good || gen != 1 {
		t.Fatalf("value %d gen %d after a panic, want %d gen 1", v, gen, good)
	}
}

// Nothing outside the folder is read: a symbolic link that leaves it is
// refused by os.Root, named as leaving the folder, and the load fails.
func TestHotReload_SymlinkOutsideIsNotRead(t *testing.T) {
	outside := t.TempDir()
	write(t, filepath.Join(outside, "secret.json"), jsonV(42))
	dir := newDir(t, 1)
	w := startWatch(t, dir, Options{})
	if err := os.Symlink(filepath.Join(outside, "secret.json"), filepath.Join(dir, "leak.json")); err != nil {
		t.Skip("no symbolic links:", err)
	}
	waitErrors(t, w, "leak.json")
	if s, _ := w.Current(); s.Values["leak.json"] != 0 {
		t.Fatalf("read a file outside the folder: %v", s)
	}
	// Issue 13, item 10: said as it is, not "not found".
	want := "leaves the character folder (symbolic link to " + filepath.Join(outside, "secret.json") + ")"
	if !strings.Contains(w.Errors().Error(), want) {
		t.Fatalf("errors = %v, want %q", w.Errors(), want)
	}
}

// A removed main.json is an error (the loader's own), then recreating it
// loads again.
func TestHotReload_DeletedFileIsAnError(t *testing.T) {
	dir := newDir(t, 1)
	w := startWatch(t, dir, Options{})
	if err := os.Remove(filepath.Join(dir, "main.json")); err != nil {
		t.Fatal(err)
	}
	waitErrors(t, w, "main.json: /: missing")
	write(t, filepath.Join(dir, "main.json"), jsonV(5))
	waitMain(t, w, 5)
}

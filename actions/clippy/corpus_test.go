package clippy

import (
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

// overlayFS is the Pip fixture with a bad case's files laid over it: a
// file replaces Pip's of the same name, "<name>.absent" removes one, and
// "want" (the expected diagnostics) is not part of the agent.
func overlayFS(t *testing.T, caseDir string) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	for _, dir := range []string{filepath.Join(fixtureRoot, "Pip"), caseDir} {
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			name := e.Name()
			if name == "want" {
				continue
			}
			if gone, ok := strings.CutSuffix(name, ".absent"); ok {
				delete(fsys, gone)
				continue
			}
			data, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			fsys[name] = &fstest.MapFile{Data: data, Mode: 0o644}
		}
	}
	return fsys
}

// TestRule8_BrokenInputCorpus imports every case under
// testdata/clippy/bad and compares the diagnostics, one per line, with
// the case's want file (-update rewrites them). A case whose want holds
// only warnings must import.
func TestRule8_BrokenInputCorpus(t *testing.T) {
	cases, err := filepath.Glob(filepath.Join(fixtureRoot, "bad", "*"))
	if err != nil || len(cases) < 25 {
		t.Fatalf("%d cases (%v)", len(cases), err)
	}
	for _, dir := range cases {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			pkg, d := Import(overlayFS(t, dir), Options{})
			got := d.Error() + "\n"
			wantFile := filepath.Join(dir, "want")
			if *update {
				if err := os.WriteFile(wantFile, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(wantFile)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("diagnostics:\n%s\nwant:\n%s", got, want)
			}
			if len(d) == 0 {
				t.Fatal("no diagnostics")
			}
			if (pkg == nil) != d.HasErrors() {
				t.Errorf("package %v with errors %v", pkg != nil, d.HasErrors())
			}
			for _, dg := range d {
				if dg.File == "" || strings.Contains(dg.File, "/") || path.Ext(dg.File) == "" {
					t.Errorf("diagnostic file %q is not a file of the agent folder", dg.File)
				}
			}
		})
	}
}

package rig

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/engine/diag"
)

// corpusDir holds the project's own small fixtures: a good rig, clip and
// clothing items, and broken/ files, each with a .want file holding the
// error it must give as "file:line:col: pointer: message substring".
const corpusDir = "../testdata/rig"

// corpusFS reads the corpus into memory and adds generated PNGs (an 8x8
// sprite and a 32x32 atlas) under img/ and broken/img/.
func corpusFS(t testing.TB) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	err := filepath.WalkDir(corpusDir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(corpusDir, p)
		fsys[filepath.ToSlash(rel)] = &fstest.MapFile{Data: data}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{"img", "broken/img"} {
		fsys[dir+"/a.png"] = &fstest.MapFile{Data: pngBytes(8, 8)}
		fsys[dir+"/atlas.png"] = &fstest.MapFile{Data: pngBytes(32, 32)}
	}
	return fsys
}

// corpusCheck validates one corpus file the way a character load would:
// rigs alone, clips bound to rig.json, clothing loaded with its images and
// checked against rig.json's contract.
func corpusCheck(t testing.TB, fsys fstest.MapFS, name string) diag.List {
	t.Helper()
	r, d := LoadRig(fsys, "rig.json")
	if d.HasErrors() {
		t.Fatalf("rig.json: %v", d)
	}
	base := path.Base(name)
	switch {
	case strings.HasPrefix(base, "rig"):
		_, d := LoadRig(fsys, name)
		return d
	case strings.HasPrefix(base, "clip"):
		c, d := LoadClip(fsys, name)
		if d.HasErrors() {
			return d
		}
		_, d2 := Bind(r, c)
		return append(d, d2...)
	default:
		it, d := LoadClothing(fsys, name)
		if d.HasErrors() {
			return d
		}
		return append(d, CheckClothing(r, it)...)
	}
}

// TestRule7_BrokenFilesGiveLocatedErrors pins docs/errors.md#format for
// rig, clip and clothing files: every broken file gives an error naming the
// file, line:column, JSON pointer and what is wrong.
func TestRule7_BrokenFilesGiveLocatedErrors(t *testing.T) {
	fsys := corpusFS(t)
	wants, _ := fs.Glob(fsys, "broken/*.want")
	if len(wants) < 25 {
		t.Fatalf("only %d broken files with .want, want at least 25", len(wants))
	}
	for _, wantFile := range wants {
		name := strings.TrimSuffix(wantFile, ".want") + ".json"
		t.Run(path.Base(name), func(t *testing.T) {
			want := strings.TrimSpace(string(fsys[wantFile].Data))
			parts := strings.SplitN(want, ": ", 3)
			if len(parts) != 3 {
				t.Fatalf("%s: want line %q is not file:line:col: pointer: message", wantFile, want)
			}
			prefix := parts[0] + ": " + parts[1] + ": "
			d := corpusCheck(t, fsys, name)
			if !d.HasErrors() {
				t.Fatalf("no error, want %s", want)
			}
			for _, dg := range d.Errors() {
				if msg := dg.Error(); strings.HasPrefix(msg, prefix) && strings.Contains(msg[len(prefix):], parts[2]) {
					return
				}
			}
			t.Errorf("got\n%v\nwant an error %s", d, want)
		})
	}
}

// TestCorpus_GoodFilesValidate checks the good fixtures load cleanly.
func TestCorpus_GoodFilesValidate(t *testing.T) {
	fsys := corpusFS(t)
	for _, name := range []string{"rig.json", "clip.json", "clip-effects.json", "item.json", "item-atlas.json"} {
		if d := corpusCheck(t, fsys, name); len(d) != 0 {
			t.Errorf("%s: %v", name, d)
		}
	}
}

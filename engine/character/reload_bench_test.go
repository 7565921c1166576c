package character

import (
	"bytes"
	"io/fs"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/assets"
)

// BenchmarkReloadFrameAfterActionsEdit is the hot-reload case: Pip loaded
// again after an edit of Actions.json only, with the previous load given
// (Options.Previous), so unchanged images are not decoded again.
func BenchmarkReloadFrameAfterActionsEdit(b *testing.B) {
	files := mapOf(b, assets.Frame())
	prev, d := Load(files, Options{})
	if prev == nil {
		b.Fatal(d)
	}
	orig := files["Actions.json"].Data
	edited := [2][]byte{orig, bytes.Replace(orig, []byte(`"Wave hello"`), []byte(`"Wave hello!"`), 1)}
	if bytes.Equal(edited[0], edited[1]) {
		b.Fatal("the edit changed nothing")
	}
	i := 0
	for b.Loop() {
		i++
		files["Actions.json"] = &fstest.MapFile{Data: edited[i%2]}
		c, d := Load(files, Options{Previous: prev})
		if c == nil {
			b.Fatal(d)
		}
		prev = c
	}
}

// BenchmarkReloadRiggedAfterClipEdit is the hot-reload case of Moss: loaded
// again after an edit of one clip file, with the previous load given.
func BenchmarkReloadRiggedAfterClipEdit(b *testing.B) {
	files := mapOf(b, assets.Rigged())
	prev, d := Load(files, Options{})
	if prev == nil {
		b.Fatal(d)
	}
	orig := files["clips/wave.json"].Data
	edited := [2][]byte{orig, append(append([]byte(nil), orig...), ' ')}
	i := 0
	for b.Loop() {
		i++
		files["clips/wave.json"] = &fstest.MapFile{Data: edited[i%2]}
		c, d := Load(files, Options{Previous: prev})
		if c == nil {
			b.Fatal(d)
		}
		prev = c
	}
}

// mapOf copies fsys into a MapFS that a benchmark can edit.
func mapOf(t testing.TB, src fs.FS) fstest.MapFS {
	files := fstest.MapFS{}
	err := fs.WalkDir(src, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(src, p)
		files[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

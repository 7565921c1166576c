package safeout

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// write makes a file with data, failing the test on error.
func write(t *testing.T, path, data string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// read returns a file's content, failing the test on error.
func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// noTemps fails when dir holds a temporary file of this package.
func noTemps(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("temporary file %s left in %s", e.Name(), dir)
		}
	}
}

// TestSet_RefusesAnInput: an output that is an input, by its own name,
// through a hard link or a symbolic link, is refused with a
// SameFileError naming both, and the input is unchanged.
func TestSet_RefusesAnInput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "Actions.json")
	write(t, in, "{}")
	var inputs Inputs
	inputs.AddPath(in)
	hard := filepath.Join(dir, "hard.json")
	if err := os.Link(in, hard); err != nil {
		t.Skipf("no hard links: %v", err)
	}
	soft := filepath.Join(dir, "soft.json")
	if err := os.Symlink(in, soft); err != nil {
		t.Skipf("no symbolic links: %v", err)
	}
	for _, dest := range []string{in, hard, soft, filepath.Join(dir, ".", "Actions.json")} {
		s := NewSet(&inputs)
		err := s.WriteBytes(dest, []byte("GIF89a"))
		var se *SameFileError
		if !errors.As(err, &se) || se.Input != in {
			t.Errorf("%s: got %v, want a SameFileError naming %s", dest, err, in)
		}
		if err != nil && !strings.Contains(err.Error(), dest) {
			t.Errorf("%s: the message does not name the output: %v", dest, err)
		}
		if err := s.Commit(); err != nil {
			t.Errorf("an empty commit failed: %v", err)
		}
	}
	if got := read(t, in); got != "{}" {
		t.Errorf("the input was changed: %q", got)
	}
	noTemps(t, dir)
}

// TestSet_SymlinkIsReplaced: a symbolic link at the destination to a
// file outside the folder is replaced by the output; the file it points
// to is not written.
func TestSet_SymlinkIsReplaced(t *testing.T) {
	dir, other := t.TempDir(), t.TempDir()
	target := filepath.Join(other, "Actions.json")
	write(t, target, "keep me")
	dest := filepath.Join(dir, "character.zip")
	if err := os.Symlink(target, dest); err != nil {
		t.Skipf("no symbolic links: %v", err)
	}
	s := NewSet(nil)
	if err := s.WriteBytes(dest, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if err := s.Commit(); err != nil {
		t.Fatal(err)
	}
	if got := read(t, target); got != "keep me" {
		t.Errorf("written through the link: %q", got)
	}
	fi, err := os.Lstat(dest)
	if err != nil || !fi.Mode().IsRegular() || read(t, dest) != "new" {
		t.Errorf("the destination is not the new regular file: %v %v", fi, err)
	}
	// A dangling link is replaced too.
	dangling := filepath.Join(dir, "gone.png")
	if err := os.Symlink(filepath.Join(other, "nothing"), dangling); err != nil {
		t.Fatal(err)
	}
	s = NewSet(nil)
	if err := s.WriteBytes(dangling, []byte("x")); err != nil {
		t.Fatal(err)
	}
	if err := s.Commit(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(filepath.Join(other, "nothing")); err == nil {
		t.Error("the dangling link's target was created")
	}
	noTemps(t, dir)
}

// TestSet_AllOrNothing: when the second output fails, the first is not
// put in place, the destinations keep what they held, and no temporary
// file is left.
func TestSet_AllOrNothing(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.png"), filepath.Join(dir, "b.gif")
	write(t, a, "old a")
	write(t, b, "old b")
	s := NewSet(nil)
	if err := s.WriteBytes(a, []byte("new a")); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("disk full")
	err := s.Write(b, func(w io.Writer) error {
		w.Write([]byte("half"))
		return boom
	})
	if err == nil || !strings.Contains(err.Error(), b) || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("got %v, want the failure naming %s", err, b)
	}
	if err := s.Commit(); err != nil {
		t.Fatal(err)
	}
	if read(t, a) != "old a" || read(t, b) != "old b" {
		t.Errorf("a failed set changed its destinations: %q %q", read(t, a), read(t, b))
	}
	noTemps(t, dir)
}

// TestSet_Twice: one file given for two outputs is refused.
func TestSet_Twice(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.png")
	s := NewSet(nil)
	if err := s.CheckAll(a, filepath.Join(dir, "x", "..", "a.png")); err == nil {
		t.Error("the same path twice passed")
	}
	if err := s.WriteBytes(a, []byte("1")); err != nil {
		t.Fatal(err)
	}
	var te *TwiceError
	if err := s.WriteBytes(a, []byte("2")); !errors.As(err, &te) {
		t.Errorf("got %v, want a TwiceError", err)
	}
	noTemps(t, dir)
}

// TestSet_Folder: a folder at the destination is refused; the mode of a
// file replaced is kept.
func TestSet_Folder(t *testing.T) {
	dir := t.TempDir()
	var ke *KindError
	if err := NewSet(nil).Check(dir); !errors.As(err, &ke) || !strings.Contains(err.Error(), "is a folder") {
		t.Errorf("got %v, want a KindError saying folder", err)
	}
	f := filepath.Join(dir, "run.sh")
	write(t, f, "old")
	if err := os.Chmod(f, 0o600); err != nil {
		t.Fatal(err)
	}
	s := NewSet(nil)
	if err := s.WriteBytes(f, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if err := s.Commit(); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(f); fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600 kept", fi.Mode().Perm())
	}
}

// TestInputs_Under: a folder that holds an input (or is its folder) is
// found, symbolic links resolved; one beside it is not.
func TestInputs_Under(t *testing.T) {
	root := t.TempDir()
	agent := filepath.Join(root, "agents", "pip")
	if err := os.MkdirAll(agent, 0o755); err != nil {
		t.Fatal(err)
	}
	js := filepath.Join(agent, "agent.js")
	write(t, js, "x")
	link := filepath.Join(root, "link")
	if err := os.Symlink(agent, link); err != nil {
		t.Skip(err)
	}
	var in Inputs
	in.AddPath(filepath.Join(link, "agent.js"))
	for _, d := range []string{agent, filepath.Join(root, "agents"), root} {
		if _, ok := in.Under(d); !ok {
			t.Errorf("%s holds the input, not found", d)
		}
	}
	beside := filepath.Join(root, "out")
	if err := os.Mkdir(beside, 0o755); err != nil {
		t.Fatal(err)
	}
	if name, ok := in.Under(beside); ok {
		t.Errorf("%s holds no input, got %s", beside, name)
	}
}

package actions

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"
	"time"

	"github.com/rigplay/rigplay/internal/fsread"
)

// zeroSizeFS holds one Actions.json whose Stat says 0 bytes, as a FIFO's
// does, and whose reads return spaces for up to 64 MiB (a FIFO fed by
// /dev/zero, bounded so that a regression fails instead of eating the
// machine). It counts the bytes read.
type zeroSizeFS struct{ read *int }

func (z zeroSizeFS) Open(name string) (fs.File, error) {
	if name != "Actions.json" {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return &spaces{read: z.read}, nil
}

type spaces struct{ read *int }

func (s *spaces) Stat() (fs.FileInfo, error) {
	return fstest.MapFS{"Actions.json": {}}.Stat("Actions.json")
}
func (s *spaces) Close() error { return nil }
func (s *spaces) Read(p []byte) (int, error) {
	if *s.read >= 64<<20 {
		return 0, io.EOF
	}
	for i := range p {
		p[i] = ' '
	}
	*s.read += len(p)
	return len(p), nil
}

// TestLoadReadsWithinTheLimitWhateverStatSays (issue 13, item 2): Load
// never reads more than the limit (and a read buffer), whatever the file
// system says the size is.
func TestLoadReadsWithinTheLimitWhateverStatSays(t *testing.T) {
	var read int
	done := make(chan struct{})
	var d string
	go func() {
		defer close(done)
		_, diags := Load(zeroSizeFS{&read}, "Actions.json", Options{Limits: Limits{MaxBytes: 1000}})
		d = diags.Error()
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatalf("Load did not return; %d bytes read", read)
	}
	if read > 1000+1+4096 {
		t.Fatalf("read %d bytes for a limit of 1000", read)
	}
	if want := "Actions.json:1:1: /: file is over the limit of 1000 bytes"; d != want {
		t.Fatalf("diagnostics %q, want %q", d, want)
	}
}

// TestLoadRefusesWhatIsNotARegularFile (issue 13, items 1, 2 and 10): an
// Actions.json that is a FIFO (on disk, or as an fs.FS says), or a link
// that leaves the folder, is refused by name at once.
func TestLoadRefusesWhatIsNotARegularFile(t *testing.T) {
	const fifo = "Actions.json: /: is a named pipe (FIFO), not a regular file"
	_, d := Load(fstest.MapFS{"Actions.json": {Data: []byte("{}"), Mode: fs.ModeNamedPipe}}, "Actions.json", Options{})
	if d.Error() != fifo {
		t.Errorf("fs.FS FIFO: %q", d.Error())
	}
	base := t.TempDir()
	dir := filepath.Join(base, "char")
	os.Mkdir(dir, 0o755)
	os.WriteFile(filepath.Join(base, "Actions.json"), []byte(`{"ActionItems": []}`), 0o644)
	if err := os.Symlink("../Actions.json", filepath.Join(dir, "Actions.json")); err != nil {
		t.Skipf("symbolic links: %v", err)
	}
	root, err := fsread.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	_, d = Load(root, "Actions.json", Options{})
	if want := "Actions.json: /: leaves the character folder (symbolic link to ../Actions.json)"; d.Error() != want {
		t.Errorf("link leaving: %q, want %q", d.Error(), want)
	}
}

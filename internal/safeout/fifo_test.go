//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package safeout

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSet_FIFOIsRefused: a named pipe at the destination, or a symbolic
// link to one or to a device, is refused with a KindError, without
// blocking (the call runs in a goroutine under a deadline that only a
// blocked open reaches).
func TestSet_FIFOIsRefused(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "out.png")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	link := filepath.Join(dir, "link.png")
	if err := os.Symlink(fifo, link); err != nil {
		t.Fatal(err)
	}
	dev := filepath.Join(dir, "null.png")
	if err := os.Symlink("/dev/null", dev); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ dest, want string }{
		{fifo, "is a named pipe (FIFO), not a regular file"},
		{link, "is a symbolic link to a named pipe (FIFO)"},
		{dev, "is a symbolic link to a character device"},
	} {
		done := make(chan error, 1)
		go func() {
			s := NewSet(nil)
			err := s.WriteBytes(c.dest, []byte("png"))
			if err == nil {
				err = s.Commit()
			}
			done <- err
		}()
		select {
		case err := <-done:
			var ke *KindError
			if !errors.As(err, &ke) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s: got %v, want %q", c.dest, err, c.want)
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("%s: the write blocked", c.dest)
		}
	}
	if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO was replaced: %v %v", fi, err)
	}
	noTemps(t, dir)
}

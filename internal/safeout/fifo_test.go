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
// link to one, is refused with a KindError, without
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
	for _, c := range []struct{ dest, want string }{
		{fifo, "is a named pipe (FIFO), not a regular file"},
		{link, "is a symbolic link to a named pipe (FIFO)"},
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

// TestSet_SystemFolders: -o /dev/stdout (a link to /proc/self/fd/1,
// which is a regular file when the output goes to one), /dev/null, a new
// file in /dev, and links into /dev or /proc are refused with a
// SystemError; /dev/stdout stays the link it was.
func TestSet_SystemFolders(t *testing.T) {
	if _, err := os.Lstat("/dev/null"); err != nil {
		t.Skip("no /dev")
	}
	dir := t.TempDir()
	toFD := filepath.Join(dir, "fd.png")
	if err := os.Symlink("/proc/self/fd/1", toFD); err != nil {
		t.Fatal(err)
	}
	toStdout := filepath.Join(dir, "out.png")
	if err := os.Symlink("/dev/stdout", toStdout); err != nil {
		t.Fatal(err)
	}
	before, _ := os.Readlink("/dev/stdout")
	for _, dest := range []string{"/dev/stdout", "/dev/null", "/dev/rigplay-test.png", toFD, toStdout} {
		s := NewSet(nil)
		err := s.WriteBytes(dest, []byte("png"))
		if err == nil {
			err = s.Commit()
		}
		var se *SystemError
		if !errors.As(err, &se) || !strings.Contains(err.Error(), "a system folder") {
			t.Errorf("%s: got %v, want a SystemError", dest, err)
		}
	}
	if after, err := os.Readlink("/dev/stdout"); before != "" && (err != nil || after != before) {
		t.Errorf("/dev/stdout is now %q (%v), was a link to %q", after, err, before)
	}
	if _, err := os.Lstat("/dev/rigplay-test.png"); err == nil {
		t.Error("a file was made in /dev")
	}
}

//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package fsread

import (
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func mkfifo(t *testing.T, name string) {
	t.Helper()
	if err := syscall.Mkfifo(name, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
}

// TestFIFONeverBlocks (issue 13, item 1): a FIFO where a file is expected,
// directly or through a symbolic link, is refused at once, by name, by
// every way in: Root.Open, Open, ReadFile and the path
// functions.
func TestFIFONeverBlocks(t *testing.T) {
	dir := t.TempDir()
	mkfifo(t, filepath.Join(dir, "Actions.json"))
	if err := os.Symlink("Actions.json", filepath.Join(dir, "link.json")); err != nil {
		t.Fatal(err)
	}
	r, err := OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	const want = "is a named pipe (FIFO), not a regular file"
	for _, name := range []string{"Actions.json", "link.json"} {
		for what, f := range map[string]func() error{
			"Root.Open": func() error { _, err := r.Open(name); return err },
			"Open":      func() error { _, err := Open(r, name); return err },
			"ReadFile":  func() error { _, err := ReadFile(r, name, 1<<20); return err },
			"OpenPath":  func() error { _, err := OpenPath(filepath.Join(dir, name)); return err },
			"ReadPath":  func() error { _, err := ReadPath(filepath.Join(dir, name), 10); return err },
			"OpenDirPath": func() error {
				_, err := OpenDirPath(filepath.Join(dir, name))
				return err
			},
			"os.DirFS": func() error { _, err := ReadFile(os.DirFS(dir), name, 10); return err },
		} {
			var err error
			within(t, time.Second, what+" "+name, func() { err = f() })
			if !errors.Is(err, ErrNotRegular) || Message(err) != want {
				t.Errorf("%s %s: %v (%q)", what, name, err, Message(err))
			}
		}
	}
}

// TestFIFOSwappedInAfterTheCheck: a regular file replaced by a FIFO
// between the kind check and the open is still refused without waiting:
// the open does not block and the opened file is checked again.
func TestFIFOSwappedInAfterTheCheck(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "Actions.json")
	os.WriteFile(name, []byte("{}"), 0o644)
	r, err := OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	betweenStatAndOpen = func(string) {
		os.Remove(name)
		mkfifo(t, name)
	}
	defer func() { betweenStatAndOpen = nil }()
	within(t, time.Second, "ReadFile of a file swapped for a FIFO", func() {
		_, err = ReadFile(r, "Actions.json", 100)
	})
	if Message(err) != "is a named pipe (FIFO), not a regular file" {
		t.Fatalf("error %v", err)
	}
}

func TestSocketRefused(t *testing.T) {
	dir := t.TempDir()
	l, err := net.Listen("unix", filepath.Join(dir, "s.png"))
	if err != nil {
		t.Skipf("unix socket: %v", err)
	}
	defer l.Close()
	r, err := OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	within(t, time.Second, "ReadFile of a socket", func() { _, err = ReadFile(r, "s.png", 100) })
	if Message(err) != "is a socket, not a regular file" {
		t.Fatalf("error %v", err)
	}
}

func TestDeviceRefused(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	dir := t.TempDir()
	if err := os.Symlink("/dev/zero", filepath.Join(dir, "zero")); err != nil {
		t.Fatal(err)
	}
	// Through a path, a device is refused by kind; inside a Root the link
	// leaves the folder first.
	var err error
	within(t, time.Second, "ReadPath of /dev/zero", func() { _, err = ReadPath("/dev/zero", 100) })
	if Message(err) != "is a character device, not a regular file" {
		t.Fatalf("error %v", err)
	}
	r, err := OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if _, err := ReadFile(r, "zero", 100); !errors.Is(err, ErrLeaves) {
		t.Fatalf("error %v", err)
	}
}

// TestRootFolderSwappedForAFIFO: a character folder replaced by a FIFO
// between OpenRoot's check and its open is refused without waiting.
func TestRootFolderSwappedForAFIFO(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "char")
	os.Mkdir(dir, 0o755)
	betweenStatAndOpen = func(string) {
		os.Remove(dir)
		mkfifo(t, dir)
	}
	defer func() { betweenStatAndOpen = nil }()
	var err error
	within(t, time.Second, "OpenRoot of a folder swapped for a FIFO", func() { _, err = OpenRoot(dir) })
	if err == nil {
		t.Fatal("a FIFO opened as a folder")
	}
	betweenStatAndOpen = nil
	within(t, time.Second, "OpenRoot of a FIFO", func() { _, err = OpenRoot(dir) })
	if err == nil || !strings.Contains(err.Error(), "is not a folder (it is a named pipe (FIFO))") {
		t.Fatalf("error %v", err)
	}
}

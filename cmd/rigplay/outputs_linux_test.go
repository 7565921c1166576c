package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// smallDisk mounts a tmpfs of size bytes on a new folder and unmounts it
// when the test ends; the test is skipped where it cannot mount (not
// root, a container without the capability).
func smallDisk(t *testing.T, size string) string {
	t.Helper()
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size="+size); err != nil {
		t.Skipf("cannot mount a tmpfs: %v", err)
	}
	t.Cleanup(func() { syscall.Unmount(dir, 0) })
	return dir
}

// fill writes a file into dir until the disk is full, then gives back
// keep bytes of it.
func fill(t *testing.T, dir string, keep int64) {
	t.Helper()
	f, err := os.Create(filepath.Join(dir, "filler"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	chunk := make([]byte, 4096)
	var n int64
	for {
		w, err := f.Write(chunk)
		n += int64(w)
		if errors.Is(err, syscall.ENOSPC) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := f.Truncate(max(n-keep, 0)); err != nil {
		t.Fatal(err)
	}
}

// TestOutputFullDisk (issue 18, class 4c): on a full disk, export web
// and render fail with exit 1 saying why, and the previous site and
// picture stay byte for byte as they were, with no temporary file left:
// every file is written to its temporary file before any is put in
// place. With some room left, the small files of the site fit and the
// big one does not, so temporary files were made and had to be removed.
func TestOutputFullDisk(t *testing.T) {
	disk := smallDisk(t, "2m")
	char := actionChar("good")
	site := filepath.Join(disk, "site")
	png := filepath.Join(disk, "a.png")
	if code, _, stderr := runDeadline(t, "export", "web", char, "-o", site, "--wasm", fakePlayer(t)); code != 0 {
		t.Fatalf("first export: exit %d: %s", code, stderr)
	}
	if code, _, stderr := runDeadline(t, "render", char, "-o", png); code != 0 {
		t.Fatalf("first render: exit %d: %s", code, stderr)
	}
	before := snapshot(t, disk)
	delete(before, "filler")

	// A bigger player: the second export needs more than is left.
	big := fakePlayer(t)
	if err := os.WriteFile(big, make([]byte, 1<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	fill(t, disk, 32<<10)
	code, _, stderr := runDeadline(t, "export", "web", char, "-o", site, "--wasm", big)
	if code != 1 || !strings.Contains(stderr, "no space left on device") || !strings.Contains(stderr, "left as it was") {
		t.Errorf("export on a full disk: exit %d, stderr %q", code, stderr)
	}
	fill(t, disk, 0)
	code, _, stderr = runDeadline(t, "render", char, "-o", png, "--scale", "8")
	if code != 1 || !strings.Contains(stderr, "no space left on device") {
		t.Errorf("render on a full disk: exit %d, stderr %q", code, stderr)
	}
	after := snapshot(t, disk)
	delete(after, "filler")
	for name, b := range before {
		if after[name] != b {
			t.Errorf("%s changed on a full disk (%d bytes, was %d)", name, len(after[name]), len(b))
		}
	}
	for name := range after {
		if _, ok := before[name]; !ok {
			t.Errorf("%s was left on the disk", name)
		}
	}
}

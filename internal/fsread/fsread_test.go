package fsread

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// within runs f and fails the test if it has not returned after d: a
// regression that blocks fails instead of hanging the test run.
func within(t *testing.T, d time.Duration, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	select {
	case <-done:
	case <-time.After(d):
		t.Fatalf("%s did not return within %v", what, d)
	}
}

// TestKindsRefusedOnAnyFS: every kind that is not a regular file is
// refused by name on a file system that is not a Root (fstest.MapFS
// stands for embed.FS, zip, ...), before anything is read.
func TestKindsRefusedOnAnyFS(t *testing.T) {
	cases := []struct {
		mode fs.FileMode
		want string
	}{
		{fs.ModeNamedPipe, "is a named pipe (FIFO), not a regular file"},
		{fs.ModeSocket, "is a socket, not a regular file"},
		{fs.ModeDevice, "is a block device, not a regular file"},
		{fs.ModeDevice | fs.ModeCharDevice, "is a character device, not a regular file"},
		{fs.ModeIrregular, "is an irregular file, not a regular file"},
		{fs.ModeDir, "is a folder, not a regular file"},
	}
	for _, c := range cases {
		t.Run(c.want, func(t *testing.T) {
			fsys := fstest.MapFS{"Actions.json": {Data: []byte("{}"), Mode: c.mode}}
			for name, f := range map[string]func() error{
				"ReadFile": func() error { _, err := ReadFile(fsys, "Actions.json", 100); return err },
				"Open":     func() error { _, err := Open(fsys, "Actions.json"); return err },
			} {
				err := f()
				if !errors.Is(err, ErrNotRegular) {
					t.Fatalf("%s: error %v, want ErrNotRegular", name, err)
				}
				if got := Message(err); got != c.want {
					t.Errorf("%s: message %q, want %q", name, got, c.want)
				}
			}
			_, d := Read(fsys, "Actions.json", 100)
			if got, want := d.Error(), "Actions.json: /: "+c.want; got != want {
				t.Errorf("diagnostic %q, want %q", got, want)
			}
		})
	}
}

// lyingFS says its one file is an empty regular file and then serves
// bytes without end, as a FIFO fed by /dev/zero would; it counts what was
// read.
type lyingFS struct{ read *int64 }

func (l lyingFS) Open(name string) (fs.File, error) {
	if name != "big.json" {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return &endless{read: l.read}, nil
}

type endless struct{ read *int64 }

func (e *endless) Stat() (fs.FileInfo, error) { return emptyInfo{}, nil }
func (e *endless) Close() error               { return nil }
func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	*e.read += int64(len(p))
	return len(p), nil
}

type emptyInfo struct{}

func (emptyInfo) Name() string       { return "big.json" }
func (emptyInfo) Size() int64        { return 0 }
func (emptyInfo) Mode() fs.FileMode  { return 0o644 }
func (emptyInfo) ModTime() time.Time { return time.Time{} }
func (emptyInfo) IsDir() bool        { return false }
func (emptyInfo) Sys() any           { return nil }

// TestReadIsBoundedWhateverStatSays (issue 13, item 2): a file whose size
// is reported as 0 but that never ends is refused after max+1 bytes.
func TestReadIsBoundedWhateverStatSays(t *testing.T) {
	var read int64
	const max = 1000
	var err error
	within(t, 5*time.Second, "ReadFile of an endless file", func() {
		_, err = ReadFile(lyingFS{&read}, "big.json", max)
	})
	if !errors.Is(err, ErrTooLarge) || Message(err) != "file is over the limit of 1000 bytes" {
		t.Fatalf("error %v (%q), want the size limit", err, Message(err))
	}
	if read > max+1+4096 {
		t.Fatalf("read %d bytes for a limit of %d", read, max)
	}
	d := Diagnostic("big.json", err)
	if d.Line != 1 || d.Column != 1 {
		t.Errorf("size error located at %d:%d, want 1:1", d.Line, d.Column)
	}
}

func TestReadAllLimits(t *testing.T) {
	for _, c := range []struct {
		n, max, hint int64
		ok           bool
	}{
		{0, 0, -1, true}, {1, 0, -1, false}, {10, 10, 10, true}, {11, 10, 10, false},
		{11, 10, 3, false}, {5000, 5000, -1, true}, {5001, 5000, 0, false}, {3, 10, 1 << 40, true},
	} {
		data, err := ReadAll(strings.NewReader(strings.Repeat("x", int(c.n))), c.max, c.hint)
		if c.ok != (err == nil) || (c.ok && int64(len(data)) != c.n) {
			t.Errorf("%d bytes, limit %d, hint %d: %d bytes, %v", c.n, c.max, c.hint, len(data), err)
		}
	}
}

// stalled is a reader that never makes progress.
type stalled struct{}

func (stalled) Read([]byte) (int, error) { return 0, nil }

func TestReadAllGivesUpOnAReaderThatNeverProgresses(t *testing.T) {
	var err error
	within(t, 5*time.Second, "ReadAll of a stalled reader", func() { _, err = ReadAll(stalled{}, 100, -1) })
	if !errors.Is(err, io.ErrNoProgress) {
		t.Fatalf("error %v", err)
	}
}

func TestSizeFromStatIsReportedBeforeReading(t *testing.T) {
	fsys := fstest.MapFS{"a.json": {Data: make([]byte, 40)}}
	_, err := ReadFile(fsys, "a.json", 8)
	if got := Message(err); got != "file is 40 bytes, over the limit of 8 bytes" {
		t.Fatalf("message %q", got)
	}
}

func TestInvalidAndMissingPaths(t *testing.T) {
	fsys := fstest.MapFS{"a.json": {Data: []byte("{}")}}
	for _, name := range []string{"../a.json", "/a.json", "a//b", ""} {
		_, err := ReadFile(fsys, name, 10)
		if !errors.Is(err, ErrInvalidPath) || !errors.Is(err, fs.ErrInvalid) {
			t.Errorf("%q: %v", name, err)
		}
	}
	_, err := ReadFile(fsys, "b.json", 10)
	if !errors.Is(err, fs.ErrNotExist) || Message(err) != "cannot read: file does not exist" {
		t.Errorf("missing: %v (%q)", err, Message(err))
	}
}

// TestRootReadsAndRefusesFolders: a Root opens folders for listing (so
// fs.WalkDir and fs.Glob work) but ReadFile and Open refuse them.
func TestRootReadsAndRefusesFolders(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "clips"), 0o755)
	os.WriteFile(filepath.Join(dir, "clips", "a.json"), []byte(`{"a":1}`), 0o644)
	r, err := OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if m, err := fs.Glob(r, "clips/*.json"); err != nil || len(m) != 1 {
		t.Fatalf("glob: %v %v", m, err)
	}
	if data, err := ReadFile(r, "clips/a.json", 100); err != nil || string(data) != `{"a":1}` {
		t.Fatalf("read: %q %v", data, err)
	}
	if _, err := ReadFile(r, "clips", 100); Message(err) != "is a folder, not a regular file" {
		t.Fatalf("folder: %v", err)
	}
	f, err := r.Open("clips/a.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if data, _ := io.ReadAll(f); string(data) != `{"a":1}` {
		t.Fatalf("read through Open: %q", data)
	}
	if _, err := OpenRoot(filepath.Join(dir, "clips", "a.json")); err == nil {
		t.Fatalf("OpenRoot of a file: %v", err)
	}
}

// TestSymlinkLeavingTheFolderIsNamed (issue 13, item 10): a symbolic link
// that leads out of the folder is reported as leaving it, naming where it
// points, not as "not found".
func TestSymlinkLeavingTheFolderIsNamed(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "char")
	os.MkdirAll(filepath.Join(dir, "in"), 0o755)
	outside := filepath.Join(base, "outside.png")
	os.WriteFile(outside, []byte("x"), 0o644)
	os.WriteFile(filepath.Join(dir, "in", "ok.png"), []byte("y"), 0o644)
	links := map[string]string{
		"abs.png":  outside,
		"rel.png":  "../outside.png",
		"gone.png": filepath.Join(base, "missing.png"),
		"up":       base,
		"inside":   "in",
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(dir, name)); err != nil {
			t.Skipf("symbolic links: %v", err)
		}
	}
	r, err := OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cases := []struct{ name, want string }{
		{"abs.png", "leaves the character folder (symbolic link to " + outside + ")"},
		{"rel.png", "leaves the character folder (symbolic link to ../outside.png)"},
		{"gone.png", "leaves the character folder (symbolic link to " + filepath.Join(base, "missing.png") + ")"},
		{"up/outside.png", "leaves the character folder (up is a symbolic link to " + base + ")"},
	}
	for _, c := range cases {
		for what, err := range map[string]error{
			"ReadFile": func() error { _, err := ReadFile(r, c.name, 10); return err }(),
			"Stat":     func() error { _, err := Stat(r, c.name); return err }(),
			"Open":     func() error { _, err := r.Open(c.name); return err }(),
		} {
			if !errors.Is(err, ErrLeaves) || Message(err) != c.want {
				t.Errorf("%s %s: %v (%q), want %q", what, c.name, err, Message(err), c.want)
			}
		}
	}
	if data, err := ReadFile(r, "inside/ok.png", 10); err != nil || string(data) != "y" {
		t.Errorf("a link inside the folder: %q %v", data, err)
	}
}

// FuzzFileKinds: whatever the kind, reported size and content of a file,
// ReadFile returns a regular file's bytes within the limit or an error
// that says why; it never returns more than the limit.
func FuzzFileKinds(f *testing.F) {
	f.Add(uint32(0), []byte("{}"), int64(10))
	f.Add(uint32(fs.ModeNamedPipe), []byte("{}"), int64(10))
	f.Add(uint32(fs.ModeDir), []byte(""), int64(0))
	f.Add(uint32(0), []byte("0123456789abc"), int64(12))
	f.Add(uint32(fs.ModeDevice|fs.ModeCharDevice), []byte("x"), int64(-3))
	f.Fuzz(func(t *testing.T, mode uint32, data []byte, max int64) {
		m := fs.FileMode(mode) &^ fs.ModePerm
		fsys := fstest.MapFS{"f": {Data: data, Mode: m}}
		got, err := ReadFile(fsys, "f", max)
		switch {
		case m&fs.ModeSymlink != 0:
			// fstest.MapFS follows it (to a target that does not exist).
			if err == nil {
				t.Fatalf("a dangling symbolic link read as %q", got)
			}
		case !m.IsRegular():
			if !errors.Is(err, ErrNotRegular) || !strings.Contains(Message(err), KindName(m)) {
				t.Fatalf("mode %v: %v", m, err)
			}
		case int64(len(data)) > max:
			if !errors.Is(err, ErrTooLarge) {
				t.Fatalf("%d bytes, limit %d: %v", len(data), max, err)
			}
		default:
			if err != nil || string(got) != string(data) {
				t.Fatalf("%d bytes, limit %d: %d bytes, %v", len(data), max, len(got), err)
			}
		}
		if int64(len(got)) > max && len(got) > 0 {
			t.Fatalf("returned %d bytes over the limit %d", len(got), max)
		}
	})
}

// TestReadDiagnostics: what Read (the loaders' JSON read, formerly
// jsondoc.ReadFile) says for each refusal.
func TestReadDiagnostics(t *testing.T) {
	fsys := fstest.MapFS{"a.json": {Data: []byte("12345")}, "dir/x": {Data: nil}}
	for _, tc := range []struct{ name, max, want string }{
		{"a.json", "", ""},
		{"../a.json", "", "../a.json: /: path is not a valid slash-separated path inside the character folder"},
		{"missing.json", "", "missing.json: /: cannot read: file does not exist"},
		{"dir", "", "dir: /: is a folder, not a regular file"},
		{"a.json", "4", "a.json:1:1: /: file is 5 bytes, over the limit of 4 bytes"},
	} {
		max := 10
		if tc.max != "" {
			max = 4
		}
		data, errs := Read(fsys, tc.name, max)
		if tc.want == "" {
			if errs != nil || string(data) != "12345" {
				t.Errorf("%s: %q %v", tc.name, data, errs)
			}
			continue
		}
		if len(errs) != 1 || errs.Error() != tc.want {
			t.Errorf("%s: %v, want %q", tc.name, errs, tc.want)
		}
	}
}

package fsread

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"sync"
)

// Root is a folder on disk opened for reading through os.Root: nothing
// outside it is read, symbolic links included. It is an fs.FS (and an
// fs.StatFS) whose Open never blocks: it opens regular files and folders
// only, checking the kind before and after opening, and opens without
// blocking. Give it to the loaders as their fs.FS. Its methods are safe
// for concurrent use.
type Root struct {
	root *os.Root
}

// OpenRoot opens the folder dir. It fails when dir is not a folder.
func OpenRoot(dir string) (*Root, error) {
	st, err := os.Stat(dir)
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return nil, fmt.Errorf("%s is not a folder (it is %s)", dir, KindName(st.Mode()))
	}
	if betweenStatAndOpen != nil {
		betweenStatAndOpen(dir)
	}
	// os.OpenRoot opens without O_DIRECTORY; the trailing separator makes
	// the system refuse anything but a folder without opening it, so a
	// folder replaced by a FIFO since the check cannot block.
	r, err := os.OpenRoot(dir + dirSuffix)
	if err != nil {
		return nil, err
	}
	learnEscape(r)
	return &Root{root: r}, nil
}

// Name returns the folder's name as given to OpenRoot.
func (r *Root) Name() string { return r.root.Name() }

// Close releases the folder. Files opened from it stay readable.
func (r *Root) Close() error { return r.root.Close() }

// Open opens a regular file or a folder of the root for reading. Anything
// else is refused with a KindError; a path that a symbolic link leads out
// of the folder with a LeaveError. It never waits on a named pipe or a
// device.
func (r *Root) Open(name string) (fs.File, error) {
	f, _, err := r.open(name, true)
	if err != nil {
		return nil, err
	}
	return f, nil
}

// Stat returns the file's information, following symbolic links inside
// the folder. A path that a symbolic link leads out of it gets a
// LeaveError.
func (r *Root) Stat(name string) (fs.FileInfo, error) {
	if !fs.ValidPath(name) {
		return nil, pathError("stat", name, ErrInvalidPath)
	}
	fi, err := r.root.Stat(name)
	if err != nil {
		return nil, r.explain("stat", name, err)
	}
	return fi, nil
}

// open opens name, a regular file or (when dirOK) a folder.
func (r *Root) open(name string, dirOK bool) (*os.File, fs.FileInfo, error) {
	if !fs.ValidPath(name) {
		return nil, nil, pathError("open", name, ErrInvalidPath)
	}
	// The kind first, without opening: opening a FIFO for reading waits
	// for a writer.
	fi, err := r.root.Stat(name)
	if err != nil {
		return nil, nil, r.explain("open", name, err)
	}
	if err := kindOK(fi, dirOK); err != nil {
		return nil, nil, pathError("open", name, err)
	}
	// Then open without blocking, and check again what was opened: the
	// file may have been replaced in between.
	if betweenStatAndOpen != nil {
		betweenStatAndOpen(name)
	}
	f, err := r.root.OpenFile(name, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, nil, r.explain("open", name, err)
	}
	fi, err = f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if err := kindOK(fi, dirOK); err != nil {
		f.Close()
		return nil, nil, pathError("open", name, err)
	}
	return f, fi, nil
}

// betweenStatAndOpen, when set (by tests), runs between the kind check and
// the open, to replace the file in that window.
var betweenStatAndOpen func(name string)

// kindOK accepts a regular file, and a folder when dirOK.
func kindOK(fi fs.FileInfo, dirOK bool) error {
	m := fi.Mode()
	if m.IsRegular() || (dirOK && m.IsDir()) {
		return nil
	}
	return &KindError{Mode: m}
}

// explain turns os.Root's "path escapes from parent" into a LeaveError
// that names the symbolic link and where it points.
func (r *Root) explain(op, name string, err error) error {
	if !isEscape(err) {
		return err
	}
	le := &LeaveError{Name: name}
	parts := strings.Split(name, "/")
	for i := range parts {
		p := strings.Join(parts[:i+1], "/")
		fi, lerr := r.root.Lstat(p)
		if lerr != nil {
			break
		}
		if fi.Mode()&fs.ModeSymlink == 0 {
			continue
		}
		if _, serr := r.root.Stat(p); isEscape(serr) {
			target, _ := r.root.Readlink(p)
			le.Link, le.Target = p, target
			break
		}
	}
	return pathError(op, name, le)
}

// escapeErr is os.Root's error for a path that leads out of the root. It
// is not exported, so it is learnt from the first root opened, with a path
// that always escapes.
var (
	escapeOnce sync.Once
	escapeErr  error
)

func learnEscape(r *os.Root) {
	escapeOnce.Do(func() {
		_, err := r.Stat("..")
		var pe *fs.PathError
		if errors.As(err, &pe) && !errors.Is(err, fs.ErrNotExist) {
			escapeErr = pe.Err
		}
	})
}

func isEscape(err error) bool {
	return err != nil && escapeErr != nil && errors.Is(err, escapeErr)
}

package safeout

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/rigplay/rigplay/internal/fsread"
)

// Set is the outputs of one command, written all or nothing: [Set.Write]
// puts each into a temporary file beside its destination; [Set.Commit]
// renames them all into place; [Set.Abort] (or a failed Write) removes
// every temporary file and leaves the destinations as they were.
type Set struct {
	in      *Inputs
	pending []pending
}

// pending is an output written to its temporary file, not yet renamed.
type pending struct {
	dest, tmp string
}

// NewSet returns an empty set whose outputs must not be any of in (nil:
// no inputs).
func NewSet(in *Inputs) *Set { return &Set{in: in} }

// KindError is a destination that is not a regular file (or a symbolic
// link to one, or nothing yet): rigplay writes only regular files.
type KindError struct {
	Path string
	// Mode is what is at Path, links followed.
	Mode fs.FileMode
	// Link is true when Path is a symbolic link to it.
	Link bool
}

func (e *KindError) Error() string {
	what := fsread.KindName(e.Mode)
	if e.Link {
		what = "a symbolic link to " + what
	}
	return fmt.Sprintf("%s is %s, not a regular file; rigplay writes only regular files", e.Path, what)
}

// SameFileError is a destination that is one of the files the command
// read.
type SameFileError struct {
	Path  string
	Input string
}

func (e *SameFileError) Error() string {
	if filepath.Clean(e.Path) == filepath.Clean(e.Input) {
		return fmt.Sprintf("%s is a file this command reads; it would be overwritten: write the output elsewhere", e.Path)
	}
	return fmt.Sprintf("%s is %s, a file this command reads; it would be overwritten: write the output elsewhere", e.Path, e.Input)
}

// TwiceError is a destination given for two outputs of one set.
type TwiceError struct{ Path, Other string }

func (e *TwiceError) Error() string {
	if filepath.Clean(e.Path) == filepath.Clean(e.Other) {
		return fmt.Sprintf("%s is given for two outputs", e.Path)
	}
	return fmt.Sprintf("%s and %s are the same file, given for two outputs", e.Path, e.Other)
}

// Check returns why dest cannot be an output of s: it is one of the
// inputs (a [SameFileError]), a named pipe, device, socket or folder (a
// [KindError]), an entry of /dev, /proc or /sys or a link into one (a
// [SystemError]), or an output of s already (a [TwiceError]). A dest that
// does not exist yet, a regular file, and a symbolic link to a regular
// file or to nothing (which the output replaces) are fine. Commands call
// it on every output before their work starts; Write and Commit check
// again.
func (s *Set) Check(dest string) error {
	for _, p := range s.pending {
		if same(p.dest, dest) {
			return &TwiceError{Path: dest, Other: p.dest}
		}
	}
	return check(dest, s.in)
}

// CheckAll is Check of each dest, each also against the others.
func (s *Set) CheckAll(dests ...string) error {
	for i, d := range dests {
		if d == "" {
			continue
		}
		if err := s.Check(d); err != nil {
			return err
		}
		for _, e := range dests[:i] {
			if e != "" && same(d, e) {
				return &TwiceError{Path: d, Other: e}
			}
		}
	}
	return nil
}

// same reports whether two destinations are one: the same cleaned
// absolute path, or the same existing entry (links not followed: two
// symbolic links to one file are two destinations, each replaced).
func same(a, b string) bool {
	if aa, err := filepath.Abs(a); err == nil {
		if bb, err := filepath.Abs(b); err == nil && aa == bb {
			return true
		}
	}
	fa, err1 := os.Lstat(a)
	fb, err2 := os.Lstat(b)
	return err1 == nil && err2 == nil && os.SameFile(fa, fb)
}

// check is Check without the set's other outputs.
func check(dest string, in *Inputs) error {
	lfi, err := os.Lstat(dest)
	if errors.Is(err, fs.ErrNotExist) {
		return checkSystem(dest, false)
	}
	if err != nil {
		return fmt.Errorf("cannot write %s: %s", dest, fsread.Text(err))
	}
	fi := lfi
	link := lfi.Mode()&fs.ModeSymlink != 0
	if err := checkSystem(dest, link); err != nil {
		return err
	}
	if link {
		if fi, err = os.Stat(dest); err != nil {
			return nil // a link to nothing: the output replaces the link
		}
	}
	if !fi.Mode().IsRegular() {
		return &KindError{Path: dest, Mode: fi.Mode(), Link: link}
	}
	if name, ok := in.Match(fi); ok {
		return &SameFileError{Path: dest, Input: name}
	}
	return nil
}

// Write makes the output dest: write is given a new temporary file in
// dest's folder, which is then synced and closed. The file takes dest's
// place at Commit. When write or the file system fails, every temporary
// file of s is removed (s is aborted) and the error, which names dest, is
// returned.
func (s *Set) Write(dest string, write func(w io.Writer) error) error {
	if err := s.Check(dest); err != nil {
		s.Abort()
		return err
	}
	tmp, err := writeTemp(dest, write)
	if err != nil {
		s.Abort()
		return err
	}
	s.pending = append(s.pending, pending{dest: dest, tmp: tmp})
	return nil
}

// WriteBytes is Write of data.
func (s *Set) WriteBytes(dest string, data []byte) error {
	return s.Write(dest, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// Commit renames every output into place, in the order written, and syncs
// their folders. Each is checked again first (a FIFO put there since is
// still refused); a failure removes the temporary files not yet renamed.
func (s *Set) Commit() error {
	for _, p := range s.pending {
		if err := check(p.dest, s.in); err != nil {
			s.Abort()
			return err
		}
	}
	dirs := map[string]bool{}
	for len(s.pending) > 0 {
		p := s.pending[0]
		if err := os.Rename(p.tmp, p.dest); err != nil {
			s.Abort()
			return fmt.Errorf("cannot write %s: %s", p.dest, linkText(err))
		}
		s.pending = s.pending[1:]
		dirs[filepath.Dir(p.dest)] = true
	}
	for d := range dirs {
		syncDir(d)
	}
	return nil
}

// Abort removes every temporary file not yet renamed into place.
func (s *Set) Abort() {
	for _, p := range s.pending {
		os.Remove(p.tmp)
	}
	s.pending = nil
}

// tempPrefixMax bounds the part of a temporary file's name taken from its
// destination's, so that a long name leaves room for the random part.
const tempPrefixMax = 64

// writeTemp writes a new temporary file beside dest and returns its path.
func writeTemp(dest string, write func(w io.Writer) error) (string, error) {
	dir, base := filepath.Split(dest)
	if dir == "" {
		dir = "."
	}
	if len(base) > tempPrefixMax {
		base = base[:tempPrefixMax]
	}
	// CreateTemp opens with O_CREATE|O_EXCL: it makes a new file or
	// fails, never opening what is there (a FIFO, a link).
	f, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return "", fmt.Errorf("cannot write %s: %s", dest, fsread.Text(err))
	}
	tmp := f.Name()
	fail := func(err error) (string, error) {
		f.Close()
		os.Remove(tmp)
		return "", fmt.Errorf("cannot write %s: %s", dest, fsread.Text(err))
	}
	mode := fs.FileMode(0o644)
	if fi, err := os.Stat(dest); err == nil && fi.Mode().IsRegular() {
		mode = fi.Mode().Perm()
	}
	if err := f.Chmod(mode); err != nil {
		return fail(err)
	}
	if err := write(f); err != nil {
		return fail(err)
	}
	if err := f.Sync(); err != nil {
		return fail(err)
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return "", fmt.Errorf("cannot write %s: %s", dest, fsread.Text(err))
	}
	return tmp, nil
}

// linkText words a rename's error without its two paths.
func linkText(err error) string {
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err.Error()
	}
	return err.Error()
}

// syncDir syncs a folder so that the renames into it last; where the
// system cannot (Windows), the renames are still done.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// WriteNew writes data to a new file at path, which must not exist (a
// file of a folder the caller just created), and syncs it. It never
// opens what is already there.
func WriteNew(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// SyncDir syncs the folder dir (best effort: nothing on systems that
// cannot), so that files created and renamed in it last.
func SyncDir(dir string) { syncDir(dir) }

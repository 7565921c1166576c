package fsread

import (
	"errors"
	"fmt"
	"io/fs"
)

// Sentinels for errors.Is.
var (
	// ErrNotRegular matches a KindError: the path is not a regular file.
	ErrNotRegular = errors.New("not a regular file")
	// ErrLeaves matches a LeaveError: a symbolic link leads outside the
	// character folder.
	ErrLeaves = errors.New("leaves the character folder")
	// ErrTooLarge matches a SizeError: the file is over its format's limit.
	ErrTooLarge = errors.New("file is over the limit")
	// ErrInvalidPath matches a path that is not a valid fs.FS path (see
	// fs.ValidPath); it also matches fs.ErrInvalid.
	ErrInvalidPath = invalidPath{}
)

// KindError is a file that is not a regular file where one is expected.
type KindError struct {
	// Mode is the file's mode; its type bits say what it is.
	Mode fs.FileMode
}

// Error words the problem, without the file name: "is a named pipe (FIFO),
// not a regular file".
func (e *KindError) Error() string {
	return "is " + KindName(e.Mode) + ", not a regular file"
}

// Is matches ErrNotRegular.
func (e *KindError) Is(target error) bool { return target == ErrNotRegular }

// KindName names the kind of file a mode describes, with its article: "a
// folder", "a named pipe (FIFO)", "a socket", "a character device", "a
// block device", "a symbolic link", "an irregular file" or "a regular
// file".
func KindName(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a block device"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m.IsRegular():
		return "a regular file"
	}
	return "an irregular file"
}

// LeaveError is a path that a symbolic link leads out of the character
// folder.
type LeaveError struct {
	// Link is the symbolic link in the path (the path itself, or one of
	// the folders on the way); Target is what it points to. Both are
	// empty when the link could not be found (the folder changed).
	Link, Target string
	// Name is the path that was asked for.
	Name string
}

// Error words the problem, without the file name: "leaves the character
// folder (symbolic link to /etc/passwd)".
func (e *LeaveError) Error() string {
	switch {
	case e.Link == "":
		return "leaves the character folder (through a symbolic link)"
	case e.Link == e.Name:
		return fmt.Sprintf("leaves the character folder (symbolic link to %s)", e.Target)
	}
	return fmt.Sprintf("leaves the character folder (%s is a symbolic link to %s)", e.Link, e.Target)
}

// Is matches ErrLeaves.
func (e *LeaveError) Is(target error) bool { return target == ErrLeaves }

// SizeError is a file over its format's size limit.
type SizeError struct {
	// Size is the size the file system reports, or -1 when the file was
	// found too big while reading it (its reported size was within the
	// limit, or unknown: a file that grows).
	Size int64
	// Max is the limit, in bytes.
	Max int64
}

// Error words the problem: "file is 40 bytes, over the limit of 8 bytes".
func (e *SizeError) Error() string {
	if e.Size > e.Max {
		return fmt.Sprintf("file is %d bytes, over the limit of %d bytes", e.Size, e.Max)
	}
	return fmt.Sprintf("file is over the limit of %d bytes", e.Max)
}

// Is matches ErrTooLarge.
func (e *SizeError) Is(target error) bool { return target == ErrTooLarge }

type invalidPath struct{}

func (invalidPath) Error() string {
	return "path is not a valid slash-separated path inside the character folder"
}

func (invalidPath) Is(target error) bool { return target == fs.ErrInvalid }

// Message words err for a diagnostic whose File already names the file:
// the refusals of this package as they are ("is a named pipe (FIFO), not
// a regular file", "leaves the character folder (...)", "file is over the
// limit of ...", "path is not a valid ..."), any other error as "cannot
// read: " and the system's words without the operation and path.
func Message(err error) string {
	var (
		k *KindError
		l *LeaveError
		s *SizeError
	)
	switch {
	case errors.As(err, &k):
		return k.Error()
	case errors.As(err, &l):
		return l.Error()
	case errors.As(err, &s):
		return s.Error()
	case errors.Is(err, ErrInvalidPath):
		return ErrInvalidPath.Error()
	}
	return "cannot read: " + Text(err)
}

// Text returns an error without the operation and path of an
// *fs.PathError, which a diagnostic names already.
func Text(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

func pathError(op, name string, err error) error {
	return &fs.PathError{Op: op, Path: name, Err: err}
}

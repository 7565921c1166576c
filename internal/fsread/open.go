package fsread

import (
	"io"
	"io/fs"
)

// Open opens the regular file name of fsys for reading. A folder, named
// pipe, socket or device is refused with a KindError before it is opened
// (and again if what was opened is one); on a Root, a path that a
// symbolic link leads out of the folder gets a LeaveError. The file's
// Stat has been checked: the caller may use it.
func Open(fsys fs.FS, name string) (fs.File, error) {
	f, _, err := open(fsys, name)
	return f, err
}

// open is Open that also returns what the opened file's Stat said.
func open(fsys fs.FS, name string) (fs.File, fs.FileInfo, error) {
	if r, ok := fsys.(*Root); ok {
		f, fi, err := r.open(name, false)
		if err != nil {
			return nil, nil, err
		}
		return f, fi, nil
	}
	if !fs.ValidPath(name) {
		return nil, nil, pathError("open", name, ErrInvalidPath)
	}
	// Other file systems: the kind before opening (fs.Stat does not open
	// the file on os.DirFS, embed.FS or fstest.MapFS) and after.
	fi, err := fs.Stat(fsys, name)
	if err != nil {
		return nil, nil, err
	}
	if err := kindOK(fi, false); err != nil {
		return nil, nil, pathError("open", name, err)
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, nil, err
	}
	fi, err = f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if err := kindOK(fi, false); err != nil {
		f.Close()
		return nil, nil, pathError("open", name, err)
	}
	return f, fi, nil
}

// Stat is fs.Stat, except that on a Root a path that a symbolic link leads
// out of the folder gets a LeaveError. It does not check the kind: use it
// to learn whether a name exists and what it is.
func Stat(fsys fs.FS, name string) (fs.FileInfo, error) {
	if !fs.ValidPath(name) {
		return nil, pathError("stat", name, ErrInvalidPath)
	}
	return fs.Stat(fsys, name)
}

// ReadFile reads the regular file name of fsys, refusing it (with a
// SizeError) when it is over max bytes. It never reads more than max+1
// bytes, whatever the file system says the file's size is.
func ReadFile(fsys fs.FS, name string, max int64) ([]byte, error) {
	f, fi, err := open(fsys, name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readOpened(f, fi, name, max)
}

// readOpened reads the opened file name, whose Stat said fi, refusing it
// when it is over max bytes: by its reported size before reading, else
// after max+1 bytes read.
func readOpened(f io.Reader, fi fs.FileInfo, name string, max int64) ([]byte, error) {
	if fi.Size() > max {
		return nil, pathError("read", name, &SizeError{Size: fi.Size(), Max: max})
	}
	data, err := ReadAll(f, max, fi.Size())
	if err != nil {
		return nil, pathError("read", name, unwrap(err))
	}
	return data, nil
}

// ReadAll reads r to its end, refusing more than max bytes with a
// SizeError (Size -1): it reads at most max+1 bytes. sizeHint, when
// between 0 and max, sizes the buffer for a file whose size is known.
func ReadAll(r io.Reader, max, sizeHint int64) ([]byte, error) {
	if max < 0 {
		max = 0
	}
	n := int64(512)
	if sizeHint >= 0 && sizeHint <= max {
		n = sizeHint + 1 // one more byte to see the end
	}
	n = min(n, max+1)
	buf := make([]byte, 0, n)
	for empty := 0; ; {
		if len(buf) == cap(buf) {
			grow := min(int64(cap(buf))*2, max+1) - int64(len(buf))
			if grow <= 0 {
				return nil, &SizeError{Size: -1, Max: max}
			}
			buf = append(buf, make([]byte, grow)...)[:len(buf)]
		}
		m, err := r.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+m]
		if int64(len(buf)) > max {
			return nil, &SizeError{Size: -1, Max: max}
		}
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return nil, err
		}
		if m > 0 {
			empty = 0
		} else if empty++; empty >= 100 {
			return nil, io.ErrNoProgress
		}
	}
}

// unwrap returns the error an *fs.PathError wraps, so it is not wrapped
// twice.
func unwrap(err error) error {
	if pe, ok := err.(*fs.PathError); ok {
		return pe.Err
	}
	return err
}

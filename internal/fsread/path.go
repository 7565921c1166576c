package fsread

import (
	"io/fs"
	"os"
)

// OpenPath opens the regular file at the path name on disk (not inside a
// character folder: a marker the importer wrote, say), checking its kind
// before and after opening and opening without blocking, as Root does.
func OpenPath(name string) (*os.File, error) {
	f, _, err := openPath(name, false)
	return f, err
}

// OpenDirPath opens the folder at the path name on disk for reading its
// entries, without ever waiting on something that is not a folder.
func OpenDirPath(name string) (*os.File, error) {
	f, _, err := openPath(name, true)
	return f, err
}

// ReadPath reads the regular file at the path name on disk, refusing it
// when it is over max bytes (it never reads more than max+1).
func ReadPath(name string, max int64) ([]byte, error) {
	f, fi, err := openPath(name, false)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readOpened(f, fi, name, max)
}

// openPath opens the file (or, when dir, the folder) at the path name,
// checking its kind before and after opening; it also returns what the
// opened file's Stat said.
func openPath(name string, dir bool) (*os.File, fs.FileInfo, error) {
	fi, err := os.Stat(name)
	if err != nil {
		return nil, nil, err
	}
	want := func(fi fs.FileInfo) error {
		if dir {
			if fi.IsDir() {
				return nil
			}
			return &KindError{Mode: fi.Mode()}
		}
		return kindOK(fi, false)
	}
	if err := want(fi); err != nil {
		return nil, nil, pathError("open", name, err)
	}
	f, err := os.OpenFile(name, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, nil, err
	}
	if fi, err = f.Stat(); err != nil {
		f.Close()
		return nil, nil, err
	}
	if err := want(fi); err != nil {
		f.Close()
		return nil, nil, pathError("open", name, err)
	}
	return f, fi, nil
}

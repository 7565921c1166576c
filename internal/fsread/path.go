package fsread

import (
	"io/fs"
	"os"
)

// OpenPath opens the regular file at the path name on disk (not inside a
// character folder: a marker the importer wrote, say), checking its kind
// before and after opening and opening without blocking, as Root does.
func OpenPath(name string) (*os.File, error) {
	return openPath(name, false)
}

// OpenDirPath opens the folder at the path name on disk for reading its
// entries, without ever waiting on something that is not a folder.
func OpenDirPath(name string) (*os.File, error) {
	return openPath(name, true)
}

// ReadPath reads the regular file at the path name on disk, refusing it
// when it is over max bytes (it never reads more than max+1).
func ReadPath(name string, max int64) ([]byte, error) {
	f, err := OpenPath(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if fi.Size() > max {
		return nil, pathError("read", name, &SizeError{Size: fi.Size(), Max: max})
	}
	data, err := ReadAll(f, max, fi.Size())
	if err != nil {
		return nil, pathError("read", name, unwrap(err))
	}
	return data, nil
}

func openPath(name string, dir bool) (*os.File, error) {
	fi, err := os.Stat(name)
	if err != nil {
		return nil, err
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
		return nil, pathError("open", name, err)
	}
	f, err := os.OpenFile(name, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, err
	}
	if fi, err = f.Stat(); err != nil {
		f.Close()
		return nil, err
	}
	if err := want(fi); err != nil {
		f.Close()
		return nil, pathError("open", name, err)
	}
	return f, nil
}

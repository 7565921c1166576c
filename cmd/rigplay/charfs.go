package main

import (
	"io/fs"

	"github.com/rigplay/rigplay/internal/fsread"
)

// openDir returns the folder as an fs.FS confined with os.Root
// (internal/fsread, the one opener of a character's files), so that no
// reference (not even through a symbolic link) reads outside it and
// nothing but regular files is read.
func openDir(dir string) (fs.FS, func(), error) {
	root, err := fsread.OpenRoot(dir)
	if err != nil {
		return nil, nil, err
	}
	return root, func() { root.Close() }, nil
}

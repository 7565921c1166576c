package main

import (
	"fmt"
	"io/fs"
	"os"
)

// openDir returns the folder as an fs.FS confined with os.Root, so that no
// reference (not even through a symbolic link) reads outside it.
func openDir(dir string) (fs.FS, func(), error) {
	st, err := os.Stat(dir)
	if err != nil {
		return nil, nil, err
	}
	if !st.IsDir() {
		return nil, nil, fmt.Errorf("%s is not a folder", dir)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, nil, err
	}
	return root.FS(), func() { root.Close() }, nil
}

package main

import (
	"io/fs"

	"github.com/rigplay/rigplay/internal/fsread"
	"github.com/rigplay/rigplay/internal/safeout"
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

// openRecorded is openDir for a command that writes: the fs.FS records
// every file opened (a *recordFS), so that its outputs are checked
// against what it read ([readInputs], docs/errors.md#outputs).
func openRecorded(dir string) (fs.FS, func(), error) {
	fsys, closeFn, err := openDir(dir)
	if err != nil {
		return nil, nil, err
	}
	return newRecordFS(fsys), closeFn, nil
}

// readInputs returns the files read so far through fsys (from openDir,
// the folder dir on disk; any other fs.FS has none that can be an output),
// and the files on disk named by paths (inputs given on the command line).
func readInputs(fsys fs.FS, dir string, paths ...string) *safeout.Inputs {
	in := &safeout.Inputs{}
	if rec, ok := fsys.(*recordFS); ok {
		rec.addInputs(in, dir)
	}
	for _, p := range paths {
		if p != "" {
			in.AddPath(p)
		}
	}
	return in
}

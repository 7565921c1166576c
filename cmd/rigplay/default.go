package main

import (
	"errors"
	"io/fs"
)

// defaultCharacter returns the embedded default character.
func defaultCharacter() (fs.FS, string, func(), error) {
	return nil, "", nil, errors.New("no character folder given")
}

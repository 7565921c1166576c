package main

import (
	"io/fs"

	"github.com/rigplay/rigplay/assets"
)

// defaultCharacter returns the embedded default character.
func defaultCharacter() (fs.FS, string, func(), error) {
	return assets.Default(), "(embedded default character)", func() {}, nil
}

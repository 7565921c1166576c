// Package assets embeds rigplay's original sample characters: Pip, a frame
// character in the Microsoft Agent style, and Moss, a character on the
// 20-bone player rig. The files are written by assets/internal/gen (see
// README.md); do not edit them by hand.
package assets

//go:generate go run ./internal/gen

import (
	"embed"
	"io/fs"
)

//go:embed all:frame all:rigged
var files embed.FS

// sub returns the embedded folder dir as a file system rooted there.
func sub(dir string) fs.FS {
	f, err := fs.Sub(files, dir)
	if err != nil {
		// fs.Sub fails only for an invalid path; dir is a constant.
		return files
	}
	return f
}

// Frame returns Pip, the frame (Microsoft Agent style) character, rooted at
// its folder: Actions.json, character.json, images/, mouths/, sounds/.
func Frame() fs.FS { return sub("frame") }

// Rigged returns Moss, the character on the 20-bone player rig, rooted at
// its folder: rig.json, character.json, sprites/, clips/, clothing/,
// curves/.
func Rigged() fs.FS { return sub("rigged") }

// Default returns the character shown by `rigplay` with no argument and by
// `make run`: the frame character.
func Default() fs.FS { return Frame() }

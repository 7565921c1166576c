package main

import (
	"errors"
	"io/fs"

	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/internal/diag"
	"github.com/rigplay/rigplay/internal/manifest"
)

// validateUnit loads a character folder as one unit (SEMANTICS.md 1), as
// the viewer and `rigplay render` do: clips bound to the rig, clothing
// checked against its clothingContract, every image decoded, and every
// sound decoded (character.CheckSoundData). It returns the problems of l
// followed by those only the whole load finds. A folder that is not a
// character (no character.json, Actions.json or rig.json) is left as it
// is, and so is one whose character.json is broken: its own errors are
// in l already.
func validateUnit(fsys fs.FS, l diag.List) diag.List {
	if !isCharacterFolder(fsys) || hasErrorIn(l, manifest.FileName) {
		return l
	}
	c, d := character.Load(fsys, character.Options{})
	if c != nil {
		d = append(d, c.CheckSoundData(fsys, character.SoundCheckOptions{})...)
	}
	return mergeDiags(l, d)
}

// isCharacterFolder reports whether the folder holds a character.json,
// an Actions.json or a rig.json at its root.
func isCharacterFolder(fsys fs.FS) bool {
	for _, name := range []string{manifest.FileName, "Actions.json", character.DefaultRig} {
		if _, err := fs.Stat(fsys, name); !errors.Is(err, fs.ErrNotExist) {
			return true
		}
	}
	return false
}

// hasErrorIn reports whether l holds an error about file.
func hasErrorIn(l diag.List, file string) bool {
	for _, d := range l {
		if d.File == file && d.Severity == diag.Error {
			return true
		}
	}
	return false
}

// mergeDiags appends to l each diagnostic of more that l does not hold
// already (the same file, position, pointer, severity and message).
func mergeDiags(l, more diag.List) diag.List {
	seen := make(map[diag.Diagnostic]bool, len(l))
	for _, d := range l {
		seen[d] = true
	}
	for _, d := range more {
		if !seen[d] {
			seen[d] = true
			l = append(l, d)
		}
	}
	return l
}

package main

import (
	"io/fs"

	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/internal/diag"
	"github.com/rigplay/rigplay/internal/manifest"
)

// validateUnit loads a character folder as one unit (SEMANTICS.md 1), as
// the viewer and `rigplay render` do: clips bound to the rig, clothing
// checked against its clothingContract, every image decoded, and every
// sound decoded (character.CheckSoundData). It returns the problems of l
// followed by those only the whole load finds. A folder whose
// character.json is broken is left as it is (its own errors are in l
// already). A folder that is not a character (no character.json, actions
// or rig) is an error when it holds no file rigplay reads either (known
// is false: an empty folder, /etc), else a warning that its files were
// checked one by one.
func validateUnit(fsys fs.FS, l diag.List, known bool) diag.List {
	if hasErrorIn(l, manifest.FileName) {
		return l
	}
	c, d := character.Load(fsys, character.Options{})
	if c == nil && isNotACharacter(d) {
		if known {
			return append(l, diag.Diagnostic{File: ".", Severity: diag.Warning,
				Message: character.NotACharacter + "; its files were checked one by one"})
		}
		return append(l, d...)
	}
	if c != nil {
		d = append(d, c.CheckSoundData(fsys, character.SoundCheckOptions{})...)
	}
	return mergeDiags(l, d)
}

// isNotACharacter reports whether a load failed only because the folder
// holds no character.
func isNotACharacter(d diag.List) bool {
	return len(d) == 1 && d[0].Message == character.NotACharacter
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

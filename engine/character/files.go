package character

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/manifest"
)

// DefaultRig is the usual name of a rig file. Without character.json the
// rig is found by its "type" whatever its name (Sniff); this name tells a
// rig that does not parse.
const DefaultRig = "rig.json"

// NotACharacter is the message of the error for a folder that holds no
// character: no character.json, no actions and no rig.
const NotACharacter = "not a character: the folder has no character.json, no Actions.json (or other file of frame actions) and no playerRig file"

// files returns what the character package is made of: its character.json,
// or for a folder without one the files it holds, told apart by what they
// are (Sniff) whatever their names (docs/character-package.md#file-kinds).
// The load reads exactly these. The errors: a broken character.json, a
// folder without one holding two rigs (or two actions files: nothing says
// which to use), and a folder with neither actions nor a rig.
func (ld *loader) files() (*manifest.Manifest, diag.List) {
	m, d := ld.manifest()
	if d.HasErrors() {
		return nil, d
	}
	if ld.noManifest {
		d = append(d, ld.findFiles(m)...)
		if d.HasErrors() {
			return nil, d
		}
	}
	if m.Actions == "" && m.Rig == "" {
		if ld.noManifest {
			return nil, append(d, diag.Diagnostic{File: ".", Severity: diag.Error, Message: NotACharacter})
		}
		return nil, append(d, diag.Diagnostic{File: manifest.FileName, Severity: diag.Error,
			Message: "the character has neither frame actions (Actions.json) nor a rig (rig.json); character.json names neither"})
	}
	return m, d
}

// manifest returns the folder's character.json decoded (its files
// checked to exist), read and decoded once per load; a folder without one
// gets the defaults (manifest.Load). The diagnostics come clipped, so
// appending to them copies.
func (ld *loader) manifest() (*manifest.Manifest, diag.List) {
	if !ld.manifestRead {
		ld.manifestRead = true
		if _, err := fs.Stat(ld.fsys, manifest.FileName); errors.Is(err, fs.ErrNotExist) {
			ld.noManifest = true
			ld.m, ld.md = manifest.Load(ld.fsys) // the defaults: nothing to read
		} else if data, d := ld.read(manifest.FileName, manifest.MaxBytes); d != nil {
			ld.md = d
		} else {
			ld.m, ld.md = manifest.Decode(manifest.FileName, data, ld.fsys)
		}
	}
	return ld.m, slices.Clip(ld.md)
}

// findFiles fills in the files a folder without character.json holds,
// told apart by what they are (Sniff), whatever their names: the rig
// (exactly one), clips, clothing, curves and tweens, and the actions file
// when there is no Actions.json. Two rigs (or two actions files) are an
// error naming both: only character.json can say which one to use.
func (ld *loader) findFiles(m *manifest.Manifest) diag.List {
	var d diag.List
	var rigs, acts []string
	files := 0
	fs.WalkDir(ld.fsys, ".", func(name string, de fs.DirEntry, err error) error {
		if err != nil {
			return nil // an unreadable subfolder holds nothing we can load
		}
		if de.IsDir() {
			if name != "." && (strings.HasPrefix(de.Name(), ".") || strings.Count(name, "/") >= maxSniffDepth) {
				return fs.SkipDir
			}
			return nil
		}
		if !strings.EqualFold(path.Ext(name), ".json") || de.Type()&notAFile != 0 {
			return nil
		}
		if files++; files > maxSniffFiles {
			d = append(d, diag.Diagnostic{File: ".", Severity: diag.Error, Message: fmt.Sprintf(
				"the folder holds more than %d JSON files and no %s to say which to load", maxSniffFiles, manifest.FileName)})
			return fs.SkipAll
		}
		kind, err := ld.kind(name)
		if err != nil {
			return nil
		}
		switch kind {
		case KindRig:
			rigs = append(rigs, name)
		case KindActions:
			if name != m.Actions {
				acts = append(acts, name)
			}
		case KindClip:
			m.Clips = append(m.Clips, name)
		case KindClothing, KindAssetPatch:
			m.Clothing = append(m.Clothing, name)
		case KindCurve:
			m.Curves = append(m.Curves, name)
		case KindTween:
			m.Tweens = append(m.Tweens, name)
		}
		return nil
	})
	m.Rig = onlyOne(&d, rigs, "rigs (playerRig)", "rig")
	if m.Actions == "" {
		m.Actions = onlyOne(&d, acts, "actions files", "actions")
	}
	return d
}

// notAFile are the file types never opened to be sniffed (opening a FIFO
// blocks); a symbolic link is followed (os.Root keeps it in the folder).
const notAFile = fs.ModeNamedPipe | fs.ModeSocket | fs.ModeDevice | fs.ModeCharDevice | fs.ModeIrregular

// Limits of the search for a folder's files without character.json.
const (
	// maxSniffFiles is the most JSON files looked at.
	maxSniffFiles = 1000
	// maxSniffDepth is the deepest folder looked into (0 is the root).
	maxSniffDepth = 4
)

// onlyOne returns the one file of files, "" for none, and for more adds
// an error naming them: without a manifest nothing says which to use.
func onlyOne(d *diag.List, files []string, what, member string) string {
	switch len(files) {
	case 0:
		return ""
	case 1:
		return files[0]
	}
	*d = append(*d, diag.Diagnostic{File: files[1], Severity: diag.Error, Message: fmt.Sprintf(
		"the folder holds %d %s and no %s to say which is the character's: %s; name one as %q in %s, or move the others away",
		len(files), what, manifest.FileName, strings.Join(files, ", "), member, manifest.FileName)})
	return ""
}

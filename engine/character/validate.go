package character

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strings"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/fsread"
	"github.com/rigplay/rigplay/internal/manifest"
)

// Validate checks the character package rooted at fsys as one unit and file
// by file (docs/character-package.md#validate), as `rigplay validate` does,
// and returns every problem (file names relative to the root).
//
// First each file on its own, in this order: character.json, the
// Actions.json it names (or Actions.json), then every other JSON file of
// the folder and its subfolders in name order, each by what it is
// (Sniff), whether the character uses it or not; a JSON file of no kind
// rigplay reads is a warning. Then the package as Load loads it (clips
// bound to the rig, clothing checked against its contract, images decoded)
// with every sound decoded in full (CheckSoundData), unless character.json
// has an error: the problems only the whole finds follow, each once. Each
// JSON file is read and decoded once: loading the package takes the
// values checking the files alone made. A folder that holds no character is an
// error when it holds no file rigplay reads either (an empty folder,
// /etc), else a warning that its files were checked one by one. opts are
// Load's.
func Validate(fsys fs.FS, opts Options) diag.List {
	ld := newLoader(fsys, opts)
	l, known := ld.checkFiles()
	return slices.Clone(ld.checkWhole(l, known)) // the caller's to change: no memo shares it
}

// ValidateFile checks the one file name of fsys on its own, by what it is
// (Sniff: by name and content, so a file whose name or first bytes say
// what it is gets that format's located syntax error), with the decoder
// Validate uses; an Actions.json takes its Duration unit from the
// character.json beside it (or opts.Unit). A file of no kind rigplay
// reads is an error.
func ValidateFile(fsys fs.FS, name string, opts Options) diag.List {
	ld := newLoader(fsys, opts)
	kind, err := ld.kind(name)
	if err != nil {
		return diag.List{{File: name, Severity: diag.Error, Message: fsread.Message(err)}}
	}
	if kind == KindNone {
		return ld.notRead(name, diag.Error, "not a file rigplay reads: expected Actions.json, character.json, a playerRig, playerAnimation, clothing, assetPatch, rig.anim.curve or rig.anim.tween document")
	}
	m, _ := ld.manifest()
	return slices.Clone(ld.checkKind(name, kind, m))
}

// checkFiles checks character.json, the actions and every other JSON file
// of the folder on their own (Validate). known reports whether the folder
// holds anything rigplay reads.
func (ld *loader) checkFiles() (l diag.List, known bool) {
	m, l := ld.manifest()
	done := map[string]bool{manifest.FileName: true}
	if m != nil && m.Actions != "" {
		done[m.Actions] = true
		_, d := ld.decodeActions(m.Actions, ld.unit(m))
		l = append(l, d...)
	}
	var files []string
	fs.WalkDir(ld.fsys, ".", func(name string, de fs.DirEntry, err error) error {
		if err != nil {
			l = append(l, diag.Diagnostic{File: name, Severity: diag.Error, Message: fmt.Sprintf("cannot read: %v", err)})
			return nil
		}
		if !de.IsDir() && strings.EqualFold(path.Ext(name), ".json") && !done[name] {
			files = append(files, name)
		}
		return nil
	})
	sort.Strings(files)
	known = len(done) > 1 || m == nil || !ld.noManifest
	for _, name := range files {
		kind, err := ld.kind(name)
		if err != nil {
			l = append(l, diag.Diagnostic{File: name, Severity: diag.Error, Message: fsread.Message(err)})
			continue
		}
		if kind == KindNone {
			l = append(l, ld.notRead(name, diag.Warning, `not a file rigplay reads (no known "type" or shape); skipped`)...)
			continue
		}
		known = true
		// Also when the manifest is broken (m is nil): its errors must
		// not hide those of Actions.json.
		l = append(l, ld.checkKind(name, kind, m)...)
	}
	return l, known
}

// checkWhole loads the package as one unit after checkFiles found l
// (Validate): it returns l followed by the problems only the whole finds.
// A folder whose character.json is broken is left as it is (its errors
// are in l).
func (ld *loader) checkWhole(l diag.List, known bool) diag.List {
	if hasErrorIn(l, manifest.FileName) {
		return l
	}
	c, d := ld.run()
	if c == nil && len(d) == 1 && d[0].Message == NotACharacter {
		if known {
			return append(l, diag.Diagnostic{File: ".", Severity: diag.Warning,
				Message: NotACharacter + "; its files were checked one by one"})
		}
		return append(l, d...)
	}
	if c != nil {
		d = append(d, c.CheckSoundData(ld.fsys, SoundCheckOptions{})...)
	}
	return appendNew(l, d)
}

// checkKind checks the file name on its own as kind; m is the folder's
// manifest (for Actions.json's Duration unit), nil when it is broken.
func (ld *loader) checkKind(name string, kind Kind, m *manifest.Manifest) diag.List {
	switch kind {
	case KindManifest:
		dir := path.Dir(name)
		if dir == "." {
			_, d := ld.manifest()
			return d
		}
		return ld.checkSubManifest(dir)
	case KindActions:
		_, d := ld.decodeActions(name, ld.unit(m))
		return d
	}
	return ld.decodeKind(name, kind)
}

// checkSubManifest checks the character.json of the subfolder dir as the
// manifest of a character rooted there.
func (ld *loader) checkSubManifest(dir string) diag.List {
	name := path.Join(dir, manifest.FileName)
	sub, err := fs.Sub(ld.fsys, dir)
	if err != nil {
		return diag.List{{File: name, Severity: diag.Error, Message: "cannot read: " + err.Error()}}
	}
	data, d := ld.read(name, manifest.MaxBytes)
	if d == nil {
		_, d = manifest.Decode(manifest.FileName, data, sub)
		for i := range d {
			d[i].File = path.Join(dir, d[i].File)
		}
	}
	return d
}

// notRead is the diagnostic of a file of no known kind (Sniff read it):
// the size limit's error for one too big to tell, else msg at sev.
func (ld *loader) notRead(name string, sev diag.Severity, msg string) diag.List {
	if r := ld.reads[name]; r != nil && r.err != nil {
		return diag.List{fsread.Diagnostic(name, r.err)}
	}
	return diag.List{{File: name, Severity: sev, Message: msg}}
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

// appendNew appends to l each diagnostic of more that l does not hold
// already: loading the whole reports again, as the same values, the
// problems of the files checked alone (the same decode, done once).
func appendNew(l, more diag.List) diag.List {
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

package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/internal/diag"
	"github.com/rigplay/rigplay/internal/fsread"
	"github.com/rigplay/rigplay/internal/manifest"
	"github.com/rigplay/rigplay/rig"
)

func init() {
	register("validate", "check character folders or single files; exit 1 on any error", runValidate)
}

func runValidate(args []string, stdout, stderr io.Writer) int {
	fset := newFlagSet("validate", "[--json] PATH...", stderr)
	asJSON := fset.Bool("json", false, "print a JSON array of {file, line, column, pointer, severity, message}")
	paths, err := parseInterspersed(fset, args)
	if err != nil {
		return 2
	}
	if len(paths) == 0 {
		fset.Usage()
		return 2
	}
	var all diag.List
	for _, p := range paths {
		all = append(all, validatePath(p)...)
	}
	if *asJSON {
		if all == nil {
			all = diag.List{}
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.Encode(all)
	} else {
		for _, d := range all {
			fmt.Fprintln(stdout, d.Error())
		}
		if !all.HasErrors() {
			fmt.Fprintf(stderr, "ok: %s\n", strings.Join(paths, " "))
		}
	}
	if all.HasErrors() {
		return 1
	}
	return 0
}

// validatePath checks a character folder or one file. File names in the
// diagnostics are given as the user named the path.
func validatePath(p string) diag.List {
	st, err := os.Stat(p)
	if err != nil {
		return diag.List{{File: p, Severity: diag.Error, Message: fmt.Sprintf("cannot read: %v", err)}}
	}
	if st.IsDir() {
		fsys, closeFn, err := openDir(p)
		if err != nil {
			return diag.List{{File: p, Severity: diag.Error, Message: err.Error()}}
		}
		defer closeFn()
		return prefix(validateFolder(fsys), p)
	}
	dir, base := filepath.Split(p)
	if dir == "" {
		dir = "."
	}
	fsys, closeFn, err := openDir(dir)
	if err != nil {
		return diag.List{{File: p, Severity: diag.Error, Message: err.Error()}}
	}
	defer closeFn()
	return prefix(validateFile(fsys, base), dir)
}

// prefix makes the diagnostics' file names relative to the working folder.
func prefix(l diag.List, dir string) diag.List {
	for i := range l {
		l[i].File = filepath.ToSlash(filepath.Join(dir, filepath.FromSlash(l[i].File)))
	}
	return l
}

// validateFolder checks a whole character package: its manifest, its
// Actions.json, and every other JSON file rigplay knows (told apart by
// character.Sniff, the loader's own way), each on its own, then the
// package as one unit (validateUnit).
func validateFolder(fsys fs.FS) diag.List {
	m, all := manifest.Load(fsys)
	done := map[string]bool{manifest.FileName: true}
	if m != nil && m.Actions != "" {
		done[m.Actions] = true
		_, d := actions.Load(fsys, m.Actions, actions.Options{Unit: m.DurationUnit()})
		all = append(all, d...)
	}
	var files []string
	fs.WalkDir(fsys, ".", func(name string, de fs.DirEntry, err error) error {
		if err != nil {
			all = append(all, diag.Diagnostic{File: name, Severity: diag.Error, Message: fmt.Sprintf("cannot read: %v", err)})
			return nil
		}
		if !de.IsDir() && strings.EqualFold(path.Ext(name), ".json") && !done[name] {
			files = append(files, name)
		}
		return nil
	})
	sort.Strings(files)
	known := len(done) > 1 || m == nil || fileExists(fsys, manifest.FileName)
	for _, name := range files {
		kind, err := character.SniffFile(fsys, name)
		if err != nil {
			all = append(all, diag.Diagnostic{File: name, Severity: diag.Error, Message: fsread.Message(err)})
			continue
		}
		if kind == character.KindNone {
			all = append(all, notRead(fsys, name, diag.Warning, `not a file rigplay reads (no known "type" or shape); skipped`)...)
			continue
		}
		known = true
		// Also when the manifest is broken (m is nil): its errors must
		// not hide those of Actions.json.
		all = append(all, validateKind(fsys, name, kind, m)...)
	}
	return validateUnit(fsys, all, known)
}

// validateFile checks one file, choosing its format by name and content
// (character.Sniff): a file whose name says what it is (rig.json,
// clips/x.json, ...) but that does not parse gets that format's located
// syntax error.
func validateFile(fsys fs.FS, name string) diag.List {
	kind, err := character.SniffFile(fsys, name)
	if err != nil {
		return diag.List{{File: name, Severity: diag.Error, Message: fsread.Message(err)}}
	}
	if kind == character.KindNone {
		return notRead(fsys, name, diag.Error, "not a file rigplay reads: expected Actions.json, character.json, a playerRig, playerAnimation, clothing, rig.anim.curve or rig.anim.tween document")
	}
	m, _ := manifest.Load(fsys)
	return validateKind(fsys, name, kind, m)
}

// notRead is the diagnostic of a file of no known kind: the size limit's
// error for one too big to tell, else msg at sev.
func notRead(fsys fs.FS, name string, sev diag.Severity, msg string) diag.List {
	if _, d := fsread.Read(fsys, name, rig.MaxFileBytes); d != nil {
		return d
	}
	return diag.List{{File: name, Severity: sev, Message: msg}}
}

// validateKind checks one file as the kind given. m is the folder's
// manifest (for Actions.json's time unit), nil when it is broken.
func validateKind(fsys fs.FS, name string, kind character.Kind, m *manifest.Manifest) diag.List {
	switch kind {
	case character.KindManifest:
		dir := path.Dir(name)
		if dir == "." {
			_, d := manifest.Load(fsys)
			return d
		}
		sub, err := fs.Sub(fsys, dir)
		if err != nil {
			return diag.List{{File: name, Severity: diag.Error, Message: "cannot read: " + err.Error()}}
		}
		_, d := manifest.Load(sub)
		for i := range d {
			d[i].File = path.Join(dir, d[i].File)
		}
		return d
	case character.KindActions:
		_, d := actions.Load(fsys, name, actions.Options{Unit: m.DurationUnit()})
		return d
	}
	_, d := validateRigFile(fsys, name)
	return d
}

// fileExists reports whether name exists in fsys (or cannot be told not to).
func fileExists(fsys fs.FS, name string) bool {
	_, err := fs.Stat(fsys, name)
	return !errors.Is(err, fs.ErrNotExist)
}

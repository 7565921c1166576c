package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/internal/diag"
	"github.com/rigplay/rigplay/internal/manifest"
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
// Actions.json, and every other JSON file rigplay knows, each on its own,
// then the package as one unit (validateUnit).
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
	for _, name := range files {
		if path.Base(name) == "Actions.json" {
			// Also when the manifest is broken (m is nil): its errors
			// must not hide those of Actions.json.
			var opts actions.Options
			if m != nil {
				opts.Unit = m.DurationUnit()
			}
			_, d := actions.Load(fsys, name, opts)
			all = append(all, d...)
			continue
		}
		kind, d := validateRigFile(fsys, name)
		if kind == "" && len(d) == 0 {
			all = append(all, diag.Diagnostic{File: name, Severity: diag.Warning, Message: "not a file rigplay reads (no known \"type\" or shape); skipped"})
		}
		all = append(all, d...)
	}
	return validateUnit(fsys, all)
}

// validateFile checks one file, choosing its format by name and content.
func validateFile(fsys fs.FS, name string) diag.List {
	if name == manifest.FileName {
		_, d := manifest.Load(fsys)
		return d
	}
	if path.Base(name) == "Actions.json" || looksLikeActions(fsys, name) {
		unit := actions.Options{}
		if m, _ := manifest.Load(fsys); m != nil {
			unit.Unit = m.DurationUnit()
		}
		_, d := actions.Load(fsys, name, unit)
		return d
	}
	kind, d := validateRigFile(fsys, name)
	if kind == "" && len(d) == 0 {
		return diag.List{{File: name, Severity: diag.Error, Message: "not a file rigplay reads: expected Actions.json, character.json, a playerRig, playerAnimation, clothing, rig.anim.curve or rig.anim.tween document"}}
	}
	return d
}

// looksLikeActions reports whether the file's first bytes name ActionItems.
func looksLikeActions(fsys fs.FS, name string) bool {
	f, err := fsys.Open(name)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 4096)
	n, _ := io.ReadFull(f, head)
	return bytes.Contains(head[:n], []byte(`"ActionItems"`))
}

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/diag"
)

func init() {
	register("validate", "check character folders or single files; exit 1 on any error", runValidate)
}

func runValidate(args []string, stdout, stderr io.Writer) int {
	fset := newFlagSet("validate", "[--json] [-v] PATH...", stderr)
	asJSON := fset.Bool("json", false, "print a JSON array of {file, line, column, pointer, severity, message} (every problem)")
	verbose := fset.Bool("v", false, "print every warning on its own line (without -v, warnings that say the same thing are one line with their count)")
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
		lines := all.Grouped()
		if *verbose {
			lines = strings.Split(all.Error(), "\n")
			if len(all) == 0 {
				lines = nil
			}
		}
		for _, line := range lines {
			fmt.Fprintln(stdout, line)
		}
		if !all.HasErrors() {
			say(stderr, "ok: %s", strings.Join(paths, " "))
		}
	}
	if all.HasErrors() {
		return 1
	}
	return 0
}

// validatePath checks a character folder or one file
// (character.Validate, character.ValidateFile). File names in the
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
		return prefix(character.Validate(fsys, character.Options{}), p)
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
	return prefix(character.ValidateFile(fsys, base, character.Options{}), dir)
}

// prefix makes the diagnostics' file names relative to the working folder.
func prefix(l diag.List, dir string) diag.List {
	for i := range l {
		l[i].File = filepath.ToSlash(filepath.Join(dir, filepath.FromSlash(l[i].File)))
	}
	return l
}

package clippy

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/safeout"
)

// WriteOptions control WriteDir.
type WriteOptions struct {
	// Force replaces an existing, non-empty dir, but only one that holds
	// a character.json (a previous import): a folder of other files is
	// never deleted. Without Force, a dir that holds exactly an earlier
	// import by WriteDir (its MarkerFile and the unchanged files it lists)
	// is replaced too, so importing again into the same folder works.
	Force bool
	// Progress, when set, is told how many files are written ("write").
	Progress func(stage string, done, total int)
}

// WriteDir writes the package, and a MarkerFile listing its files, into
// dir as one step: the files go to a new temporary folder beside dir,
// which then takes dir's place. A failed
// write leaves dir as it was and no temporary folder behind. Problems are
// reported with File set to dir.
func (p *Package) WriteDir(dir string, opts WriteOptions) diag.List {
	fail := func(format string, args ...any) diag.List {
		return diag.List{{File: filepath.ToSlash(dir), Severity: diag.Error, Message: fmt.Sprintf(format, args...)}}
	}
	dir = filepath.Clean(dir)
	exists := false
	switch st, err := os.Lstat(dir); {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return fail("cannot read: %v", pathErr(err))
	case !st.IsDir():
		return fail("exists and is not a folder")
	default:
		exists = true
		entries, err := os.ReadDir(dir)
		if err != nil {
			return fail("cannot read: %v", pathErr(err))
		}
		if len(entries) > 0 && !isPreviousImport(dir) {
			if !opts.Force {
				return fail("folder is not empty and is not an unchanged import by rigplay; use --force to replace it")
			}
			if _, err := os.Lstat(filepath.Join(dir, "character.json")); err != nil {
				return fail("folder is not empty and holds no character.json; refusing to replace a folder that is not a character package")
			}
		}
	}
	parent := filepath.Dir(dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return fail("cannot create its parent folder: %v", pathErr(err))
	}
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(dir)+".import-*")
	if err != nil {
		return fail("cannot create a temporary folder: %v", pathErr(err))
	}
	ok := false
	defer func() {
		if !ok {
			os.RemoveAll(tmp)
		}
	}()
	if err := os.Chmod(tmp, 0o755); err != nil {
		return fail("%v", err)
	}
	for i, f := range p.Files {
		if opts.Progress != nil {
			opts.Progress("write", i, len(p.Files))
		}
		name := filepath.Join(tmp, filepath.FromSlash(f.Path))
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			return fail("cannot write %s: %v", f.Path, pathErr(err))
		}
		if err := safeout.WriteNew(name, f.Data); err != nil {
			return fail("cannot write %s: %v", f.Path, pathErr(err))
		}
	}
	if err := safeout.WriteNew(filepath.Join(tmp, MarkerFile), p.marker()); err != nil {
		return fail("cannot write %s: %v", MarkerFile, pathErr(err))
	}
	syncTree(tmp)
	if opts.Progress != nil {
		opts.Progress("write", len(p.Files), len(p.Files))
	}
	if !exists {
		if err := os.Rename(tmp, dir); err != nil {
			return fail("cannot move the new package into place: %v", err)
		}
		ok = true
		safeout.SyncDir(parent)
		return nil
	}
	old := tmp + ".old"
	if err := os.Rename(dir, old); err != nil {
		return fail("cannot move the old folder aside: %v", err)
	}
	if err := os.Rename(tmp, dir); err != nil {
		os.Rename(old, dir)
		return fail("cannot move the new package into place: %v", err)
	}
	ok = true
	safeout.SyncDir(parent)
	if err := os.RemoveAll(old); err != nil {
		return fail("new package written, but the old one is left at %s: %v", old, err)
	}
	return nil
}

// syncTree syncs the folders of the new package, deepest first, so that
// the files written into them (each synced by safeout.WriteNew) last
// before the folder takes dir's place.
func syncTree(root string) {
	var dirs []string
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			dirs = append(dirs, p)
		}
		return nil
	})
	for i := len(dirs) - 1; i >= 0; i-- {
		safeout.SyncDir(dirs[i])
	}
}

package core

import (
	"os"
	"path/filepath"
)

// ShotsDir is the folder the p key saves screenshots in: --shots when
// set; else the desktop's pictures folder, $XDG_PICTURES_DIR, or
// ~/Pictures, when it exists; else the system's temporary folder. Never
// the working folder unasked (under make run, the repository;
// docs/viewer.md#screenshots). getenv and
// isDir stand for os.Getenv and a folder test; home is the user's home
// ("" when unknown).
func ShotsDir(flag string, getenv func(string) string, home string, isDir func(string) bool) string {
	if flag != "" {
		return flag
	}
	if d := getenv("XDG_PICTURES_DIR"); d != "" && filepath.IsAbs(d) && isDir(d) {
		return d
	}
	if home != "" {
		if d := filepath.Join(home, "Pictures"); isDir(d) {
			return d
		}
	}
	return os.TempDir()
}

// IsDir reports whether path is a folder.
func IsDir(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.IsDir()
}

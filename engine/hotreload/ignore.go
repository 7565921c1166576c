package hotreload

import "strings"

// DefaultIgnore reports whether name (a file or folder name, not a path)
// is editor or tool noise: Vim swap files (*.swp, *.swo, *.swx, *.swpx) and
// its write test file "4913", backups ending in "~", Emacs lock files
// (".#*"), macOS ".DS_Store" and resource forks ("._*"), and the folders of
// version control systems (.git, .hg, .svn). Such a name never triggers a
// reload on its own; a real save always touches the real name too.
func DefaultIgnore(name string) bool {
	switch name {
	case "4913", ".DS_Store", ".git", ".hg", ".svn":
		return true
	}
	if strings.HasSuffix(name, "~") || strings.HasPrefix(name, ".#") || strings.HasPrefix(name, "._") {
		return true
	}
	for _, ext := range [...]string{".swp", ".swo", ".swx", ".swpx"} {
		if strings.HasSuffix(name, ext) {
			return true
		}
	}
	return false
}

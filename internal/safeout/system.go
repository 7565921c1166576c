package safeout

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// systemFolders are the folders of a Unix system whose entries are
// devices, processes' open files and kernel settings, not files: an
// output there (-o /dev/stdout, a symbolic link to /proc/self/fd/1) would
// replace a system entry, so it is refused.
var systemFolders = []string{"/dev", "/proc", "/sys"}

// SystemError is a destination in a system folder, or a symbolic link
// into one.
type SystemError struct {
	Path string
	// Target is where the link leads, or Path's folder.
	Target string
}

func (e *SystemError) Error() string {
	return fmt.Sprintf("%s is in %s, a system folder of devices and open files, not a file; rigplay writes only regular files", e.Path, e.Target)
}

// inSystem reports whether p, an absolute path with links resolved,
// lies in a system folder.
func inSystem(p string) bool {
	if filepath.Separator != '/' {
		return false
	}
	for _, d := range systemFolders {
		if p == d || strings.HasPrefix(p, d+"/") {
			return true
		}
	}
	return false
}

// checkSystem refuses dest when its folder is a system folder, or when
// dest is a symbolic link whose target is in one (/dev/stdout leads to
// /proc/self/fd/1, which may be a regular file: the process's output).
func checkSystem(dest string, link bool) error {
	if dir, err := filepath.Abs(filepath.Dir(dest)); err == nil {
		if real, err := filepath.EvalSymlinks(dir); err == nil {
			dir = real
		}
		if inSystem(dir) {
			return &SystemError{Path: dest, Target: dir}
		}
	}
	if !link {
		return nil
	}
	target, err := os.Readlink(dest)
	if err != nil {
		return nil
	}
	if !filepath.IsAbs(target) {
		target = filepath.Join(filepath.Dir(dest), target)
	}
	if abs, err := filepath.Abs(target); err == nil {
		target = abs
	}
	if inSystem(filepath.Clean(target)) {
		return &SystemError{Path: dest, Target: target}
	}
	if real, err := filepath.EvalSymlinks(target); err == nil && inSystem(real) {
		return &SystemError{Path: dest, Target: real}
	}
	return nil
}

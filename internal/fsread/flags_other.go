//go:build !unix

package fsread

// openFlags: systems without Unix named pipes in folders open files
// plainly; the kind checks still refuse anything but regular files.
const openFlags = 0

// dirSuffix ends a folder's path given to os.OpenRoot (nothing here).
const dirSuffix = ""

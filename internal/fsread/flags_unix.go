//go:build unix

package fsread

import "syscall"

// openFlags open a file without waiting (a FIFO opened for reading waits
// for a writer unless O_NONBLOCK) and without making a terminal the
// controlling one. Reads of regular files ignore O_NONBLOCK.
const openFlags = syscall.O_NONBLOCK | syscall.O_NOCTTY

// dirSuffix ends a folder's path given to os.OpenRoot: with it, the
// system opens only a folder, and refuses anything else without opening
// it.
const dirSuffix = "/"

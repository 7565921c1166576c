// Package fsread is the one place that opens a character's files, on disk
// and in any fs.FS, for every loader (Actions.json, character.json, rigs,
// clips, clothing, curves, tweens, images, sounds), the clippy importer,
// the viewer and hot reload.
//
// It reads regular files only. A named pipe (FIFO), a socket, a device or
// a folder where a file is expected is refused with an error that names
// what it is (see [KindError]); the kind is checked before the file is
// opened and again on the opened file, and on disk files are opened
// without blocking (O_NONBLOCK on Unix), so a file swapped for a FIFO
// between the check and the open cannot make a load wait. A file is read
// with its format's size limit whatever the file system says its size is:
// at most limit+1 bytes are ever read (see [SizeError]).
//
// A folder on disk is opened with [OpenRoot], through [os.Root]: nothing
// outside it is read, and a symbolic link that leaves it is reported as
// such ([LeaveError]) instead of "not found". Other file systems (an
// embed.FS, an fstest.MapFS, a zip) go through the same functions: their
// kinds are checked the same way; only a Root can promise that nothing
// blocks between the check and the open, so disk folders should always be
// opened with OpenRoot rather than os.DirFS.
//
// Errors are *fs.PathError values whose Err is a [KindError], a
// [LeaveError], a [SizeError] or the file system's own error; [Message]
// words any of them for a diagnostic, and [Read] returns the diagnostic.
package fsread

// Package safeout is the one writer of the files the rigplay commands make
// (render's PNG, GIF and sheet, export web's site, sound's WAV, the clippy
// importer's package files). It keeps the output rules of
// docs/errors.md#outputs:
//
//   - An output is never one of the files the command read: a [Set] is
//     given the command's [Inputs] (the files its load opened, and those
//     named on the command line) and refuses a destination that is the
//     same file as one of them (os.SameFile, so a hard link or a symbolic
//     link to an input is caught too) with a [SameFileError] naming both.
//   - Only regular files it creates are written. Each output is written
//     to a new temporary file beside its destination (created with
//     O_EXCL, so nothing already there is opened, a symbolic link
//     included), synced, and renamed into place: a symbolic link at the
//     destination is replaced, never written through. A destination that
//     is a named pipe, a device, a socket or a folder (itself or through a
//     symbolic link) is refused with a [KindError] before anything is
//     written, so a command never blocks on it; so is one in /dev, /proc
//     or /sys, or a link into them (-o /dev/stdout), with a
//     [SystemError]: replacing it would replace a system entry.
//   - All or nothing: every file of a Set is written to its temporary
//     file first; only when all are written and synced are they renamed
//     into place. A failure (a full disk) removes every temporary file
//     and leaves what was at the destinations untouched.
package safeout

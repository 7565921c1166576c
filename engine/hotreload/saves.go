package hotreload

// The end of a save (docs/character-package.md#save-end): where the system
// tells when a writer closes a file, a save reloads on its last event
// instead of after a quiet time. A saveEvent is one file event of a
// watched folder, in the order the system reported it.

// saveOp is what a file event says about a save.
type saveOp uint8

const (
	// saveWriting: the file was created or written; more may follow
	// until the writer closes it.
	saveWriting saveOp = iota
	// saveDone: the writer closed the file it wrote, or a file was
	// renamed into place: the save of that file is complete.
	saveDone
	// saveChanged: a file was removed, renamed away or had its
	// attributes changed; a save often goes on after it (a backup
	// renamed away before the new file is written), so it reloads after
	// the quiet time.
	saveChanged
	// saveOverflow: the system dropped events; the tree is rescanned.
	saveOverflow
	// saveFolder: a folder of a watched folder was created, moved in or
	// out, or removed; the folders to watch are looked at again.
	saveFolder
)

// saveEvent is one file event of the save watcher.
type saveEvent struct {
	name string // the file's path
	op   saveOp
}

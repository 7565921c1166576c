package hotreload

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/fsnotify/fsnotify"
)

// eventLoop reads the watcher's events, keeps the set of watched folders
// up to date and turns each save into one load request
// (docs/character-package.md#save-end). Where the save watcher runs, a
// save loads on its last event: the close of the file written or the
// rename that puts it in place, once no other file is being written;
// other changes (removals, attributes, folders) load once no event came
// for Debounce. Without it every change waits for that quiet time. A
// steady stream of events loads at the latest MaxWait after its first.
func (w *Watcher[T]) eventLoop() {
	defer w.loops.Done()
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	defer timer.Stop()
	var pending bool
	var first time.Time
	// writing holds the files written and not yet closed.
	writing := map[string]bool{}
	var saves <-chan saveEvent
	if w.saves != nil {
		saves = w.saves.events
	}
	// While the root folder is gone, it is looked for every MissingPoll.
	var poll *time.Ticker
	var polls <-chan time.Time
	defer func() {
		if poll != nil {
			poll.Stop()
		}
	}()
	pollWhileMissing := func() {
		switch {
		case w.missing && poll == nil:
			poll = time.NewTicker(w.opts.MissingPoll)
			polls = poll.C
		case !w.missing && poll != nil:
			poll.Stop()
			poll, polls = nil, nil
		}
	}
	touch := func() {
		now := time.Now()
		if !pending {
			pending, first = true, now
		}
		wait := w.opts.Debounce
		if left := w.opts.MaxWait - now.Sub(first); left < wait {
			wait = max(left, 0)
		}
		timer.Reset(wait)
	}
	loadNow := func() {
		pending = false
		timer.Stop()
		clear(writing)
		signal(w.reqs)
	}
	for {
		select {
		case <-w.done:
			return
		case ev, ok := <-w.fsw.Events:
			if !ok {
				<-w.done
				return
			}
			if counts, folder := w.handle(ev); counts && (folder || saves == nil || w.savesPartial) {
				touch()
			}
			pollWhileMissing()
		case se := <-saves:
			// Take every event already read with it: a close is only
			// the save's end when no write came after it.
			var b saveBatch
			b.add(w, se, writing)
			for more := true; more; {
				select {
				case se := <-saves:
					b.add(w, se, writing)
				default:
					more = false
				}
			}
			switch {
			case b.overflow:
				w.opts.Logf("hotreload: the system dropped file events; rescanning %s", w.dir)
				w.syncDirs()
				touch()
			case b.folder:
				// A folder created, moved or removed, seen by the save
				// watcher (fsnotify may not have a watch where it
				// happened yet): watch what is there now.
				w.syncDirs()
				touch()
			case b.done && len(writing) == 0:
				loadNow()
			case b.changed:
				touch()
			}
		case <-polls:
			if w.rootBack() {
				touch()
			}
			pollWhileMissing()
		case <-w.rescan:
			w.syncDirs()
			touch()
			pollWhileMissing()
		case <-w.force:
			if w.missing {
				w.rootBack()
			} else {
				w.syncDirs()
			}
			loadNow()
			pollWhileMissing()
		case <-timer.C:
			if pending {
				// A file left open past the quiet time (a writer that
				// keeps it) no longer holds the next saves back.
				loadNow()
			}
		}
	}
}

// handle updates the watched folders for one event and reports whether
// the event may change what loads, and whether it is about a folder (the
// root, its parent or a watched folder) rather than a file.
func (w *Watcher[T]) handle(ev fsnotify.Event) (counts, folder bool) {
	switch {
	case ev.Name == w.dir:
		// From the root's own watch or from its parent's.
		switch {
		case ev.Has(fsnotify.Create):
			// Created again, or renamed back: watch the new folder.
			w.rootBack()
		case ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename):
			if !w.missing {
				w.opts.Logf("hotreload: the watched folder %s was removed or renamed; watching for it to come back", w.dir)
			}
			w.missing = true
		}
		return true, true
	case w.parent != "" && ev.Name == w.parent:
		// The parent itself removed or moved: its watch is gone, and
		// the root with it. The root is looked for by polling.
		if ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename) {
			w.missing = true
			return true, true
		}
		return false, false
	case w.parent != "" && filepath.Dir(ev.Name) == w.parent:
		// Another entry of the parent folder: none of our business.
		return false, false
	}
	if w.opts.Ignore(filepath.Base(ev.Name)) {
		return false, false
	}
	switch {
	case ev.Has(fsnotify.Create):
		// A folder created or moved in: watch it and what is already in it.
		if fi, err := os.Lstat(ev.Name); err == nil && fi.IsDir() {
			w.syncDirs()
			return true, true
		}
	case ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename):
		// A watched folder removed or moved away: its watch, and its
		// subfolders', follow the folders, not their names, so every
		// name may now stand for another folder's watch (two folders
		// swapped). The subfolders are watched afresh.
		if w.dirs[ev.Name] {
			w.rewatch()
			return true, true
		}
	}
	return true, false
}

// rewatch drops the watches of every subfolder and watches the tree
// again (syncDirs): after folders were moved within the tree, the names
// the watches were added under may belong to other folders. The root's
// watch stays (a root moved is rootBack's case), and so do the save
// watcher's, which its sync matches to the folders by the kernel's own
// answer; the load that follows reads what changed meanwhile.
func (w *Watcher[T]) rewatch() {
	w.unwatchTree(false)
	w.syncDirs()
}

// unwatchTree drops fsnotify's watches of the tree (the parent's stays),
// the root's too when root is set.
func (w *Watcher[T]) unwatchTree(root bool) {
	for _, p := range w.fsw.WatchList() {
		if p == w.parent || (p == w.dir && !root) {
			continue
		}
		if err := w.fsw.Remove(p); err != nil && !errors.Is(err, fsnotify.ErrNonExistentWatch) && !errors.Is(err, fsnotify.ErrClosed) {
			w.opts.Logf("hotreload: unwatch %s: %v", p, err)
		}
	}
}

// saveBatch is what a run of save events says.
type saveBatch struct {
	// done: a file's save ended (closed after writing, or renamed into
	// place) and it is not empty. changed: something else changed, that
	// waits for the quiet time (a write still open, a removal, a file
	// only truncated). overflow: events were lost.
	done, changed, overflow bool
	// folder: a folder was created, moved in or out, or removed.
	folder bool
}

// add takes one save event into b; writing holds the files written and
// not yet closed.
func (b *saveBatch) add(w interface{ ignore(string) bool }, se saveEvent, writing map[string]bool) {
	switch se.op {
	case saveOverflow:
		b.overflow = true
		return
	case saveFolder:
		if !w.ignore(se.name) {
			b.folder = true
		}
		return
	}
	if w.ignore(se.name) {
		return
	}
	switch se.op {
	case saveWriting:
		writing[se.name] = true
		b.changed = true
	case saveChanged:
		b.changed = true
	case saveDone:
		delete(writing, se.name)
		if emptyFile(se.name) {
			// Only truncated (the first step of a save in two):
			// the quiet time decides.
			b.changed = true
		} else {
			b.done = true
		}
	}
	if len(writing) > 0 {
		// Another file is still being written: its close decides.
		b.changed = true
	}
}

// ignore reports whether the file or folder at path p has a noise name.
func (w *Watcher[T]) ignore(p string) bool { return w.opts.Ignore(filepath.Base(p)) }

// emptyFile reports whether name is an empty regular file: the first step
// of a save that truncates the file, closes it, and writes it again.
func emptyFile(name string) bool {
	fi, err := os.Lstat(name)
	return err == nil && fi.Mode().IsRegular() && fi.Size() == 0
}

// readErrors drains the watcher's error channel, so that fsnotify never
// blocks on it. An overflow of the kernel's event queue means events were
// lost: the tree is rescanned and reloaded.
func (w *Watcher[T]) readErrors() {
	defer w.errReader.Done()
	for err := range w.fsw.Errors {
		if errors.Is(err, fsnotify.ErrEventOverflow) {
			w.opts.Logf("hotreload: %v; rescanning %s", err, w.dir)
			signal(w.rescan)
			continue
		}
		w.opts.Logf("hotreload: %v", err)
	}
}

// rootBack watches the root folder again when it exists (after it was
// removed and created again, renamed away and back, or swapped for
// another): the watches kept under its name may be the old folder's, so
// they are dropped and the tree is watched afresh; the parent is watched
// again if its watch was lost. It reports whether the root is there.
func (w *Watcher[T]) rootBack() bool {
	fi, err := os.Stat(w.dir)
	if err != nil || !fi.IsDir() {
		w.missing = true
		return false
	}
	// Every watch kept under the root's name, its subfolders' included,
	// may be the old folder's (a folder swapped for another keeps them
	// on the old one): drop them all and watch the tree afresh.
	if w.saves != nil {
		w.saves.reset()
	}
	w.unwatchTree(true)
	if w.missing {
		w.opts.Logf("hotreload: %s is back; watching it again", w.dir)
	}
	w.missing = false
	w.syncDirs()
	if w.parent != "" && !slices.Contains(w.fsw.WatchList(), w.parent) {
		if err := w.fsw.Add(w.parent); err != nil && !errors.Is(err, fsnotify.ErrClosed) {
			w.opts.Logf("hotreload: cannot watch %s again: %v", w.parent, err)
		}
	}
	return !w.missing
}

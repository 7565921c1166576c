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
// up to date and turns bursts of events into one load request: a load is
// requested once no event came for Debounce, or MaxWait after the first
// event of a burst.
func (w *Watcher[T]) eventLoop() {
	defer w.loops.Done()
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	defer timer.Stop()
	var pending bool
	var first time.Time
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
	for {
		select {
		case <-w.done:
			return
		case ev, ok := <-w.fsw.Events:
			if !ok {
				<-w.done
				return
			}
			if w.handle(ev) {
				touch()
			}
			pollWhileMissing()
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
			pending = false
			timer.Stop()
			signal(w.reqs)
			pollWhileMissing()
		case <-timer.C:
			if pending {
				pending = false
				signal(w.reqs)
			}
		}
	}
}

// handle updates the watched folders for one event and reports whether
// the event may change what loads.
func (w *Watcher[T]) handle(ev fsnotify.Event) bool {
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
		return true
	case w.parent != "" && ev.Name == w.parent:
		// The parent itself removed or moved: its watch is gone, and
		// the root with it. The root is looked for by polling.
		if ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename) {
			w.missing = true
			return true
		}
		return false
	case w.parent != "" && filepath.Dir(ev.Name) == w.parent:
		// Another entry of the parent folder: none of our business.
		return false
	}
	if w.opts.Ignore(filepath.Base(ev.Name)) {
		return false
	}
	switch {
	case ev.Has(fsnotify.Create):
		// A folder created or moved in: watch it and what is already in it.
		if fi, err := os.Lstat(ev.Name); err == nil && fi.IsDir() {
			w.syncDirs()
		}
	case ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename):
		// A watched folder removed or moved away (its subfolders' watches
		// now carry stale names): rescan.
		if w.dirs[ev.Name] {
			w.syncDirs()
		}
	}
	return true
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
	for _, p := range w.fsw.WatchList() {
		if p == w.parent {
			continue
		}
		if err := w.fsw.Remove(p); err != nil && !errors.Is(err, fsnotify.ErrNonExistentWatch) && !errors.Is(err, fsnotify.ErrClosed) {
			w.opts.Logf("hotreload: unwatch %s: %v", p, err)
		}
	}
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

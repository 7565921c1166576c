package hotreload

import (
	"errors"
	"os"
	"path/filepath"
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
		case <-w.rescan:
			w.syncDirs()
			touch()
		case <-w.force:
			w.syncDirs()
			pending = false
			timer.Stop()
			signal(w.reqs)
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
	if ev.Name == w.dir {
		if ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename) {
			w.opts.Logf("hotreload: the watched folder %s was removed or renamed", w.dir)
		}
		return true
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

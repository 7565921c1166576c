package hotreload

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"sort"

	"github.com/fsnotify/fsnotify"
	"github.com/rigplay/rigplay/internal/fsread"
)

// syncDirs walks the tree and makes the watches match it: folders gone or
// moved away are unwatched first (a moved folder keeps its kernel watch
// under a stale name until then), new ones watched. It compares with the
// watches that really exist, so it also restores one that was lost (the
// root recreated, then Reload). Ignored names are not entered; at most
// MaxDirs folders are watched.
func (w *Watcher[T]) syncDirs() {
	found, truncated := w.scanDirs()
	have := map[string]bool{}
	for _, p := range w.fsw.WatchList() {
		have[p] = true
	}
	for p := range have {
		if found[p] || p == w.parent {
			continue
		}
		if err := w.fsw.Remove(p); err != nil && !errors.Is(err, fsnotify.ErrNonExistentWatch) && !errors.Is(err, fsnotify.ErrClosed) {
			w.opts.Logf("hotreload: unwatch %s: %v", p, err)
		}
	}
	var added []string
	for p := range found {
		if !have[p] {
			added = append(added, p)
		}
	}
	sort.Strings(added) // parents first
	for _, p := range added {
		if err := w.fsw.Add(p); err != nil {
			delete(found, p)
			// Gone again already, or the system's watch limit is reached.
			if !errors.Is(err, os.ErrNotExist) && !errors.Is(err, fsnotify.ErrClosed) {
				w.opts.Logf("hotreload: cannot watch %s: %v (changes in it are missed)", p, err)
			}
		}
	}
	w.dirs = found
	if w.saves != nil {
		all := w.saves.sync(found)
		if !all && !w.savesPartial {
			w.opts.Logf("hotreload: cannot follow the saves of every folder of %s; saves reload after %v of quiet", w.dir, w.opts.Debounce)
		}
		w.savesPartial = !all
	}
	if truncated && !w.warnedMax {
		w.warnedMax = true
		w.opts.Logf("hotreload: %s has more than %d folders; only %d are watched", w.dir, w.opts.MaxDirs, w.opts.MaxDirs)
	}
}

// scanDirs returns the folders of the tree, breadth first, reading each
// folder in small batches so that a huge folder costs time, not memory.
func (w *Watcher[T]) scanDirs() (found map[string]bool, truncated bool) {
	found = map[string]bool{w.dir: true}
	queue := []string{w.dir}
	for len(queue) > 0 {
		dir := queue[0]
		queue = queue[1:]
		// Never waits on a folder replaced by a FIFO since it was listed.
		f, err := fsread.OpenDirPath(dir)
		if err != nil {
			if dir == w.dir {
				// The root is gone: keep its watch entry, loads report
				// it, and it is looked for until it comes back.
				w.missing = true
				continue
			}
			delete(found, dir)
			continue
		}
		for {
			ents, err := f.ReadDir(256)
			for _, e := range ents {
				if !e.IsDir() || w.opts.Ignore(e.Name()) {
					continue
				}
				if len(found) >= w.opts.MaxDirs {
					truncated = true
					continue
				}
				p := filepath.Join(dir, e.Name())
				found[p] = true
				queue = append(queue, p)
			}
			if err != nil {
				if err != io.EOF {
					w.opts.Logf("hotreload: read %s: %v", dir, err)
				}
				break
			}
		}
		f.Close()
	}
	return found, truncated
}

package engine

import (
	"io/fs"
	"sync"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/engine/hotreload"
)

// liveSource is the watcher behind a character loaded with
// LoadOptions.HotReload. Every generation of the character points to it,
// so players of any generation find the newest one.
type liveSource struct {
	w      *hotreload.Watcher[*Character]
	mu     sync.Mutex
	latest *Character
}

// LoadFunc returns the loader that hot reload (engine/hotreload) runs on
// each save of a character folder: it loads the folder as Load does with
// opts, each time reusing what the last good load decoded and uploaded
// (LoadOptions.Previous; opts.Previous is the first), and returns the
// diagnostics as they are: nil and the errors, or the character and its
// warnings. It may run beside itself (the watcher abandons a load that
// takes too long). LoadDir with HotReload watches through it; a program
// that watches a folder itself (hotreload.Watch, hotreload.OpenManual)
// hands it to the watcher.
func LoadFunc(opts LoadOptions) hotreload.Loader[*Character] {
	return loadFunc(opts, nil)
}

// loadFunc is LoadFunc; each, when set, is called with every character
// that loads, before it is handed to the watcher.
func loadFunc(opts LoadOptions, each func(*Character)) hotreload.Loader[*Character] {
	var mu sync.Mutex // guards prev only, never a load
	prev := opts.Previous
	opts.HotReload = false
	return func(fsys fs.FS) (*Character, diag.List) {
		o := opts // a copy per load: loads may overlap
		mu.Lock()
		o.Previous = prev
		mu.Unlock()
		c, d := load(fsys, o)
		if c == nil {
			return nil, d
		}
		if each != nil {
			each(c)
		}
		mu.Lock()
		prev = c
		mu.Unlock()
		return c, d
	}
}

// watchDir loads dir and watches it (LoadOptions.HotReload).
func watchDir(dir string, opts LoadOptions) (*Character, error) {
	live := &liveSource{}
	w, err := hotreload.Watch(dir, loadFunc(opts, func(c *Character) { c.live = live }), hotreload.Options{})
	if err != nil {
		return nil, err
	}
	first, gen := w.Current()
	if gen == 0 || first == nil {
		errs := w.Errors()
		w.Close()
		if errs == nil {
			errs = diag.List{{File: ".", Severity: diag.Error, Message: "the character did not load"}}
		}
		return nil, errs
	}
	// newest reads w and latest under the lock.
	live.mu.Lock()
	live.w, live.latest = w, first
	w.Poll() // the first generation is taken
	live.mu.Unlock()
	return first, nil
}

// newest returns the newest good generation, taking a finished reload.
// Players call it once per Update; it does not allocate.
func (l *liveSource) newest() *Character {
	l.mu.Lock()
	defer l.mu.Unlock()
	if c, _, changed := l.w.Poll(); changed && c != nil && c != l.latest {
		old := l.latest
		l.latest = c
		old.Release() // what it shares with c stays
	}
	return l.latest
}

// ReloadErrors returns the problems of the latest reload of a character
// loaded with LoadOptions.HotReload (nil once a later save fixed them): the
// game can show them while the last good data keeps playing.
func (c *Character) ReloadErrors() diag.List {
	if c.live == nil {
		return nil
	}
	return c.live.w.Errors()
}

// Close stops watching a character loaded with LoadOptions.HotReload; for
// other characters it does nothing.
func (c *Character) Close() error {
	if c.live == nil {
		return nil
	}
	return c.live.w.Close()
}

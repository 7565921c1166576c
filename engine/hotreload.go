package engine

import (
	"errors"
	"io/fs"
	"sync"

	"github.com/rigplay/rigplay/engine/hotreload"
	"github.com/rigplay/rigplay/internal/diag"
)

// liveSource is the watcher behind a character loaded with
// LoadOptions.HotReload. Every generation of the character points to it,
// so players of any generation find the newest one.
type liveSource struct {
	w      *hotreload.Watcher[*Character]
	mu     sync.Mutex
	latest *Character
}

// watchDir loads dir and watches it (LoadOptions.HotReload).
func watchDir(dir string, opts LoadOptions) (*Character, error) {
	live := &liveSource{}
	opts.HotReload = false
	load := func(fsys fs.FS) (*Character, diag.List) {
		// A copy per load: a load abandoned at the watcher's timeout may
		// still run beside the next one.
		o := opts
		live.mu.Lock()
		o.Previous = live.latest
		live.mu.Unlock()
		c, err := Load(fsys, o)
		if err != nil {
			var list diag.List
			if errors.As(err, &list) {
				return nil, list
			}
			return nil, diag.List{{Severity: diag.Error, Message: err.Error()}}
		}
		c.live = live
		return c, c.warnings
	}
	w, err := hotreload.Watch(dir, load, hotreload.Options{})
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
	// The watcher's goroutine may already be loading a save (its loader
	// reads latest): publish under the lock.
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
	if c, _, changed := l.w.Poll(); changed && c != nil {
		l.latest = c
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

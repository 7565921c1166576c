package hotreload

import (
	"io/fs"
	"time"

	"github.com/rigplay/rigplay/engine/diag"
)

// Loader reads a value from a folder. It returns diagnostics with an Error
// when the folder does not load; the value is then ignored. fsys is valid
// only until the loader returns.
type Loader[T any] func(fsys fs.FS) (T, diag.List)

// Defaults of Options.
const (
	// DefaultDebounce is how long the folder must be quiet before a
	// change that has no end event reloads.
	DefaultDebounce = 50 * time.Millisecond
	// DefaultMaxWait bounds how long a steady stream of events can put a
	// reload off.
	DefaultMaxWait = time.Second
	// DefaultMaxDirs is the most folders watched.
	DefaultMaxDirs = 1024
	// DefaultLoadTimeout is how long a load may run before it is
	// abandoned.
	DefaultLoadTimeout = 10 * time.Second
	// DefaultMissingPoll is how often a watched folder that disappeared
	// is looked for.
	DefaultMissingPoll = time.Second
)

// Options control a Watcher. Zero fields take the defaults.
type Options struct {
	// Debounce is how long the folder must be quiet after a change that
	// has no end event before it is reloaded (default 50 ms): a removal, a
	// folder, a file still open after writing, and every change where the
	// system does not report closes. A save that ends with a close or a
	// rename into place reloads at once where it does (Linux;
	// docs/character-package.md#save-end). A negative value reloads as
	// soon as events stop arriving.
	Debounce time.Duration
	// MaxWait is the longest a reload waits while events keep arriving
	// (default 1 s, and never less than Debounce).
	MaxWait time.Duration
	// MaxDirs is the most folders watched, the root included (default
	// 1024). Deeper or further folders are not watched; this is logged.
	MaxDirs int
	// Ignore reports whether a file or folder name (the last path element)
	// is noise that neither triggers a reload nor is watched. Nil means
	// DefaultIgnore.
	Ignore func(name string) bool
	// LoadTimeout is the longest a load is waited for (default 10 s).
	// Loads read through internal/fsread never wait on a FIFO or a
	// device; the bound is for what still can block, such as a file on a
	// stalled network drive or a loader that never returns. A load still
	// running then is abandoned: its attempt reports an error, the last
	// good value stays, and the abandoned load's result is taken if it
	// finishes before a later attempt is published. At most a few
	// abandoned loads run at once; while that many do, no load starts,
	// and the folder is loaded again when one of them finishes.
	LoadTimeout time.Duration
	// MissingPoll is how often the watched folder is looked for while it
	// is gone (default 1 s). The folder's parent is watched too, so a
	// folder that comes back is usually noticed at once; the poll covers
	// a parent that cannot be watched or is itself moved.
	MissingPoll time.Duration
	// Logf, when set, receives one line per reload and per watch problem.
	Logf func(format string, args ...any)
}

func (o Options) withDefaults() Options {
	switch {
	case o.Debounce == 0:
		o.Debounce = DefaultDebounce
	case o.Debounce < 0:
		o.Debounce = 0
	}
	if o.MaxWait <= 0 {
		o.MaxWait = DefaultMaxWait
	}
	if o.MaxWait < o.Debounce {
		o.MaxWait = o.Debounce
	}
	if o.MaxDirs <= 0 {
		o.MaxDirs = DefaultMaxDirs
	}
	if o.LoadTimeout <= 0 {
		o.LoadTimeout = DefaultLoadTimeout
	}
	if o.MissingPoll <= 0 {
		o.MissingPoll = DefaultMissingPoll
	}
	if o.Ignore == nil {
		o.Ignore = DefaultIgnore
	}
	if o.Logf == nil {
		o.Logf = func(string, ...any) {}
	}
	return o
}

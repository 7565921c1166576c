package hotreload

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"
	"github.com/rigplay/rigplay/engine/diag"
)

// Status describes the latest reload.
type Status struct {
	// Gen is the generation of the current good value: 1 after the first
	// good load, one more after each later one; 0 while none loaded.
	Gen uint64
	// Attempts counts the loads tried, the first one included.
	Attempts uint64
	// Errors are the errors of the latest attempt; nil when it loaded.
	Errors diag.List
	// Warnings are the warnings of the latest attempt.
	Warnings diag.List
	// Finished is when the latest attempt ended; Took is how long it ran.
	Finished time.Time
	Took     time.Duration
}

// Watcher watches a folder and its subfolders and reloads a value of type
// T from it when files change. Its methods are safe for concurrent use.
type Watcher[T any] struct {
	dir    string // absolute, symbolic links resolved
	parent string // dir's parent folder, watched for dir's name; "" for a root folder
	opts   Options
	fsw    *fsnotify.Watcher
	// saves reports the files' events in the order of the system where
	// it tells when a writer closes a file (Linux); nil elsewhere. With
	// it, a save reloads on its last event (events.go).
	saves *saveWatcher
	c     *core[T] // the value, the status and the bounded loads

	reqs    chan struct{} // load requests, coalesced
	force   chan struct{} // Reload requests, coalesced
	rescan  chan struct{} // event queue overflows, coalesced
	changes chan struct{} // one signal per finished attempt, coalesced
	done    chan struct{} // c.done

	loops     sync.WaitGroup // event and load goroutines
	errReader sync.WaitGroup // the fsnotify error reader
	closeOnce sync.Once
	closeErr  error

	// Guarded by c.mu.
	polled    T
	polledGen uint64

	// Owned by the event goroutine (and by Watch before it starts): the
	// folders watched at the last syncDirs, and whether the root folder
	// is gone (then it is looked for every MissingPoll).
	dirs      map[string]bool
	warnedMax bool
	// savesPartial is set while some folder has no save watch (the
	// system's watch limit): then every event counts, with the quiet time.
	savesPartial bool
	missing      bool
}

// Watch loads dir with load and starts watching it. It fails only when dir
// is not a readable folder or the system refuses a watcher; a first load
// that reports errors still returns a Watcher, with Gen 0 and the errors in
// Errors, which turns good at the first save that fixes them.
func Watch[T any](dir string, load Loader[T], opts Options) (*Watcher[T], error) {
	if load == nil {
		return nil, errors.New("hotreload: nil loader")
	}
	abs, err := filepath.Abs(dir)
	if err == nil {
		abs, err = filepath.EvalSymlinks(abs)
	}
	if err != nil {
		return nil, fmt.Errorf("hotreload: %w", err)
	}
	fi, err := os.Stat(abs)
	if err != nil {
		return nil, fmt.Errorf("hotreload: %w", err)
	}
	if !fi.IsDir() {
		return nil, fmt.Errorf("hotreload: %s is not a folder", dir)
	}
	fsw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, fmt.Errorf("hotreload: cannot watch %s: %w", dir, err)
	}
	if err := fsw.Add(abs); err != nil {
		fsw.Close()
		return nil, fmt.Errorf("hotreload: cannot watch %s: %w", dir, err)
	}
	// syncDirs below finds the root's watch in place.
	opts = opts.withDefaults()
	opts.Logf = serialize(opts.Logf)
	w := &Watcher[T]{
		dir:     abs,
		opts:    opts,
		fsw:     fsw,
		saves:   newSaveWatcher(),
		c:       newCore(abs, load, opts),
		reqs:    make(chan struct{}, 1),
		force:   make(chan struct{}, 1),
		rescan:  make(chan struct{}, 1),
		changes: make(chan struct{}, 1),
	}
	w.done = w.c.done
	w.c.notify = func() { signal(w.changes) }
	w.c.retry = func() { signal(w.reqs) }
	// The parent folder is watched for the root's name, so that a root
	// renamed away and back, or removed and created again, is noticed
	// (docs/character-package.md#folder-returns).
	if p := filepath.Dir(abs); p != abs {
		w.parent = p
		if err := fsw.Add(p); err != nil {
			w.opts.Logf("hotreload: cannot watch %s (%v); a %s that disappears is looked for every %v instead", p, err, filepath.Base(abs), w.opts.MissingPoll)
		}
	}
	// Subfolders are watched before the first load: whatever changes
	// after the load has read it is seen.
	w.syncDirs()
	w.c.loadOnce()
	w.polled, w.polledGen = w.c.Current()
	w.loops.Add(2)
	go w.eventLoop()
	go w.loadLoop()
	w.errReader.Add(1)
	go w.readErrors()
	return w, nil
}

// serialize makes logf safe to call from several goroutines.
func serialize(logf func(string, ...any)) func(string, ...any) {
	var mu sync.Mutex
	return func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		logf(format, args...)
	}
}

// Dir returns the watched folder's absolute path.
func (w *Watcher[T]) Dir() string { return w.dir }

// Current returns the latest good value and its generation (0, with the
// zero value, while none loaded). It may be newer than what Poll last
// handed over.
func (w *Watcher[T]) Current() (T, uint64) { return w.c.Current() }

// Errors returns the errors of the latest load attempt, or nil once a later
// save fixed them. The list is shared: do not modify it.
func (w *Watcher[T]) Errors() diag.List { return w.c.Errors() }

// Status returns the state of the latest reload. Its lists are shared: do
// not modify them.
func (w *Watcher[T]) Status() Status { return w.c.Status() }

// Poll hands over the latest good value, for a game loop that calls it once
// per tick: changed is true the first time a new generation is returned.
// Between changes it returns the value it handed over last. It never
// blocks on a load and does not allocate.
func (w *Watcher[T]) Poll() (value T, gen uint64, changed bool) {
	w.c.mu.Lock()
	defer w.c.mu.Unlock()
	if w.c.st.Gen != w.polledGen {
		w.polled, w.polledGen = w.c.value, w.c.st.Gen
		changed = true
	}
	return w.polled, w.polledGen, changed
}

// Changes returns a channel that receives a signal after each load attempt
// (good or not); signals coalesce while nobody receives. It is closed by
// Close.
func (w *Watcher[T]) Changes() <-chan struct{} { return w.changes }

// Reload asks for a reload now, without waiting for the quiet time, and
// rescans the subfolders first. It does not wait for the load. After Close
// it does nothing.
func (w *Watcher[T]) Reload() {
	select {
	case w.force <- struct{}{}:
	default:
	}
}

// Close stops watching: it stops every goroutine, releases every file
// descriptor and closes Changes. It returns at once whatever a load is
// doing: a load still running is abandoned, and its result is dropped. It
// is safe to call more than once; later calls return the first call's
// result.
func (w *Watcher[T]) Close() error {
	w.closeOnce.Do(func() {
		w.c.close(nil)
		w.loops.Wait()
		if w.saves != nil {
			w.saves.close()
		}
		w.closeErr = w.fsw.Close()
		w.errReader.Wait()
		// No attempt is published after c.close: Changes may close.
		w.c.mu.Lock()
		close(w.changes)
		w.c.mu.Unlock()
	})
	return w.closeErr
}

// signal sends a coalescing signal on c.
func signal(c chan struct{}) {
	select {
	case c <- struct{}{}:
	default:
	}
}

// loadLoop runs the requested loads one at a time.
func (w *Watcher[T]) loadLoop() {
	defer w.loops.Done()
	for {
		select {
		case <-w.done:
			return
		case <-w.reqs:
		}
		select {
		case <-w.done:
			return
		default:
		}
		w.c.loadOnce()
	}
}

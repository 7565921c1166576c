package hotreload

import (
	"sync"

	"github.com/rigplay/rigplay/engine/diag"
)

// Manual is a Source that loads a folder when it is opened and again only
// when asked (Reload), watching nothing: for a tool whose user turned
// watching off but may still reload by hand (rigplay view --no-watch, key
// r). Loads run on their own goroutine, one at a time, with the same bound
// as a Watcher's; a load that reports errors keeps the last good value, as
// a Watcher does.
type Manual[T any] struct {
	c *core[T]

	// Guarded by c.mu.
	polledGen uint64
	loading   bool
	wg        sync.WaitGroup
}

// OpenManual loads dir with load. It fails, with the load's diag.List, when
// dir does not load (or does not load within Options.LoadTimeout).
func OpenManual[T any](dir string, load Loader[T], opts Options) (*Manual[T], error) {
	opts = opts.withDefaults()
	m := &Manual[T]{c: newCore(dir, load, opts)}
	m.c.loadOnce()
	if st := m.c.Status(); st.Gen == 0 {
		m.c.close(nil)
		return nil, st.Errors
	}
	m.polledGen = 1
	return m, nil
}

// Current returns the latest good value and its generation.
func (m *Manual[T]) Current() (T, uint64) { return m.c.Current() }

// Poll hands over a value loaded since the last Poll (see Watcher.Poll).
func (m *Manual[T]) Poll() (T, uint64, bool) {
	m.c.mu.Lock()
	defer m.c.mu.Unlock()
	changed := m.c.st.Gen != m.polledGen
	m.polledGen = m.c.st.Gen
	return m.c.value, m.c.st.Gen, changed
}

// Errors returns the errors of the latest load, nil when it loaded.
func (m *Manual[T]) Errors() diag.List { return m.c.Errors() }

// Status returns the latest load's outcome.
func (m *Manual[T]) Status() Status { return m.c.Status() }

// Reload starts a load of the folder unless one is running; it does not
// wait for it. After Close it does nothing.
func (m *Manual[T]) Reload() {
	m.c.mu.Lock()
	defer m.c.mu.Unlock()
	if m.loading || m.c.closed {
		return
	}
	m.loading = true
	m.wg.Add(1)
	go func() {
		defer m.wg.Done()
		m.c.loadOnce()
		m.c.mu.Lock()
		m.loading = false
		m.c.mu.Unlock()
	}()
}

// Close stops further loads. It returns at once whatever a load is doing:
// a load still running is abandoned and its result dropped.
func (m *Manual[T]) Close() error {
	m.c.close(nil)
	m.wg.Wait() // returns promptly: loadOnce stops waiting at close
	return nil
}

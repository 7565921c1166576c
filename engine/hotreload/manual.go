package hotreload

import (
	"sync"
	"time"

	"github.com/rigplay/rigplay/internal/diag"
)

// Manual is a Source that loads a folder when it is opened and again only
// when asked (Reload), watching nothing: for a tool whose user turned
// watching off but may still reload by hand (rigplay view --no-watch, key
// r). Loads run on their own goroutine, one at a time; a load that reports
// errors keeps the last good value, as a Watcher does.
type Manual[T any] struct {
	dir  string
	load Loader[T]
	logf func(string, ...any)

	mu        sync.Mutex
	value     T
	st        Status
	polledGen uint64
	loading   bool
	closed    bool
	wg        sync.WaitGroup
}

// OpenManual loads dir with load. It fails, with the load's diag.List, when
// dir does not load.
func OpenManual[T any](dir string, load Loader[T], opts Options) (*Manual[T], error) {
	opts = opts.withDefaults()
	m := &Manual[T]{dir: dir, load: load, logf: opts.Logf}
	v, ds, took := m.run()
	if ds.HasErrors() {
		return nil, ds.Errors()
	}
	m.value = v
	m.st = Status{Gen: 1, Attempts: 1, Finished: time.Now(), Took: took, Warnings: warnings(ds)}
	m.polledGen = 1
	return m, nil
}

func (m *Manual[T]) run() (T, diag.List, time.Duration) {
	start := time.Now()
	v, ds := loadDir(m.dir, m.load, m.logf)
	return v, ds, time.Since(start)
}

func warnings(ds diag.List) diag.List {
	var out diag.List
	for _, d := range ds {
		if d.Severity == diag.Warning {
			out = append(out, d)
		}
	}
	return out
}

// Current returns the latest good value and its generation.
func (m *Manual[T]) Current() (T, uint64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.value, m.st.Gen
}

// Poll hands over a value loaded since the last Poll (see Watcher.Poll).
func (m *Manual[T]) Poll() (T, uint64, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	changed := m.st.Gen != m.polledGen
	m.polledGen = m.st.Gen
	return m.value, m.st.Gen, changed
}

// Errors returns the errors of the latest load, nil when it loaded.
func (m *Manual[T]) Errors() diag.List {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.st.Errors
}

// Status returns the latest load's outcome.
func (m *Manual[T]) Status() Status {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.st
}

// Reload starts a load of the folder unless one is running; it does not
// wait for it. After Close it does nothing.
func (m *Manual[T]) Reload() {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.loading || m.closed {
		return
	}
	m.loading = true
	m.wg.Add(1)
	go func() {
		defer m.wg.Done()
		v, ds, took := m.run()
		m.mu.Lock()
		defer m.mu.Unlock()
		m.loading = false
		m.st.Attempts++
		m.st.Finished, m.st.Took = time.Now(), took
		m.st.Errors, m.st.Warnings = nil, warnings(ds)
		if ds.HasErrors() {
			m.st.Errors = ds.Errors()
			return
		}
		m.value = v
		m.st.Gen++
	}()
}

// Close waits for a running load and stops further ones.
func (m *Manual[T]) Close() error {
	m.mu.Lock()
	m.closed = true
	m.mu.Unlock()
	m.wg.Wait()
	return nil
}

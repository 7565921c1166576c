package hotreload

import (
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rigplay/rigplay/engine/diag"
)

// maxAbandoned is how many abandoned loads may still be running before no
// new load starts: a loader that never returns costs a goroutine (and an
// open folder) each time, so their number is bounded.
const maxAbandoned = 4

// core is what a Watcher and a Manual share: the folder, the loader, the
// latest good value and the status of the latest attempt, and the bounded
// running of loads. Its fields after mu are guarded by mu.
type core[T any] struct {
	dir     string
	load    Loader[T]
	timeout time.Duration
	logf    func(string, ...any)
	done    chan struct{} // closed by Close
	// notify, when set, is called (with mu held) after each published
	// attempt.
	notify func()
	// retry, when set, asks for a new load; it is called when an
	// abandoned load finishes after a later attempt was published, since
	// that attempt may have been refused while it ran.
	retry func()

	abandoned atomic.Int32 // abandoned loads still running

	mu     sync.Mutex
	value  T
	st     Status
	seq    uint64 // attempts started
	pubSeq uint64 // the latest attempt published
	closed bool
}

func newCore[T any](dir string, load Loader[T], opts Options) *core[T] {
	return &core[T]{dir: dir, load: load, timeout: opts.LoadTimeout, logf: opts.Logf, done: make(chan struct{})}
}

// result is what one load returned.
type result[T any] struct {
	v          T
	ds         diag.List
	start, end time.Time
}

// loadOnce loads the folder on a goroutine of its own and publishes the
// result. It waits at most the load timeout, and not at all once Close has
// begun: a load still running then is abandoned (a timeout is published as
// an error), and its result is published when it comes, unless a later
// attempt has been published first.
func (c *core[T]) loadOnce() {
	c.mu.Lock()
	c.seq++
	seq := c.seq
	c.mu.Unlock()
	start := time.Now()
	if n := c.abandoned.Load(); n >= maxAbandoned {
		c.publish(seq, result[T]{start: start, end: time.Now(), ds: diag.List{{File: ".", Severity: diag.Error,
			Message: fmt.Sprintf("%d earlier loads of the folder have not finished (a file that blocks when read, on a stalled network drive say?); no new load starts until one does", n)}}}, false)
		return
	}
	ch := make(chan result[T], 1)
	go func() {
		v, ds := loadDir(c.dir, c.load, c.logf)
		ch <- result[T]{v: v, ds: ds, start: start, end: time.Now()}
	}()
	timer := time.NewTimer(c.timeout)
	defer timer.Stop()
	select {
	case r := <-ch:
		c.publish(seq, r, false)
	case <-timer.C:
		c.publish(seq, result[T]{start: start, end: time.Now(), ds: diag.List{{File: ".", Severity: diag.Error,
			Message: fmt.Sprintf("the folder did not load within %v, so the load was abandoned (a file that blocks when read, on a stalled network drive say?); its result is taken if it ever finishes", c.timeout)}}}, false)
		c.abandon(seq, ch)
	case <-c.done:
		c.abandon(seq, ch)
	}
}

// abandon stops waiting for a load: its result, when it comes, is
// published late.
func (c *core[T]) abandon(seq uint64, ch <-chan result[T]) {
	c.abandoned.Add(1)
	c.logf("hotreload: load %d of %s abandoned while still running", seq, c.dir)
	go func() {
		r := <-ch
		c.abandoned.Add(-1)
		if !c.publish(seq, r, true) && c.retry != nil {
			c.retry()
		}
	}()
}

// publish makes r the latest attempt: a good value becomes the next
// generation; errors leave the value alone. A result older than the latest
// published one, or any result after Close, is dropped. It reports
// whether r was published; a result dropped after Close counts as
// published (nothing is to be done about it).
func (c *core[T]) publish(seq uint64, r result[T], late bool) bool {
	failed := r.ds.HasErrors()
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return true
	}
	if seq < c.pubSeq {
		c.mu.Unlock()
		return false
	}
	c.pubSeq = seq
	c.st.Attempts++
	c.st.Finished, c.st.Took = r.end, r.end.Sub(r.start)
	c.st.Errors, c.st.Warnings = nil, warnings(r.ds)
	if failed {
		c.st.Errors = r.ds.Errors()
	} else {
		c.value = r.v
		c.st.Gen++
	}
	gen, attempt := c.st.Gen, c.st.Attempts
	if c.notify != nil {
		c.notify()
	}
	c.mu.Unlock()

	what := "load"
	if late {
		what = "late load"
	}
	if failed {
		c.logf("hotreload: %s %d of %s failed, keeping generation %d:\n%s", what, attempt, c.dir, gen, r.ds.Errors().Error())
	} else {
		c.logf("hotreload: %s of %s is generation %d (%v)", what, c.dir, gen, r.end.Sub(r.start))
	}
	return true
}

// close stops waiting for loads and publishing their results; it returns
// at once, whatever a load is doing. after runs with the lock held, once.
func (c *core[T]) close(after func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return
	}
	c.closed = true
	close(c.done)
	if after != nil {
		after()
	}
}

// Current returns the latest good value and its generation.
func (c *core[T]) Current() (T, uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.value, c.st.Gen
}

// Errors returns the errors of the latest attempt, nil when it loaded.
func (c *core[T]) Errors() diag.List {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.st.Errors
}

// Status returns the state of the latest attempt.
func (c *core[T]) Status() Status {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.st
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

// Package crowd runs one function over the index range of a slice on
// every core: persistent worker goroutines, each given one contiguous
// chunk of the range per run, and no allocation per run. What each chunk
// computes must depend on its own indexes alone, so that the result is the
// serial loop's whatever the split (docs/performance.md#crowds).
package crowd

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// Pool is a set of workers. The zero Pool is ready: it starts its workers
// at the first Run that needs more than one, as many as GOMAXPROCS (again
// when GOMAXPROCS changes). A Pool is not safe for concurrent use: one Run
// at a time.
type Pool struct {
	st *state
}

// state is what the worker goroutines share with the Pool. It never
// points to the work between runs (fn is cleared), so an unreachable
// owner of the Pool can be collected and its cleanup can stop the workers.
//
// A worker that finished its chunk looks for the next signal for a short
// while (spinTurns) before it blocks on its channel, and the caller, after
// its own chunk, looks at left for as long before it blocks on done: a
// frame's runs come close together (a crowd's Advance, then its draw
// lists), and handing a run to a goroutine that blocked costs the
// system's wake-up, tens of microseconds on a busy or virtual machine.
type state struct {
	start []chan struct{} // per worker 1..n-1: the signal to run its chunk
	done  sync.WaitGroup
	left  atomic.Int32 // the run's workers not done yet (done, to look at without blocking)
	fn    func(worker, lo, hi int)
	n, w  int // the range of the run and how many workers split it
}

// spinTurns is how many times a waiting goroutine yields (runtime.Gosched)
// looking for its signal before it blocks: some tens of microseconds.
const spinTurns = 200

// Workers returns how many goroutines a Run splits its range over now:
// GOMAXPROCS.
func Workers() int { return max(runtime.GOMAXPROCS(0), 1) }

// Run calls fn(worker, lo, hi) for consecutive chunks [lo, hi) covering
// [0, n), worker numbering them from 0, at the same time on up to
// Workers() goroutines (the caller's is worker 0), and returns when all
// are done. A range too small to split, or one core, runs on the caller's
// goroutine alone. fn must not call Run.
func (p *Pool) Run(n int, fn func(worker, lo, hi int)) {
	w := Split(n)
	if w <= 1 {
		if n > 0 {
			fn(0, 0, n)
		}
		return
	}
	st := p.ready(Workers())
	st.fn, st.n, st.w = fn, n, w
	st.done.Add(w - 1)
	st.left.Store(int32(w - 1))
	for k := 1; k < w; k++ {
		st.start[k-1] <- struct{}{}
	}
	lo, hi := Chunk(0, w, n)
	fn(0, lo, hi)
	for i := 0; i < spinTurns && st.left.Load() > 0; i++ {
		runtime.Gosched()
	}
	st.done.Wait()
	st.fn = nil
}

// Split returns how many chunks a Run of n splits into now (0 for n 0):
// worker k of them has Chunk(k, Split(n), n).
func Split(n int) int { return max(min(Workers(), n), 0) }

// Chunk returns worker k's part of [0, n) split over w workers: nearly
// equal contiguous chunks in worker order.
func Chunk(k, w, n int) (lo, hi int) {
	return k * n / w, (k + 1) * n / w
}

// ready returns the pool's state with w workers running.
func (p *Pool) ready(w int) *state {
	if p.st != nil && len(p.st.start) == w-1 {
		return p.st
	}
	p.Close()
	st := &state{start: make([]chan struct{}, w-1)}
	for k := range st.start {
		ch := make(chan struct{}, 1)
		st.start[k] = ch
		go work(st, ch, k+1)
	}
	p.st = st
	return st
}

// work is worker k: it runs its chunk of each run it is signalled for
// (only a run split over more than k workers signals it), until its
// channel is closed.
func work(st *state, start chan struct{}, k int) {
	for {
		if !wait(start) {
			return
		}
		lo, hi := Chunk(k, st.w, st.n)
		st.fn(k, lo, hi)
		st.left.Add(-1)
		st.done.Done()
	}
}

// wait takes the next signal from start: it looks for one for a while,
// then blocks. It reports false once start is closed.
func wait(start chan struct{}) bool {
	for range spinTurns {
		select {
		case _, ok := <-start:
			return ok
		default:
			runtime.Gosched()
		}
	}
	_, ok := <-start
	return ok
}

// Close stops the workers; a later Run starts them again.
func (p *Pool) Close() {
	if p.st == nil {
		return
	}
	for _, ch := range p.st.start {
		close(ch)
	}
	p.st = nil
}

package hotreload

import (
	"fmt"
	"os"
	"runtime/debug"
	"time"

	"github.com/rigplay/rigplay/internal/diag"
)

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
		w.loadOnce()
	}
}

// loadOnce loads the folder and publishes the result: a good value becomes
// the next generation; errors leave the value alone.
func (w *Watcher[T]) loadOnce() {
	start := time.Now()
	v, ds := loadDir(w.dir, w.load, w.opts.Logf)
	end := time.Now()
	failed := ds.HasErrors()

	w.mu.Lock()
	w.st.Attempts++
	w.st.Finished, w.st.Took = end, end.Sub(start)
	w.st.Errors, w.st.Warnings = nil, warnings(ds)
	if failed {
		w.st.Errors = ds.Errors()
	} else {
		w.value = v
		w.st.Gen++
	}
	gen, attempt := w.st.Gen, w.st.Attempts
	w.mu.Unlock()

	if failed {
		w.opts.Logf("hotreload: load %d of %s failed, keeping generation %d:\n%s", attempt, w.dir, gen, ds.Errors().Error())
	} else {
		w.opts.Logf("hotreload: loaded %s as generation %d in %v", w.dir, gen, end.Sub(start))
	}
	signal(w.changes)
}

// loadDir runs load on dir opened as an os.Root, so nothing outside dir is
// read. A panic in load becomes an error.
func loadDir[T any](dir string, load Loader[T], logf func(string, ...any)) (v T, ds diag.List) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return v, diag.List{{File: ".", Severity: diag.Error, Message: fmt.Sprintf("cannot open the folder: %v", err)}}
	}
	defer root.Close()
	defer func() {
		if r := recover(); r != nil {
			var zero T
			v = zero
			ds = diag.List{{File: ".", Severity: diag.Error, Message: fmt.Sprintf("the loader failed: %v", r)}}
			logf("hotreload: loader panic: %v\n%s", r, debug.Stack())
		}
	}()
	return load(root.FS())
}

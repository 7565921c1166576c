package hotreload

import "github.com/rigplay/rigplay/engine/diag"

// Source is what an engine holds for a character that may be reloaded: a
// *Watcher in development builds, a fixed value otherwise. See the package
// documentation for how an engine uses it.
type Source[T any] interface {
	// Current returns the latest good value and its generation.
	Current() (T, uint64)
	// Poll hands over a new value once per tick; see Watcher.Poll.
	Poll() (value T, gen uint64, changed bool)
	// Errors returns the errors of the latest reload, nil when it loaded.
	Errors() diag.List
	// Reload asks for a reload now (a fixed source does nothing).
	Reload()
	// Close releases what the source holds.
	Close() error
}

// Open is the one option a game turns on for hot reload: it loads dir and,
// when watch is true, keeps watching it (a Watcher); when watch is false
// it loads once and starts nothing (Static). It fails when dir is not a
// folder or its first load reports errors; the error is then the
// diag.List of that load.
func Open[T any](dir string, load Loader[T], watch bool, opts Options) (Source[T], error) {
	if watch {
		w, err := Watch(dir, load, opts)
		if err != nil {
			return nil, err
		}
		if st := w.Status(); st.Gen == 0 {
			w.Close()
			return nil, st.Errors
		}
		return w, nil
	}
	opts = opts.withDefaults()
	c := newCore(dir, load, opts)
	c.loadOnce()
	c.close(nil) // a load abandoned at the timeout is dropped
	v, gen := c.Current()
	if gen == 0 {
		return nil, c.Errors()
	}
	return Static(v), nil
}

// Static returns a Source that always holds v (generation 1), for a value
// that is never reloaded, such as a character embedded in the program.
func Static[T any](v T) Source[T] { return static[T]{v} }

type static[T any] struct{ v T }

func (s static[T]) Current() (T, uint64)    { return s.v, 1 }
func (s static[T]) Poll() (T, uint64, bool) { return s.v, 1, false }
func (s static[T]) Errors() diag.List       { return nil }
func (s static[T]) Reload()                 {}
func (s static[T]) Close() error            { return nil }

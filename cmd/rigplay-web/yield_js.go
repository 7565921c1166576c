//go:build js

package main

import (
	"io/fs"
	"syscall/js"
	"time"
)

// Go runs on the page's one thread, and gives it back to the browser only
// when every goroutine waits: a load that decodes images and sounds for a
// second or more (ten on a busy machine) would keep the page, its timers,
// its input and its frames waiting all that time (issue 21). The loader
// yields instead: every yieldEvery of work it waits for a message posted
// to itself, which the browser delivers as a task of its own after the
// tasks already waiting (docs/web.md#yield).

// yieldEvery is how long the player works before it lets the page run.
const yieldEvery = 16 * time.Millisecond

// yielder gives the page's thread back for a moment when the player has
// kept it for yieldEvery. A MessageChannel, not setTimeout: a timeout is
// clamped to 4 ms when nested, and to a second in a background tab.
type yielder struct {
	last  time.Time
	port  js.Value // the end posted to
	woken chan struct{}
	fn    js.Func
}

func newYielder() *yielder {
	y := &yielder{last: time.Now(), woken: make(chan struct{}, 1)}
	ch := js.Global().Get("MessageChannel").New()
	y.fn = js.FuncOf(func(js.Value, []js.Value) any {
		y.woken <- struct{}{}
		return nil
	})
	ch.Get("port1").Set("onmessage", y.fn)
	y.port = ch.Get("port2")
	return y
}

// Maybe yields when the player has worked for yieldEvery since it last
// did.
func (y *yielder) Maybe() {
	if time.Since(y.last) < yieldEvery {
		return
	}
	y.Now()
}

// Now lets the page run what waits, then returns.
func (y *yielder) Now() {
	y.port.Call("postMessage", 0)
	<-y.woken
	y.last = time.Now()
}

// Close releases the callback; the yielder must not be used after.
func (y *yielder) Close() {
	y.fn.Release()
}

// yieldingFS is a file system that yields (yielder.Maybe) before it opens
// a file: the loader opens each image right before it decodes it.
type yieldingFS struct {
	fsys fs.FS
	y    *yielder
}

func (f yieldingFS) Open(name string) (fs.File, error) {
	f.y.Maybe()
	return f.fsys.Open(name)
}

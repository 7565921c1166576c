//go:build js

package main

import (
	"errors"
	"syscall/js"
)

// awaitBytes waits for a Promise of an ArrayBuffer (or of a Uint8Array)
// and copies its bytes into Go.
func awaitBytes(promise js.Value) ([]byte, error) {
	if !promise.Truthy() {
		return nil, errors.New("the page started no download")
	}
	type result struct {
		v   js.Value
		err error
	}
	done := make(chan result, 1)
	onOK := js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{v: args[0]}
		return nil
	})
	onErr := js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "failed"
		if len(args) > 0 {
			msg = args[0].Call("toString").String()
		}
		done <- result{err: errors.New(msg)}
		return nil
	})
	defer onOK.Release()
	defer onErr.Release()
	promise.Call("then", onOK, onErr)
	r := <-done
	if r.err != nil {
		return nil, r.err
	}
	arr := r.v
	if !arr.InstanceOf(js.Global().Get("Uint8Array")) {
		arr = js.Global().Get("Uint8Array").New(arr)
	}
	b := make([]byte, arr.Get("length").Int())
	js.CopyBytesToGo(b, arr)
	return b, nil
}

//go:build !js

package main

import (
	"fmt"
	"os"
)

// main explains where the player runs: it is built for browsers only.
func main() {
	fmt.Fprintln(os.Stderr, "rigplay-web is the player of the page `rigplay export web` writes: it runs in a browser. "+
		"Build it with GOOS=js GOARCH=wasm (make build writes bin/rigplay-web.wasm).")
	os.Exit(2)
}

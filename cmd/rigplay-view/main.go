// Command rigplay-view is rigplay's viewer window: `rigplay view [flags]
// [DIR]` runs it with the same arguments. It plays a character, reloads it
// when a file of its folder is saved, and with --desktop puts it on the
// desktop. See package cmd/rigplay-view/internal/viewer.
package main

import (
	"os"
	"runtime/debug"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer"
)

func main() {
	// A soft limit on the Go heap, so that the images each reload
	// replaces are collected and given back to the system instead of
	// doubling the heap (docs/errors.md#limits); GOMEMLIMIT overrides it.
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(viewerMemoryBytes)
	}
	os.Exit(viewer.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// viewerMemoryBytes is the viewer's soft Go heap limit; it equals
// internal/limits.ViewerMemoryBytes (docs/errors.md#limits), written here
// because the viewer uses only what a game can (internal/apicheck).
const viewerMemoryBytes = 256 << 20

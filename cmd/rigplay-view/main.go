// Command rigplay-view is rigplay's viewer window: `rigplay view [flags]
// [DIR]` runs it with the same arguments. It plays a character, reloads it
// when a file of its folder is saved, and with --desktop puts it on the
// desktop. See package cmd/rigplay-view/internal/viewer.
package main

import (
	"os"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer"
)

func main() {
	os.Exit(viewer.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

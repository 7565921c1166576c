package engine

import (
	"errors"
	"runtime"

	"github.com/rigplay/rigplay/engine/diag"
)

// ErrNoFolders is the error of LoadDir, LoadOptions.HotReload and
// WatchShaders in a browser (GOOS=js): a web page has no folders to read
// or watch. Load the character with Load from an fs.FS instead: an
// embed.FS built into the program, or a zip.Reader of a package fetched
// over HTTP (as the page of `rigplay export web` does).
var ErrNoFolders = errors.New("engine: a web page (js/wasm) has no folders to read or watch: " +
	"load the character with engine.Load from an fs.FS (an embed.FS, or a zip.Reader of a fetched package)")

// noFolders is true where folders cannot be read or watched. It is a
// constant, so the watcher and the folder reader are left out of a
// js/wasm program.
const noFolders = runtime.GOOS == "js"

// noFoldersList is ErrNoFolders as the diag.List that LoadDir returns,
// naming the folder asked for.
func noFoldersList(dir string) diag.List {
	return diag.List{{File: dir, Severity: diag.Error, Message: ErrNoFolders.Error()}}
}

package hotreload_test

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/engine/hotreload"
)

// A watcher on a folder holding greeting.txt: the game loop polls it once
// per tick; a save shows up as a new generation.
func ExampleWatch() {
	dir, _ := os.MkdirTemp("", "hotreload-example")
	defer os.RemoveAll(dir)
	os.WriteFile(filepath.Join(dir, "greeting.txt"), []byte("hello"), 0o644)

	load := func(fsys fs.FS) (string, diag.List) {
		b, err := fs.ReadFile(fsys, "greeting.txt")
		if err != nil {
			return "", diag.List{{File: "greeting.txt", Message: err.Error()}}
		}
		return strings.TrimSpace(string(b)), nil
	}
	w, err := hotreload.Watch(dir, load, hotreload.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer w.Close()
	v, gen, changed := w.Poll()
	fmt.Println(v, gen, changed)

	// Saved as editors do: a temporary file renamed over the old one.
	os.WriteFile(filepath.Join(dir, "greeting.txt~"), []byte("bonjour"), 0o644)
	os.Rename(filepath.Join(dir, "greeting.txt~"), filepath.Join(dir, "greeting.txt"))
	for range w.Changes() { // a game would just call Poll every tick
		if v, gen, changed := w.Poll(); changed {
			fmt.Println(v, gen, changed)
			break
		}
	}
	// Output:
	// hello 1 false
	// bonjour 2 true
}

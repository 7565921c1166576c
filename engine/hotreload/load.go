package hotreload

import (
	"fmt"
	"runtime/debug"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/fsread"
)

// loadDir runs load on dir opened with internal/fsread (os.Root): nothing
// outside dir is read, and the fs.FS the loader gets opens regular files
// and folders only, never waiting on a FIFO or a device. A panic in load
// becomes an error.
func loadDir[T any](dir string, load Loader[T], logf func(string, ...any)) (v T, ds diag.List) {
	root, err := fsread.OpenRoot(dir)
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
	return load(root)
}

package safeout

import (
	"io/fs"
	"os"
	"path/filepath"
	"sync"
)

// Inputs are the files a command read: an output must not be one of them
// (docs/errors.md#outputs). The zero value is empty and ready to use; its
// methods are safe for concurrent use.
type Inputs struct {
	mu    sync.Mutex
	files []input
}

// input is one file read: the name to show, its path on disk ("" when
// unknown) and what its Stat said.
type input struct {
	name, path string
	info       fs.FileInfo
}

// Add notes a file read, with the information its opened file's Stat
// returned; name is how messages show it, path where it is on disk (""
// when unknown: its folder cannot then be checked by [Inputs.Under]).
// Information that is not from the operating system (a file of an
// embed.FS or a zip) can never be an output and is ignored.
func (in *Inputs) Add(name, path string, fi fs.FileInfo) {
	if fi == nil {
		return
	}
	in.mu.Lock()
	in.files = append(in.files, input{name: name, path: path, info: fi})
	in.mu.Unlock()
}

// AddPath notes the file at path on disk (a file named on the command
// line). A path that cannot be found is left out: it was not read.
func (in *Inputs) AddPath(path string) {
	fi, err := os.Stat(path)
	if err != nil {
		return
	}
	in.Add(path, path, fi)
}

// Match returns the name of the input that fi (from os.Stat) is the same
// file as.
func (in *Inputs) Match(fi fs.FileInfo) (string, bool) {
	if in == nil || fi == nil {
		return "", false
	}
	in.mu.Lock()
	defer in.mu.Unlock()
	for _, f := range in.files {
		if os.SameFile(f.info, fi) {
			return f.name, true
		}
	}
	return "", false
}

// Under returns the name of an input that lies inside the folder dir (on
// disk, symbolic links resolved), or is dir: a command that replaces the
// folder dir as a whole must refuse it.
func (in *Inputs) Under(dir string) (string, bool) {
	if in == nil {
		return "", false
	}
	want, err := os.Stat(dir)
	if err != nil || !want.IsDir() {
		return "", false
	}
	if name, ok := in.Match(want); ok {
		return name, true
	}
	in.mu.Lock()
	files := append([]input(nil), in.files...)
	in.mu.Unlock()
	seen := map[string]bool{}
	for _, f := range files {
		if f.path == "" {
			continue
		}
		p, err := filepath.EvalSymlinks(f.path)
		if err != nil {
			continue
		}
		if p, err = filepath.Abs(p); err != nil {
			continue
		}
		for d := filepath.Dir(p); !seen[d]; d = filepath.Dir(d) {
			seen[d] = true
			if fi, err := os.Stat(d); err == nil && os.SameFile(fi, want) {
				return f.name, true
			}
			if filepath.Dir(d) == d {
				break
			}
		}
	}
	return "", false
}

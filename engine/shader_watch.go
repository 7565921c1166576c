package engine

import (
	"io/fs"
	"path"
	"strconv"
	"strings"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/engine/hotreload"
	"github.com/rigplay/rigplay/internal/fsread"
)

// maxShaderBytes bounds one Kage source read by a ShaderWatcher.
const maxShaderBytes = 1 << 20

// ShaderWatcher reloads the engine's Kage shaders from a folder holding
// sprite.kage and outline.kage (the project's shaders/) each time one is
// saved: the shader half of hot reload, for a game's development build
// as for the viewer. Call Update once per tick, from the game's Update.
type ShaderWatcher struct {
	dir  string
	w    *hotreload.Watcher[map[string][]byte]
	errs diag.List
	gen  uint64
	// started is set once the folder's first sources were swapped in.
	started bool
}

// WatchShaders starts watching dir. The shaders in use do not change until
// a save loads and compiles. In a browser (GOOS=js) it returns
// ErrNoFolders.
func WatchShaders(dir string) (*ShaderWatcher, error) {
	if noFolders {
		return nil, ErrNoFolders
	}
	w, err := hotreload.Watch(dir, readShaderSources, hotreload.Options{})
	if err != nil {
		return nil, err
	}
	return &ShaderWatcher{dir: dir, w: w}, nil
}

// readShaderSources reads every *.kage file at the root of fsys.
func readShaderSources(fsys fs.FS) (map[string][]byte, diag.List) {
	names, err := fs.Glob(fsys, "*.kage")
	if err != nil {
		return nil, diag.List{{File: ".", Severity: diag.Error, Message: err.Error()}}
	}
	out := make(map[string][]byte, len(names))
	for _, n := range names {
		data, d := fsread.Read(fsys, n, maxShaderBytes)
		if d != nil {
			return nil, d
		}
		out[n] = data
	}
	return out, nil
}

// Update compiles the sources saved since the last call (the folder's
// sources at the first call) and swaps them in (ReloadShaders). It reports
// whether new shaders are in use. A save that does not read or compile
// changes nothing; Errors holds its problems until a later save compiles.
func (s *ShaderWatcher) Update() (reloaded bool) {
	srcs, _, changed := s.w.Poll()
	if !s.started {
		s.started = true
		srcs, _ = s.w.Current()
		changed = true
	}
	if errs := s.w.Errors(); errs != nil {
		s.errs = errs
	}
	if !changed {
		return false
	}
	s.errs = nil
	if err := ReloadShaders(srcs); err != nil {
		s.errs = diag.List{shaderDiag(s.dir, err.Error())}
		return false
	}
	s.gen++
	return true
}

// Errors returns the problems of the last save that did not read or
// compile, each at the shader file and the compiler's line:column; nil
// when the last save compiled.
func (s *ShaderWatcher) Errors() diag.List { return s.errs }

// Generation counts the shader sets swapped in by Update.
func (s *ShaderWatcher) Generation() uint64 { return s.gen }

// Close stops watching. The shaders in use stay.
func (s *ShaderWatcher) Close() error { return s.w.Close() }

// shaderDiag turns "shaders/NAME: LINE:COL: message" from ReloadShaders into
// a diagnostic of the watched folder's file at that position.
func shaderDiag(dir, msg string) diag.Diagnostic {
	d := diag.Diagnostic{File: path.Base(dir), Severity: diag.Error, Message: msg}
	name, rest, ok := strings.Cut(strings.TrimPrefix(msg, "shaders/"), ": ")
	if !ok {
		return d
	}
	d.File, d.Message = path.Join(path.Base(dir), name), rest
	// The Kage compiler's "LINE:COL: message" becomes the position.
	if pos, text, ok := strings.Cut(rest, ": "); ok {
		if l, c, ok := strings.Cut(pos, ":"); ok {
			line, err1 := strconv.Atoi(l)
			col, err2 := strconv.Atoi(c)
			if err1 == nil && err2 == nil && line > 0 && col > 0 {
				d.Line, d.Column, d.Message = line, col, text
			}
		}
	}
	return d
}

package viewer

import (
	"io/fs"
	"path"
	"strconv"
	"strings"

	"github.com/rigplay/rigplay/engine"
	"github.com/rigplay/rigplay/engine/hotreload"
	"github.com/rigplay/rigplay/internal/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
)

// maxShaderBytes bounds one Kage source.
const maxShaderBytes = 1 << 20

// loadShaderSources reads every *.kage file at the root of fsys: the
// hot-reload loader of --shaders. Compiling happens in Update, where the
// engine swaps the shaders in.
func loadShaderSources(fsys fs.FS) (map[string][]byte, diag.List) {
	names, err := fs.Glob(fsys, "*.kage")
	if err != nil {
		return nil, diag.List{{File: ".", Severity: diag.Error, Message: err.Error()}}
	}
	out := make(map[string][]byte, len(names))
	for _, n := range names {
		data, d := jsondoc.ReadFile(fsys, n, maxShaderBytes)
		if d != nil {
			return nil, d
		}
		out[n] = data
	}
	return out, nil
}

// watchShaders starts watching --shaders DIR; nil when not asked for.
func watchShaders(dir string) (*hotreload.Watcher[map[string][]byte], error) {
	if dir == "" {
		return nil, nil
	}
	return hotreload.Watch(dir, loadShaderSources, hotreload.Options{})
}

// pollShaders compiles shader sources saved since the last tick and swaps
// them in; a source that does not compile keeps the shaders in use and
// its error joins the banner.
func (g *Game) pollShaders() {
	if g.shaderSrc == nil {
		return
	}
	srcs, _, changed := g.shaderSrc.Poll()
	if errs := g.shaderSrc.Errors(); errs != nil {
		g.shaderErrs = errs
	}
	if !changed {
		return
	}
	g.shaderErrs = nil
	if err := engine.ReloadShaders(srcs); err != nil {
		g.shaderErrs = diag.List{shaderDiag(g.cfg.Shaders, err.Error())}
		g.queueStatus("error")
		return
	}
	g.shaderGen++
	g.say("shaders reloaded")
	g.queueStatus("reload")
}

// shaderDiag turns "shaders/NAME: LINE:COL: message" from the engine into a
// diagnostic of the watched folder's file.
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

// allErrs are the errors the banner shows: the character's, then the
// shaders'.
func (g *Game) allErrs() diag.List {
	if g.shaderErrs == nil {
		return g.errs
	}
	return append(append(diag.List(nil), g.errs...), g.shaderErrs...)
}

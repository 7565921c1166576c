package viewer

import (
	"github.com/rigplay/rigplay/engine"
	"github.com/rigplay/rigplay/engine/diag"
)

// watchShaders starts watching --shaders DIR; nil when not asked for.
func watchShaders(dir string) (*engine.ShaderWatcher, error) {
	if dir == "" {
		return nil, nil
	}
	return engine.WatchShaders(dir)
}

// pollShaders swaps in the shader sources saved since the last tick; a
// save that does not compile keeps the shaders in use and its error joins
// the banner.
func (g *Game) pollShaders() {
	if g.shaderSrc == nil {
		return
	}
	first := !g.shadersPolled // the folder's shaders at start: no news
	g.shadersPolled = true
	if g.shaderSrc.Update() {
		g.shaderErrs = nil
		g.shaderGen++
		if !first {
			g.say("shaders reloaded")
			g.queueStatus("reload")
		}
		return
	}
	errs := g.shaderSrc.Errors()
	if (errs != nil || g.shaderErrs != nil) && errs.Error() != g.shaderErrs.Error() {
		g.shaderErrs = errs
		if errs != nil {
			g.queueStatus("error")
		}
	}
}

// allErrs are the errors the banner shows: the character's, then the
// shaders'.
func (g *Game) allErrs() diag.List {
	if g.shaderErrs == nil {
		return g.errs
	}
	return append(append(diag.List(nil), g.errs...), g.shaderErrs...)
}

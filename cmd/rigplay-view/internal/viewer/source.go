package viewer

import (
	"io/fs"
	"path/filepath"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
	"github.com/rigplay/rigplay/engine"
	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/engine/hotreload"
)

// source is where the viewer's character comes from: the embedded default,
// a folder loaded at start and on r only (--no-watch), or a watched folder.
type source struct {
	src hotreload.Source[*engine.Character]
	// watcher is src when the folder is watched, manual when it is not;
	// else both are nil.
	watcher *hotreload.Watcher[*engine.Character]
	manual  *hotreload.Manual[*engine.Character]
	// label names the character when it has no name.
	label             string
	embedded, noWatch bool
}

// loadCharacter loads a character as the viewer's reloads do
// (engine.LoadFunc): it reads, validates and decodes the character and
// uploads its images (Ebitengine's image functions may be called from any
// goroutine). Every failure is a diagnostic.
func loadCharacter(fsys fs.FS) (*engine.Character, diag.List) {
	return engine.LoadFunc(engine.LoadOptions{})(fsys)
}

// openSource opens cfg's character. It fails only when nothing can be shown
// and nothing will be: the embedded character does not load (a bug), a
// --no-watch folder does not load, or a folder cannot be watched.
func openSource(cfg core.Config) (*source, error) {
	if cfg.Dir == "" {
		c, d := loadCharacter(assets.Default())
		if d.HasErrors() {
			return nil, d
		}
		return &source{src: hotreload.Static(c), label: "embedded", embedded: true}, nil
	}
	label := filepath.Base(filepath.Clean(cfg.Dir))
	if cfg.NoWatch {
		// Nothing is watched; r still reloads.
		m, err := hotreload.OpenManual(cfg.Dir, engine.LoadFunc(engine.LoadOptions{}), hotreload.Options{})
		if err != nil {
			return nil, err
		}
		return &source{src: m, manual: m, label: label, noWatch: true}, nil
	}
	w, err := hotreload.Watch(cfg.Dir, engine.LoadFunc(engine.LoadOptions{}), hotreload.Options{})
	if err != nil {
		return nil, err
	}
	return &source{src: w, watcher: w, label: label}, nil
}

// status returns the watcher's latest reload, or a fixed good status.
func (s *source) status() hotreload.Status {
	if s.watcher != nil {
		return s.watcher.Status()
	}
	if s.manual != nil {
		return s.manual.Status()
	}
	_, gen := s.src.Current()
	return hotreload.Status{Gen: gen, Attempts: 1}
}

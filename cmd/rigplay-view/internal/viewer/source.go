package viewer

import (
	"errors"
	"io/fs"
	"path/filepath"
	"sync"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
	"github.com/rigplay/rigplay/engine"
	"github.com/rigplay/rigplay/engine/hotreload"
	"github.com/rigplay/rigplay/internal/diag"
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

// loadCharacter is the hot-reload loader: it reads, validates and decodes
// the character and uploads its images (Ebitengine's image functions may be
// called from any goroutine). Every failure is a diagnostic.
func loadCharacter(fsys fs.FS) (*engine.Character, diag.List) {
	return loadAfter(nil)(fsys)
}

// loadAfter returns a loader that reuses what the last good load decoded
// (sounds whose files did not change), so a reload after a small edit is
// quick. The lock guards prev only, never a load: a load abandoned by the
// watcher (hotreload.Options.LoadTimeout) must not hold up the next one.
func loadAfter(prev *engine.Character) hotreload.Loader[*engine.Character] {
	var mu sync.Mutex
	return func(fsys fs.FS) (*engine.Character, diag.List) {
		mu.Lock()
		last := prev
		mu.Unlock()
		c, d := loadWith(fsys, last)
		if c != nil {
			mu.Lock()
			prev = c
			mu.Unlock()
		}
		return c, d
	}
}

func loadWith(fsys fs.FS, prev *engine.Character) (*engine.Character, diag.List) {
	c, err := engine.Load(fsys, engine.LoadOptions{Previous: prev})
	if err != nil {
		var list diag.List
		if errors.As(err, &list) {
			return nil, list
		}
		return nil, diag.List{{Severity: diag.Error, Message: err.Error()}}
	}
	return c, c.Warnings()
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
		m, err := hotreload.OpenManual(cfg.Dir, loadAfter(nil), hotreload.Options{})
		if err != nil {
			return nil, err
		}
		return &source{src: m, manual: m, label: label, noWatch: true}, nil
	}
	w, err := hotreload.Watch(cfg.Dir, loadAfter(nil), hotreload.Options{})
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

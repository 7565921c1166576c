package core

import (
	"encoding/json"
	"io/fs"
	"testing"
	"testing/fstest"
	"time"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/character"
)

// sample loads an embedded sample character.
func sample(t testing.TB, rigged bool) *character.Character {
	t.Helper()
	fsys := assets.Frame()
	if rigged {
		fsys = assets.Rigged()
	}
	c, d := character.Load(fsys, character.Options{})
	if d.HasErrors() {
		t.Fatalf("load sample: %v", d.Err())
	}
	return c
}

// frameWith loads Pip with its Actions.json changed by edit.
func frameWith(t testing.TB, edit func(doc map[string]any)) *character.Character {
	t.Helper()
	m := fstest.MapFS{}
	err := fs.WalkDir(assets.Frame(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(assets.Frame(), p)
		m[p] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(m["Actions.json"].Data, &doc); err != nil {
		t.Fatal(err)
	}
	edit(doc)
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	m["Actions.json"] = &fstest.MapFile{Data: b}
	c, d := character.Load(m, character.Options{})
	if d.HasErrors() {
		t.Fatalf("load edited sample: %v", d.Err())
	}
	return c
}

// action returns the named action of an Actions.json document.
func action(doc map[string]any, name string) map[string]any {
	for _, a := range doc["ActionItems"].([]any) {
		if a := a.(map[string]any); a["Name"] == name {
			return a
		}
	}
	return nil
}

// playTo plays name on p and advances it by d.
func playTo(t testing.TB, p *character.Player, name string, d time.Duration) {
	t.Helper()
	if _, err := p.Play(name); err != nil {
		t.Fatal(err)
	}
	p.Advance(d)
}

// hasSound reports whether evs hold a sound event.
func hasSound(evs []character.Event) bool {
	for _, e := range evs {
		if e.Kind == character.EventSound {
			return true
		}
	}
	return false
}

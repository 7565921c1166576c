package viewer

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// TestRigReloadKeepsClipTimeAndClothes plays Moss's walk, changes clothes
// (a conflicting item comes off), pauses, then edits a clip file: the new
// generation keeps the clip, its time and the clothes.
func TestRigReloadKeepsClipTimeAndClothes(t *testing.T) {
	dir := copySample(t, true)
	p := startViewer(t, dir, "--clip", "walk")
	ready := p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
	if len(ready.Clips) != 4 || ready.Character != "Moss" {
		t.Fatalf("ready: %+v", ready)
	}
	before := p.status().Worn
	p.do("wear jacket")
	s := p.status()
	if slices.Equal(s.Worn, before) || len(s.Worn) != len(before) {
		// The jacket conflicts with the tee (both Upper): one comes off,
		// one goes on.
		t.Fatalf("worn %v after wearing the jacket over %v", s.Worn, before)
	}
	p.do("key space")
	paused := p.status()
	if !paused.Paused || paused.Clip == "" {
		t.Fatalf("paused: %+v", paused)
	}
	clip := filepath.Join(dir, "clips", "idle.json")
	b, err := os.ReadFile(clip)
	if err != nil {
		t.Fatal(err)
	}
	b = bytes.Replace(b, []byte(`"displayName": "Idle"`), []byte(`"displayName": "Idle (edited)"`), 1)
	if err := os.WriteFile(clip, b, 0o644); err != nil {
		t.Fatal(err)
	}
	r := p.waitFor("the reload", func(s core.Status) bool { return s.Event == "reload" })
	if r.Clip != paused.Clip || r.ClipTime != paused.ClipTime || !slices.Equal(r.Worn, s.Worn) || !r.Paused {
		t.Fatalf("after the reload %+v, before %+v", r, paused)
	}
}

// TestKeyNames checks that every key name of the bindings table is an
// Ebitengine key.
func TestKeyNames(t *testing.T) {
	n := 0
	for _, b := range core.Bindings {
		n += len(b.Keys)
	}
	if len(keyCommands) != n {
		t.Fatalf("%d of %d key names parse as Ebitengine keys", len(keyCommands), n)
	}
}

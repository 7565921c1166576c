package main

import (
	"os"
	"path/filepath"
	"testing"
)

func TestModuleRootFindsGoMod(t *testing.T) {
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Errorf("module root %s has no go.mod: %v", root, err)
	}
	if _, err := os.Stat(filepath.Join(root, "assets", "assets.go")); err != nil {
		t.Errorf("module root %s has no assets/assets.go: %v", root, err)
	}
}

func TestRunWritesBothCharactersAndRemovesStaleFiles(t *testing.T) {
	dir := t.TempDir()
	stale := filepath.Join(dir, "frame", "images", "old.png")
	if err := os.MkdirAll(filepath.Dir(stale), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(stale, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	keep := filepath.Join(dir, "assets.go")
	if err := os.WriteFile(keep, []byte("package assets\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := run(dir); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"frame/Actions.json", "frame/character.json", "rigged/rig.json", "rigged/character.json", "README.md", "assets.go"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("stale file survived: %v", err)
	}
}

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSymlinkLeavingTheFolderIsSaidSo (issue 13, item 10): a file of the
// character that is a symbolic link out of its folder is reported as
// leaving the folder, with where it points, located where it is named;
// not as "not found".
func TestSymlinkLeavingTheFolderIsSaidSo(t *testing.T) {
	frame := filepath.Join("..", "..", "assets", "frame")
	outside := filepath.Join(t.TempDir(), "outside.png")
	if err := os.WriteFile(outside, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct{ rel, want string }{
		{"images/arm_left_down.png", `/Actions.json:94:27: /ActionItems/0/Frames/4/Images/0/Filename: image file "images/arm_left_down.png" leaves the character folder (symbolic link to ` + outside + `)`},
		{"Actions.json", `/character.json:6:14: /actions: file "Actions.json" leaves the character folder (symbolic link to ` + outside + `)`},
	}
	for _, c := range cases {
		dir := copyTree(t, frame, nil)
		p := filepath.Join(dir, filepath.FromSlash(c.rel))
		os.Remove(p)
		if err := os.Symlink(outside, p); err != nil {
			t.Skipf("symbolic links: %v", err)
		}
		for _, args := range [][]string{{"validate", dir}, {"render", dir, "-o", filepath.Join(t.TempDir(), "o.png")}} {
			code, stdout, stderr := runWithin(t, args...)
			all := stdout + stderr
			if code != 1 || !strings.Contains(all, dir+c.want) || strings.Contains(all, "not found") {
				t.Errorf("%s %s: exit %d, want %q in:\n%s", args[0], c.rel, code, dir+c.want, all)
			}
		}
	}
}

// The clippy importer says the same of an agent's files.
func TestImportSymlinkLeavingTheFolderIsSaidSo(t *testing.T) {
	for _, name := range []string{"agent.js", "map.png", "sounds-mp3.js"} {
		dir := copyAgent(t, "")
		outside := filepath.Join(t.TempDir(), name)
		if err := os.Rename(filepath.Join(dir, name), outside); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(outside, filepath.Join(dir, name)); err != nil {
			t.Skipf("symbolic links: %v", err)
		}
		code, stdout, stderr := runWithin(t, "import", "clippy", dir, "-o", filepath.Join(t.TempDir(), "pkg"), "--quiet")
		want := filepath.ToSlash(dir) + "/" + name + ": /: leaves the character folder (symbolic link to " + outside + ")"
		if code != 1 || !strings.Contains(stderr, want) {
			t.Errorf("%s: exit %d, want %q in:\n%s%s", name, code, want, stdout, stderr)
		}
	}
}

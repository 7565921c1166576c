//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// fifoIn replaces the file rel of dir by a FIFO.
func fifoIn(t *testing.T, dir, rel string) {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(rel))
	if err := os.Remove(p); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
}

const fifoWords = "is a named pipe (FIFO), not a regular file"

// TestFIFOInACharacterFolder (issue 13, item 1): validate, render and
// trace on a folder with a FIFO where a file is expected return within a
// second, exit 1, and name the FIFO in a located error; whichever file it
// is (manifest, actions, rig, clip, clothing, curve, image, sound).
func TestFIFOInACharacterFolder(t *testing.T) {
	frame := filepath.Join("..", "..", "assets", "frame")
	cases := []struct {
		src, rel string
		want     string // the error line, after the folder
	}{
		{frame, "Actions.json", `/character.json:6:14: /actions: file "Actions.json" ` + fifoWords},
		{frame, "character.json", `/character.json: /: ` + fifoWords},
		{frame, "images/arm_left_down.png", `/Actions.json:94:27: /ActionItems/0/Frames/4/Images/0/Filename: image file "images/arm_left_down.png" ` + fifoWords},
		{frame, "sounds/pop.wav", `/Actions.json:1206:26: /ActionItems/7/Frames/0/SoundEffect: sound file "sounds/pop.wav" ` + fifoWords},
		{riggedDir, "rig.json", `/character.json:3:10: /rig: file "rig.json" ` + fifoWords},
		{riggedDir, "clips/walk.json", `/character.json:6:5: /clips/1: file "clips/walk.json" ` + fifoWords},
		{riggedDir, "clothing/hat.json", `/character.json:12:5: /clothing/0: file "clothing/hat.json" ` + fifoWords},
		{riggedDir, "curves/blend.json", `/character.json:23:5: /curves/0: file "curves/blend.json" ` + fifoWords},
		{riggedDir, "sprites/arm-left-lower.png", `/rig.json:257:23: /bones/10/spriteCanvas: sprites/arm-left-lower.png: ` + fifoWords},
	}
	for _, c := range cases {
		t.Run(c.rel, func(t *testing.T) {
			dir := copyTree(t, c.src, nil)
			fifoIn(t, dir, c.rel)
			cmds := [][]string{{"validate", dir}, {"render", dir, "-o", filepath.Join(t.TempDir(), "o.png")}}
			if c.src == frame {
				cmds = append(cmds, []string{"trace", dir, "--for", "1s"})
			}
			for _, args := range cmds {
				code, stdout, stderr := runWithin(t, args...)
				all := stdout + stderr
				if code != 1 || !strings.Contains(all, fifoWords) || !strings.Contains(all, c.rel) {
					t.Errorf("rigplay %s: exit %d, output:\n%s", args[0], code, all)
				}
				if !strings.Contains(all, dir+c.want) {
					t.Errorf("rigplay %s: no %q in:\n%s", args[0], c.want, all)
				}
			}
		})
	}
}

// TestFIFOInAClippyAgent (issue 13, item 1): the importer returns within a
// second, naming the FIFO, whichever of the agent's files it is, and
// writes nothing.
func TestFIFOInAClippyAgent(t *testing.T) {
	for _, name := range []string{"agent.js", "map.png", "sounds-mp3.js"} {
		t.Run(name, func(t *testing.T) {
			dir := copyAgent(t, "")
			fifoIn(t, dir, name)
			out := filepath.Join(t.TempDir(), "pkg")
			code, stdout, stderr := runWithin(t, "import", "clippy", dir, "-o", out, "--quiet")
			if want := filepath.ToSlash(dir) + "/" + name + ": /: " + fifoWords; code != 1 || !strings.Contains(stderr, want) {
				t.Errorf("exit %d, want %q in:\n%s%s", code, want, stdout, stderr)
			}
			if _, err := os.Stat(out); err == nil {
				t.Error("the import wrote its output")
			}
		})
	}
}

// TestFIFOGivenAsAFile: a FIFO named on the command line as the file to
// validate is refused at once too, as is a FIFO given as the folder.
func TestFIFOGivenAsAFile(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"Actions.json", "rig.json", "x.json"} {
		p := filepath.Join(dir, name)
		if err := syscall.Mkfifo(p, 0o644); err != nil {
			t.Skipf("mkfifo: %v", err)
		}
		code, stdout, stderr := runWithin(t, "validate", p)
		if code != 1 || !strings.Contains(stdout+stderr, fifoWords) {
			t.Errorf("validate %s: exit %d:\n%s%s", name, code, stdout, stderr)
		}
	}
	fifoDir := filepath.Join(dir, "char")
	syscall.Mkfifo(fifoDir, 0o644)
	for _, args := range [][]string{{"render", fifoDir, "-o", filepath.Join(dir, "o.png")}, {"trace", fifoDir}, {"curve", filepath.Join(dir, "x.json")}} {
		if code, _, _ := runWithin(t, args...); code == 0 {
			t.Errorf("%s on a FIFO succeeded", args[0])
		}
	}
}

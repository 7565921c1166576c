//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// hostileArg holds ESC (a screen clear), BEL, CR, a newline that would
// start a forged line, and a byte that is not UTF-8.
const hostileArg = "x\x1b[2J\x07\r\nFORGED\xff"

// TestArgumentsPrintEscaped (issue 18, class 5): every command, given a
// path or argument holding hostileArg (as a folder, an -o, a --wasm, an
// unknown flag's name, a flag value, a curve name, a clothing item), in
// failures and in its success lines, prints none of those characters raw
// and never starts a line with what follows the newline
// (docs/errors.md#escaping).
func TestArgumentsPrintEscaped(t *testing.T) {
	tmp := t.TempDir()
	hostileDir := filepath.Join(tmp, hostileArg)
	if err := os.Mkdir(hostileDir, 0o755); err != nil {
		t.Skipf("this file system refuses the name: %v", err)
	}
	// A rigged character under the hostile name: trace says it has no
	// Actions.json, naming the folder.
	rigged := filepath.Join(tmp, "r"+hostileArg)
	if err := os.Rename(copyTree(t, riggedDir, nil), rigged); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(tmp, "missing", hostileArg)
	good := actionChar("good")
	wasm := fakePlayer(t)
	out := filepath.Join(t.TempDir(), "o.png")
	cases := []struct {
		name string
		args []string
	}{
		{"trace missing folder", []string{"trace", missing}},
		{"trace folder without actions", []string{"trace", rigged}},
		{"trace unknown flag", []string{"trace", "--" + hostileArg}},
		{"trace bad flag value", []string{"trace", "--for", hostileArg}},
		{"trace --play", []string{"trace", good, "--play", hostileArg}},
		{"render missing folder", []string{"render", missing, "-o", out}},
		{"render -o in a missing folder", []string{"render", good, "-o", filepath.Join(missing, "a.png")}},
		{"render -o a folder", []string{"render", good, "-o", hostileDir}},
		{"render --wear", []string{"render", riggedDir, "-o", out, "--wear", hostileArg}},
		{"render --clip", []string{"render", riggedDir, "-o", out, "--clip", hostileArg}},
		{"render unknown flag", []string{"render", "--" + hostileArg}},
		{"import missing agent", []string{"import", "clippy", missing, "-o", filepath.Join(tmp, "imp")}},
		{"import unknown format", []string{"import", hostileArg, good}},
		{"import -o", []string{"import", "clippy", copyAgent(t, ""), "-o", filepath.Join(tmp, "i"+hostileArg), "--sounds", "none"}},
		{"import --sounds", []string{"import", "clippy", good, "-o", out, "--sounds", hostileArg}},
		{"export missing folder", []string{"export", "web", missing, "-o", filepath.Join(tmp, "s1"), "--wasm", wasm}},
		{"export -o", []string{"export", "web", good, "-o", filepath.Join(tmp, "s"+hostileArg), "--wasm", wasm}},
		{"export -o a file", []string{"export", "web", good, "-o", wasm + "/" + hostileArg, "--wasm", wasm}},
		{"export --wasm", []string{"export", "web", good, "-o", filepath.Join(tmp, "s2"), "--wasm", filepath.Join(missing, "p.wasm")}},
		{"export unknown flag", []string{"export", "web", "--" + hostileArg}},
		{"curve name", []string{"curve", hostileArg}},
		{"curve folder", []string{"curve", hostileDir}},
		{"curve unknown flag", []string{"curve", "linear", "--" + hostileArg}},
		{"curve --format", []string{"curve", "linear", "--format", hostileArg}},
		{"sound missing", []string{"sound", filepath.Join(missing, "a.wav")}},
		{"sound -o", []string{"sound", soundFile("tone.wav"), "-o", filepath.Join(missing, "a.wav")}},
		{"validate missing", []string{"validate", missing}},
		{"validate ok", []string{"validate", rigged}},
		{"pose missing", []string{"pose", filepath.Join(missing, "rig.json")}},
		{"pose --wear outside", []string{"pose", fixture("rig.json"), "--wear", filepath.Join(missing, "item.json")}},
		{"unknown command", []string{hostileArg}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, stdout, stderr := runDeadline(t, c.args...)
			all := stdout + stderr
			// The usage's own layout (flag.PrintDefaults) indents with
			// a tab; nothing else may hold one.
			all = strings.ReplaceAll(all, "\n    \t", "\n    ")
			if r, bad := terminalUnsafe(all); bad {
				t.Errorf("exit %d: printed a raw %U:\n%q", code, r, all)
			}
			if strings.Contains(all, "\nFORGED") || strings.HasPrefix(all, "FORGED") {
				t.Errorf("exit %d: the argument's newline starts a line:\n%q", code, all)
			}
			if !strings.Contains(all, `\x1b[2J`) && !strings.Contains(all, `\u001b[2J`) {
				t.Errorf("exit %d: the argument is not shown (escaped):\n%q", code, all)
			}
		})
	}
}

//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// runDeadline runs rigplay with args in a goroutine and fails the test
// when it has not returned after a deadline that only a blocked command
// reaches (a FIFO opened for writing waits for a reader forever): the
// test says whether it blocks, not how fast it is.
func runDeadline(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	done := make(chan int, 1)
	go func() { done <- rigplay(args, &out, &errb) }()
	select {
	case code = <-done:
	case <-time.After(60 * time.Second):
		t.Fatalf("rigplay %s blocked", strings.Join(args, " "))
	}
	return code, out.String(), errb.String()
}

// snapshot returns every regular file under dir with its bytes, and
// every other entry with its kind.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if d.Type().IsRegular() {
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			out[rel] = string(b)
		} else {
			out[rel] = d.Type().String()
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// sameTree fails when dir differs from what snapshot said before.
func sameTree(t *testing.T, what, dir string, before map[string]string) {
	t.Helper()
	after := snapshot(t, dir)
	for name, b := range before {
		if a, ok := after[name]; !ok {
			t.Errorf("%s: %s is gone", what, name)
		} else if a != b {
			t.Errorf("%s: %s changed (%d bytes, was %d)", what, name, len(a), len(b))
		}
	}
	for name := range after {
		if _, ok := before[name]; !ok {
			t.Errorf("%s: %s appeared (a temporary file left?)", what, name)
		}
	}
}

// TestOutputIsAnInput (issue 18, class 4a): every command that writes
// refuses an output that is one of the files it read, by name, through
// a hard link, through a symbolic link, or a folder that would replace
// them, with exit 1 and a message naming both; the inputs are unchanged.
func TestOutputIsAnInput(t *testing.T) {
	dir := copyTree(t, actionChar("good"), nil)
	outside := t.TempDir()
	hard := filepath.Join(outside, "eye-link.png")
	if err := os.Link(filepath.Join(dir, "eye.png"), hard); err != nil {
		t.Skipf("no hard links: %v", err)
	}
	soft := filepath.Join(outside, "actions-link.json")
	if err := os.Symlink(filepath.Join(dir, "Actions.json"), soft); err != nil {
		t.Skipf("no symbolic links: %v", err)
	}
	wasm := fakePlayer(t)
	playerDir := filepath.Dir(wasm)
	snd := filepath.Join(t.TempDir(), "s.wav")
	if b, err := os.ReadFile(soundFile("tone.wav")); err == nil {
		if err := os.WriteFile(snd, b, 0o644); err != nil {
			t.Fatal(err)
		}
	} else {
		snd = ""
	}
	agent := copyAgent(t, "")
	if err := os.WriteFile(filepath.Join(agent, "character.json"), []byte(`{"name": "x"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		args []string
		want []string // in the message
	}{
		{"-o the character's image", []string{"render", dir, "-o", filepath.Join(dir, "eye.png")}, []string{"-o", "eye.png", "a file this command reads"}},
		{"--gif Actions.json", []string{"render", dir, "--gif", filepath.Join(dir, "Actions.json"), "--for", "1s"}, []string{"--gif", "Actions.json is a file this command reads"}},
		{"--sheet the character's image", []string{"render", dir, "--sheet", filepath.Join(dir, "mouth.png")}, []string{"--sheet", "mouth.png"}},
		{"-o a hard link to an image", []string{"render", dir, "-o", hard}, []string{hard, filepath.Join(dir, "eye.png")}},
		{"-o a symbolic link to Actions.json", []string{"render", dir, "-o", soft}, []string{soft, filepath.Join(dir, "Actions.json")}},
		{"-o and --gif the same file", []string{"render", dir, "-o", filepath.Join(outside, "x"), "--gif", filepath.Join(outside, "x"), "--for", "1s"}, []string{"given for two outputs"}},
		{"export web into the player's folder", []string{"export", "web", dir, "-o", playerDir, "--wasm", wasm}, []string{webPlayerName, "a file this command reads"}},
		{"import into the agent's folder", []string{"import", "clippy", agent, "-o", agent, "--force"}, []string{"holds the agent's folder", agent}},
		{"import into the agent's parent", []string{"import", "clippy", agent, "-o", filepath.Dir(agent), "--force"}, []string{"holds the agent's folder", agent}},
	}
	if snd != "" {
		cases = append(cases, struct {
			name string
			args []string
			want []string
		}{"sound FILE -o FILE", []string{"sound", snd, "-o", snd}, []string{"-o", "s.wav is a file this command reads"}})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := map[string]map[string]string{dir: snapshot(t, dir), playerDir: snapshot(t, playerDir), agent: snapshot(t, agent), outside: snapshot(t, outside)}
			var sndBefore []byte
			if snd != "" {
				sndBefore, _ = os.ReadFile(snd)
			}
			code, stdout, stderr := runDeadline(t, c.args...)
			if code != 1 {
				t.Errorf("exit %d, want 1; stdout %q stderr %q", code, stdout, stderr)
			}
			for _, w := range c.want {
				if !strings.Contains(stderr, w) {
					t.Errorf("the message does not say %q: %q", w, stderr)
				}
			}
			for d, b := range before {
				sameTree(t, c.name, d, b)
			}
			if snd != "" {
				if after, _ := os.ReadFile(snd); !bytes.Equal(after, sndBefore) {
					t.Error("the sound was changed")
				}
			}
		})
	}
}

// TestOutputFIFO (class 4b): an output that is a named pipe is refused,
// exit 1, naming it, without blocking, and the FIFO stays.
func TestOutputFIFO(t *testing.T) {
	dir := actionChar("good")
	tmp := t.TempDir()
	fifo := filepath.Join(tmp, "out.png")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	site := filepath.Join(tmp, "site")
	if err := os.Mkdir(site, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(site, "index.html"), 0o644); err != nil {
		t.Fatal(err)
	}
	toFIFO := filepath.Join(tmp, "link.gif")
	if err := os.Symlink(fifo, toFIFO); err != nil {
		t.Fatal(err)
	}
	cmds := [][]string{
		{"render", dir, "-o", fifo},
		{"render", dir, "--gif", fifo, "--for", "1s"},
		{"render", dir, "--gif", toFIFO, "--for", "1s"},
		{"render", dir, "--sheet", fifo},
		{"export", "web", dir, "-o", site, "--wasm", fakePlayer(t)},
		{"sound", soundFile("tone.wav"), "-o", fifo},
	}
	for _, args := range cmds {
		code, _, stderr := runDeadline(t, args...)
		if code != 1 || !strings.Contains(stderr, "is a named pipe (FIFO)") && !strings.Contains(stderr, "a symbolic link to a named pipe (FIFO)") {
			t.Errorf("rigplay %s: exit %d, stderr %q", strings.Join(args, " "), code, stderr)
		}
	}
	if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO was replaced: %v", err)
	}
	if entries, _ := os.ReadDir(site); len(entries) != 1 {
		t.Errorf("the site folder holds %d entries, want the FIFO alone (temporary files left?)", len(entries))
	}
}

// TestOutputSymlinkIsNotWrittenThrough (class 4b): a symbolic link
// already at an output's place, pointing out of the output folder, is
// replaced by the new file; the file it points to (another character's
// Actions.json) is not touched.
func TestOutputSymlinkIsNotWrittenThrough(t *testing.T) {
	other := copyTree(t, actionChar("good"), nil)
	victim := filepath.Join(other, "Actions.json")
	before := snapshot(t, other)
	tmp := t.TempDir()
	png := filepath.Join(tmp, "a.png")
	site := filepath.Join(tmp, "site")
	if err := os.Mkdir(site, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, l := range []string{png, filepath.Join(site, packName), filepath.Join(site, "index.html")} {
		if err := os.Symlink(victim, l); err != nil {
			t.Skipf("no symbolic links: %v", err)
		}
	}
	for _, args := range [][]string{
		{"render", actionChar("good"), "-o", png},
		{"export", "web", actionChar("good"), "-o", site, "--wasm", fakePlayer(t)},
	} {
		if code, _, stderr := runDeadline(t, args...); code != 0 {
			t.Fatalf("rigplay %s: exit %d: %s", args[0], code, stderr)
		}
	}
	sameTree(t, "the other character", other, before)
	for _, f := range []string{png, filepath.Join(site, packName), filepath.Join(site, "index.html")} {
		if fi, err := os.Lstat(f); err != nil || !fi.Mode().IsRegular() {
			t.Errorf("%s is not a regular file now: %v", f, err)
		}
	}
	decodeFile(t, png)
	if names := zipNames(t, filepath.Join(site, packName)); len(names) == 0 {
		t.Error("character.zip is empty")
	}
}

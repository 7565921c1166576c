//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package viewer

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

func mkfifo(t *testing.T, name string) {
	t.Helper()
	os.Remove(name)
	if err := syscall.Mkfifo(name, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
}

// fifoError is how the FIFO is named: located where character.json names
// Actions.json.
const fifoError = `character.json:6:14: /actions: file "Actions.json" is a named pipe (FIFO), not a regular file`

// TestFIFOKeepsLastGoodAndRecovers (issue 13, item 3): with the viewer
// running, Actions.json replaced by a FIFO shows the banner, naming it,
// while the last good character keeps playing; r with the FIFO still there
// changes nothing; a regular file put back loads; and the viewer quits
// promptly with a FIFO in the folder.
func TestFIFOKeepsLastGoodAndRecovers(t *testing.T) {
	dir := copySample(t, false)
	actions := filepath.Join(dir, "Actions.json")
	orig, err := os.ReadFile(actions)
	if err != nil {
		t.Fatal(err)
	}
	p := startViewer(t, dir, "--overlays", "nohud")
	ready := p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })

	mkfifo(t, actions)
	bad := p.waitFor("the FIFO's banner", func(s core.Status) bool { return s.Event == "error" && s.Banner })
	if bad.Gen != ready.Gen || !hasLabel(bad, "Wave hello") || !hasError(bad, fifoError) {
		t.Fatalf("after the FIFO: %+v", bad)
	}
	p.do("key r")
	bad = p.waitFor("the FIFO's banner after r", func(s core.Status) bool { return s.Event == "error" && s.Banner })
	if later := p.status(); later.Frame <= bad.Frame || later.Gen != ready.Gen || !hasError(later, fifoError) {
		t.Fatalf("the last good character stopped: %+v", later)
	}

	os.Remove(actions)
	if err := os.WriteFile(actions, withLabel(t, orig, "Wave back"), 0o644); err != nil {
		t.Fatal(err)
	}
	if s := reloadedWith(p, "Wave back"); s.Gen != ready.Gen+1 || s.Banner {
		t.Fatalf("after the regular file came back: %+v", s)
	}

	mkfifo(t, actions)
	p.waitFor("the FIFO's banner", func(s core.Status) bool { return s.Event == "error" && s.Banner })
	quitWithin(t, p, 10*time.Second)
}

// quitWithin ends the control input and waits for the viewer to quit.
func quitWithin(t *testing.T, p *proc, d time.Duration) {
	t.Helper()
	p.in.Close()
	done := make(chan struct{})
	go func() {
		for range p.lines {
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(d):
		t.Fatalf("the viewer did not quit within %v", d)
	}
}

func hasError(s core.Status, want string) bool {
	for _, e := range s.Errors {
		if strings.Contains(e, want) {
			return true
		}
	}
	return false
}

// TestViewOnAFolderWithAFIFO (issue 13, item 1, "done when"): the viewer
// opened on a folder whose Actions.json is a FIFO starts at once, prints
// the located error, shows it, and quits at --exit-after.
func TestViewOnAFolderWithAFIFO(t *testing.T) {
	dir := copySample(t, false)
	mkfifo(t, filepath.Join(dir, "Actions.json"))
	args := []string{"--exit-after", "300ms", "--status", "-", "--overlays", "nohud", dir}
	js, _ := json.Marshal(args)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), helperEnv+"="+string(js))
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		t.Logf("the viewer ran %v (window start-up included); exit %v", time.Since(start), err)
	case <-time.After(20 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("the viewer on a folder with a FIFO did not quit at --exit-after; stderr:\n%s", stderr.String())
	}
	if !strings.Contains(stderr.String(), filepath.ToSlash(dir)+"/"+fifoError) {
		t.Errorf("stderr does not give the located error:\n%s", stderr.String())
	}
	var ready core.Status
	for _, line := range strings.Split(stdout.String(), "\n") {
		if json.Unmarshal([]byte(line), &ready) == nil && ready.Event == "ready" {
			break
		}
	}
	if ready.Event != "ready" || !ready.Banner || !hasError(ready, fifoError) {
		t.Errorf("ready line %+v; stdout:\n%s", ready, stdout.String())
	}
}

// TestFolderRenamedAwayAndBack (issue 13, item 5): the watched folder
// renamed away shows the banner; renamed back, it loads again by itself
// (no r) and later saves are shown.
func TestFolderRenamedAwayAndBack(t *testing.T) {
	dir := copySample(t, false)
	actions := filepath.Join(dir, "Actions.json")
	orig, err := os.ReadFile(actions)
	if err != nil {
		t.Fatal(err)
	}
	p := startViewer(t, dir, "--overlays", "nohud")
	ready := p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
	if err := os.Rename(dir, dir+".away"); err != nil {
		t.Fatal(err)
	}
	p.waitFor("the banner", func(s core.Status) bool { return s.Event == "error" && hasError(s, "cannot open the folder") })
	if err := os.Rename(dir+".away", dir); err != nil {
		t.Fatal(err)
	}
	back := p.waitFor("the folder loaded again", func(s core.Status) bool { return s.Event == "reload" && !s.Banner })
	if back.Gen != ready.Gen+1 {
		t.Fatalf("back: %+v", back)
	}
	if err := os.WriteFile(actions, withLabel(t, orig, "Wave again"), 0o644); err != nil {
		t.Fatal(err)
	}
	reloadedWith(p, "Wave again")
}

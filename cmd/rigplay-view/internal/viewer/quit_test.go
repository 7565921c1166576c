package viewer

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// runViewer runs the viewer with args (no control input) until it exits
// and returns its exit status and stderr.
func runViewer(t *testing.T, args ...string) (int, string) {
	t.Helper()
	js, _ := json.Marshal(args)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), helperEnv+"="+string(js))
	var stderr strings.Builder
	cmd.Stderr = &stderr
	done := make(chan error, 1)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { done <- cmd.Wait() }()
	var err error
	select {
	case err = <-done:
	case <-time.After(90 * time.Second): // a guard against a hang
		cmd.Process.Kill()
		<-done
		t.Fatalf("viewer %v did not exit", args)
	}
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return exit.ExitCode(), stderr.String()
	}
	if err != nil {
		t.Fatal(err)
	}
	return 0, stderr.String()
}

// waitExit waits for the viewer to end (its status lines close) after a
// key that quits; startViewer's cleanup then wants exit status 0.
func (p *proc) waitExit(what string) {
	p.t.Helper()
	deadline := time.After(60 * time.Second) // a guard against a hang
	for {
		select {
		case _, open := <-p.lines:
			if !open {
				return
			}
		case <-deadline:
			p.t.Fatalf("%s did not quit the viewer", what)
		}
	}
}

// TestQuitKeys: q quits; Esc first closes the help, and with nothing open
// quits; the help lists both.
func TestQuitKeys(t *testing.T) {
	help := strings.Join(core.HelpLines(), "\n")
	for _, want := range []string{"q      quit", "esc    close what is open"} {
		if !strings.Contains(help, want) {
			t.Errorf("the help does not list %q:\n%s", want, help)
		}
	}
	t.Run("q", func(t *testing.T) {
		p := startViewer(t)
		p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
		p.send("key q")
		p.waitExit("q")
	})
	t.Run("esc", func(t *testing.T) {
		p := startViewer(t, "--overlays", "help")
		p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
		p.do("key esc") // closes the help
		if s := p.status(); s.Event != "status" {
			t.Fatalf("after the first Esc: %+v", s)
		}
		p.send("key esc")
		p.waitExit("Esc with nothing open")
	})
}

// TestFlagErrors (issue 18's viewer flags): a --screenshot into a folder
// that does not exist and a --status file that cannot be written are
// reported and the exit status is 1; --clip with a name that is not a
// clip says "no clip named" with the nearest names.
func TestFlagErrors(t *testing.T) {
	if code, stderr := runViewer(t, "--screenshot", "/nonexistent/x.png", "--exit-after", "2s"); code == 0 || !strings.Contains(stderr, "/nonexistent") {
		t.Errorf("--screenshot /nonexistent/x.png: exit %d, stderr %q", code, stderr)
	}
	if _, err := os.Stat("/dev/full"); err == nil {
		if code, stderr := runViewer(t, "--status", "/dev/full", "--exit-after", "5s"); code != 1 || !strings.Contains(stderr, "--status") || !strings.Contains(stderr, "no space left") {
			t.Errorf("--status /dev/full: exit %d, stderr %q", code, stderr)
		}
	}
	rig, err := filepath.Abs("../../../../assets/rigged")
	if err != nil {
		t.Fatal(err)
	}
	if _, stderr := runViewer(t, rig, "--clip", "walkk", "--exit-after", "1s"); !strings.Contains(stderr, `no clip named "walkk" (did you mean "walk"?)`) {
		t.Errorf("--clip walkk: stderr %q", stderr)
	}
	if _, stderr := runViewer(t, "--clip", "Wave", "--exit-after", "1s"); !strings.Contains(stderr, `no clip named "Wave"`) {
		t.Errorf("--clip Wave on Pip: stderr %q", stderr)
	}
}

package viewer

import (
	"bufio"
	"encoding/json"
	"image"
	"image/png"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// proc is a viewer running in a child process with --control and
// --status -: the test writes control lines and reads status lines.
type proc struct {
	t      testing.TB
	cmd    *exec.Cmd
	in     io.WriteCloser
	lines  chan core.Status
	stderr *strings.Builder
	mu     sync.Mutex
	last   core.Status
}

// startViewer runs the viewer with args (plus the control hooks).
func startViewer(t testing.TB, args ...string) *proc {
	t.Helper()
	args = append([]string{"--control", "--status", "-", "--size", "640x480"}, args...)
	js, _ := json.Marshal(args)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), helperEnv+"="+string(js))
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	p := &proc{t: t, cmd: cmd, in: in, lines: make(chan core.Status, 1024), stderr: &strings.Builder{}}
	cmd.Stderr = &lockedWriter{b: p.stderr, mu: &p.mu}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		defer close(p.lines)
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 1<<16), 1<<20)
		for sc.Scan() {
			var s core.Status
			if json.Unmarshal(sc.Bytes(), &s) == nil && s.Event != "" {
				p.lines <- s
			}
		}
	}()
	t.Cleanup(func() {
		p.in.Close()
		done := make(chan error, 1)
		go func() { done <- p.cmd.Wait() }()
		var err error
		select {
		case err = <-done:
		case <-time.After(20 * time.Second):
			p.cmd.Process.Kill()
			<-done
			t.Errorf("the viewer did not quit at the end of its control input")
		}
		p.mu.Lock()
		defer p.mu.Unlock()
		if err != nil || strings.Contains(p.stderr.String(), "DATA RACE") || strings.Contains(p.stderr.String(), "panic") {
			t.Errorf("the viewer ended with %v; stderr:\n%s", err, p.stderr.String())
		}
	})
	return p
}

type lockedWriter struct {
	b  *strings.Builder
	mu *sync.Mutex
}

func (w *lockedWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.Write(p)
}

// send writes one control line.
func (p *proc) send(line string) {
	p.t.Helper()
	if _, err := io.WriteString(p.in, line+"\n"); err != nil {
		p.t.Fatalf("control %q: %v", line, err)
	}
}

// waitFor returns the first status line (from now on) for which ok holds.
// The deadline only guards against a hung child; it is not a measurement.
func (p *proc) waitFor(what string, ok func(core.Status) bool) core.Status {
	p.t.Helper()
	deadline := time.After(60 * time.Second)
	for {
		select {
		case s, open := <-p.lines:
			if !open {
				p.mu.Lock()
				defer p.mu.Unlock()
				p.t.Fatalf("viewer exited while waiting for %s; stderr:\n%s", what, p.stderr.String())
			}
			p.last = s
			if s.Event == "fail" {
				p.t.Logf("viewer replied fail: %s", s.Message)
			}
			if ok(s) {
				return s
			}
		case <-deadline:
			p.t.Fatalf("no status for %s; last %+v", what, p.last)
		}
	}
}

// do sends a control command and waits for its reply.
func (p *proc) do(line string) core.Status {
	p.t.Helper()
	p.send(line)
	s := p.waitFor("reply to "+line, func(s core.Status) bool { return s.Event == "ok" || s.Event == "fail" })
	if s.Event == "fail" {
		p.t.Fatalf("%s: %s", line, s.Message)
	}
	return s
}

// status asks for a status line and returns it.
func (p *proc) status() core.Status {
	p.t.Helper()
	p.send("status")
	return p.waitFor("status", func(s core.Status) bool { return s.Event == "status" })
}

// shot takes a screenshot and decodes it.
func (p *proc) shot(path string) image.Image {
	p.t.Helper()
	p.send("shot " + path)
	p.waitFor("screenshot "+path, func(s core.Status) bool { return s.Event == "shot" && s.Shot == path })
	return readPNG(p.t, path)
}

func readPNG(t testing.TB, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	im, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return im
}

// copySample copies an embedded sample into a new temporary folder, as an
// author's working copy.
func copySample(t testing.TB, rigged bool) string {
	t.Helper()
	src := assets.Frame()
	if rigged {
		src = assets.Rigged()
	}
	dir := filepath.Join(t.TempDir(), "char")
	err := fs.WalkDir(src, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		dst := filepath.Join(dir, filepath.FromSlash(p))
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		b, err := fs.ReadFile(src, p)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// hasLabel reports whether the action list shows label.
func hasLabel(s core.Status, label string) bool {
	for _, a := range s.Actions {
		if a == label {
			return true
		}
	}
	return false
}

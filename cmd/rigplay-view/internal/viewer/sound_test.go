package viewer

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// missingCardALSA is an ALSA configuration whose default device is a
// sound card no machine has. Given as ALSA_CONFIG_PATH it is all alsa-lib
// reads, so no device opens on any machine.
const missingCardALSA = `pcm.!default { type hw card 29 device 0 }
ctl.!default { type hw card 29 }
`

// runWithoutSound runs the viewer with args to its end in a child process
// that has no sound device: a temporary HOME whose .asoundrc names a
// missing card, and ALSA_CONFIG_PATH pointing at that file alone
// (replacing the null device internal/scripts/headless.sh configures). It
// returns the status lines, stderr and the exit error.
func runWithoutSound(t *testing.T, args ...string) ([]core.Status, string, error) {
	t.Helper()
	home := t.TempDir()
	rc := filepath.Join(home, ".asoundrc")
	if err := os.WriteFile(rc, []byte(missingCardALSA), 0o644); err != nil {
		t.Fatal(err)
	}
	js, _ := json.Marshal(append([]string{"--status", "-", "--size", "640x480"}, args...))
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "HOME=") && !strings.HasPrefix(kv, "ALSA_CONFIG_PATH=") {
			env = append(env, kv)
		}
	}
	cmd.Env = append(env, "HOME="+home, "ALSA_CONFIG_PATH="+rc, helperEnv+"="+string(js))
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var err error
	select {
	case err = <-done:
	case <-time.After(90 * time.Second): // a hung child only; not a measurement
		cmd.Process.Kill()
		<-done
		t.Fatalf("the viewer did not quit on --exit-after; stderr:\n%s", stderr.String())
	}
	var lines []core.Status
	sc := bufio.NewScanner(&stdout)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for sc.Scan() {
		var s core.Status
		if json.Unmarshal(sc.Bytes(), &s) == nil && s.Event != "" {
			lines = append(lines, s)
		}
	}
	return lines, stderr.String(), err
}

// soundOffLines returns the lines of stderr that say sounds are off.
func soundOffLines(stderr string) []string {
	var out []string
	for _, l := range strings.Split(stderr, "\n") {
		if strings.Contains(l, "sounds are off") {
			out = append(out, l)
		}
	}
	return out
}

// TestViewer_NoSoundDevice_PlaysSilently: without a sound device the
// viewer opens Pip (whose Show plays a sound at once), says once on stderr
// and in the HUD that sounds are off, keeps drawing frames, takes its
// screenshot and quits on --exit-after with status 0.
func TestViewer_NoSoundDevice_PlaysSilently(t *testing.T) {
	shot := filepath.Join(t.TempDir(), "shot.png")
	lines, stderr, err := runWithoutSound(t, "--exit-after", "3s", "--screenshot", shot, "--screenshot-after", "2s")
	if err != nil {
		t.Fatalf("the viewer ended with %v; stderr:\n%s", err, stderr)
	}
	const want = "rigplay view: no sound device: sounds are off (ALSA: "
	off := soundOffLines(stderr)
	if len(off) != 1 || !strings.HasPrefix(off[0], want) {
		t.Errorf("stderr says %q, want one line starting %q; stderr:\n%s", off, want, stderr)
	}
	var sound, shotLine *core.Status
	for i := range lines {
		switch lines[i].Event {
		case "sound":
			sound = &lines[i]
		case "shot":
			shotLine = &lines[i]
		}
	}
	if sound == nil || !strings.HasPrefix(sound.Sound, "no sound device: sounds are off (ALSA: ") {
		t.Fatalf("no \"sound\" status line saying why; lines %+v", lines)
	}
	if shotLine == nil {
		t.Fatalf("no screenshot was taken; lines %+v", lines)
	}
	if shotLine.Sound != sound.Sound || shotLine.Frame <= sound.Frame || shotLine.Tick < 100 {
		t.Errorf("after the sound line: frame %d -> %d, tick %d, sound %q; want frames drawn on, the line kept",
			sound.Frame, shotLine.Frame, shotLine.Tick, shotLine.Sound)
	}
	if im := readPNG(t, shot); im.Bounds().Dx() < 100 {
		t.Errorf("screenshot %v", im.Bounds())
	}
}

// TestViewer_NoSoundDevice_Muted: --mute without a sound device plays as
// before: the device is never opened, so nothing is said about it.
func TestViewer_NoSoundDevice_Muted(t *testing.T) {
	lines, stderr, err := runWithoutSound(t, "--mute", "--exit-after", "2s")
	if err != nil {
		t.Fatalf("the viewer ended with %v; stderr:\n%s", err, stderr)
	}
	if off := soundOffLines(stderr); len(off) != 0 {
		t.Errorf("muted, stderr says %q", off)
	}
	for _, s := range lines {
		if s.Event == "sound" || s.Sound != "" {
			t.Errorf("muted, a status line says %+v", s)
		}
	}
	if len(lines) == 0 || lines[0].Event != "ready" {
		t.Errorf("status lines %+v, want ready first", lines)
	}
}

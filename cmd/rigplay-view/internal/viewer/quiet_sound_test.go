package viewer

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestViewer_NoSoundCard_OneLine: on a machine with no sound card and no
// ALSA configuration (as this one, without internal/scripts/headless.sh's
// null device) the viewer prints its own one line about sound, and none of
// alsa-lib's (docs/character-package.md#no-sound-device). It skips where
// the machine has a card or ALSA configuration.
func TestViewer_NoSoundCard_OneLine(t *testing.T) {
	ents, _ := os.ReadDir("/dev/snd")
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), "pcmC") && strings.HasSuffix(e.Name(), "p") {
			t.Skip("this machine has a sound card")
		}
	}
	for _, p := range []string{"/etc/asound.conf", "/etc/alsa/conf.d", "/usr/share/alsa/alsa.conf.d"} {
		if _, err := os.Stat(p); err == nil {
			t.Skipf("%s configures ALSA here", p)
		}
	}
	js, _ := json.Marshal([]string{"--size", "640x480", "--action", "Show", "--exit-after", "2s"})
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "HOME=") && !strings.HasPrefix(kv, "ALSA_CONFIG_") {
			env = append(env, kv)
		}
	}
	cmd.Env = append(env, "HOME="+t.TempDir(), helperEnv+"="+string(js))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("viewer: %v; stderr:\n%s", err, stderr.String())
		}
	case <-time.After(90 * time.Second): // a hung child only
		cmd.Process.Kill()
		<-done
		t.Fatal("the viewer did not quit on --exit-after")
	}
	var own, alsa []string
	for _, l := range strings.Split(stderr.String(), "\n") {
		switch {
		case strings.HasPrefix(l, "ALSA lib"):
			alsa = append(alsa, l)
		case strings.Contains(l, "sounds are off"):
			own = append(own, l)
		}
	}
	if len(alsa) > 0 || len(own) != 1 || !strings.Contains(own[0], "no sound card") {
		t.Fatalf("stderr has %d alsa-lib lines and %d of the viewer's about sound (want 0 and 1, no sound card):\n%s", len(alsa), len(own), stderr.String())
	}
}

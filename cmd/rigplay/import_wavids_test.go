package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestImportCommandWavSoundIDsNoFlag: `rigplay import clippy` takes each
// agent of a folder of clippy.js-layout agents whose sound ids end in
// ".wav" (testdata/clippy/wav-ids, made by actions/clippy's
// TestWavIDsFixtureUpToDate) with no flag and no problem; the sounds are
// written under their mapped names (docs/clippy-import.md#sound-ids) and
// the package validates.
func TestImportCommandWavSoundIDsNoFlag(t *testing.T) {
	agents, _ := filepath.Glob(filepath.Join(clippyFixtures, "wav-ids", "*", "agent.js"))
	if len(agents) == 0 {
		t.Fatal("no agents in testdata/clippy/wav-ids")
	}
	for _, a := range agents {
		dir := filepath.Dir(a)
		out := filepath.Join(t.TempDir(), filepath.Base(dir))
		code, _, stderr := runImportCLI("clippy", dir, "-o", out, "--quiet")
		if code != 0 || stderr != "" {
			t.Fatalf("%s: exit %d, stderr %q", dir, code, stderr)
		}
		for _, f := range []string{"0000~2ewav.mp3", "0010~2ewav.mp3", "0011~2ewav.mp3"} {
			if _, err := os.Stat(filepath.Join(out, "sounds", f)); err != nil {
				t.Errorf("%s: %v", dir, err)
			}
		}
		actionsJSON, _ := os.ReadFile(filepath.Join(out, "Actions.json"))
		if !strings.Contains(string(actionsJSON), `"SoundEffect": "sounds/0010~2ewav.mp3"`) {
			t.Errorf("%s: Actions.json does not play sounds/0010~2ewav.mp3", dir)
		}
		var vout, verr bytes.Buffer
		if code := rigplay([]string{"validate", out}, &vout, &verr); code != 0 || vout.String() != "" {
			t.Errorf("%s: rigplay validate exit %d: %s%s", dir, code, vout.String(), verr.String())
		}
	}
}

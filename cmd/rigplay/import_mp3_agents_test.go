package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/internal/sound"
)

// clippyjsAgents is the folder of the ten clippy.js agents in the layout
// other tools write (agent.js, map.png and only sounds-mp3.js), as
// actions/clippy/internal/clippyjs/fetch.sh leaves them in its cache
// ($RIGPLAY_CLIPPYJS, else ~/.cache/rigplay/clippyjs); "" when absent.
// They are Microsoft's and never committed.
func clippyjsAgents() string {
	cache := os.Getenv("RIGPLAY_CLIPPYJS")
	if cache == "" {
		base := os.Getenv("XDG_CACHE_HOME")
		if base == "" {
			home, _ := os.UserHomeDir()
			base = filepath.Join(home, ".cache")
		}
		cache = filepath.Join(base, "rigplay", "clippyjs")
	}
	dir := filepath.Join(cache, "agents")
	if _, err := os.Stat(filepath.Join(dir, "Clippy", "sounds-mp3.js")); err != nil {
		return ""
	}
	return dir
}

// TestImport_RealAgentsKeepEveryMP3 pins issue 20's "Done when" and
// docs/clippy-import.md#sounds: `rigplay import clippy` on each real
// clippy.js agent folder that has only sounds-mp3.js (some of its sounds
// MPEG-2.5) keeps every sound, with no flag and no warning about sounds,
// and the package validates. Skips without the clippy.js cache.
func TestImport_RealAgentsKeepEveryMP3(t *testing.T) {
	dir := clippyjsAgents()
	if dir == "" {
		t.Skip("no clippy.js agents (actions/clippy/internal/clippyjs/fetch.sh fetches them)")
	}
	if testing.Short() {
		t.Skip("imports ten real agents")
	}
	agents, _ := filepath.Glob(filepath.Join(dir, "*", "sounds-mp3.js"))
	entry := regexp.MustCompile(`"data:audio/mpeg;base64,`)
	mpeg25 := 0
	for _, soundsJS := range agents {
		agent := filepath.Dir(soundsJS)
		name := filepath.Base(agent)
		if _, err := os.Stat(filepath.Join(agent, "sounds-ogg.js")); err == nil {
			t.Fatalf("%s has sounds-ogg.js: the test wants agents with only MP3s", name)
		}
		src, err := os.ReadFile(soundsJS)
		if err != nil {
			t.Fatal(err)
		}
		want := len(entry.FindAllIndex(src, -1))
		out := filepath.Join(t.TempDir(), name)
		code, _, stderr := runActionsCLI("import", "clippy", agent, "-o", out, "--quiet")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", name, code, stderr)
		}
		if strings.Contains(stderr, "sound") {
			t.Errorf("%s: a problem about sounds:\n%s", name, stderr)
		}
		written, _ := filepath.Glob(filepath.Join(out, "sounds", "*.mp3"))
		if len(written) != want {
			t.Errorf("%s: %d sounds written, sounds-mp3.js has %d", name, len(written), want)
		}
		for _, f := range written {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if i, err := sound.Describe(data); err == nil && strings.HasPrefix(i.Detail, "MPEG-2.5") {
				mpeg25++
			}
		}
		if code, stdout, stderr := runActionsCLI("validate", out); code != 0 {
			t.Errorf("%s: validate: exit %d\n%s%s", name, code, stdout, stderr)
		}
	}
	if mpeg25 == 0 {
		t.Error("no MPEG-2.5 sound among the agents'")
	}
	t.Logf("%d agents, %d of their sounds MPEG-2.5", len(agents), mpeg25)
}

package mp3

import (
	"encoding/base64"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"testing"
)

// clippyAgentsDir is where the clippy.js package from npm is unpacked
// (never committed: the agents are Microsoft's): $RIGPLAY_CLIPPYJS, else
// ~/.cache/rigplay/clippyjs, holding clippyjs-0.1.0/package as `npm pack
// clippyjs@0.1.0` gives it (actions/clippy's clippy.js check fetches it
// there).
func clippyAgentsDir(t *testing.T) string {
	t.Helper()
	cache := os.Getenv("RIGPLAY_CLIPPYJS")
	if cache == "" {
		home, _ := os.UserHomeDir()
		base := os.Getenv("XDG_CACHE_HOME")
		if base == "" {
			base = filepath.Join(home, ".cache")
		}
		cache = filepath.Join(base, "rigplay", "clippyjs")
	}
	dir := filepath.Join(cache, "clippyjs-0.1.0", "package", "dist", "agents")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("no clippy.js agents in %s (npm pack clippyjs@0.1.0 and unpack it there)", dir)
	}
	return dir
}

// dataURL matches one sound of a sounds-mp3.mjs file.
var dataURL = regexp.MustCompile(`(\w+): "data:audio/mpeg;base64,([A-Za-z0-9+/=]+)"`)

// TestFFmpeg_RealAgents decodes every MP3 of the ten clippy.js agents
// (MPEG-1, 2 and 2.5 as they ship) and compares each with ffmpeg: the same
// rate, channels and length, SNR >= 60 dB, no damaged frame.
func TestFFmpeg_RealAgents(t *testing.T) {
	dir := clippyAgentsDir(t)
	needTool(t, "ffmpeg")
	agents, _ := filepath.Glob(filepath.Join(dir, "*", "sounds-mp3.mjs"))
	sort.Strings(agents)
	versions := map[string]int{}
	total := 0
	worst := 1000.0
	for _, file := range agents {
		agent := filepath.Base(filepath.Dir(file))
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		var files [][]byte
		for _, m := range dataURL.FindAllSubmatch(src, -1) {
			mp3, err := base64.StdEncoding.DecodeString(string(m[2]))
			if err != nil {
				t.Fatalf("%s/%s: %v", agent, m[1], err)
			}
			ids, files = append(ids, string(m[1])), append(files, mp3)
		}
		rates, chs, refs := ffmpegDecodeMany(t, files)
		for i, mp3 := range files {
			id, rate, ch, ref := ids[i], rates[i], chs[i], refs[i]
			d, got := decodeAll(t, mp3, Options{Strict: true})
			info := d.Info()
			versions[info.Version+" "+strconv.Itoa(info.SampleRate)]++
			total++
			if info.SampleRate != rate || d.Channels() != ch || len(got) != len(ref) {
				t.Errorf("%s/%s: %v, %d samples; ffmpeg %d Hz, %d channels, %d samples", agent, id, info, len(got)/d.Channels(), rate, ch, len(ref)/ch)
				continue
			}
			s := snr(ref, got)
			worst = min(worst, s)
			if s < 60 {
				t.Errorf("%s/%s (%v): SNR %.1f dB against ffmpeg, want >= 60", agent, id, info, s)
			}
		}
	}
	if total == 0 {
		t.Fatal("no sounds found")
	}
	t.Logf("%d sounds of %d agents; by MPEG version and rate: %v; worst SNR %.1f dB", total, len(agents), versions, worst)
}

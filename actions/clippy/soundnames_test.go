package clippy

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/actions"
)

// safeFileName reports whether name is a file name every platform takes:
// 1 to 64 bytes of letters, digits, '_', '-' and '~'.
func safeFileName(name string) bool {
	if name == "" || len(name) > maxSoundFileName {
		return false
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; !plainByte(c) && c != '~' {
			return false
		}
	}
	return true
}

// TestRule8_SoundFileNameMapsEveryID pins docs/clippy-import.md#sound-ids:
// plain ids are kept, others escaped, long ones cut and hashed; every name
// is safe and no two ids share one.
func TestRule8_SoundFileNameMapsEveryID(t *testing.T) {
	long := strings.Repeat("x.", 40)
	for _, c := range []struct{ id, want string }{
		{"15", "15"},
		{"Sound_1-a", "Sound_1-a"},
		{"0010.wav", "0010~2ewav"},
		{"../2", "~2e~2e~2f2"},
		{"a b", "a~20b"},
		{"é", "~c3~a9"},
		{"", "~"},
		{strings.Repeat("a", 64), strings.Repeat("a", 64)},
		{strings.Repeat("a", 65), strings.Repeat("a", 40) + "~~" + "e9ef1bcd5bc5b4d4b1ae"},
	} {
		got := SoundFileName(c.id)
		if c.want != "" && !strings.HasPrefix(c.want, strings.Repeat("a", 40)+"~~") && got != c.want {
			t.Errorf("SoundFileName(%q) = %q, want %q", c.id, got, c.want)
		}
		if !safeFileName(got) {
			t.Errorf("SoundFileName(%q) = %q: not a safe file name", c.id, got)
		}
	}
	if got := SoundFileName(long); len(got) > maxSoundFileName || !strings.Contains(got, "~~") || !strings.HasPrefix(got, "x~2ex~2e") {
		t.Errorf("long id: %q", got)
	}
	// Collision-free over ids built to collide: escapes written out, ids
	// that differ only past the cut, kept ids that look like escapes.
	ids := []string{"0010.wav", "0010~2ewav", "0010_wav", "0010-wav", "0010wav", ".", "~", "~2e", "", "~~",
		long, long + "a", long + "b", strings.Repeat("a", 65), strings.Repeat("a", 66)}
	seen := map[string]string{}
	for _, id := range ids {
		n := SoundFileName(id)
		if other, dup := seen[n]; dup {
			t.Errorf("%q and %q share %q", other, id, n)
		}
		seen[n] = id
	}
}

// wavIDAgent is an agent in the layout other converters write, with the
// SHAPES of real ones (not their data): sound ids that end in ".wav",
// agent.js pretty-printed as JSON.stringify(agent, null, 2) does, only
// sounds-mp3.js. animations extra filler animations make it long.
func wavIDAgent(t testing.TB, animations int) fstest.MapFS {
	t.Helper()
	type branch struct {
		FrameIndex int `json:"frameIndex"`
		Weight     int `json:"weight"`
	}
	type frame struct {
		Duration   int                 `json:"duration"`
		Images     [][2]int            `json:"images,omitempty"`
		Sound      string              `json:"sound,omitempty"`
		ExitBranch *int                `json:"exitBranch,omitempty"`
		Branching  map[string][]branch `json:"branching,omitempty"`
	}
	type anim struct {
		Frames           []frame `json:"frames"`
		UseExitBranching bool    `json:"useExitBranching,omitempty"`
	}
	zero, two := 0, 2
	anims := map[string]anim{
		"Show": {Frames: []frame{{Duration: 100, Images: [][2]int{{0, 0}}, Sound: "0000.wav"}, {Duration: 100, Images: [][2]int{{8, 0}}, ExitBranch: &zero}}},
		"Wave": {Frames: []frame{
			{Duration: 100, Images: [][2]int{{0, 0}, {16, 0}}, Sound: "0010.wav"},
			{Duration: 120, Images: [][2]int{{8, 0}}, ExitBranch: &two, Branching: map[string][]branch{"branches": {{FrameIndex: 0, Weight: 30}}}},
			{Duration: 100, Images: [][2]int{{0, 0}}, Sound: "0011.wav"},
		}},
		"Idle1_1": {Frames: []frame{{Duration: 200, Images: [][2]int{{0, 6}}}, {Duration: 0}}},
	}
	for i := 0; i < animations; i++ {
		fr := make([]frame, 12)
		for k := range fr {
			fr[k] = frame{Duration: 100, Images: [][2]int{{8 * (k % 3), 0}}}
		}
		fr[3].Sound = "0011.wav"
		anims[fmt.Sprintf("Filler%04d", i)] = anim{Frames: fr}
	}
	agent := map[string]any{
		"overlayCount": 2,
		"sounds":       []string{"0000.wav", "0010.wav", "0011.wav"},
		"framesize":    []int{8, 6},
		"animations":   anims,
	}
	js, err := json.MarshalIndent(agent, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	var sounds strings.Builder
	sounds.WriteString("clippy.soundsReady('Wub', {\n")
	for i, id := range []string{"0000.wav", "0010.wav", "0011.wav"} {
		if i > 0 {
			sounds.WriteString(",\n")
		}
		fmt.Fprintf(&sounds, "  %q: \"data:audio/mpeg;base64,%s\"", id, base64.StdEncoding.EncodeToString(fixtureSoundBytes(t, i+1, "mp3")))
	}
	sounds.WriteString("\n});\n")
	sheet, err := os.ReadFile(filepath.Join(fixtureRoot, "Pip", SheetFile))
	if err != nil {
		t.Fatal(err)
	}
	return fstest.MapFS{
		AgentFile:     {Data: []byte("clippy.ready('Wub', " + string(js) + ");\n")},
		SoundsMP3File: {Data: []byte(sounds.String())},
		SheetFile:     {Data: sheet},
	}
}

// TestRule8_WavSoundIDsImportWithNoFlag: an agent whose sound ids end in
// ".wav" imports with no problem at all; each sound is written under its
// mapped name and the frames play it (docs/clippy-import.md#sound-ids).
func TestRule8_WavSoundIDsImportWithNoFlag(t *testing.T) {
	pkg, d := Import(wavIDAgent(t, 0), Options{})
	if pkg == nil || len(d) > 0 {
		t.Fatalf("import: %v", d)
	}
	files := map[string][]byte{}
	for _, f := range pkg.Files {
		files[f.Path] = f.Data
	}
	for _, p := range []string{"sounds/0000~2ewav.mp3", "sounds/0010~2ewav.mp3", "sounds/0011~2ewav.mp3"} {
		if files[p] == nil {
			t.Errorf("no %s", p)
		}
	}
	set, dl := actions.Decode("Actions.json", files["Actions.json"], actions.Options{})
	if set == nil || dl.HasErrors() {
		t.Fatalf("Actions.json: %v", dl)
	}
	wave := &set.Actions[set.Action("Wave")]
	if got := wave.Frames[0].Sound; got != "sounds/0010~2ewav.mp3" {
		t.Errorf("Wave frame 0 sound %q", got)
	}
	p := actions.NewPlayer(set, actions.PlayerOptions{IdleDelay: -1})
	if err := p.Play("Wave"); err != nil {
		t.Fatal(err)
	}
	var played []string
	for _, e := range p.Advance(1) {
		if e.Kind == actions.EventSound {
			played = append(played, e.Sound)
		}
	}
	if len(played) != 1 || played[0] != "sounds/0010~2ewav.mp3" {
		t.Errorf("sounds played %q", played)
	}
}

// TestRule8_PrettyPrintedAgentOfTensOfThousandsOfLines: agent.js written
// over tens of thousands of lines, as converters pretty-print it, with
// only sounds-mp3.js, imports with no problem.
func TestRule8_PrettyPrintedAgentOfTensOfThousandsOfLines(t *testing.T) {
	fsys := wavIDAgent(t, 250)
	if n := strings.Count(string(fsys[AgentFile].Data), "\n"); n < 20000 {
		t.Fatalf("agent.js has %d lines, want tens of thousands", n)
	}
	pkg, d := Import(fsys, Options{})
	if pkg == nil || len(d) > 0 {
		t.Fatalf("import: %v", d)
	}
	if pkg.Actions != 253 || pkg.Sounds != 3 {
		t.Errorf("%d actions, %d sounds", pkg.Actions, pkg.Sounds)
	}
}

// TestWavIDsFixtureUpToDate: testdata/clippy/wav-ids/Wub, the folder the
// command's test imports, is wavIDAgent's (-update rewrites it).
func TestWavIDsFixtureUpToDate(t *testing.T) {
	dir := filepath.Join(fixtureRoot, "wav-ids", "Wub")
	for name, f := range wavIDAgent(t, 0) {
		p := filepath.Join(dir, name)
		if *update {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, f.Data, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(p)
		if err != nil || string(got) != string(f.Data) {
			t.Errorf("%s is not up to date (go test ./actions/clippy -run TestWavIDsFixtureUpToDate -update): %v", p, err)
		}
	}
}

package clippy

import (
	"github.com/rigplay/rigplay/internal/memtest"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/actions"
)

// fuzzLimits keep fuzzing fast while still exercising every limit.
var fuzzLimits = Limits{MaxAgentBytes: 1 << 16, MaxSoundsBytes: 1 << 16, MaxValues: 5000, MaxFrames: 500, MaxDiagnostics: 20}

// addSeeds adds every file of the fixtures and broken corpus named name.
func addSeeds(f *testing.F, name string) {
	paths, _ := filepath.Glob(filepath.Join(fixtureRoot, "*", name))
	more, _ := filepath.Glob(filepath.Join(fixtureRoot, "bad", "*", name))
	for _, p := range append(paths, more...) {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
}

// FuzzParseAgent: ParseAgent never panics or hangs; on success every
// reference it returns is in range, and every error is located.
func FuzzParseAgent(f *testing.F) {
	addSeeds(f, "agent.js")
	f.Add([]byte("clippy.ready('A', {overlayCount: 1, framesize: [1, 1], animations: {A: {frames: [{duration: 0}]}}})"))
	f.Fuzz(func(t *testing.T, data []byte) {
		memtest.Check(t, "agent", data, fuzzAllocLimit)
		a, d := ParseAgent("agent.js", data, fuzzLimits)
		if a == nil {
			if !d.HasErrors() {
				t.Fatalf("no agent and no error: %v", d)
			}
			for _, dg := range d {
				if dg.Line == 0 && dg.Message == "" {
					t.Fatalf("unlocated, empty diagnostic %+v", dg)
				}
			}
			return
		}
		for _, an := range a.Animations {
			n := len(an.Frames)
			for _, fr := range an.Frames {
				if fr.ExitBranch < -1 || fr.ExitBranch >= n || len(fr.Images) > a.OverlayCount {
					t.Fatalf("%s: bad frame %+v", an.Name, fr)
				}
				for _, b := range fr.Branches {
					if b.FrameIndex < 0 || b.FrameIndex >= n {
						t.Fatalf("%s: branch %+v out of range", an.Name, b)
					}
				}
			}
		}
	})
}

// FuzzParseSounds: ParseSounds never panics; every decoded sound's id maps
// to a safe file name, and no two to the same one.
func FuzzParseSounds(f *testing.F) {
	addSeeds(f, "sounds-mp3.js")
	addSeeds(f, "sounds-ogg.js")
	f.Fuzz(func(t *testing.T, data []byte) {
		memtest.Check(t, "sounds", data, fuzzAllocLimit)
		bank, d := ParseSounds("sounds-mp3.js", data, fuzzLimits)
		if bank == nil {
			if !d.HasErrors() {
				t.Fatal("no bank and no error")
			}
			return
		}
		names := map[string]string{}
		for _, s := range bank.Sounds {
			name := SoundFileName(s.ID)
			if !safeFileName(name) || len(s.Data) == 0 {
				t.Fatalf("sound %q: file name %q, %d bytes", s.ID, name, len(s.Data))
			}
			if other, dup := names[name]; dup {
				t.Fatalf("sounds %q and %q share the file name %q", other, s.ID, name)
			}
			names[name] = s.ID
		}
	})
}

// FuzzImport: any agent.js over Pip's sheet and sounds either fails with
// errors or gives a package whose Actions.json loads with every file it
// names present.
func FuzzImport(f *testing.F) {
	addSeeds(f, "agent.js")
	base := fstest.MapFS{}
	for _, name := range []string{"map.png", "sounds-mp3.js"} {
		data, err := os.ReadFile(filepath.Join(fixtureRoot, "Pip", name))
		if err != nil {
			f.Fatal(err)
		}
		base[name] = &fstest.MapFile{Data: data}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		memtest.Check(t, "import", data, fuzzAllocLimit)
		fsys := fstest.MapFS{"agent.js": &fstest.MapFile{Data: data}}
		for k, v := range base {
			fsys[k] = v
		}
		pkg, d := Import(fsys, Options{Limits: fuzzLimits})
		if pkg == nil {
			if !d.HasErrors() {
				t.Fatal("no package and no error")
			}
			return
		}
		out := fstest.MapFS{}
		for _, file := range pkg.Files {
			out[file.Path] = &fstest.MapFile{Data: file.Data}
		}
		if _, d := actions.Load(out, "Actions.json", actions.Options{FS: out}); d.HasErrors() {
			t.Fatalf("imported package does not load: %v", d)
		}
	})
}

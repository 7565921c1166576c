package clippy

import (
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/diag"
)

// toneFile reads testdata/sounds/<name>.
func toneFile(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(soundsDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// soundsJS is a sounds file of the Pip agent whose sounds "1", "2" and
// "3" hold the given files under the media type.
func soundsJS(mime string, files ...[]byte) []byte {
	var b strings.Builder
	b.WriteString("clippy.soundsReady('Pip', {")
	for i, data := range files {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "\n    \"%d\": \"data:%s;base64,%s\"", i+1, mime, base64.StdEncoding.EncodeToString(data))
	}
	b.WriteString("\n});\n")
	return []byte(b.String())
}

// agentWithSounds is the Pip fixture agent with the given sounds files
// (by name; nil leaves the file out).
func agentWithSounds(t *testing.T, files map[string][]byte) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	for _, name := range []string{AgentFile, SheetFile} {
		data, err := os.ReadFile(filepath.Join(fixtureRoot, "Pip", name))
		if err != nil {
			t.Fatal(err)
		}
		fsys[name] = &fstest.MapFile{Data: data}
	}
	for name, data := range files {
		if data != nil {
			fsys[name] = &fstest.MapFile{Data: data}
		}
	}
	return fsys
}

// TestRule8_ImportPicksSoundsThatDecode pins docs/clippy-import.md#sounds
// (real agents ship 8-11 kHz MPEG-2.5 MP3s, some next to the same sounds
// as Ogg, and the package written always plays): with no flag the
// importer takes the MP3s when they all decode (as clippy.js does; every
// MP3 plays, MPEG-2.5 too), else the Ogg sounds with a warning naming
// what is wrong with the MP3s; a sound that does not decode is an error
// located at its data URL, or with SkipBadSounds a warning and the sound
// left out. Whatever it writes validates: every sound decodes.
func TestRule8_ImportPicksSoundsThatDecode(t *testing.T) {
	mp3, ogg := toneFile(t, "tone.mp3"), toneFile(t, "tone.ogg")
	mp3At8k, mp3At11k := toneFile(t, "tone-8000.mp3"), toneFile(t, "tone-11025.mp3")
	// cutShort is an MP3 whose only frame the file cuts short.
	cutShort := mp3[:100]
	cut := `cannot decode the MP3 sound: at byte 0: the file ends in the first frame (MPEG-2 Layer III, 22050 Hz, 104 bytes), after 100 bytes`
	goodMP3 := soundsJS("audio/mpeg", mp3, mp3, mp3)
	goodOgg := soundsJS("audio/ogg", ogg, ogg, ogg)
	agentMP3s := soundsJS("audio/mpeg", mp3At11k, mp3At8k, mp3At11k)
	badMP3s := soundsJS("audio/mpeg", cutShort, mp3, cutShort)
	for _, tc := range []struct {
		name   string
		files  map[string][]byte
		opts   Options
		sounds []string // written; nil when the import fails
		silent []string // frames' sounds left silent
		want   []string // diagnostics
	}{
		{"MP3 and Ogg, the MP3s decode: MP3", map[string][]byte{SoundsMP3File: goodMP3, SoundsOggFile: goodOgg}, Options{},
			[]string{"sounds/1.mp3", "sounds/2.mp3", "sounds/3.mp3"}, nil, nil},
		{"MPEG-2.5 MP3s and Ogg: MP3", map[string][]byte{SoundsMP3File: agentMP3s, SoundsOggFile: goodOgg}, Options{},
			[]string{"sounds/1.mp3", "sounds/2.mp3", "sounds/3.mp3"}, nil, nil},
		{"MPEG-2.5 MP3s alone: MP3, no warning", map[string][]byte{SoundsMP3File: agentMP3s}, Options{},
			[]string{"sounds/1.mp3", "sounds/2.mp3", "sounds/3.mp3"}, nil, nil},
		{"bad MP3s and Ogg: Ogg", map[string][]byte{SoundsMP3File: badMP3s, SoundsOggFile: goodOgg}, Options{},
			[]string{"sounds/1.ogg", "sounds/2.ogg", "sounds/3.ogg"}, nil,
			[]string{`sounds-mp3.js:2:11: /1: warning: sound "1": ` + cut + "; the sounds are taken from sounds-ogg.js instead (2 of the 3 sounds of sounds-mp3.js do not decode)"}},
		{"bad MP3s alone: errors", map[string][]byte{SoundsMP3File: badMP3s}, Options{}, nil, nil,
			[]string{
				`sounds-mp3.js:2:11: /1: sound "1": ` + cut,
				`sounds-mp3.js:4:11: /3: sound "3": ` + cut,
			}},
		{"bad MP3s asked for: errors, Ogg not taken", map[string][]byte{SoundsMP3File: badMP3s, SoundsOggFile: goodOgg}, Options{Sounds: SoundsMP3}, nil, nil,
			[]string{
				`sounds-mp3.js:2:11: /1: sound "1": ` + cut,
				`sounds-mp3.js:4:11: /3: sound "3": ` + cut,
			}},
		{"one bad sound, skipped", map[string][]byte{SoundsMP3File: soundsJS("audio/mpeg", mp3, []byte("\xff\xfbnot really an mp3"), mp3)}, Options{SkipBadSounds: true},
			[]string{"sounds/1.mp3", "sounds/3.mp3"}, []string{"2"},
			[]string{`sounds-mp3.js:3:11: /2: warning: sound "2": cannot decode the MP3 sound: at byte 0: no complete MPEG audio frame; left out: the frames that play it are silent`}},
		{"bad MP3s and worse Ogg, skipped: the fewest left out", map[string][]byte{
			SoundsMP3File: soundsJS("audio/mpeg", cutShort, mp3At8k, mp3),
			SoundsOggFile: soundsJS("audio/ogg", []byte("OggS?"), []byte("OggS?"), ogg)}, Options{SkipBadSounds: true},
			[]string{"sounds/2.mp3", "sounds/3.mp3"}, []string{"1"},
			[]string{`sounds-mp3.js:2:11: /1: warning: sound "1": ` + cut + "; left out: the frames that play it are silent"}},
		{"broken sounds-mp3.js, good Ogg: Ogg", map[string][]byte{SoundsMP3File: []byte("clippy.soundsReady('Pip', {'1': 'data:audio/mpeg;base64,SU*z'})"), SoundsOggFile: goodOgg}, Options{},
			[]string{"sounds/1.ogg", "sounds/2.ogg", "sounds/3.ogg"}, nil,
			[]string{`sounds-mp3.js:1:59: /1: warning: sound "1": broken base64: '*' at character 3 of the data; the sounds are taken from sounds-ogg.js instead (sounds-mp3.js does not load)`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pkg, d := Import(agentWithSounds(t, tc.files), tc.opts)
			if got, want := lines(d), strings.Join(tc.want, "\n"); got != want {
				t.Errorf("diagnostics:\n%s\nwant:\n%s", got, want)
			}
			if tc.sounds == nil {
				if pkg != nil {
					t.Errorf("a package with errors")
				}
				return
			}
			if pkg == nil {
				t.Fatal("no package")
			}
			out := filepath.Join(t.TempDir(), "out")
			if d := pkg.WriteDir(out, WriteOptions{}); d != nil {
				t.Fatal(d)
			}
			c, d := character.LoadDir(out, character.Options{})
			if c == nil || d.HasErrors() {
				t.Fatalf("the package does not load: %v", d)
			}
			if d := c.CheckSoundData(nil, character.SoundCheckOptions{}); len(d) != 0 {
				t.Errorf("the package's sounds do not decode: %v", d)
			}
			var written []string
			for _, f := range pkg.Files {
				if strings.HasPrefix(f.Path, "sounds/") {
					written = append(written, f.Path)
				}
			}
			if strings.Join(written, " ") != strings.Join(tc.sounds, " ") || pkg.Sounds != len(tc.sounds) {
				t.Errorf("sounds written %v (count %d), want %v", written, pkg.Sounds, tc.sounds)
			}
			// Frames play each sound written, and those left out are
			// silent: Pip's frames play "1", "2" and "3".
			played := map[string]bool{}
			for _, p := range c.SoundPaths() {
				played[p] = true
			}
			for _, p := range tc.sounds {
				if !played[p] {
					t.Errorf("no frame plays %s", p)
				}
			}
			for _, id := range tc.silent {
				for p := range played {
					if strings.HasPrefix(p, "sounds/"+id+".") {
						t.Errorf("a frame still plays %s", p)
					}
				}
			}
		})
	}
}

// TestImport_BadSoundsAreLimited: an agent with more bad sounds than
// MaxDiagnostics gets that many problems, the last one counting the rest.
func TestImport_BadSoundsAreLimited(t *testing.T) {
	junk := make([][]byte, 7)
	for i := range junk {
		junk[i] = []byte("not a sound")
	}
	_, d := Import(agentWithSounds(t, map[string][]byte{SoundsMP3File: soundsJS("audio/mpeg", junk...)}), Options{Limits: Limits{MaxDiagnostics: 3}})
	want := `sounds-mp3.js:2:11: /1: sound "1": not a WAV, Ogg Vorbis or MP3 file
sounds-mp3.js:3:11: /2: sound "2": not a WAV, Ogg Vorbis or MP3 file
sounds-mp3.js:1:20: /: and 5 more sounds that do not decode`
	if got := lines(d); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// lines prints diagnostics one per line.
func lines(d diag.List) string {
	var s []string
	for _, x := range d {
		s = append(s, x.Error())
	}
	return strings.Join(s, "\n")
}

// TestImport_BadSoundsCountedPastTheDiagnosticsLimit: when more sounds do
// not decode than MaxDiagnostics shows, the importer still counts them
// all: the warning that passes a sounds file over says how many of its
// sounds fail, and with SkipBadSounds the file that leaves out the fewest
// is taken.
func TestImport_BadSoundsCountedPastTheDiagnosticsLimit(t *testing.T) {
	mp3, ogg := toneFile(t, "tone.mp3"), toneFile(t, "tone.ogg")
	junk := []byte("not a sound")
	lim := Limits{MaxDiagnostics: 3}

	sevenBad := soundsJS("audio/mpeg", junk, junk, junk, junk, junk, junk, junk)
	goodOgg := soundsJS("audio/ogg", ogg, ogg, ogg, ogg, ogg, ogg, ogg)
	pkg, d := Import(agentWithSounds(t, map[string][]byte{SoundsMP3File: sevenBad, SoundsOggFile: goodOgg}), Options{Limits: lim})
	if pkg == nil || !strings.Contains(lines(d), "(7 of the 7 sounds of sounds-mp3.js do not decode)") {
		t.Errorf("package %v, diagnostics:\n%s\nwant the warning to count all 7 bad MP3s", pkg != nil, lines(d))
	}

	sixBadMP3s := soundsJS("audio/mpeg", junk, junk, junk, junk, junk, junk, mp3)
	fourBadOggs := soundsJS("audio/ogg", junk, junk, junk, junk, ogg, ogg, ogg)
	pkg, d = Import(agentWithSounds(t, map[string][]byte{SoundsMP3File: sixBadMP3s, SoundsOggFile: fourBadOggs}), Options{Limits: lim, SkipBadSounds: true})
	if pkg == nil {
		t.Fatalf("no package: %s", lines(d))
	}
	var written []string
	for _, f := range pkg.Files {
		if strings.HasPrefix(f.Path, "sounds/") {
			written = append(written, f.Path)
		}
	}
	if got, want := strings.Join(written, " "), "sounds/5.ogg sounds/6.ogg sounds/7.ogg"; got != want {
		t.Errorf("sounds written %q, want %q (the Ogg file leaves out 4, the MP3 file 6)", got, want)
	}
}

package main

import (
	"encoding/base64"
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// wavClaiming4GB is a WAV header whose "data" chunk claims 4 GB, with 8
// bytes of samples.
func wavClaiming4GB() []byte {
	b := []byte("RIFF\x2c\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\x22\x56\x00\x00\x44\xac\x00\x00\x02\x00\x10\x00data")
	b = binary.LittleEndian.AppendUint32(b, 0xFFFFFFF0)
	return append(b, make([]byte, 8)...)
}

// TestImportCommandBadSoundWritesNothing (issue 13, item 7): the importer
// decodes every sound before writing; one that does not decode (a WAV
// claiming 4 GB, random bytes labelled MP3 or Ogg) is an error located at
// its data URL in the sounds file, exit 1, and nothing is written; with
// --skip-bad-sounds it is a warning, the sound is left out, and the
// package written validates.
func TestImportCommandBadSoundWritesNothing(t *testing.T) {
	tone, err := os.ReadFile("../../testdata/sounds/tone.mp3")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, mime string
		data       []byte
		want       string
	}{
		{"WAV claiming 4 GB", "audio/wav", wavClaiming4GB(), `cannot decode the WAV sound: chunk "data" at byte 36 claims 4294967280 bytes, the file has 8 left`},
		{"random bytes as MP3", "audio/mpeg", []byte("\x13\x37 random bytes, not audio"), "not a WAV, Ogg Vorbis or MP3 file"},
		{"random bytes as Ogg", "audio/ogg", []byte("OggS\x00\x02 random bytes, not audio"), "cannot decode the Ogg Vorbis sound: "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := copyAgent(t, "")
			js := "clippy.soundsReady('Pip', {\n" +
				"  '1': 'data:audio/mpeg;base64," + base64.StdEncoding.EncodeToString(tone) + "',\n" +
				"  '2': 'data:" + tc.mime + ";base64," + base64.StdEncoding.EncodeToString(tc.data) + "',\n" +
				"  '3': 'data:audio/mpeg;base64," + base64.StdEncoding.EncodeToString(tone) + "'\n});\n"
			if err := os.WriteFile(filepath.Join(dir, "sounds-mp3.js"), []byte(js), 0o644); err != nil {
				t.Fatal(err)
			}
			at := filepath.ToSlash(filepath.Join(dir, "sounds-mp3.js")) + `:3:9: /2: `
			parent := t.TempDir()
			out := filepath.Join(parent, "pkg")
			code, stdout, stderr := runImportCLI("clippy", dir, "-o", out, "--quiet")
			if code != 1 || stdout != "" || !strings.HasPrefix(stderr, at+`sound "2": `+tc.want) || strings.Count(stderr, "\n") != 1 {
				t.Errorf("exit %d, stdout %q, stderr %q; want 1 and %s", code, stdout, stderr, at+`sound "2": `+tc.want)
			}
			if entries, _ := os.ReadDir(parent); len(entries) != 0 {
				t.Errorf("a failed import left %d entries in the output's parent", len(entries))
			}

			code, _, stderr = runImportCLI("clippy", dir, "-o", out, "--quiet", "--skip-bad-sounds")
			if code != 0 || !strings.HasPrefix(stderr, at+`warning: sound "2": `+tc.want) || !strings.HasSuffix(stderr, "; left out: the frames that play it are silent\n") {
				t.Fatalf("--skip-bad-sounds: exit %d, stderr %q; want 0 and a warning", code, stderr)
			}
			if _, err := os.Stat(filepath.Join(out, "sounds", "2.mp3")); err == nil {
				t.Errorf("the sound that does not decode was written")
			}
			if code, stdout, stderr := runActionsCLI("validate", out); code != 0 || strings.Contains(stdout+stderr, "error") {
				t.Errorf("validate of the import: exit %d, %s%s", code, stdout, stderr)
			}
		})
	}
}

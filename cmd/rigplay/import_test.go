package main

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

var clippyFixtures = filepath.Join("..", "..", "testdata", "clippy")

// runImportCLI runs `rigplay import args...` and returns exit status and
// output.
func runImportCLI(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := rigplay(append([]string{"import"}, args...), &out, &errb)
	return code, out.String(), errb.String()
}

func TestImportCommandRoundTripValidates(t *testing.T) {
	for _, agent := range []string{"Pip", "PipOgg"} {
		out := filepath.Join(t.TempDir(), "pkg")
		code, stdout, stderr := runImportCLI("clippy", filepath.Join(clippyFixtures, agent), "-o", out)
		if code != 0 {
			t.Fatalf("%s: exit %d, stderr %q", agent, code, stderr)
		}
		if want := "imported Pip: 12 actions, 10 images, 3 sounds -> " + out + "\n"; stdout != want {
			t.Errorf("%s: stdout %q, want %q", agent, stdout, want)
		}
		if want := "tiles: 12/12\nwrite: 15/15\n"; stderr != want {
			t.Errorf("%s: stderr %q, want %q (plain progress lines off a terminal)", agent, stderr, want)
		}
		var vout, verr bytes.Buffer
		if code := rigplay([]string{"validate", out}, &vout, &verr); code != 0 || vout.String() != "" {
			t.Errorf("%s: rigplay validate exit %d: %s%s", agent, code, vout.String(), verr.String())
		}
	}
}

func TestImportCommandFlagsAnywhereAndQuiet(t *testing.T) {
	root := t.TempDir()
	pip := filepath.Join(clippyFixtures, "Pip")
	for i, args := range [][]string{
		{"clippy", pip, "-o", filepath.Join(root, "a"), "--quiet"},
		{"-o", filepath.Join(root, "b"), "--quiet", "clippy", pip},
		{"--quiet", "clippy", "-o=" + filepath.Join(root, "c"), pip, "--sounds", "none"},
	} {
		code, stdout, stderr := runImportCLI(args...)
		if code != 0 || stdout != "" || stderr != "" {
			t.Errorf("case %d %v: exit %d, stdout %q, stderr %q; want 0 and silence", i, args, code, stdout, stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(root, "c", "sounds")); !os.IsNotExist(err) {
		t.Errorf("--sounds none still wrote sounds/ (%v)", err)
	}
	if _, err := os.Stat(filepath.Join(root, "b", "sounds", "1.mp3")); err != nil {
		t.Errorf("default import has no sounds/1.mp3: %v", err)
	}
}

// copyAgent copies the Pip fixture into a new folder and replaces
// agent.js with text, when given.
func copyAgent(t *testing.T, agentJS string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "agent")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"agent.js", "map.png", "sounds-mp3.js"} {
		data, err := os.ReadFile(filepath.Join(clippyFixtures, "Pip", name))
		if err != nil {
			t.Fatal(err)
		}
		if name == "agent.js" && agentJS != "" {
			data = []byte(agentJS)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestImportCommandBadAgentWritesNothing(t *testing.T) {
	dir := copyAgent(t, "clippy.ready('Pip', {\n  overlayCount: 1,\n  framesize: [8, 6],\n  animations: { Show: { frames: [{ duration: 'long', images: [[0, 0]] }] } }\n});\n")
	parent := t.TempDir()
	out := filepath.Join(parent, "pkg")
	code, stdout, stderr := runImportCLI("clippy", dir, "-o", out, "--quiet")
	want := filepath.ToSlash(filepath.Join(dir, "agent.js")) + ":4:36: /animations/Show/frames/0/duration: got string, want integer\n"
	if code != 1 || stdout != "" || stderr != want {
		t.Fatalf("exit %d, stdout %q, stderr %q; want exit 1 and %q", code, stdout, stderr, want)
	}
	if entries, _ := os.ReadDir(parent); len(entries) != 0 {
		t.Errorf("a failed import left %d entries in the output's parent", len(entries))
	}
}

func TestImportCommandBadSheetAndSounds(t *testing.T) {
	dir := copyAgent(t, "")
	if err := os.WriteFile(filepath.Join(dir, "sounds-mp3.js"), []byte("clippy.soundsReady('Pip', {'1': 'data:audio/mpeg;base64,SU*z'})"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runImportCLI("clippy", dir, "-o", filepath.Join(t.TempDir(), "x"))
	want := filepath.ToSlash(filepath.Join(dir, "sounds-mp3.js")) + ":1:59: /1: sound \"1\": broken base64: '*' at character 3 of the data\n"
	if code != 1 || stderr != want {
		t.Errorf("broken base64: exit %d, stderr %q, want %q", code, stderr, want)
	}
	if err := os.Remove(filepath.Join(dir, "map.png")); err != nil {
		t.Fatal(err)
	}
	code, _, stderr = runImportCLI("clippy", dir, "-o", filepath.Join(t.TempDir(), "x"), "--sounds", "none")
	want = filepath.ToSlash(filepath.Join(dir, "map.png")) + ": /: cannot read: no such file or directory\n"
	if code != 1 || stderr != want {
		t.Errorf("missing map.png: exit %d, stderr %q, want %q", code, stderr, want)
	}
}

// TestImportCommandOutputFolderRules: importing again into the folder of
// an unchanged previous import replaces it, byte for byte, without
// --force; a folder holding anything else still needs --force.
func TestImportCommandOutputFolderRules(t *testing.T) {
	pip := filepath.Join(clippyFixtures, "Pip")
	out := filepath.Join(t.TempDir(), "pkg")
	if code, _, stderr := runImportCLI("clippy", pip, "-o", out, "--quiet"); code != 0 {
		t.Fatal(stderr)
	}
	before := readTree(t, out)
	if code, _, stderr := runImportCLI("clippy", pip, "-o", out, "--quiet"); code != 0 || stderr != "" {
		t.Fatalf("second import without --force: exit %d, stderr %q; want 0", code, stderr)
	}
	if after := readTree(t, out); !reflect.DeepEqual(before, after) {
		t.Errorf("re-import changed the files: %d files, then %d", len(before), len(after))
	}
	// The user's own file makes it more than an import.
	if err := os.WriteFile(filepath.Join(out, "notes.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runImportCLI("clippy", pip, "-o", out, "--quiet")
	if want := "rigplay import: " + out + ": folder is not empty and is not an unchanged import by rigplay; use --force to replace it\n"; code != 1 || stderr != want {
		t.Errorf("import over a changed import without --force: exit %d, stderr %q, want %q", code, stderr, want)
	}
	if code, _, stderr := runImportCLI("clippy", pip, "-o", out, "--quiet", "--force"); code != 0 {
		t.Fatalf("--force: exit %d, %s", code, stderr)
	}
	if after := readTree(t, out); !reflect.DeepEqual(before, after) {
		t.Errorf("re-import with --force differs from the first import (%d files, then %d)", len(before), len(after))
	}
	// A folder that is not a character package is never replaced.
	other := t.TempDir()
	if err := os.WriteFile(filepath.Join(other, "notes.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, force := range []string{"--quiet", "--force"} {
		if code, _, _ := runImportCLI("clippy", pip, "-o", other, force); code != 1 {
			t.Errorf("import over a folder of notes with %s: exit %d, want 1", force, code)
		}
	}
}

// readTree returns every file under dir by slash-separated path.
func readTree(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		data, err := os.ReadFile(p)
		files[filepath.ToSlash(rel)] = data
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func TestImportCommandUsageErrors(t *testing.T) {
	pip := filepath.Join(clippyFixtures, "Pip")
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{}, 2, "usage: rigplay import clippy AGENT_DIR -o OUT_DIR"},
		{[]string{"msagent", pip, "-o", "x"}, 2, `unknown format "msagent"`},
		{[]string{"clippy", "-o", "x"}, 2, "want exactly one AGENT_DIR"},
		{[]string{"clippy", pip, pip, "-o", "x"}, 2, "want exactly one AGENT_DIR"},
		{[]string{"clippy", pip}, 2, "-o OUT_DIR is required"},
		{[]string{"clippy", pip, "-o", "x", "--sounds", "wav"}, 2, `unknown --sounds "wav"`},
		{[]string{"clippy", pip, "-o", "x", "--bogus"}, 2, "flag provided but not defined: -bogus"},
		{[]string{"clippy", filepath.Join(clippyFixtures, "nope"), "-o", "x"}, 1, "no such file or directory"},
	} {
		code, out, errs := runImportCLI(tc.args...)
		if code != tc.code || out != "" || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit %d and %q", tc.args, code, out, errs, tc.code, tc.want)
		}
	}
	if code, _, _ := runImportCLI("-h"); code != 0 {
		t.Errorf("-h: exit %d", code)
	}
}

// On a terminal the progress is a bar redrawn in place, only when it
// grows, ended by a newline per stage.
func TestImportProgressBarOnTerminal(t *testing.T) {
	var b bytes.Buffer
	p := newProgress(&b, false, true)
	for i := 0; i <= 4; i++ {
		p.update("tiles", i, 4)
	}
	p.update("tiles", 4, 4)
	p.update("write", 0, 1)
	p.update("write", 1, 1)
	p.finish()
	p.finish()
	bar := func(n int) string { return strings.Repeat("#", n) + strings.Repeat(".", barWidth-n) }
	want := "\rtiles [" + bar(0) + "] 0/4" + "\rtiles [" + bar(7) + "] 1/4" + "\rtiles [" + bar(15) + "] 2/4" +
		"\rtiles [" + bar(22) + "] 3/4" + "\rtiles [" + bar(30) + "] 4/4" + "\rtiles [" + bar(30) + "] 4/4\n" +
		"\rwrite [" + bar(0) + "] 0/1" + "\rwrite [" + bar(30) + "] 1/1\n"
	if b.String() != want {
		t.Errorf("got  %q\nwant %q", b.String(), want)
	}
	b.Reset()
	q := newProgress(&b, true, true)
	q.update("tiles", 1, 2)
	q.finish()
	if b.Len() != 0 {
		t.Errorf("quiet progress wrote %q", b.String())
	}
	if isTerminal(&b) {
		t.Error("a buffer is not a terminal")
	}
}

package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// Fixture characters for the Actions.json commands, relative to this
// package's folder.
const actionChars = "../../testdata/actions/chars"

// actionChar returns the path of a fixture character, as a user would
// type it.
func actionChar(name string) string { return actionChars + "/" + name }

// runActionsCLI runs rigplay with args and returns exit status, stdout and
// stderr.
func runActionsCLI(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := rigplay(args, &out, &errb)
	return code, out.String(), errb.String()
}

// diagLine is the printed form of a diagnostic: file:line:col: pointer: message.
var diagLine = regexp.MustCompile(`^[^:]+:\d+:\d+: /[^:]*: .+$`)

func TestValidateGoodCharacter(t *testing.T) {
	for _, arg := range []string{actionChar("good"), actionChar("good") + "/Actions.json"} {
		code, out, errs := runActionsCLI("validate", arg)
		if code != 0 || out != "" {
			t.Errorf("validate %s: exit %d, stdout %q, stderr %q; want exit 0 and no problems", arg, code, out, errs)
		}
		if !strings.HasPrefix(errs, "ok: ") {
			t.Errorf("validate %s: stderr %q, want an ok line", arg, errs)
		}
	}
}

// TestValidateBrokenCharacterPrintsExactLines: docs/errors.md#format, every
// error as file:line:col: pointer: message, the file as the user named it.
func TestValidateBrokenCharacterPrintsExactLines(t *testing.T) {
	dir := actionChar("broken")
	want := dir + `/Actions.json:4:49: /ActionItems/0/Frames/0/Images/0/Filename: image file "gone.png" not found (looked for gone.png)` + "\n" +
		dir + `/Actions.json:5:51: /ActionItems/0/Frames/1/Branches/0/BranchTo: frame 12 does not exist (action "Wave" has 2 frames)` + "\n"
	for _, args := range [][]string{
		{"validate", dir},
		{"validate", dir + "/Actions.json"},
		{"validate", actionChar("good"), dir},
	} {
		code, out, errs := runActionsCLI(args...)
		if code != 1 {
			t.Errorf("%v: exit %d, want 1", args, code)
		}
		if out != want {
			t.Errorf("%v: stdout\n%s\nwant\n%s", args, out, want)
		}
		if strings.Contains(errs, "ok:") {
			t.Errorf("%v: stderr says ok: %q", args, errs)
		}
	}
}

func TestValidateWarningsAreMarkedAndExitZero(t *testing.T) {
	dir := actionChar("warn")
	code, out, _ := runActionsCLI("validate", dir)
	want := dir + "/Actions.json:4:37: /ActionItems/0/Frames/0/Branches: warning: 4 branches; Microsoft Agent allows at most 3\n"
	if code != 0 || out != want {
		t.Errorf("exit %d, stdout\n%s\nwant exit 0 and\n%s", code, out, want)
	}
}

// TestValidateJSON checks --json prints a JSON array of objects with
// exactly the documented keys, flags before or after the paths.
func TestValidateJSON(t *testing.T) {
	for _, args := range [][]string{
		{"validate", "--json", actionChar("broken"), actionChar("warn")},
		{"validate", actionChar("broken"), actionChar("warn"), "--json"},
	} {
		code, out, _ := runActionsCLI(args...)
		if code != 1 {
			t.Errorf("%v: exit %d, want 1", args, code)
		}
		var got []map[string]any
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("%v: not a JSON array: %v\n%s", args, err, out)
		}
		if len(got) != 3 {
			t.Fatalf("%v: %d entries, want 3:\n%s", args, len(got), out)
		}
		for _, d := range got {
			var keys []string
			for k := range d {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			if strings.Join(keys, ",") != "column,file,line,message,pointer,severity" {
				t.Errorf("entry keys %v", keys)
			}
		}
		first := got[0]
		if first["file"] != actionChar("broken")+"/Actions.json" || first["line"] != 4.0 || first["column"] != 49.0 ||
			first["pointer"] != "/ActionItems/0/Frames/0/Images/0/Filename" || first["severity"] != "error" ||
			!strings.Contains(first["message"].(string), `"gone.png" not found`) {
			t.Errorf("first entry %v", first)
		}
		if w := got[2]; w["severity"] != "warning" || w["file"] != actionChar("warn")+"/Actions.json" {
			t.Errorf("third entry %v, want the warning", w)
		}
	}
	code, out, _ := runActionsCLI("validate", "--json", actionChar("good"))
	if code != 0 || strings.TrimSpace(out) != "[]" {
		t.Errorf("good character with --json: exit %d, %q; want 0 and []", code, out)
	}
}

// TestValidateBrokenCorpusFiles runs validate on every file of the broken
// Actions.json corpus: each one that holds an error exits 1 and prints
// only well-formed problem lines; the warn- files exit 0.
func TestValidateBrokenCorpusFiles(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/actions/broken/*.json")
	if len(files) < 32 {
		t.Fatalf("%d corpus files", len(files))
	}
	for _, f := range files {
		base := filepath.Base(f)
		if strings.HasPrefix(base, "opt-") {
			continue // these need load options the CLI does not have
		}
		code, out, _ := runActionsCLI("validate", filepath.ToSlash(f))
		wantCode := 1
		if strings.HasPrefix(base, "warn-") {
			wantCode = 0
		}
		if code != wantCode {
			t.Errorf("%s: exit %d, want %d\n%s", base, code, wantCode, out)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if out == "" {
			t.Errorf("%s: no problem printed", base)
		}
		for _, l := range lines {
			// A file that does not look like any rigplay format (an
			// empty or truncated one) is reported without a position.
			if !diagLine.MatchString(l) && !strings.HasPrefix(l, filepath.ToSlash(f)+": /: ") {
				t.Errorf("%s: malformed line %q", base, l)
			}
		}
	}
}

func TestValidateUsageErrors(t *testing.T) {
	if code, _, errs := runActionsCLI("validate"); code != 2 || !strings.Contains(errs, "usage: rigplay validate") {
		t.Errorf("no path: exit %d, stderr %q", code, errs)
	}
	if code, _, _ := runActionsCLI("validate", "--nope", actionChar("good")); code != 2 {
		t.Errorf("unknown flag: exit %d, want 2", code)
	}
	missing := filepath.Join(t.TempDir(), "nothere")
	code, out, _ := runActionsCLI("validate", missing)
	if code != 1 || !strings.Contains(out, "cannot read") {
		t.Errorf("missing path: exit %d, %q", code, out)
	}
	if _, err := os.Stat(actionChar("good")); err != nil {
		t.Fatal(err)
	}
}

// TestValidateBrokenManifestStillChecksActions: a character.json with an
// error does not turn Actions.json into "not a file rigplay reads"; both
// files' errors are printed.
func TestValidateBrokenManifestStillChecksActions(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{
		"character.json": `{"name": 5}`,
		"Actions.json":   `{"ActionItems":[{"Name":"A","Frames":[{"Duration":-1}]}]}`,
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	code, out, _ := runActionsCLI("validate", dir)
	want := filepath.ToSlash(dir) + "/character.json:1:10: /name: got number, want string\n" +
		filepath.ToSlash(dir) + "/Actions.json:1:51: /ActionItems/0/Frames/0/Duration: duration -1 is negative\n"
	if code != 1 || out != want {
		t.Errorf("exit %d, stdout\n%s\nwant exit 1 and\n%s", code, out, want)
	}
}

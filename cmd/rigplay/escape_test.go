package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// hostileKey is issue 13's JSON key as written in a file: printed raw it
// clears the screen and sets the terminal's title.
const hostileKey = `\u001b[2J\u001b]0;X\u0007`

// hostileRaw is the same key decoded.
const hostileRaw = "\x1b[2J\x1b]0;X\x07"

// terminalUnsafe returns the first character of out a terminal would act
// on (any C0 control but the line end, DEL, C1 controls, bidirectional
// controls, bytes that are not UTF-8), and whether there is one.
func terminalUnsafe(out string) (rune, bool) {
	for i := 0; i < len(out); {
		r, n := utf8.DecodeRuneInString(out[i:])
		switch {
		case r == utf8.RuneError && n == 1,
			r < 0x20 && r != '\n',
			r >= 0x7f && r <= 0x9f,
			r == 0x202e, r == 0x2066:
			return r, true
		}
		i += n
	}
	return 0, false
}

// hostileChar copies the good fixture character and adds a state whose
// key is hostile and lists an action that does not exist, so that a
// diagnostic (a warning: the state plays its other actions) names the key
// in its pointer and its message. The action
// Wave is renamed to hold a raw C1 CSI, DEL and a bidi override.
func hostileChar(t *testing.T) string {
	t.Helper()
	return copyTree(t, actionChar("good"), map[string][2]string{
		"Actions.json": {`"Speaking": ["Wave"]`, `"Speaking": ["Wave"], "` + hostileKey + `": ["Nope` + hostileKey + `"]`},
	})
}

// TestValidatePrintsNoRawControlCharacters: issue 13 item 9, end to end.
// The hostile key reaches the pointer and the message of a warning; the
// printed line holds it escaped, in both parts.
func TestValidatePrintsNoRawControlCharacters(t *testing.T) {
	dir := hostileChar(t)
	code, out, errs := runActionsCLI("validate", dir)
	if code != 0 {
		t.Fatalf("exit %d, want 0 (a warning); stdout %q stderr %q", code, out, errs)
	}
	if r, bad := terminalUnsafe(out + errs); bad {
		t.Errorf("validate printed a raw %U:\n%q", r, out+errs)
	}
	esc := `\x1b[2J\x1b]0;X\a`
	if !strings.Contains(out, ": /States/"+esc+"/0: ") {
		t.Errorf("the pointer part is not printed escaped as /States/%s/0: %q", esc, out)
	}
	if !strings.Contains(out, `"Nope`+esc+`"`) {
		t.Errorf("the message part is not printed escaped: %q", out)
	}
}

// TestValidateJSONPrintsNoRawControlCharacters: --json keeps the exact
// values (a JSON reader gets the key back) and prints no raw control
// character.
func TestValidateJSONPrintsNoRawControlCharacters(t *testing.T) {
	dir := copyTree(t, actionChar("good"), map[string][2]string{
		// DEL, a C1 CSI and a bidi override are legal raw in a JSON string;
		// encoding/json alone would print them raw.
		"Actions.json": {`"Speaking": ["Wave"]`, `"Speaking": ["Wave"], "` + hostileKey + "\x7f\u009b\u202e" + `": ["Nope"]`},
	})
	code, out, errs := runActionsCLI("validate", "--json", dir)
	if code != 0 {
		t.Fatalf("exit %d, want 0 (a warning); stdout %q stderr %q", code, out, errs)
	}
	if r, bad := terminalUnsafe(out + errs); bad {
		t.Errorf("validate --json printed a raw %U:\n%q", r, out+errs)
	}
	var got []struct{ Pointer string }
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	want := "/States/" + hostileRaw + "\x7f\u009b\u202e/0"
	found := false
	for _, d := range got {
		found = found || d.Pointer == want
	}
	if !found {
		t.Errorf("no diagnostic has the pointer %q: %+v", want, got)
	}
}

// TestTracePrintsNoRawControlCharacters: trace's JSON lines escape an
// action name's DEL, C1 and bidi controls, and keep its value.
func TestTracePrintsNoRawControlCharacters(t *testing.T) {
	name := "W\u009bave\x7f\u202e" + hostileRaw
	dir := copyTree(t, actionChar("good"), map[string][2]string{
		"Actions.json": {`"Wave"`, `"W` + "\u009b" + `ave` + "\x7f\u202e" + hostileKey + `"`},
	})
	code, out, errs := runActionsCLI("trace", dir, "--play", name, "--for", "1s")
	if code != 0 {
		t.Fatalf("exit %d; stderr %q", code, errs)
	}
	if r, bad := terminalUnsafe(out + errs); bad {
		t.Errorf("trace printed a raw %U:\n%q", r, out+errs)
	}
	seen := false
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var e traceEvent
		if err := json.Unmarshal([]byte(line), &e); err != nil {
			t.Fatalf("not JSON: %q: %v", line, err)
		}
		seen = seen || e.Action == name
	}
	if !seen {
		t.Errorf("no event names the action %q:\n%s", name, out)
	}
}

// TestImportPrintsNoRawControlCharacters: the clippy importer's sound ids
// and agent name come from the files; its diagnostics and its summary
// line print them escaped.
func TestImportPrintsNoRawControlCharacters(t *testing.T) {
	dir := copyAgent(t, "")
	bad := "clippy.soundsReady('Pip', {'\\u001b[2J\\u001b]0;X\\u0007': 'data:audio/mpeg;base64,SUQz'})"
	if err := os.WriteFile(filepath.Join(dir, "sounds-mp3.js"), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runImportCLI("clippy", dir, "-o", filepath.Join(t.TempDir(), "x"))
	if code != 1 {
		t.Fatalf("bad sound id: exit %d, want 1; stderr %q", code, errs)
	}
	if r, isBad := terminalUnsafe(out + errs); isBad {
		t.Errorf("import printed a raw %U for a sound id:\n%q", r, out+errs)
	}
	if !strings.Contains(errs, `: /\x1b[2J\x1b]0;X\a: `) {
		t.Errorf("the sound id is not printed escaped in the pointer: %q", errs)
	}

	agent, err := os.ReadFile(filepath.Join(clippyFixtures, "Pip", "agent.js"))
	if err != nil {
		t.Fatal(err)
	}
	named := strings.Replace(string(agent), "clippy.ready('Pip'", "clippy.ready('Pip\\u001b]0;X\\u0007'", 1)
	dir = copyAgent(t, named)
	code, out, errs = runImportCLI("clippy", dir, "-o", filepath.Join(t.TempDir(), "y"), "--sounds", "none")
	if r, isBad := terminalUnsafe(out + errs); isBad {
		t.Errorf("import (exit %d) printed a raw %U for the agent's name:\n%q", code, r, out+errs)
	}
	if code == 0 && !strings.Contains(out, `imported Pip\x1b]0;X\a: `) {
		t.Errorf("the agent's name is not printed escaped: %q", out)
	}
}

// TestPosePrintsNoRawControlCharacters: pose --pixels prints each
// drawable's image path, which a clothing item names; its DEL, C1, bidi
// and C0 controls are escaped in the JSON, and the value is kept.
func TestPosePrintsNoRawControlCharacters(t *testing.T) {
	file := "img/a\u009b\x7f\u202e" + hostileRaw + ".png"
	dir := copyTree(t, rigFixtures, map[string][2]string{
		"item.json": {`"piece/shirt-chest": "img/a.png"`, `"piece/shirt-chest": "img/a` + "\u009b\x7f\u202e" + hostileKey + `.png"`},
	})
	png, err := os.ReadFile(filepath.Join(dir, "img", "a.png"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(file)), png, 0o644); err != nil {
		t.Skipf("this file system refuses the name: %v", err)
	}
	code, out, errs := runPoseCLI(dir+"/rig.json", "--wear", dir+"/item.json", "--pixels")
	if code != 0 {
		t.Fatalf("exit %d; stderr %q", code, errs)
	}
	if r, bad := terminalUnsafe(out + errs); bad {
		t.Errorf("pose printed a raw %U:\n%q", r, out+errs)
	}
	var got poseOutput
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	found := false
	for _, d := range got.Draw {
		found = found || strings.HasSuffix(d.Image, file)
	}
	if !found {
		t.Errorf("no drawable shows the image %q: %+v", file, got.Draw)
	}
}

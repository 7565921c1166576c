package character

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"
)

// readFixture reads a file of the project's testdata.
func readFixture(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile("../../testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestSniff pins how a file's kind is told: fixed names, then content
// (its "type" or shape), then for content that is none of ours, a "type"
// near the top of a document that does not parse, then the name.
func TestSniff(t *testing.T) {
	rigDoc := readFixture(t, "rig/rig.json")
	clip := readFixture(t, "rig/clip.json")
	item := readFixture(t, "rig/item.json")
	curveDoc := readFixture(t, "curve/ok_bezier.json")
	tweenDoc := []byte(`{"target": "head", "propertyKey": "rotation.z", "from": 0, "to": 1, "duration": 1}`)
	trunc := func(b []byte) []byte { return b[:len(b)/2] }
	for _, tc := range []struct {
		name string
		data []byte
		want Kind
	}{
		{"character.json", []byte(`{"rig": "x.json"}`), KindManifest},
		{"Actions.json", []byte(`{`), KindActions},
		{"agent.json", []byte(`{"ActionItems": []}`), KindActions},
		{"player-rig.json", rigDoc, KindRig},
		{"anything.json", rigDoc, KindRig},
		{"clips/anything.json", rigDoc, KindRig}, // content before name
		{"idle.json", clip, KindClip},
		{"walk.json", clip, KindClip},
		{"shirt.json", item, KindClothing},
		{"ease.json", curveDoc, KindCurve},
		{"sway.json", tweenDoc, KindTween},
		// Truncated: the "type" near the top says what it is.
		{"x.json", trunc(rigDoc), KindRig},
		{"x.json", trunc(clip), KindClip},
		// Truncated, no type: the name says what it is.
		{"rig.json", []byte(`{"schemaVersion": 1,`), KindRig},
		{"player-rig.json", []byte(`{`), KindRig},
		{"a.rig.json", []byte(`{`), KindRig},
		{"clips/wave.json", []byte(`{`), KindClip},
		{"clothing/hat.json", []byte(`{`), KindClothing},
		{"curves/blend.json", []byte(`{"interpolation": `), KindCurve},
		{"tweens/bob.json", []byte(`[`), KindTween},
		{"x.curve.json", []byte(`{`), KindCurve},
		{"x.tween.json", []byte(`{`), KindTween},
		{"x.clip.json", []byte(`{`), KindClip},
		// A well-formed document of a rig format without its "type",
		// where the name says which: that format, for its errors.
		{"rig.json", []byte(`{"bones": []}`), KindRig},
		// Nothing says what it is.
		{"package.json", []byte(`{"name": "x"}`), KindNone},
		{"notes.json", []byte(`{`), KindNone},
		{"rigging.json", []byte(`{`), KindNone},
		{"x.json", []byte(`{"meta": {"type": "playerRig"}}`), KindNone}, // a nested "type" of a document that parses
		{"sprites/a.png", []byte("\x89PNG\r\n\x1a\n"), KindNone},
	} {
		if got := Sniff(tc.name, tc.data); got != tc.want {
			t.Errorf("Sniff(%s, %.30q) = %q, want %q", tc.name, tc.data, got, tc.want)
		}
	}
}

// TestRule1_FolderWithoutManifestFindsFilesByType pins
// docs/character-package.md#no-manifest (files are told apart by what they
// hold, docs/character-package.md#file-kinds): a folder with a rig and
// clips under any names and no character.json loads as a rigged character,
// clips in file-name order; a truncated file whose name or place says what
// it is gets its format's located error; two rigs are an error naming both.
func TestRule1_FolderWithoutManifestFindsFilesByType(t *testing.T) {
	rigDoc := readFixture(t, "rig/rig.json")
	clip := readFixture(t, "rig/clip.json")
	walk := []byte(strings.Replace(string(clip), `"test:player-animation/wave"`, `"test:player-animation/walk"`, 1))
	files := fstest.MapFS{
		"player-rig.json": {Data: rigDoc},
		"idle.json":       {Data: clip},
		"walk.json":       {Data: walk},
		"notes.json":      {Data: []byte(`{"author": "x"}`)},
	}
	c, d := Load(files, Options{})
	if c == nil {
		t.Fatalf("did not load: %v", d)
	}
	if c.Rig == nil || c.Rig.File != "player-rig.json" || len(c.Clips) != 2 ||
		c.Clips[0].Clip.File != "idle.json" || c.Clips[1].Clip.File != "walk.json" {
		t.Fatalf("rig %v, clips %d", c.Rig != nil, len(c.Clips))
	}
	// Every sprite is missing: one located warning each, all placeholders.
	sprites := 0
	for _, b := range c.Rig.Bones {
		if b.HasSprite {
			sprites++
		}
	}
	if len(d) != sprites || d.HasErrors() {
		t.Errorf("%d diagnostics, want %d warnings: %v", len(d), sprites, d)
	}
	p := NewPlayer(c, PlayerOptions{})
	if err := p.PlayDefault(); err != nil {
		t.Fatal(err)
	}
	if list := p.AppendDrawList(nil); len(list) == 0 || c.Bounds().Empty() {
		t.Error("nothing to draw")
	}

	for _, tc := range []struct {
		name  string
		edits map[string][]byte
		want  string
	}{
		{"truncated clip in clips/", map[string][]byte{"clips/bad.json": []byte("{\n  \"schemaVersion\": 1,\n")},
			"clips/bad.json:3:1: /: invalid JSON"},
		{"truncated player-rig.json", map[string][]byte{"player-rig.json": rigDoc[:200]},
			"player-rig.json:"},
		{"two rigs", map[string][]byte{"other-rig.json": rigDoc},
			"player-rig.json: /: the folder holds 2 rigs (playerRig) and no character.json to say which is the character's: other-rig.json, player-rig.json; name one as \"rig\" in character.json, or move the others away"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fsys := fstest.MapFS{}
			for k, v := range files {
				fsys[k] = v
			}
			for k, v := range tc.edits {
				fsys[k] = &fstest.MapFile{Data: v}
			}
			c, d := Load(fsys, Options{})
			if c != nil || !strings.Contains(d.Error(), tc.want) {
				t.Errorf("got %v\n%v\nwant an error %q", c != nil, d, tc.want)
			}
			for _, e := range d.Errors() {
				if tc.name != "two rigs" && e.Line == 0 {
					t.Errorf("error without a position: %s", e.Error())
				}
			}
		})
	}
}

// TestLoad_NotACharacter: a folder with nothing rigplay plays says so,
// naming the folder, not a character.json it does not have.
func TestLoad_NotACharacter(t *testing.T) {
	for _, fsys := range []fstest.MapFS{{}, {"README.txt": {Data: []byte("hi")}}, {"idle.json": {Data: readFixture(t, "rig/clip.json")}}} {
		c, d := Load(fsys, Options{})
		if c != nil || len(d) != 1 || d[0].File != "." || d[0].Message != NotACharacter {
			t.Errorf("%v: got %v", fsys, d)
		}
	}
}

package main

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// rigFixtures is the rig package's fixture folder (the character root).
var rigFixtures = filepath.Join("..", "..", "testdata", "rig")

func runPoseCLI(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := rigplay(append([]string{"pose"}, args...), &out, &errb)
	return code, out.String(), errb.String()
}

func fixture(name string) string { return filepath.Join(rigFixtures, name) }

// TestPoseCommandBonesAndDrawOrder poses the fixture rig at a clip time
// with two items worn and checks the JSON against values worked out by
// hand: spine turned 20 * smoothstep, chest sprite moved first by its
// sortingOrder track.
func TestPoseCommandBonesAndDrawOrder(t *testing.T) {
	code, out, errs := runPoseCLI(fixture("rig.json"), "--clip", fixture("clip.json"), "--time", "0.25",
		"--wear", fixture("item.json"), "--wear", fixture("item-atlas.json"))
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	var got poseOutput
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, out)
	}
	if len(got.Bones) != 4 || got.Bones[1].Name != "spine" {
		t.Fatalf("bones %+v", got.Bones)
	}
	// Keys 0 -> 20 degrees over 0..0.5 s with zero tangents: at 0.25 s the
	// Hermite value is the midpoint, 10 degrees.
	c, s := math.Cos(10*math.Pi/180), math.Sin(10*math.Pi/180)
	want := [6]float64{c, s, -s, c, 0, 0.5}
	for k := range want {
		if math.Abs(got.Bones[1].World[k]-want[k]) > 1e-12 {
			t.Fatalf("spine world %v, want %v", got.Bones[1].World, want)
		}
	}
	var ids []string
	for _, d := range got.Draw {
		ids = append(ids, d.ID)
	}
	wantIDs := "test:clothing/cap#piece/hat,sprite/hips,sprite/spine,sprite/chest,test:clothing/tee#piece/shirt-chest"
	if strings.Join(ids, ",") != wantIDs {
		t.Errorf("draw %v, want %s", ids, wantIDs)
	}
	// After the sortingOrder key at 0.5 s the chest (and its shirt) go first.
	_, out, _ = runPoseCLI(fixture("rig.json"), "--clip", fixture("clip.json"), "--time", "0.5", "--wear", fixture("item.json"))
	if !strings.Contains(out, `"draw": [`+"\n"+`    {"id":"sprite/chest","bone":"chest","sortKey":-1,`) {
		t.Errorf("at 0.5 s the chest is not drawn first:\n%s", out)
	}
}

// TestPoseCommandPixels checks --pixels: screen transforms, images, source
// rectangles and colors instead of bone transforms.
func TestPoseCommandPixels(t *testing.T) {
	code, out, _ := runPoseCLI("--pixels", fixture("rig.json"), "--wear", fixture("item-atlas.json"))
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var got poseOutput
	if err := json.Unmarshal([]byte(out), &got); err != nil || got.Bones != nil || len(got.Draw) != 4 {
		t.Fatalf("output %s (%v)", out, err)
	}
	hat := got.Draw[0]
	// 16x16 region at the atlas's top (bottom-left y=16 of 32), pivot
	// (0.5, 0) on the head at world (0, 1.5): 0.5 px scale (32 ppu art on a
	// 16 ppu rig), bottom-centre pixel (8, 16) lands on screen (0, -24).
	if hat.ID != "test:clothing/cap#piece/hat" || hat.Image != "img/atlas.png" || *hat.Src != [4]int{0, 0, 16, 16} ||
		*hat.Transform != [6]float64{0.5, 0, 0, 0.5, -4, -32} || *hat.Color != [4]float32{1, 1, 1, 1} {
		t.Errorf("hat %+v %v %v", hat, *hat.Src, *hat.Transform)
	}
}

// TestPoseCommandErrors checks usage errors (exit 2) and located file
// errors (exit 1).
func TestPoseCommandErrors(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		code   int
		stderr string
	}{
		{nil, 2, "usage: rigplay pose"},
		{[]string{fixture("rig.json"), "--time", "1"}, 2, "--time needs --clip"},
		{[]string{fixture("broken/rig-cycle.json")}, 1, "rig-cycle.json:37:17: /bones/1/parent: bone \"spine\" is in a parent cycle"},
		{[]string{fixture("rig.json"), "--clip", fixture("broken/clip-unknown-bone.json")}, 1, "clip-unknown-bone.json:12:17: /tracks/0/target: bone \"face\" does not exist"},
		{[]string{fixture("rig.json"), "--wear", fixture("broken/item-unknown-slot.json")}, 1, "item-unknown-slot.json:13:21: /visual/sprites/piece~1tail: slot \"piece/tail\" is not in rig"},
		{[]string{fixture("broken/rig-cycle.json"), "--clip", fixture("clip.json")}, 1, "parent cycle"},
		{[]string{fixture("broken/clip-no-keys.json"), "--clip", fixture("clip.json")}, 1, "/: missing required field"},
		{[]string{fixture("img/a.png")}, 1, "a.png:1:1: /: file is not valid UTF-8"},
		// A clip may be anywhere (it names no other file); this one is not JSON.
		{[]string{fixture("rig.json"), "--clip", filepath.Join("..", "..", "go.mod")}, 1, "go.mod:1:1: /: invalid JSON"},
		{[]string{fixture("rig.json"), "--wear", filepath.Join("..", "..", "go.mod")}, 2, "rigplay pose: --wear ../../go.mod: a clothing item must be inside the rig's folder"},
	} {
		code, _, errs := runPoseCLI(tc.args...)
		if code != tc.code || !strings.Contains(errs, tc.stderr) {
			t.Errorf("%v: exit %d stderr %q, want %d and %q", tc.args, code, errs, tc.code, tc.stderr)
		}
	}
}

// TestPoseClipOutsideTheRigFolder: --clip FILE may name a clip anywhere; it
// poses exactly as the same clip inside the rig's folder.
func TestPoseClipOutsideTheRigFolder(t *testing.T) {
	data, err := os.ReadFile(fixture("clip.json"))
	if err != nil {
		t.Fatal(err)
	}
	outside := filepath.Join(t.TempDir(), "walk.json")
	if err := os.WriteFile(outside, data, 0o644); err != nil {
		t.Fatal(err)
	}
	code, want, errs := runPoseCLI(fixture("rig.json"), "--clip", fixture("clip.json"), "--time", "0.3")
	if code != 0 {
		t.Fatalf("inside: exit %d: %s", code, errs)
	}
	code, got, errs := runPoseCLI(fixture("rig.json"), "--clip", outside, "--time", "0.3")
	if code != 0 || got != want {
		t.Fatalf("outside: exit %d: %s\n%s\nwant\n%s", code, errs, got, want)
	}
}

// TestPoseTween: --tween FILE applies a rig.anim.tween on top of the pose,
// --time seconds into it; a tween the rig cannot take is a located error.
func TestPoseTween(t *testing.T) {
	dir := t.TempDir()
	lift := filepath.Join(dir, "lift.json")
	if err := os.WriteFile(lift, []byte(`{"target": "hips", "propertyKey": "position.y", "from": 0, "to": 2, "duration": 1, "easing": "linear"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runPoseCLI(fixture("rig.json"), "--tween", lift, "--time", "0.25")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	// hips 0.25 s into a 0 -> 2 run: y = 0.5; spine sits 0.5 above it.
	for _, want := range []string{`{"name":"hips","world":[1,0,0,1,0,0.5]}`, `{"name":"spine","world":[1,0,0,1,0,1]}`} {
		if !strings.Contains(out, want) {
			t.Errorf("pose lacks %s:\n%s", want, out)
		}
	}
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte("{\"target\": \"tail\",\n \"propertyKey\": \"position.y\", \"from\": 0, \"to\": 2, \"duration\": 1}"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs = runPoseCLI(fixture("rig.json"), "--tween", bad)
	if want := "bad.json:1:12: /target: tween target \"tail\" is not a bone of rig"; code != 1 || !strings.Contains(errs, want) {
		t.Errorf("exit %d: %s\nwant %s", code, errs, want)
	}
}

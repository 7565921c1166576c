package character

import (
	"encoding/json"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/internal/manifest"
)

// withTweens returns the rigged sample with the tween files added and
// listed in character.json.
func withTweens(t *testing.T, tweens map[string]string) fstest.MapFS {
	t.Helper()
	files := mapOf(t, assets.Rigged())
	var m map[string]any
	if err := json.Unmarshal(files[manifest.FileName].Data, &m); err != nil {
		t.Fatal(err)
	}
	var names []string
	for name, body := range tweens {
		files[name] = &fstest.MapFile{Data: []byte(body)}
		names = append(names, name)
	}
	m["tweens"] = names
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	files[manifest.FileName] = &fstest.MapFile{Data: data}
	return files
}

// TestLoad_TweensRunOnTopOfTheClipPose: the manifest's tween files play on
// every player from the start, on top of the clip pose, and survive a
// reload.
func TestLoad_TweensRunOnTopOfTheClipPose(t *testing.T) {
	const bob = `{"target": "hips", "propertyKey": "position.y", "from": 0, "to": 0.5, "duration": 1, "easing": "linear", "loop": true}`
	files := withTweens(t, map[string]string{"tweens/bob.json": bob})
	c, d := Load(files, Options{})
	if c == nil {
		t.Fatal(d)
	}
	if len(c.Tweens) != 1 || c.TweenFiles[0] != "tweens/bob.json" {
		t.Fatalf("tweens %v %v", c.Tweens, c.TweenFiles)
	}
	hips := c.Rig.BoneIndex("hips")
	p := NewPlayer(c, PlayerOptions{})
	if _, err := p.Play("idle"); err != nil {
		t.Fatal(err)
	}
	for _, step := range []struct {
		dt   time.Duration
		want float64
	}{
		{250 * time.Millisecond, 0.125},
		{500 * time.Millisecond, 0.375},
		{500 * time.Millisecond, 0.125}, // looped: 1.25 s is 0.25 s into a run
	} {
		p.Advance(step.dt)
		if got := p.rp.Local(hips).T[1]; got < step.want-1e-9 || got > step.want+1e-9 {
			t.Errorf("hips y %v, want the tween's %v", got, step.want)
		}
	}
	// A reload keeps the tween running (from its start).
	again, d := Load(files, Options{Previous: c})
	if again == nil {
		t.Fatal(d)
	}
	p.Rebind(again)
	p.Advance(500 * time.Millisecond)
	if got := p.rp.Local(hips).T[1]; got < 0.25-1e-9 || got > 0.25+1e-9 {
		t.Errorf("after a reload hips y %v, want 0.25", got)
	}
}

// TestLoad_TweenErrorsAreLocated: a tween whose target or property the rig
// does not have is an error at the tween file's field; tweens on a
// character without a rig are an error at character.json's /tweens.
func TestLoad_TweenErrorsAreLocated(t *testing.T) {
	for _, tc := range []struct{ name, body, want string }{
		{"bone", "{\n  \"target\": \"tail\",\n  \"propertyKey\": \"position.y\", \"from\": 0, \"to\": 1, \"duration\": 1\n}",
			`tweens/x.json:2:13: /target: tween target "tail" is not a bone of rig`},
		{"property", "{\"target\": \"hips\",\n \"propertyKey\": \"wobble\", \"from\": 0, \"to\": 1, \"duration\": 1}",
			`tweens/x.json:2:17: /propertyKey: tween propertyKey "wobble" is not an animatable bone or sprite property`},
		{"null target", "{\"target\": null,\n \"propertyKey\": \"rotation.z\", \"from\": 0, \"to\": 1, \"duration\": 1}",
			`tweens/x.json:2:17: /propertyKey: the tween names no bone: its target is null and propertyKey "rotation.z" is not bone/<name>/<property>`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, d := Load(withTweens(t, map[string]string{"tweens/x.json": tc.body}), Options{})
			if c != nil || !strings.Contains(d.Error(), tc.want) {
				t.Fatalf("got %v\nwant %s", d, tc.want)
			}
		})
	}
	files := mapOf(t, assets.Frame())
	files[manifest.FileName] = &fstest.MapFile{Data: []byte(`{"name": "Pip", "actions": "Actions.json", "tweens": ["t.json"]}`)}
	files["t.json"] = &fstest.MapFile{Data: []byte(`{"target": "hips", "propertyKey": "position.y", "from": 0, "to": 1, "duration": 1}`)}
	c, d := Load(files, Options{})
	if c != nil || !strings.Contains(d.Error(), "character.json:1:") || !strings.Contains(d.Error(), "/tweens: tweens move the bones of a rig") {
		t.Fatalf("tweens without a rig: %v", d)
	}
}

// TestTweens_RunWithoutAClipAndInTheBounds: tweens run before any clip
// plays and after Stop (a breathing bob does not wait for a clip), and the
// character's Bounds hold every pose they make.
func TestTweens_RunWithoutAClipAndInTheBounds(t *testing.T) {
	const lift = `{"target": "hips", "propertyKey": "position.y", "from": 0, "to": 2, "duration": 1, "easing": "linear", "loop": true}`
	c, d := Load(withTweens(t, map[string]string{"tweens/lift.json": lift}), Options{})
	if c == nil {
		t.Fatal(d)
	}
	hips := c.Rig.BoneIndex("hips")
	p := NewPlayer(c, PlayerOptions{})
	y := func() float64 { return p.rp.Local(hips).T[1] }
	p.Advance(250 * time.Millisecond)
	if got := y(); got < 0.5-1e-9 || got > 0.5+1e-9 {
		t.Errorf("no clip yet: hips y %v, want the tween's 0.5", got)
	}
	if _, err := p.Play("walk"); err != nil {
		t.Fatal(err)
	}
	p.Advance(250 * time.Millisecond)
	p.Stop()
	before := y()
	p.Advance(250 * time.Millisecond)
	if y() == before {
		t.Errorf("after Stop the tween froze at %v", before)
	}
	// Every pose the tween makes is inside Bounds.
	b := c.Bounds()
	q := NewPlayer(c, PlayerOptions{})
	for range 20 {
		q.Advance(50 * time.Millisecond)
		if got := q.AppendDrawList(nil).Bounds(); !got.In(b) {
			t.Fatalf("drawn %v, outside Bounds %v", got, b)
		}
	}
}

package character

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/assets"
)

// TestManifest_UnknownDefaultsAreWarningsAndPlayTheFallback: a
// defaultAction, defaultState or defaultClip that names nothing loaded is a
// warning located at its field of character.json, and PlayDefault plays
// what it plays without that field instead of failing.
func TestManifest_UnknownDefaultsAreWarningsAndPlayTheFallback(t *testing.T) {
	tests := []struct {
		name     string
		src      func() fs.FS
		manifest string
		want     []string
		playing  func(p *Player) string
		wantPlay string
	}{
		{
			name: "frame",
			src:  assets.Frame,
			manifest: `{"name": "Pip", "durationUnitMs": 1, "actions": "Actions.json",
  "defaultAction": "Shwo",
  "defaultState": "Idling"}`,
			want: []string{
				`character.json:2:20: /defaultAction: warning: defaultAction "Shwo" is not an action of the character; the default is played without it`,
				`character.json:3:19: /defaultState: warning: defaultState "Idling" is not a state of the character; the default is played without it`,
			},
			playing: func(p *Player) string {
				a, _ := p.ap.Current()
				return p.Character().Actions.Actions[a].Name
			},
			wantPlay: "Show", // the Showing state's action
		},
		{
			name: "rigged",
			src:  assets.Rigged,
			manifest: `{"name": "Moss", "rig": "rig.json", "clips": ["clips/idle.json", "clips/walk.json"],
  "defaultClip": "wlak"}`,
			want: []string{
				`character.json:2:18: /defaultClip: warning: defaultClip "wlak" is not a clip of the character (an id, displayName or file name); the first clip plays instead`,
			},
			playing:  func(p *Player) string { return p.ClipName() },
			wantPlay: "idle",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fsys := copyFS(t, tc.src(), map[string][]byte{"character.json": []byte(tc.manifest)})
			c, diags := Load(fsys, Options{})
			if c == nil || diags.HasErrors() {
				t.Fatalf("Load: %v", diags)
			}
			var got []string
			for _, d := range diags {
				if strings.HasPrefix(d.File, "character.json") {
					got = append(got, d.Error())
				}
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
			p := NewPlayer(c, PlayerOptions{})
			if err := p.PlayDefault(); err != nil {
				t.Fatalf("PlayDefault: %v", err)
			}
			if got := tc.playing(p); got != tc.wantPlay {
				t.Errorf("PlayDefault plays %q, want %q", got, tc.wantPlay)
			}
		})
	}
}

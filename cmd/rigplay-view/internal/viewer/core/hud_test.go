package core

import (
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/rigplay/rigplay/engine/diag"
)

func TestHUDLines(t *testing.T) {
	h := HUD{Name: "Pip", Action: "Wave", Frame: 2, Frames: 6, FrameTime: 40 * time.Millisecond, FrameDur: 160 * time.Millisecond,
		State: "IdlingLevel1", Speed: 0.5, Seed: 7, Paused: true, Muted: true, FPS: 59.6, TPS: 60, Zoom: 3, Reload: "reload  watching"}
	want := []string{
		"Pip",
		"action  Wave",
		"frame   3/6  40 ms / 160 ms",
		"state   IdlingLevel1",
		"speed   0.5x  PAUSED  muted",
		"seed    7   zoom 3x",
		"fps     60   tps 60",
		"reload  watching",
		"?  help",
	}
	if got := h.Lines(); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("lines:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	rig := HUD{Name: "Moss", Clip: "Walk", ClipTime: 0.25, ClipDur: 1, Speed: 1, Zoom: 0.25, Reload: "r"}
	got := strings.Join(rig.Lines(), "\n")
	for _, w := range []string{"clip    Walk  0.25 / 1.00 s", "speed   1x", "zoom 0.25x"} {
		if !strings.Contains(got, w) {
			t.Errorf("rig HUD lacks %q:\n%s", w, got)
		}
	}
	if strings.Contains(got, "frame") {
		t.Errorf("rig HUD shows frames:\n%s", got)
	}
	held := HUD{Action: "RestPose", Frames: 1, Holding: true}
	if !strings.Contains(strings.Join(held.Lines(), "\n"), "(held)") {
		t.Errorf("held frame not marked")
	}
	if !strings.Contains(strings.Join(held.Lines(), "\n"), "state   -") {
		t.Errorf("a frame character with no state yet has no state line:\n%s", strings.Join(held.Lines(), "\n"))
	}
	if strings.Contains(got, "state") {
		t.Errorf("rig HUD shows a state line:\n%s", got)
	}
}

// TestHUDLines_SoundOff: without a sound device the HUD says so under
// the speed line, all of it (no ellipsis), wrapped at SoundLineMax
// characters; with sound there is no such line.
func TestHUDLines_SoundOff(t *testing.T) {
	for _, tc := range []struct {
		sound string
		want  []string
	}{
		{"no sound device: sounds are off (ALSA: No such device)", []string{"no sound device: sounds are off (ALSA: No such", "  device)"}},
		{`no sound device: sounds are off (ALSA: "default": No such file or directory, "plug:default": No such file or directory)`,
			[]string{`no sound device: sounds are off (ALSA:`, `  "default": No such file or directory,`, `  "plug:default": No such file or directory)`}},
		{"no sound device: sounds are off (no sound card)", []string{"no sound device: sounds are off (no sound card)"}},
	} {
		lines := HUD{Name: "Pip", Speed: 1, Zoom: 1, Sound: tc.sound}.Lines()
		i := slices.Index(lines, tc.want[0])
		if i < 1 || !strings.HasPrefix(lines[i-1], "speed") || !slices.Equal(lines[i:i+len(tc.want)], tc.want) {
			t.Errorf("HUD lines %q: want %q under the speed line", lines, tc.want)
			continue
		}
		for _, l := range tc.want {
			if n := utf8.RuneCountInString(l); n > SoundLineMax || strings.Contains(l, "…") {
				t.Errorf("%q is %d characters, more than %d, or cut", l, n, SoundLineMax)
			}
		}
	}
	for _, l := range (HUD{Name: "Pip", Speed: 1, Zoom: 1}).Lines() {
		if strings.Contains(l, "sound") {
			t.Errorf("with sound, the HUD shows %q", l)
		}
	}
}

func TestReloadText(t *testing.T) {
	at := time.Date(2026, 1, 2, 13, 4, 5, 0, time.UTC)
	tests := []struct {
		r    ReloadState
		want string
	}{
		{ReloadState{Embedded: true}, "reload  embedded (not watched)"},
		{ReloadState{NoWatch: true, Gen: 1}, "reload  on r only (--no-watch)"},
		{ReloadState{NoWatch: true, Gen: 1, Errors: 2}, "reload  2 error(s); showing gen 1"},
		{ReloadState{NoWatch: true, Gen: 3, At: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC), Took: 12 * time.Millisecond}, "reload  gen 3 at 03:04:05 (12 ms), r only"},
		{ReloadState{Watching: true, Gen: 1}, "reload  watching"},
		{ReloadState{Watching: true, Gen: 3, At: at, Took: 12 * time.Millisecond}, "reload  gen 3 at 13:04:05 (12 ms)"},
		{ReloadState{Watching: true, Gen: 3, Errors: 2}, "reload  2 error(s); showing gen 3"},
	}
	for _, tt := range tests {
		if got := ReloadText(tt.r); got != tt.want {
			t.Errorf("ReloadText(%+v) = %q, want %q", tt.r, got, tt.want)
		}
	}
}

func TestBannerLines(t *testing.T) {
	errs := diag.List{
		{File: "Actions.json", Line: 3, Column: 7, Pointer: "/ActionItems/0/Frames/0/Duration", Message: "want an integer"},
		{File: "x.json", Severity: diag.Warning, Message: "ignored"},
		{File: "images/a.png", Message: "truncated PNG"},
		{File: "b.json", Line: 1, Column: 1, Message: "c"},
	}
	got := BannerLines(errs, 2)
	want := []string{
		"The last save did not load (3 error(s)); the last good version keeps playing:",
		"Actions.json:3:7: /ActionItems/0/Frames/0/Duration: want an integer",
		"images/a.png: /: truncated PNG",
		"... and 1 more",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("banner:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if BannerLines(diag.List{{Severity: diag.Warning}}, 5) != nil {
		t.Fatal("warnings alone make a banner")
	}
}

// TestRowText: a row shows the name, and the label when it says more.
func TestRowText(t *testing.T) {
	for _, tc := range []struct{ name, label, want string }{
		{"Wave", "Wave hello", "Wave — Wave hello"},
		{"Show", "Appear", "Show — Appear"},
		{"Idle1_1", "Idle1_1", "Idle1_1"},
		{"walk", "Walk", "Walk"},
		{"walk", "", "walk"},
	} {
		if got := RowText(tc.name, tc.label); got != tc.want {
			t.Errorf("RowText(%q, %q) = %q, want %q", tc.name, tc.label, got, tc.want)
		}
	}
}

func TestPanelRows(t *testing.T) {
	rows := PanelRows(sample(t, false))
	var text []string
	for _, r := range rows {
		text = append(text, r.Text)
	}
	joined := strings.Join(text, "|")
	// Names first, then labels from ActionMenuSelected (Show -> Appear),
	// else the name alone.
	for _, w := range []string{"Actions|Show — Appear|Hide — Disappear|RestPose — Rest pose|Idle1_1", "States|GesturingDown", "Wave — Wave hello"} {
		if !strings.Contains(joined, w) {
			t.Errorf("rows lack %q: %s", w, joined)
		}
	}
	if rows[1].Kind != RowAction || rows[1].Name != "Show" || rows[1].Index != 0 {
		t.Errorf("first action row %+v", rows[1])
	}
	rig := PanelRows(sample(t, true))
	var kinds []RowKind
	for _, r := range rig {
		if r.Kind != RowHeader {
			kinds = append(kinds, r.Kind)
		} else {
			text = append(text, r.Text)
		}
	}
	if len(kinds) != 4+4 || kinds[0] != RowClip || kinds[7] != RowClothing {
		t.Errorf("rig rows %+v", rig)
	}
	if PanelRows(nil) != nil {
		t.Error("rows of no character")
	}
}

// TestHUD_EffectsLine: a clip with effects shows VFX on with its particle
// count, or off; a clip without shows no VFX line.
func TestHUD_EffectsLine(t *testing.T) {
	for _, tc := range []struct {
		h    HUD
		want string
	}{
		{HUD{Effects: "on", Particles: 12}, "VFX     on  (x)  12 particles"},
		{HUD{Effects: "off"}, "VFX     off  (x)"},
		{HUD{}, ""},
	} {
		got := ""
		for _, l := range tc.h.Lines() {
			if strings.HasPrefix(l, "VFX") {
				got = l
			}
		}
		if got != tc.want {
			t.Errorf("%+v: VFX line %q, want %q", tc.h, got, tc.want)
		}
	}
}

// TestArtLine: the HUD says art is missing while sprites are missing.
func TestArtLine(t *testing.T) {
	img := diag.Diagnostic{Severity: diag.Warning, Code: diag.CodeMissingImage}
	tex := diag.Diagnostic{Severity: diag.Warning, Code: diag.CodeMissingTexture}
	other := diag.Diagnostic{Severity: diag.Warning, Message: "4 branches"}
	for _, tc := range []struct {
		in   diag.List
		want string
	}{
		{nil, ""},
		{diag.List{other}, ""},
		{diag.List{img}, "art     1 image missing: placeholders"},
		{diag.List{img, other, img}, "art     2 images missing: placeholders"},
		{diag.List{tex, tex}, "art     2 textures missing: default particle"},
		{diag.List{img, tex}, "art     1 images, 1 textures missing"},
	} {
		if got := ArtLine(tc.in); got != tc.want {
			t.Errorf("ArtLine(%v) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if lines := (HUD{Name: "cap", Art: "art     20 images missing: placeholders"}).Lines(); lines[1] != "art     20 images missing: placeholders" {
		t.Errorf("HUD lines %q", lines)
	}
}

// TestWrap keeps every word, breaks at spaces within the width (the
// indent counted) and cuts only a word longer than a line.
func TestWrap(t *testing.T) {
	for _, tc := range []struct {
		s     string
		width int
		want  []string
	}{
		{"", 10, nil},
		{"short", 10, []string{"short"}},
		{"one two three four", 9, []string{"one two", "  three", "  four"}},
		{"abcdefghijklmnop x", 6, []string{"abcdef", "  ghij", "  klmn", "  op x"}},
	} {
		if got := Wrap(tc.s, tc.width, "  "); !slices.Equal(got, tc.want) {
			t.Errorf("Wrap(%q, %d) = %q, want %q", tc.s, tc.width, got, tc.want)
		}
	}
}

// TestHUDLines_SpeakingHoldsTheFrame: while the character speaks, a frame
// held past its duration says so (the time stops at the duration, not
// "225 ms / 200 ms").
func TestHUDLines_SpeakingHoldsTheFrame(t *testing.T) {
	h := HUD{Name: "Pip", Action: "Speak", Frame: 1, Frames: 3, FrameTime: 200 * time.Millisecond, FrameDur: 200 * time.Millisecond, Speaking: true, Speed: 1, Zoom: 1}
	if !slices.Contains(h.Lines(), "frame   2/3  200 ms / 200 ms  (held: speaking)") {
		t.Errorf("speaking on a held frame:\n%s", strings.Join(h.Lines(), "\n"))
	}
	h.FrameTime = 120 * time.Millisecond
	if !slices.Contains(h.Lines(), "frame   2/3  120 ms / 200 ms") {
		t.Errorf("speaking, frame not yet over:\n%s", strings.Join(h.Lines(), "\n"))
	}
}

package hotreload

import (
	"path"
	"strings"
	"testing"

	"github.com/fsnotify/fsnotify"
)

// Issue 5: editor noise is ignored, real files never are.
func TestDefaultIgnore(t *testing.T) {
	tests := []struct {
		name string
		want bool
	}{
		{".Actions.json.swp", true},
		{"Actions.json.swp", true},
		{".rig.json.swo", true},
		{".rig.json.swx", true},
		{"img.png.swpx", true},
		{"Actions.json~", true},
		{".#Actions.json", true},
		{"4913", true},
		{".DS_Store", true},
		{"._body.png", true},
		{".git", true},
		{".hg", true},
		{".svn", true},
		{"Actions.json", false},
		{"character.json", false},
		{"body.png", false},
		{"blip.wav", false},
		{"4914", false},
		{"49130", false},
		{".hidden.json", false},
		{"swp", false},
		{"a~b.json", false},
		{"main.json.new", false},
		{"glow.kage", false},
	}
	for _, tc := range tests {
		if got := DefaultIgnore(tc.name); got != tc.want {
			t.Errorf("DefaultIgnore(%q) = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// The event filter uses the base name and always passes the root's own
// events.
func TestHandle_Filter(t *testing.T) {
	dir := newDir(t, 1)
	w := startWatch(t, dir, Options{})
	w.Close() // the test drives handle itself; nothing else touches dirs now
	tests := []struct {
		name string
		op   fsnotify.Op
		want bool
	}{
		{"main.json", fsnotify.Write, true},
		{"main.json", fsnotify.Chmod, true},
		{"main.json", fsnotify.Rename, true},
		{".main.json.swp", fsnotify.Write, false},
		{"main.json~", fsnotify.Create, false},
		{"sub/4913", fsnotify.Create, false},
		{"sub/x.png", fsnotify.Remove, true},
		{"", fsnotify.Remove, true}, // the root itself
	}
	for _, tc := range tests {
		name := w.dir
		if tc.name != "" {
			name = w.dir + "/" + tc.name
		}
		if got, _ := w.handle(fsnotify.Event{Name: name, Op: tc.op}); got != tc.want {
			t.Errorf("handle(%s %q) = %v, want %v", tc.op, tc.name, got, tc.want)
		}
	}
}

// FuzzDefaultIgnore: never panics, and a name with a character format's
// extension that is no lock or resource-fork file is never ignored (a real
// change is never missed).
func FuzzDefaultIgnore(f *testing.F) {
	for _, s := range []string{"Actions.json", ".#a.json", "4913", "a.png~", "._x.png", ".x.swp", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		got := DefaultIgnore(name)
		switch path.Ext(name) {
		case ".json", ".png", ".wav", ".ogg", ".mp3", ".kage", ".curve":
			if got && !strings.HasPrefix(name, ".#") && !strings.HasPrefix(name, "._") {
				t.Fatalf("DefaultIgnore(%q) = true for a real file", name)
			}
		}
	})
}

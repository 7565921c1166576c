package core

import (
	"os"
	"testing"
)

func TestShotsDir(t *testing.T) {
	dirs := map[string]bool{"/home/ann/Pictures": true, "/data/pics": true}
	isDir := func(p string) bool { return dirs[p] }
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	for _, tc := range []struct {
		name, flag, home string
		env              map[string]string
		want             string
	}{
		{"--shots wins", "shots", "/home/ann", map[string]string{"XDG_PICTURES_DIR": "/data/pics"}, "shots"},
		{"XDG pictures", "", "/home/ann", map[string]string{"XDG_PICTURES_DIR": "/data/pics"}, "/data/pics"},
		{"XDG missing folder", "", "/home/ann", map[string]string{"XDG_PICTURES_DIR": "/nope"}, "/home/ann/Pictures"},
		{"XDG relative", "", "/home/ann", map[string]string{"XDG_PICTURES_DIR": "pics"}, "/home/ann/Pictures"},
		{"~/Pictures", "", "/home/ann", nil, "/home/ann/Pictures"},
		{"no Pictures", "", "/home/bob", nil, os.TempDir()},
		{"no home", "", "", nil, os.TempDir()},
	} {
		if got := ShotsDir(tc.flag, env(tc.env), tc.home, isDir); got != tc.want {
			t.Errorf("%s: ShotsDir = %q, want %q", tc.name, got, tc.want)
		}
	}
}

//go:build linux && !android

package engine

import "os"

// soundProbe returns why the engine's own device is not worth opening
// (errNoSoundCard), or nil to open it.
func soundProbe() error {
	ents, _ := os.ReadDir("/dev/snd")
	names := make([]string, len(ents))
	for i, e := range ents {
		names[i] = e.Name()
	}
	home, _ := os.UserHomeDir()
	exists := func(p string) bool { _, err := os.Stat(p); return err == nil }
	if soundCardMissing(names, os.Getenv, home, exists) {
		return errNoSoundCard
	}
	return nil
}

package engine

import (
	"errors"
	"path"
	"strings"
)

// errNoSoundCard is the reason the engine's own device is not opened on
// Linux when ALSA has nothing to play on (soundCardMissing).
var errNoSoundCard = errors.New("no sound card and no ALSA configuration")

// alsaConfigs are the ALSA configuration files and folders that can make
// the default device something other than a sound card of /dev/snd (a
// sound server's plugin, a null device): the user's and the system's.
var alsaConfigs = []string{
	"~/.asoundrc", "~/.config/alsa/asoundrc", "/etc/asound.conf",
	"/etc/alsa/conf.d", "/usr/share/alsa/alsa.conf.d",
}

// soundCardMissing reports whether ALSA certainly has no playback device:
// no PCM playback node among devSnd (the names in /dev/snd: pcmC0D0p and
// the like), no ALSA_CONFIG_PATH or ALSA_CONFIG_DIR in the environment,
// and none of alsaConfigs present (exists, with "~" for home). Opening
// ALSA there fails anyway, after alsa-lib has printed its own 16 lines of
// errors to stderr, which a program cannot turn off without cgo; the
// engine then does not open it (docs/character-package.md#no-sound-device). In
// every other case the device is opened as before.
func soundCardMissing(devSnd []string, getenv func(string) string, home string, exists func(string) bool) bool {
	for _, name := range devSnd {
		if strings.HasPrefix(name, "pcmC") && strings.HasSuffix(name, "p") {
			return false
		}
	}
	if getenv("ALSA_CONFIG_PATH") != "" || getenv("ALSA_CONFIG_DIR") != "" {
		return false
	}
	for _, c := range alsaConfigs {
		if rest, ok := strings.CutPrefix(c, "~/"); ok {
			if home == "" {
				continue
			}
			c = path.Join(home, rest)
		}
		if exists(c) {
			return false
		}
	}
	return true
}

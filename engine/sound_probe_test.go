package engine

import (
	"errors"
	"strings"
	"testing"
)

// TestSoundCardMissing: the engine skips opening ALSA only where it cannot
// play: no playback node in /dev/snd and no configuration that could send
// the default device elsewhere (a sound server, a null device).
func TestSoundCardMissing(t *testing.T) {
	none := func(string) string { return "" }
	nothing := func(string) bool { return false }
	for _, tc := range []struct {
		name   string
		devSnd []string
		env    map[string]string
		files  []string
		want   bool
	}{
		{"container: nothing", nil, nil, nil, true},
		{"capture only", []string{"controlC0", "pcmC0D0c", "timer"}, nil, nil, true},
		{"a card", []string{"controlC0", "pcmC0D0p"}, nil, nil, false},
		{"second card's playback", []string{"pcmC1D3p"}, nil, nil, false},
		{"ALSA_CONFIG_PATH (internal/scripts/headless.sh)", nil, map[string]string{"ALSA_CONFIG_PATH": "/x/asound-null.conf"}, nil, false},
		{"~/.asoundrc", nil, nil, []string{"/home/ann/.asoundrc"}, false},
		{"pipewire-alsa", nil, nil, []string{"/usr/share/alsa/alsa.conf.d"}, false},
		{"/etc/asound.conf", nil, nil, []string{"/etc/asound.conf"}, false},
	} {
		getenv := none
		if tc.env != nil {
			getenv = func(k string) string { return tc.env[k] }
		}
		exists := nothing
		if tc.files != nil {
			exists = func(p string) bool {
				for _, f := range tc.files {
					if f == p {
						return true
					}
				}
				return false
			}
		}
		if got := soundCardMissing(tc.devSnd, getenv, "/home/ann", exists); got != tc.want {
			t.Errorf("%s: soundCardMissing = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestNoSoundCardError: an Audio whose device was not opened for want of
// a card reports it as every missing device is reported, in one line.
func TestNoSoundCardError(t *testing.T) {
	a := newAudioOn(failedDevice{errNoSoundCard})
	a.Play("x.wav", make([]byte, 64))
	err := a.Err()
	if !errors.Is(err, ErrNoDevice) {
		t.Fatalf("Err = %v, want ErrNoDevice", err)
	}
	if s := err.Error(); !strings.HasPrefix(s, "no sound device: sounds are off (no sound card") || strings.Contains(s, "\n") {
		t.Errorf("Err says %q", s)
	}
}

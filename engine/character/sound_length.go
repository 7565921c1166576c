package character

import (
	"sync"
	"time"

	"github.com/rigplay/rigplay/internal/sound"
)

// soundLengths are how long a character's sounds play, decoded once, on
// the first use: sound-overrun timing (PlayerOptions.SoundOverrun,
// docs/actions.md#sound-overrun) asks for them.
type soundLengths struct {
	once sync.Once
	m    map[string]time.Duration
}

// soundLength returns how long the sound file at path plays, decoded with
// the engine's decoder: its size decoded as 16-bit stereo at
// sound.CountRate over the bytes of one second. A sound the character
// does not have, or that does not decode, lasts 0 (it delays nothing).
func (c *Character) soundLength(path string) time.Duration {
	c.soundLens.once.Do(func() {
		c.soundLens.m = make(map[string]time.Duration, len(c.sounds))
		for p, data := range c.sounds {
			if n, err := sound.Check(data, 0); err == nil {
				c.soundLens.m[p] = time.Duration(n * int64(time.Second) / (4 * sound.CountRate))
			}
		}
	})
	return c.soundLens.m[path]
}

// soundLength returns the frame player's SoundLength option: the lengths
// of the sounds of the character p plays now (a reload's too), or nil
// when overrun is off. It remembers overrun for a player made on Rebind.
func (p *Player) soundLength(overrun bool) func(string) time.Duration {
	p.overrun = overrun
	if !overrun {
		return nil
	}
	return func(path string) time.Duration { return p.c.soundLength(path) }
}

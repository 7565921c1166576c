package character

import (
	"sync"
	"time"

	"github.com/rigplay/rigplay/rig"
)

// Mixes are cross-fade durations for pairs of clips, by name
// (docs/rig.md#mix-times): walking into running over 400 ms, running into
// a stop over 100 ms. A pair it does not name takes the player's default
// mix (PlayerOptions.Mix, else character.json's mixMs, else DefaultMix).
// "" as the from clip stands for an empty track: ("", "wave") is how long
// wave takes to fade in on a track above 0. Names are those Play takes.
// One Mixes may be shared by every player (PlayerOptions.Mixes, SetMixes)
// and used from any goroutine; a change applies to the cross-fades asked
// for after it.
type Mixes struct {
	mu    sync.RWMutex
	pairs []namePair
}

type namePair struct {
	from, to string
	d        time.Duration
}

// NewMixes returns mixes with no pairs.
func NewMixes() *Mixes { return &Mixes{} }

// Set makes the cross-fade from clip from to clip to last d (negative
// counts as 0), replacing the pair's earlier mix. The opposite direction
// is a pair of its own.
func (m *Mixes) Set(from, to string, d time.Duration) {
	m.mu.Lock()
	defer m.mu.Unlock()
	d = max(d, 0)
	for i := range m.pairs {
		if q := &m.pairs[i]; q.from == from && q.to == to {
			q.d = d
			return
		}
	}
	m.pairs = append(m.pairs, namePair{from: from, to: to, d: d})
}

// Unset removes the pair's mix, so that it takes the default again.
func (m *Mixes) Unset(from, to string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for i := range m.pairs {
		if q := &m.pairs[i]; q.from == from && q.to == to {
			m.pairs = append(m.pairs[:i], m.pairs[i+1:]...)
			return
		}
	}
}

// Get returns the pair's mix and whether it has one.
func (m *Mixes) Get(from, to string) (time.Duration, bool) {
	if m == nil {
		return 0, false
	}
	m.mu.RLock()
	defer m.mu.RUnlock()
	for _, q := range m.pairs {
		if q.from == from && q.to == to {
			return q.d, true
		}
	}
	return 0, false
}

// of returns the pair's mix between the clips a and b of c (nil: an
// empty track), matching the names the pairs use as Play matches them.
func (m *Mixes) of(c *Character, a, b *rig.Bound) (time.Duration, bool) {
	if m == nil || b == nil {
		return 0, false
	}
	m.mu.RLock()
	defer m.mu.RUnlock()
	for _, q := range m.pairs {
		if c.isClip(q.to, b) && ((a == nil && q.from == "") || (a != nil && c.isClip(q.from, a))) {
			return q.d, true
		}
	}
	return 0, false
}

// isClip reports whether name names clip b.
func (c *Character) isClip(name string, b *rig.Bound) bool {
	i := c.Clip(name)
	return i >= 0 && c.Clips[i] == b
}

// SetMixes makes the player take its cross-fades from m (nil: none, every
// pair the default).
func (p *Player) SetMixes(m *Mixes) { p.mixes = m }

// Mixes returns the mixes the player uses, or nil.
func (p *Player) Mixes() *Mixes { return p.mixes }

// DefaultMix returns the player's cross-fade for a pair its Mixes do not
// name.
func (p *Player) DefaultMix() time.Duration { return p.mix }

// Mix returns how long the player cross-fades from clip from to clip to
// ("" for an empty track): the pair's mix, else the default.
func (p *Player) Mix(from, to string) time.Duration {
	if p.rp == nil {
		return p.mix
	}
	var a *rig.Bound
	if i := p.c.Clip(from); i >= 0 {
		a = p.c.Clips[i]
	}
	i := p.c.Clip(to)
	if i < 0 {
		return p.mix
	}
	return p.mixOf(a, p.c.Clips[i])
}

// mixOf is the cross-fade from clip a (nil: none) to clip b.
func (p *Player) mixOf(a, b *rig.Bound) time.Duration {
	if d, ok := p.mixes.of(p.c, a, b); ok {
		return d
	}
	return p.mix
}

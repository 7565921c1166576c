package rig

import (
	"math"
	"time"
)

// AutoMix, given as the mix of Play, SetClip, QueueClip or Exit, takes
// the cross-fade from the player's Mixes (SetMixes) when the clip comes
// in: the pair's own mix, else the default.
const AutoMix time.Duration = math.MinInt64

// Mixes are the cross-fade durations between clips: one per pair of
// clips (from, to) that names its own, and a default for every other pair
// (docs/rig.md#mix-times). A nil clip in a pair stands for an empty track,
// so (nil, wave) is how long wave takes to fade in over the tracks below.
// A Mixes may be shared by any number of players once set up; changing it
// while they play is not safe for concurrent use.
type Mixes struct {
	// Default is the mix of a pair that names none; negative counts as
	// 0.
	Default time.Duration
	pairs   []mixPair
}

type mixPair struct {
	from, to *Bound
	d        time.Duration
}

// NewMixes returns mixes with the given default and no pairs.
func NewMixes(def time.Duration) *Mixes { return &Mixes{Default: def} }

// Set makes the cross-fade from clip from to clip to last d (negative
// counts as 0). It replaces the pair's earlier mix; the opposite
// direction, to to from, is a pair of its own.
func (m *Mixes) Set(from, to *Bound, d time.Duration) {
	d = max(d, 0)
	for i := range m.pairs {
		if q := &m.pairs[i]; q.from == from && q.to == to {
			q.d = d
			return
		}
	}
	m.pairs = append(m.pairs, mixPair{from: from, to: to, d: d})
}

// Unset removes the pair's own mix, so that it takes the default again.
func (m *Mixes) Unset(from, to *Bound) {
	for i := range m.pairs {
		if q := &m.pairs[i]; q.from == from && q.to == to {
			m.pairs = append(m.pairs[:i], m.pairs[i+1:]...)
			return
		}
	}
}

// Mix returns the cross-fade from clip from to clip to: the pair's own,
// else the default. A nil Mixes has no mix at all (0).
func (m *Mixes) Mix(from, to *Bound) time.Duration {
	d, _ := m.Lookup(from, to)
	return d
}

// Lookup is Mix, and reports whether the pair has a mix of its own.
func (m *Mixes) Lookup(from, to *Bound) (time.Duration, bool) {
	if m == nil {
		return 0, false
	}
	for i := range m.pairs {
		if q := &m.pairs[i]; q.from == from && q.to == to {
			return q.d, true
		}
	}
	return max(m.Default, 0), false
}

// Clone returns a copy of m that changes apart from it (nil for nil).
func (m *Mixes) Clone() *Mixes {
	if m == nil {
		return nil
	}
	c := *m
	c.pairs = append([]mixPair(nil), m.pairs...)
	return &c
}

// SetMixes makes the player take the cross-fades of AutoMix from m, which
// it shares (nil: AutoMix is no cross-fade).
func (p *Player) SetMixes(m *Mixes) {
	if m == nil && p.x == nil {
		return
	}
	p.more().mixes = m
}

// Mixes returns the mixes the player takes AutoMix from, or nil.
func (p *Player) Mixes() *Mixes {
	if p.x == nil {
		return nil
	}
	return p.x.mixes
}

// mixOf returns the AutoMix cross-fade from clip from to clip to.
func (p *Player) mixOf(from, to *Bound) time.Duration { return p.Mixes().Mix(from, to) }

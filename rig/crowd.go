package rig

import (
	"runtime"
	"slices"
	"time"

	"github.com/rigplay/rigplay/engine/drawlist"
	"github.com/rigplay/rigplay/internal/crowd"
)

// Crowd advances many players and builds their draw lists on every core
// (docs/game-api.md#crowds): each call splits the slice of players into
// GOMAXPROCS contiguous chunks, one per worker goroutine (the caller's is
// one of them), and returns when all are done. Every player's result is
// what its own Advance or AppendDrawList gives, so the results are the
// serial loop's, whatever the number of cores: the draw lists land in one
// buffer in the slice's order, and the events are handed over in that
// order after the step. The workers are started at the first call that
// needs them and kept between calls; in steady state a call allocates
// nothing.
//
// A player may appear once in the slice; players may share rigs, clips
// and outfits (those are immutable). A Crowd is not safe for concurrent
// use. The zero Crowd is ready to use; Close stops its workers (a Crowd
// that is no longer reachable stops them too).
type Crowd struct {
	pool    *crowd.Pool
	players []*Player
	dt      time.Duration
	// dst and ends are AppendDrawLists' buffer and per-player ends while
	// it runs; base is where the first player's items go.
	dst       drawlist.List
	ends      []int
	base      int
	scratches []*scratch // one per worker: no pool traffic in the loops
	short     []bool     // per worker: a draw list did not fit its room
	advance   func(worker, lo, hi int)
	draw      func(worker, lo, hi int)
}

// init makes the crowd's pool and work functions on first use.
func (c *Crowd) init() {
	if c.pool != nil {
		return
	}
	c.pool = new(crowd.Pool)
	c.advance, c.draw = c.advanceChunk, c.drawChunk
	runtime.AddCleanup(c, (*crowd.Pool).Close, c.pool)
}

// Advance calls Advance(dt) on every player, in parallel, then fn (when
// not nil) with each player's index and events, in the slice's order, on
// the caller's goroutine. The events are those Player.Advance returns:
// the next Advance of the player reuses them.
func (c *Crowd) Advance(players []*Player, dt time.Duration, fn func(i int, events []Event)) {
	c.init()
	c.players, c.dt = players, dt
	c.pool.Run(len(players), c.advance)
	c.players = nil
	if fn != nil {
		for i, p := range players {
			fn(i, p.events)
		}
	}
}

func (c *Crowd) advanceChunk(_, lo, hi int) {
	for _, p := range c.players[lo:hi] {
		p.Advance(c.dt)
	}
}

// AppendDrawLists appends every player's draw list (AppendDrawList) to
// dst, in the slice's order, building them in parallel, and returns the
// extended list with ends: ends[i] is the end of player i's items in it
// (those start at ends[i-1], or at len(dst) on entry for the first).
// ends is appended to ends[:0] of the one given (nil makes one). It
// allocates only when dst or ends must grow.
func (c *Crowd) AppendDrawLists(dst drawlist.List, players []*Player, ends []int) (drawlist.List, []int) {
	c.init()
	base := len(dst)
	total := base
	ends = ends[:0]
	for _, p := range players {
		total += p.drawLen()
		ends = append(ends, total)
	}
	dst = slices.Grow(dst, total-base)[:total]
	w := crowd.Workers()
	for len(c.scratches) < w {
		c.scratches = append(c.scratches, new(scratch))
		c.short = append(c.short, false)
	}
	c.players, c.dst, c.ends, c.base = players, dst, ends, base
	c.pool.Run(len(players), c.draw)
	c.players, c.dst, c.ends = nil, nil, nil
	if slices.Contains(c.short, true) {
		// A draw list longer than drawLen said (never, unless the two
		// disagree): build them again one by one.
		clear(c.short)
		dst, ends = dst[:base], ends[:0]
		for _, p := range players {
			dst = p.AppendDrawList(dst)
			ends = append(ends, len(dst))
		}
	}
	return dst, ends
}

func (c *Crowd) drawChunk(w, lo, hi int) {
	s := c.scratches[w]
	for i := lo; i < hi; i++ {
		start := c.base
		if i > 0 {
			start = c.ends[i-1]
		}
		end := c.ends[i]
		room := c.dst[start:start:end]
		if out := c.players[i].appendDrawList(s, room); len(out) != end-start || (len(out) > 0 && &out[0] != &c.dst[start]) {
			c.short[w] = true
		}
	}
}

// Close stops the crowd's worker goroutines; a later call starts them
// again.
func (c *Crowd) Close() {
	if c.pool != nil {
		c.pool.Close()
	}
}

// drawLen returns how many items AppendDrawList appends now: the outfit's
// drawables and the live particles.
func (p *Player) drawLen() int {
	n := p.outfit.Len()
	if fx := p.fx; fx != nil && !fx.off && fx.live > 0 {
		for i := range fx.ems {
			n += len(fx.ems[i].parts)
		}
	}
	return n
}

package engine

import (
	"runtime"
	"time"

	"github.com/rigplay/rigplay/engine/drawlist"
	workpool "github.com/rigplay/rigplay/internal/crowd"
)

// Crowd advances and draws many Players on every core
// (docs/game-api.md#crowds). Advance does what each player's Advance
// does, in the same order where order shows: a hot-reloaded character is
// followed and the speech clock synced for every player first, the
// animation of all of them then runs on GOMAXPROCS goroutines (each a
// contiguous part of the slice), and their sounds and fn's calls follow
// in the slice's order. Draw builds every player's draw list in parallel
// and queues them into a Batch in the slice's order, as Batch.Draw one by
// one would. The results are the serial loop's, bit for bit, whatever the
// number of cores. In steady state neither allocates.
//
// A player may appear once in the slice; players may share characters.
// A Crowd is not safe for concurrent use. The zero Crowd is ready to use;
// Close stops its worker goroutines (a Crowd no longer reachable stops
// them too). Until the next Draw it keeps the last frame's draw lists,
// which name the characters' images.
type Crowd struct {
	pool    *workpool.Pool
	players []*Player
	dt      time.Duration
	evs     [][]Event       // per player: its Advance's events
	lists   []drawlist.List // per worker: its players' draw lists, one after another
	ends    []int           // per player: the end of its items in its worker's list
	advance func(worker, lo, hi int)
	draw    func(worker, lo, hi int)
}

// init makes the crowd's pool and work functions on first use.
func (c *Crowd) init() {
	if c.pool != nil {
		return
	}
	c.pool = new(workpool.Pool)
	c.advance, c.draw = c.advanceChunk, c.drawChunk
	runtime.AddCleanup(c, (*workpool.Pool).Close, c.pool)
}

// Advance advances every player by dt as its Advance does, the animation
// in parallel, then calls fn (when not nil) with each player's index and
// events in the slice's order, on the caller's goroutine. The events are
// those Player.Advance returns: the player's next Advance reuses them.
func (c *Crowd) Advance(players []*Player, dt time.Duration, fn func(i int, events []Event)) {
	c.init()
	for _, p := range players {
		p.follow()
		p.syncSpeech(dt)
	}
	if cap(c.evs) < len(players) {
		c.evs = make([][]Event, len(players))
	}
	c.evs = c.evs[:len(players)]
	c.players, c.dt = players, dt
	c.pool.Run(len(players), c.advance)
	c.players = nil
	for i, p := range players {
		evs := p.afterAdvance(c.evs[i])
		c.evs[i] = nil
		if fn != nil {
			fn(i, evs)
		}
	}
}

func (c *Crowd) advanceChunk(_, lo, hi int) {
	for i := lo; i < hi; i++ {
		c.evs[i] = c.players[i].pure.Advance(c.dt)
	}
}

// Draw queues every player into b as b.Draw(players[i], &opts[i]) would,
// in the slice's order, having built their draw lists in parallel.
// Players past the end of opts (all of them for nil opts) are drawn at the
// origin.
func (c *Crowd) Draw(b *Batch, players []*Player, opts []DrawOptions) {
	c.init()
	w := max(workpool.Workers(), 1)
	for len(c.lists) < w {
		c.lists = append(c.lists, nil)
	}
	if cap(c.ends) < len(players) {
		c.ends = make([]int, len(players))
	}
	c.ends = c.ends[:len(players)]
	c.players = players
	c.pool.Run(len(players), c.draw)
	c.players = nil
	split := workpool.Split(len(players))
	for k := 0; k < split; k++ {
		lo, hi := workpool.Chunk(k, split, len(players))
		list, start := c.lists[k], 0
		for i := lo; i < hi; i++ {
			op := &defaultDrawOptions
			if i < len(opts) {
				op = &opts[i]
			}
			p := players[i]
			b.b.add(list[start:c.ends[i]], p.c.sprites, p.c.view(&op.GeoM), op)
			start = c.ends[i]
		}
	}
}

func (c *Crowd) drawChunk(w, lo, hi int) {
	list := c.lists[w][:0]
	for i := lo; i < hi; i++ {
		list = c.players[i].pure.AppendDrawList(list)
		c.ends[i] = len(list)
	}
	c.lists[w] = list
}

// Close stops the crowd's worker goroutines; a later call starts them
// again.
func (c *Crowd) Close() {
	if c.pool != nil {
		c.pool.Close()
	}
}

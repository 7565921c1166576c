package engine

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// Batch draws many Players onto one destination with as few DrawTriangles
// calls as possible: the quads of consecutive players that share a source
// sheet (characters loaded into one Atlas) and draw settings go into one
// call. Player.Draw is a Batch of one.
//
// Between Begin and End, draw onto the destination only through the Batch:
// quads are sent at End (or when the settings change), so anything drawn
// directly in between would end up underneath. A Batch reuses its buffers
// and allocates nothing in steady state; it is not safe for concurrent use.
type Batch struct {
	b    batch
	list drawlist.List
}

// Begin starts a batch onto dst.
func (b *Batch) Begin(dst *ebiten.Image) { b.b.begin(dst) }

// Draw queues p's character as Player.Draw would draw it (nil opts draw it
// at the origin).
func (b *Batch) Draw(p *Player, opts *DrawOptions) {
	if opts == nil {
		opts = &defaultDrawOptions
	}
	b.list = p.AppendDrawList(b.list[:0])
	b.b.add(b.list, p.c.sprites, p.c.view(&opts.GeoM), opts)
	clear(b.list) // drop image path references until the next draw
}

// End draws everything queued.
func (b *Batch) End() { b.b.end() }

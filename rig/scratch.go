package rig

import (
	"sync"
	"sync/atomic"
)

// scratch holds everything one pose and draw-list evaluation needs and
// nothing a Player must keep between ticks: the sampled values of every
// bone, the world transforms, and the sort keys and order of the
// drawables. Scratches live in a pool: a read of the pose takes one, uses
// it and gives it back, so any number of players share a few scratches
// (one per goroutine that evaluates at the same time) and a Player stays
// small. A scratch remembers whose pose it holds (owner and that player's
// change counter): reading the same unchanged player again, as World(i)
// for every bone does, recomputes nothing.
type scratch struct {
	owner *Player // whose pose vals and world hold; nil for none
	gen   uint64  // owner.gen when the pose was computed

	vals  []channels // sampled, blended and overridden values per bone
	from  []channels // the fading-out clip's values during a cross-fade
	below []channels // the pose under a track above 0 that is fading (layers.go)
	world []Affine
	moves []bool // the bone's local values may differ from its rest pose
	moved []bool // the bone's world transform was recomputed (differs from rest)

	keys []int   // per drawable of the outfit: its sort key
	perm []int32 // the drawables in draw order
	// order and sortKeys are the draw order and keys of the pose (set by
	// drawOrder): perm and keys, or the outfit's rest order and keys
	// when restOrder is set.
	order    []int32
	sortKeys []int
	// restOrder and restTint are set when nothing in the pose keys a
	// sorting order, or a color: the draw order and keys are the
	// outfit's at rest, the drawables' colors too.
	restOrder, restTint bool
	// planar is set when nothing in the pose turns a bone about x or y
	// (every rotation.x and .y is 0): pose skips the check.
	planar bool

	swayOn    bool     // swayPlace holds the swaying pieces' placements
	swayPlace []Affine // per swaying piece of the outfit, as drawn now
	sw        swayBufs // a sway step's pose of the chain
}

var scratches = sync.Pool{New: func() any { return new(scratch) }}

// kept is one scratch held outside the pool. A garbage collection empties
// a sync.Pool, so with the pool alone a game that evaluates on one
// goroutine (the usual case) would allocate a new scratch after every
// collection; the kept one survives collections, so steady state stays
// allocation-free. Other goroutines evaluating at the same time use the
// pool.
var kept atomic.Pointer[scratch]

// getScratch takes a scratch (the kept one when free, else from the
// pool); putScratch gives it back.
func getScratch() *scratch {
	if s := kept.Swap(nil); s != nil {
		return s
	}
	return scratches.Get().(*scratch)
}

func putScratch(s *scratch) {
	if !kept.CompareAndSwap(nil, s) {
		scratches.Put(s)
	}
}

// fitBones makes the per-bone buffers hold n bones.
func (s *scratch) fitBones(n int) {
	if len(s.vals) == n && len(s.moved) == n {
		return // as the last pose left them (they are resized together)
	}
	if cap(s.vals) < n {
		s.vals = make([]channels, n)
		s.from = make([]channels, n)
		s.below = make([]channels, n)
		s.world = make([]Affine, n)
		s.moves = make([]bool, n)
		s.moved = make([]bool, n)
	}
	s.vals, s.from, s.world = s.vals[:n], s.from[:n], s.world[:n]
	s.below = s.below[:n]
	s.moves, s.moved = s.moves[:n], s.moved[:n]
}

// fitItems makes the per-drawable buffers hold m drawables.
func (s *scratch) fitItems(m int) {
	if cap(s.keys) < m {
		s.keys = make([]int, m)
		s.perm = make([]int32, m)
	}
	s.keys, s.perm = s.keys[:m], s.perm[:m]
}

// poseOf makes s hold p's current pose: it samples the clip (and the clip
// fading out), applies the overrides and composes the transforms. It does
// nothing when s already holds p's pose and p has not changed since.
func (s *scratch) poseOf(p *Player) {
	if s.owner == p && s.gen == p.gen {
		return
	}
	r := p.rig
	s.fitBones(len(r.Bones))
	vals, moves := s.vals, s.moves
	copy(vals, r.defaults)
	p.cur.applyFresh(vals, moves)
	orders, tints, eulers := p.cur.keyed()
	if p.prev.b != nil {
		o, t, e := p.prev.keyed()
		orders, tints, eulers = orders || o, tints || t, eulers || e
		copy(s.from, r.defaults)
		p.prev.apply(s.from, moves)
		blend(s.from, vals, p.weight())
	}
	if p.x != nil {
		p.applyLayers(s)                         // the tracks above 0 (layers.go)
		orders, tints, eulers = true, true, true // (not worth telling apart)
	}
	for _, o := range p.overrides {
		vals[o.bone][o.ch] = o.value
		switch {
		case o.ch < numTransformChannels:
			moves[o.bone] = true
			eulers = eulers || o.ch == chRotX || o.ch == chRotY
		case o.ch == chOrder:
			orders = true
		default:
			tints = true
		}
	}
	s.restOrder, s.restTint = !orders, !tints
	if p.sw != nil {
		p.swayPose(vals, moves)
	}
	s.planar = !eulers // a rig's rest pose turns about z alone
	s.pose(r)
	s.swayOn = false
	if p.sw != nil {
		s.swayPlaces(p)
	}
	s.owner, s.gen = p, p.gen
}

package rig

import (
	"slices"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

// channel indexes one animated value of a bone: the seven transform
// values, then the five values of its body sprite.
type channel uint8

const (
	chPosX channel = iota
	chPosY
	chRotX
	chRotY
	chRotZ
	chScaleX
	chScaleY
	chOrder
	chR
	chG
	chB
	chA
	numChannels
	numTransformChannels = chOrder
)

// channels holds every animated value of one bone.
type channels [numChannels]float64

// channelOf maps a property to its channel; ok is false for the ignored
// *.z properties.
func channelOf(p Property) (channel, bool) {
	switch p {
	case PositionX:
		return chPosX, true
	case PositionY:
		return chPosY, true
	case RotationX:
		return chRotX, true
	case RotationY:
		return chRotY, true
	case RotationZ:
		return chRotZ, true
	case ScaleX:
		return chScaleX, true
	case ScaleY:
		return chScaleY, true
	case SortingOrder:
		return chOrder, true
	case ColorR:
		return chR, true
	case ColorG:
		return chG, true
	case ColorB:
		return chB, true
	case ColorA:
		return chA, true
	}
	return 0, false
}

// Bound is a clip bound to a rig: tracks resolved to bone indexes and
// channels. It is immutable and shared by every Player of that rig.
type Bound struct {
	Rig    *Rig
	Clip   *Clip
	tracks []boundTrack
	moves  []int32 // the bones whose transform a track animates, ascending
	// moveMask is moves as one flag per bone of the rig.
	moveMask []bool
	byBone   trackIndex
	fx       *boundEffects // the clip's particle effects (effect_bind.go); nil for none
	spans    []span        // every track's spans, track after track (layOut)
	// rows, runs and cells are the clip laid out by time (layRows): nil
	// rows for a clip whose tracks' keys fall at too many different
	// times, which samples by spans alone.
	rows  []timeRow
	runs  []rowRun
	cells []cell
	// orders, tints and eulers are set when a track keys a sorting
	// order, a color channel, or a turn about x or y.
	orders, tints, eulers bool
}

type boundTrack struct {
	bone                  int32
	ch                    channel
	firstTime, lastTime   float64
	firstValue, lastValue float64
	segs                  []segment
	// spans are the track's spans in Bound.spans (hermite.go): its holds
	// and segments laid out for sample.
	spans []span
}

// newBoundTrack precomputes a track's segments; sortingOrder is always
// stepped.
func newBoundTrack(bone int, ch channel, keys []Key) boundTrack {
	n := len(keys)
	return boundTrack{bone: int32(bone), ch: ch,
		firstTime: keys[0].Time, lastTime: keys[n-1].Time,
		firstValue: keys[0].Value, lastValue: keys[n-1].Value,
		segs: makeSegments(keys, ch == chOrder)}
}

// Bind checks that every track of c names a bone (bone/<name>) or a bone
// with a sprite (sprite/<name>) of r, and resolves them. A clip made for a
// different rig id binds with a warning.
func Bind(r *Rig, c *Clip) (*Bound, diag.List) {
	var d diag.List
	b := &Bound{Rig: r, Clip: c, tracks: make([]boundTrack, 0, len(c.Tracks))}
	if c.RigID != r.ID {
		d = append(d, c.doc.Warnf("/rig", "clip is made for rig %q, not %q", c.RigID, r.ID))
	}
	for _, t := range c.Tracks {
		i := r.BoneIndex(t.Bone)
		ptr := jsonpos.Pointer("tracks", t.index, "target")
		if i < 0 {
			d = append(d, c.doc.Errorf(ptr, "bone %q does not exist in rig %s", t.Bone, r.ID))
			continue
		}
		if t.Sprite && !r.Bones[i].HasSprite {
			d = append(d, c.doc.Errorf(ptr, "bone %q has no sprite (no spriteCanvas) to animate", t.Bone))
			continue
		}
		if len(t.Keys) == 0 {
			d = append(d, c.doc.Errorf(jsonpos.Pointer("tracks", t.index, "keys"), "track has no keys"))
			continue
		}
		ch, ok := channelOf(t.Property)
		if !ok {
			continue // *.z: ignored
		}
		b.tracks = append(b.tracks, newBoundTrack(i, ch, t.Keys))
		if ch < numTransformChannels && !slices.Contains(b.moves, int32(i)) {
			b.moves = append(b.moves, int32(i))
		}
	}
	slices.Sort(b.moves)
	b.moveMask = make([]bool, len(r.Bones))
	for _, i := range b.moves {
		b.moveMask[i] = true
	}
	b.layOut()
	b.byBone = indexTracks(len(r.Bones), b.tracks)
	fx, dfx := bindEffects(r, c)
	b.fx, d = fx, append(d, dfx...)
	d = capList(d)
	d.Sort()
	if d.HasErrors() {
		return nil, d
	}
	return b, d
}

// NumTracks returns how many tracks the bound clip plays (ignored *.z
// tracks excluded).
func (b *Bound) NumTracks() int { return len(b.tracks) }

// layOut puts the spans of every track in one array, track after track in
// the clip's order (the order apply samples them), and points each track
// at its own; it notes whether a track keys a sorting order or a color,
// so that a pose with neither keeps the outfit's rest draw order and
// tints (docs/performance.md#draw-order).
func (b *Bound) layOut() {
	n := 0
	for i := range b.tracks {
		n += len(b.tracks[i].segs) + 2
	}
	all := make([]span, 0, n)
	for i := range b.tracks {
		tr := &b.tracks[i]
		start := len(all)
		all = makeSpans(all, tr)
		tr.spans = all[start:len(all):len(all)]
		switch {
		case tr.ch == chOrder:
			b.orders = true
		case tr.ch > chOrder:
			b.tints = true
		case tr.ch == chRotX || tr.ch == chRotY:
			b.eulers = true
		}
	}
	b.spans = all
	b.layRows()
}

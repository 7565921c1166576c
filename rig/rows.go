package rig

import (
	"math"
	"slices"
)

// timeRow is one stretch of a clip's time between two consecutive key
// times of any of its tracks (or before the first, or after the last): on
// its open interval (lo, hi) every track is inside one of its spans, whose
// cubics are the row's cells, in track order, grouped in the runs
// run0 to run1 (docs/performance.md#rows).
type timeRow struct {
	lo, hi     float64
	run0, run1 int32
}

// rowRun is a run of consecutive cells of a row whose spans share t0 and
// inv (every track keyed at the same two times, or all holding): one
// x = (t - t0) * inv serves them all. Its cells are Bound.cells[first:end].
type rowRun struct {
	t0, inv    float64
	first, end int32
}

// cell is a span's cubic without its interval, with where its value goes
// (its track's bone and channel): 40 bytes.
type cell struct {
	c0, c1, c2, c3 float64
	bone, ch       uint32
}

// maxRowCells bounds the cells of a clip laid out by time, as a multiple
// of its spans (plus a few): a clip whose tracks keep keys at their own
// times would take rows x tracks cells.
const maxRowCells = 4

// layRows lays the clip out by time when that takes at most maxRowCells
// times the memory of its spans: the distinct key times of all its
// tracks cut its time into rows, and each row holds, per track, the cubic
// of the span that covers it, in runs of cells that share the span's t0
// and inv.
func (b *Bound) layRows() {
	n := len(b.tracks)
	if n == 0 {
		return
	}
	var times []float64
	for i := range b.tracks {
		tr := &b.tracks[i]
		times = append(times, tr.firstTime, tr.lastTime)
		for _, sg := range tr.segs {
			times = append(times, sg.t0)
		}
	}
	slices.Sort(times)
	times = slices.Compact(times)
	nrows := len(times) + 1
	if nrows*n > maxRowCells*len(b.spans)+1024 {
		return
	}
	b.rows = make([]timeRow, nrows)
	b.cells = make([]cell, 0, nrows*n)
	b.runs = b.runs[:0]
	k := make([]int, n) // per track, its span covering row j: its spans' bounds are among the times
	for j := range b.rows {
		lo, hi := math.Inf(-1), math.Inf(1)
		if j > 0 {
			lo = times[j-1]
		}
		if j < len(times) {
			hi = times[j]
		}
		row := timeRow{lo: lo, hi: hi, run0: int32(len(b.runs))}
		for i := range b.tracks {
			tr := &b.tracks[i]
			for tr.spans[k[i]].hi < hi {
				k[i]++
			}
			sp := &tr.spans[k[i]]
			if last := len(b.runs) - 1; last < int(row.run0) || !sameFloat(b.runs[last].t0, sp.t0) || !sameFloat(b.runs[last].inv, sp.inv) {
				b.runs = append(b.runs, rowRun{t0: sp.t0, inv: sp.inv, first: int32(len(b.cells))})
			}
			b.cells = append(b.cells, cell{c0: sp.c0, c1: sp.c1, c2: sp.c2, c3: sp.c3, bone: uint32(tr.bone), ch: uint32(tr.ch)})
			b.runs[len(b.runs)-1].end = int32(len(b.cells))
		}
		row.run1 = int32(len(b.runs))
		b.rows[j] = row
	}
	b.runs = slices.Clip(b.runs)
}

// sameFloat reports whether x and y are the same float64, bit for bit.
func sameFloat(x, y float64) bool { return math.Float64bits(x) == math.Float64bits(y) }

// rowAt returns the row whose open interval holds t, or -1 when t is a
// key time (or NaN): between rows, where the keys' rule decides.
func (b *Bound) rowAt(t float64) int {
	rows := b.rows
	lo, hi := 0, len(rows) // rows[lo].lo < t is the invariant once found
	for hi-lo > 1 {
		mid := int(uint(lo+hi) >> 1)
		if rows[mid].lo < t {
			lo = mid
		} else {
			hi = mid
		}
	}
	if lo < len(rows) && t > rows[lo].lo && t < rows[lo].hi {
		return lo
	}
	return -1
}

package rig

import (
	"runtime"
	"testing"
)

// TestAllocs_SteadyStateSurvivesGarbageCollections: a player evaluated on
// one goroutine allocates nothing per frame even when collections run in
// between (they empty sync.Pools).
func TestAllocs_SteadyStateSurvivesGarbageCollections(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector makes pools drop items at random")
	}
	p := newBenchPlayer(t)
	list := p.AppendDrawList(nil)
	n := testing.AllocsPerRun(200, func() {
		runtime.GC()
		p.Advance(sec(1.0 / 60))
		list = p.AppendDrawList(list[:0])
	})
	if n != 0 {
		t.Fatalf("%v allocations per frame with a collection between frames, want 0", n)
	}
}

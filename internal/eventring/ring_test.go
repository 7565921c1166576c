package eventring

import (
	"slices"
	"testing"
)

// TestRing_KeepsTheLastSize: past Size events the oldest are overwritten
// and counted; Take returns the rest oldest first and empties the ring.
func TestRing_KeepsTheLastSize(t *testing.T) {
	var r Ring[int]
	for i := range Size + 10 {
		r.Push(i)
	}
	evs, dropped := r.Take()
	if len(evs) != Size || dropped != 10 || evs[0] != 10 || evs[Size-1] != Size+9 {
		t.Fatalf("kept %d from %v (dropped %d), want %d from 10 (10)", len(evs), evs[:1], dropped, Size)
	}
	if evs, d := r.Take(); len(evs) != 0 || d != 0 {
		t.Fatalf("after Take: %d kept, %d dropped", len(evs), d)
	}
	r.Push(1)
	r.Push(2)
	if got := r.Events(); !slices.Equal(got, []int{1, 2}) {
		t.Fatalf("events %v", got)
	}
}

// TestRing_StreamsEveryEventInOrder: while streaming, nothing is dropped:
// the kept events first, then each one, in order.
func TestRing_StreamsEveryEventInOrder(t *testing.T) {
	var r Ring[int]
	r.Push(-2)
	r.Push(-1)
	var got []int
	r.Stream(func(e int) { got = append(got, e) })
	for i := range 3 * Size {
		r.Push(i)
	}
	r.Stop()
	if len(got) != 3*Size+2 || got[0] != -2 || got[2] != 0 || got[len(got)-1] != 3*Size-1 {
		t.Fatalf("streamed %d events from %v", len(got), got[:3])
	}
	if evs, d := r.Take(); len(evs) != 0 || d != 0 || r.Streaming() {
		t.Fatalf("after Stop: %d kept, %d dropped, streaming %v", len(evs), d, r.Streaming())
	}
}

// TestRing_SteadyStateAllocatesNothing: once grown, pushing and taking
// allocate nothing.
func TestRing_SteadyStateAllocatesNothing(t *testing.T) {
	var r Ring[[4]int64]
	fill := func() {
		for range Size + 3 {
			r.Push([4]int64{1})
		}
		r.Take()
	}
	fill()
	if n := testing.AllocsPerRun(100, fill); n != 0 {
		t.Errorf("%v allocations per tick", n)
	}
}

package crowd

import (
	"runtime"
	"testing"
	"time"
)

// TestRun_CoversTheRangeOnce runs ranges of many sizes, with 1 to 4
// workers, and checks that every index is visited exactly once, by the
// worker whose chunk holds it, chunks in worker order.
func TestRun_CoversTheRangeOnce(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	var p Pool
	defer p.Close()
	for _, procs := range []int{1, 2, 3, 4} {
		runtime.GOMAXPROCS(procs)
		for n := 0; n < 40; n++ {
			seen := make([]int, n)
			by := make([]int, n)
			p.Run(n, func(w, lo, hi int) {
				for i := lo; i < hi; i++ {
					seen[i]++
					by[i] = w
				}
			})
			for i := range seen {
				if seen[i] != 1 {
					t.Fatalf("procs %d n %d: index %d visited %d times", procs, n, i, seen[i])
				}
				if i > 0 && by[i] < by[i-1] {
					t.Fatalf("procs %d n %d: chunks out of worker order at %d", procs, n, i)
				}
			}
		}
	}
}

// TestRun_NoAllocation pins that a run on a started pool allocates
// nothing.
func TestRun_NoAllocation(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	var p Pool
	defer p.Close()
	sum := make([]int, 100)
	fn := func(w, lo, hi int) {
		for i := lo; i < hi; i++ {
			sum[i] += i
		}
	}
	p.Run(100, fn)
	if n := testing.AllocsPerRun(100, func() { p.Run(100, fn) }); n != 0 {
		t.Errorf("%v allocations per run, want 0", n)
	}
}

// TestRun_ParkedAndSpinningWorkers alternates runs that follow each other
// at once (the workers still looking for the next one) with runs after a
// pause long enough for them to park, on 2 to 4 workers: every run covers
// its range once, whichever way its workers were waiting.
func TestRun_ParkedAndSpinningWorkers(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, procs := range []int{2, 3, 4} {
		runtime.GOMAXPROCS(procs)
		var p Pool
		for round := range 60 {
			if round%10 == 9 {
				time.Sleep(20 * time.Millisecond) // long past the spinning: the workers park
			}
			n := 1 + round%7*50
			seen := make([]int32, n)
			p.Run(n, func(_, lo, hi int) {
				for i := lo; i < hi; i++ {
					seen[i]++
				}
			})
			for i, c := range seen {
				if c != 1 {
					t.Fatalf("procs %d round %d: index %d of %d visited %d times", procs, round, i, n, c)
				}
			}
		}
		p.Close()
	}
}

// TestClose_StopsTheWorkers: Close ends every worker goroutine, parked or
// still looking for a run.
func TestClose_StopsTheWorkers(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	before := runtime.NumGoroutine()
	for _, pause := range []bool{false, true} {
		var p Pool
		p.Run(100, func(_, _, _ int) {})
		if pause {
			time.Sleep(20 * time.Millisecond) // the workers park
		}
		p.Close()
	}
	deadline := time.Now().Add(time.Minute) // a guard, not a timing
	for runtime.NumGoroutine() > before {
		if time.Now().After(deadline) {
			t.Fatalf("%d goroutines after Close, %d before", runtime.NumGoroutine(), before)
		}
		time.Sleep(time.Millisecond)
	}
}

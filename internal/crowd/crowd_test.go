package crowd

import (
	"runtime"
	"testing"
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

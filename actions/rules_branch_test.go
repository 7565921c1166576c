package actions

import (
	"math"
	"testing"
	"time"
)

func TestRule2_ExitGoesToExitBranch(t *testing.T) {
	// Frame 1 loops to 0 forever; its exit branch leads to frame 3.
	set := decodeFile(t, File{ActionItems: []ActionItem{act("Wave", fr(10), withExit(fr(10, 0, 100), 3), fr(10), fr(10))}})
	p := NewPlayer(set, noIdle())
	p.Play("Wave")
	p.Advance(15 * time.Millisecond)
	p.Exit()
	expectLog(t, run(p, time.Second, 5*time.Millisecond), "20 frame Wave 3", "30 end Wave exit")
}

func TestRule2_ExitWithoutExitBranchGoesToNextFrameAndSkipsRandomBranches(t *testing.T) {
	set := decodeFile(t, File{ActionItems: []ActionItem{act("A", fr(10, 0, 100), fr(10, 0, 100), fr(10))}})
	p := NewPlayer(set, noIdle())
	p.Play("A")
	p.Advance(5 * time.Millisecond)
	p.Exit()
	expectLog(t, run(p, time.Second, time.Second), "10 frame A 1", "20 frame A 2", "30 end A exit")
}

func TestRule2_BranchesAreWalkedInOrderAgainstOneRoll(t *testing.T) {
	// 30/20/10 then 40% to the next frame: every target appears, and a
	// branch with probability 0 is never taken.
	set := decodeFile(t, File{ActionItems: []ActionItem{act("A", fr(10, 1, 30, 2, 20, 3, 10, 5, 0), fr(10), fr(10), fr(10), fr(10), fr(10))}})
	counts := branchCounts(t, set, 20000, 7)
	if counts[5] != 0 {
		t.Errorf("branch with probability 0 taken %d times", counts[5])
	}
	// Frame 1 is reached by the 30% branch and by the remaining 40%.
	for _, f := range []int{1, 2, 3} {
		if counts[f] == 0 {
			t.Errorf("frame %d never reached", f)
		}
	}
	if len(counts) != 3 || counts[1] < counts[2] || counts[2] < counts[3] {
		t.Errorf("counts %v: want only frames 1 > 2 > 3", counts)
	}
}

// branchCounts plays frame 0 of action 0 n times and counts the next frame.
func branchCounts(t testing.TB, set *Set, n int, seed uint64) map[int]int {
	p := NewPlayer(set, PlayerOptions{Seed: seed, IdleDelay: -1})
	counts := map[int]int{}
	a := &set.Actions[0]
	for i := 0; i < n; i++ {
		p.action, p.frame, p.reverse, p.exiting = 0, 0, false, false
		counts[p.next(a)]++
	}
	return counts
}

func TestRule2_BranchStatisticsPassChiSquare(t *testing.T) {
	const n = 1_000_000
	// Branches go to frames 2, 3, 4 with 30/20/10; the remaining 40% go to
	// index+1, frame 1, so every outcome has its own frame.
	set := decodeFile(t, File{ActionItems: []ActionItem{act("A", fr(10, 2, 30, 3, 20, 4, 10), fr(10), fr(10), fr(10), fr(10))}})
	counts := branchCounts(t, set, n, 2026)
	expected := map[int]float64{2: 0.30 * n, 3: 0.20 * n, 4: 0.10 * n, 1: 0.40 * n}
	chi := 0.0
	for f, e := range expected {
		d := float64(counts[f]) - e
		chi += d * d / e
	}
	// 3 degrees of freedom: p = 0.001 at 16.27.
	if chi > 16.27 || len(counts) != 4 {
		t.Fatalf("chi-square %.2f over 3 dof (counts %v): frequencies do not match 30/20/10/40", chi, counts)
	}
	if math.IsNaN(chi) {
		t.Fatal("NaN")
	}
}

func TestRule2_SameSeedSameFramesDifferentSeedDiffers(t *testing.T) {
	set := decodeFile(t, File{ActionItems: []ActionItem{act("A", fr(10, 0, 50, 2, 25), fr(10, 0, 60), fr(10, 1, 70))}})
	trace := func(seed uint64) string {
		p := NewPlayer(set, PlayerOptions{Seed: seed, IdleDelay: -1})
		p.Play("A")
		log := run(p, 5*time.Second, 16*time.Millisecond)
		s := ""
		for _, l := range log {
			s += l + ";"
		}
		return s
	}
	if trace(42) != trace(42) {
		t.Fatal("same seed gave different frames")
	}
	if trace(42) == trace(43) {
		t.Fatal("different seeds gave identical 5 s traces")
	}
}

package rig

import (
	"runtime"
	"sync"
	"testing"

	"github.com/rigplay/rigplay/engine/drawlist"
	"github.com/rigplay/rigplay/rig/curve"
	"github.com/rigplay/rigplay/rig/tween"
)

// freshPose poses p in a new scratch, with nothing cached.
func freshPose(p *Player) *scratch {
	s := new(scratch)
	s.poseOf(p)
	return s
}

// samePose reports the first bone where s and a fresh pose of p differ.
func samePose(t *testing.T, what string, p *Player, s *scratch) {
	t.Helper()
	f := freshPose(p)
	for i := range f.world {
		if s.world[i] != f.world[i] || s.localOf(p.rig, i) != f.localOf(p.rig, i) || s.vals[i] != f.vals[i] {
			t.Fatalf("%s: bone %d: cached pose %s, fresh %s", what, i, fmtAffine(s.world[i]), fmtAffine(f.world[i]))
		}
	}
}

// TestScratch_PoseFollowsEveryChange interleaves two players in one
// scratch and changes one of them in every way a pose can change: the
// scratch must never serve a stale pose.
func TestScratch_PoseFollowsEveryChange(t *testing.T) {
	r, b, pieces := benchCharacter(t)
	b2 := mustBind(t, r, clipJSON(0.5, true, []trackSpec{
		{"bone/head", "rotation.z", []tk{{0, 0, 0, 0}, {0.5, 80, 0, 0}}},
		{"sprite/hips", "sortingOrder", []tk{{0, 0, 0, 0}, {0.25, 50, 0, 0}}},
	}, nil))
	p, q := NewPlayer(r), NewPlayer(r)
	q.Play(b2, 0)
	q.Seek(sec(0.3))
	head := r.BoneIndex("head")
	tw, err := tween.New("bone/hips/position.x", 0, 1, 1, "linear", false)
	if err != nil {
		t.Fatal(err)
	}
	s := new(scratch)
	for _, step := range []struct {
		name   string
		change func()
	}{
		{"nothing", func() {}},
		{"play", func() { p.Play(b, 0) }},
		{"advance", func() { p.Advance(sec(0.1)) }},
		{"seek", func() { p.Seek(sec(0.6)) }},
		{"cross-fade", func() { p.Play(b2, sec(0.5)) }},
		{"advance during fade", func() { p.Advance(sec(0.1)) }},
		{"weighting", func() { c, _ := curve.Preset("linear"); p.SetWeighting(c) }},
		{"override", func() { p.SetOverride(head, RotationZ, 33) }},
		{"override again", func() { p.SetOverride(head, RotationZ, 34) }},
		{"clear override", func() { p.ClearOverride(head, RotationZ) }},
		{"tween", func() { p.AddTween(tw); p.Advance(sec(0.2)) }},
		{"clear tweens", func() { p.ClearTweens() }},
		{"override, clear all", func() { p.SetOverride(head, ScaleY, 2); p.ClearOverrides() }},
		{"dress", func() { p.Dress(pieces) }},
		{"stop", func() { p.Play(nil, 0) }},
	} {
		s.poseOf(q) // another player in between
		samePose(t, step.name+" (other player)", q, s)
		s.poseOf(p)
		step.change()
		s.poseOf(p)
		samePose(t, step.name, p, s)
	}
}

// TestScratch_PlayersOnManyGoroutines ticks players on several goroutines
// at once (run with -race): each gets exactly the draw list it gets alone.
func TestScratch_PlayersOnManyGoroutines(t *testing.T) {
	r, b, pieces := benchCharacter(t)
	outfit := NewOutfit(r, pieces)
	const workers, each = 4, 8
	run := func(k int, out []drawlist.List) {
		for i := range each {
			p := NewPlayer(r)
			p.Wear(outfit)
			p.Play(b, 0)
			p.Seek(sec(float64(k*each+i) / (workers * each)))
			for range 30 {
				p.Advance(sec(1.0 / 60))
				p.World(3)
			}
			out[i] = p.AppendDrawList(nil)
		}
	}
	want := make([][]drawlist.List, workers)
	got := make([][]drawlist.List, workers)
	var wg sync.WaitGroup
	for k := range workers {
		want[k] = make([]drawlist.List, each)
		run(k, want[k])
		got[k] = make([]drawlist.List, each)
		wg.Add(1)
		go func() { defer wg.Done(); run(k, got[k]) }()
	}
	wg.Wait()
	for k := range workers {
		for i := range each {
			if len(got[k][i]) != len(want[k][i]) {
				t.Fatalf("worker %d player %d: %d items, want %d", k, i, len(got[k][i]), len(want[k][i]))
			}
			for j := range want[k][i] {
				if got[k][i][j] != want[k][i][j] {
					t.Fatalf("worker %d player %d item %d: %+v, want %+v", k, i, j, got[k][i][j], want[k][i][j])
				}
			}
		}
	}
}

// TestPlayerMemory_Small pins what an extra player of the bench character
// (50 tracks, one event, a shared outfit of 25 drawables) costs once it
// has played and drawn: its struct, cursors and event buffer, far under
// the 2 KiB budget (issue 4).
func TestPlayerMemory_Small(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector makes sync.Pool allocate")
	}
	r, b, pieces := benchCharacter(t)
	outfit := NewOutfit(r, pieces)
	list := NewPlayer(r).AppendDrawList(nil) // warm the scratch and list
	const n = 200
	players := make([]*Player, n)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for i := range players {
		p := NewPlayer(r)
		p.Wear(outfit)
		p.Play(b, 0)
		p.Advance(sec(0.6))
		list = p.AppendDrawList(list[:0])
		players[i] = p
	}
	runtime.ReadMemStats(&after)
	perPlayer := float64(after.TotalAlloc-before.TotalAlloc) / n
	t.Logf("%.0f bytes per player", perPlayer)
	if perPlayer > 640 {
		t.Errorf("%.0f bytes allocated per player, want at most 640", perPlayer)
	}
	runtime.KeepAlive(players)
}

// TestPlayerOfEmptyRig: a Rig built in code, not decoded, poses and draws
// nothing instead of panicking.
func TestPlayerOfEmptyRig(t *testing.T) {
	p := NewPlayer(&Rig{PixelsPerUnit: 1})
	p.Advance(sec(0.1))
	if n := len(p.AppendDrawList(nil)) + len(p.DrawEntries()); n != 0 {
		t.Errorf("an empty rig draws %d items", n)
	}
}

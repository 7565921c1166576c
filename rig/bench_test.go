package rig

import (
	"fmt"
	"testing"
	"time"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// benchClip is an original 1-second looping clip with 50 tracks on the
// seed's bones: rotation.z on all 20, position.x and position.y on 15;
// 5 keys each with non-zero tangents.
func benchClipJSON() []byte {
	var tracks []trackSpec
	for i, b := range seedBones {
		amp := float64(5 + i)
		tracks = append(tracks, trackSpec{"bone/" + b.name, "rotation.z", []tk{
			{0, 0, 0, amp}, {0.25, amp, 0, 0}, {0.5, 0, -amp, -amp}, {0.75, -amp, 0, 0}, {1, 0, amp, 0},
		}})
		if i < 15 {
			for _, prop := range []string{"position.x", "position.y"} {
				tracks = append(tracks, trackSpec{"bone/" + b.name, prop, []tk{
					{0, b.x, 0, 0.1}, {0.25, b.x + 0.02, 0, 0}, {0.5, b.x, -0.1, -0.1}, {0.75, b.x - 0.02, 0, 0}, {1, b.x, 0.1, 0},
				}})
			}
		}
	}
	return clipJSON(1, true, tracks, []map[string]any{{"time": 0.5, "name": "step"}})
}

// benchCharacter returns a player of the 20-bone test rig playing the
// 50-track clip, wearing 4 clothing items (6 pieces).
func benchCharacter(tb testing.TB) (*Rig, *Bound, []Piece) {
	r := mustRig(tb, nil)
	b := mustBind(tb, r, benchClipJSON())
	if b.NumTracks() != 50 {
		tb.Fatalf("bench clip has %d tracks, want 50", b.NumTracks())
	}
	fsys := wardrobeFS()
	w := NewWardrobe(r)
	for _, it := range []struct {
		id, cat string
		pieces  map[string]map[string]any
	}{
		{"t:clothing/shirt", "Upper", map[string]map[string]any{
			"piece/shirt-chest": {"bone": "Chest", "sortingOffset": 1},
			"piece/shirt-spine": {"bone": "Spine", "sortingOffset": 1},
			"piece/r-arm-upper": {"bone": "rArmUpper", "sortingOffset": 1, "hideBodyPart": true},
		}},
		{"t:clothing/skirt", "Lower", map[string]map[string]any{"piece/skirt-hips": {"bone": "Hips", "sortingOffset": 2}}},
		{"t:clothing/hat", "Hat", map[string]map[string]any{"piece/hat": {"bone": "Head", "sortingOffset": 3, "offsetY": 0.2}}},
		{"t:clothing/boot", "Shoes", map[string]map[string]any{"piece/r-foot": {"bone": "rFoot", "sortingOffset": -1, "rotation": 10}}},
	} {
		item := mustItem(tb, fsys, it.id[11:]+".json", itemJSON(it.id, it.cat, nil, it.pieces, nil))
		if _, d := w.Equip(item); d.HasErrors() {
			tb.Fatal(d)
		}
	}
	return r, b, w.Pieces()
}

func newBenchPlayer(tb testing.TB) *Player {
	r, b, pieces := benchCharacter(tb)
	p := NewPlayer(r)
	p.Dress(pieces)
	p.Play(b, 0)
	for i := 0; i < 120; i++ { // warm up: cursors, slices
		p.Advance(ticks60[i%3])
		p.DrawList()
	}
	return p
}

// BenchmarkWorldTransforms20Bones measures recomputing every local and
// world transform of the 20-bone rig (all bones changed). ns/op / 20 is
// the per-bone cost.
func BenchmarkWorldTransforms20Bones(b *testing.B) {
	r := mustRig(b, nil)
	s := new(scratch)
	s.poseOf(NewPlayer(r))
	for k := range s.moves {
		s.moves[k] = true
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		a := float64(i%360) + 0.5
		for k := range s.vals {
			s.vals[k][chRotZ] = a
		}
		s.pose(r)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/20, "ns/bone")
}

// BenchmarkCharacterTick is one full frame of one character: advance,
// sample 50 tracks, compose 20 bones, build and sort the draw list with 4
// items worn, into the caller's buffer.
func BenchmarkCharacterTick(b *testing.B) {
	p := newBenchPlayer(b)
	var list drawlist.List
	b.ReportAllocs()
	k := 0
	for b.Loop() {
		p.Advance(ticks60[k%3])
		k++
		list = p.AppendDrawList(list[:0])
	}
}

// ticks60 are a 60 Hz game loop's ticks as Ebitengine times them (whole
// nanoseconds, the remainders carried: three make exactly 50 ms), for the
// benchmarks to cycle through. No time.Duration holds 1/60 s, and a
// constant 16666666 ns would drift off the sway's 1/60 s step.
var ticks60 = [3]time.Duration{16666666, 16666667, 16666667}

// tenThousand makes the 10,000 characters of the crowd benchmarks,
// sharing one rig, clip and outfit, at different phases, and the one
// draw-list buffer grown to a frame's items.
func tenThousand(b *testing.B) ([]*Player, drawlist.List) {
	r, bound, pieces := benchCharacter(b)
	players := make([]*Player, 10000)
	outfit := NewOutfit(r, pieces)
	var list drawlist.List
	for i := range players {
		p := NewPlayer(r)
		p.Wear(outfit)
		p.Play(bound, 0)
		p.Seek(time.Duration(i%97) * time.Second / 97)
		list = p.AppendDrawList(list)
		players[i] = p
	}
	return players, list
}

// BenchmarkTenThousandCharacters is one frame of 10,000 characters sharing
// one rig, clip and outfit, at different phases, on one goroutine: every
// player ticks, then appends its draw list to one buffer that holds the
// whole frame (250,000 items, as the engine's batch gathers them).
func BenchmarkTenThousandCharacters(b *testing.B) {
	players, list := tenThousand(b)
	b.ReportAllocs()
	k := 0
	for b.Loop() {
		dt := ticks60[k%3]
		k++
		for _, p := range players {
			p.Advance(dt)
		}
		list = list[:0]
		for _, p := range players {
			list = p.AppendDrawList(list)
		}
	}
}

// BenchmarkTenThousandCharactersAllCores is BenchmarkTenThousandCharacters
// through a Crowd: the players tick and build their draw lists on
// GOMAXPROCS goroutines (-cpu sets it), into the same one buffer, in the
// same order (TestCrowd_SameAsSerial).
func BenchmarkTenThousandCharactersAllCores(b *testing.B) {
	players, list := tenThousand(b)
	var c Crowd
	defer c.Close()
	var ends []int
	c.Advance(players, 0, nil) // start the workers, grow ends
	list, ends = c.AppendDrawLists(list[:0], players, ends)
	b.ReportAllocs()
	k := 0
	for b.Loop() {
		dt := ticks60[k%3]
		k++
		c.Advance(players, dt, nil)
		list, ends = c.AppendDrawLists(list[:0], players, ends)
	}
}

// BenchmarkTenThousandAdvanceAllCores is the advance alone of
// BenchmarkTenThousandCharactersAllCores: short work per run, where
// handing the run to the workers and back counts most
// (docs/performance.md#crowds).
func BenchmarkTenThousandAdvanceAllCores(b *testing.B) {
	players, _ := tenThousand(b)
	var c Crowd
	defer c.Close()
	c.Advance(players, 0, nil) // start the workers
	b.ReportAllocs()
	k := 0
	for b.Loop() {
		c.Advance(players, ticks60[k%3], nil)
		k++
	}
}

// TestAllocs_FrameIsAllocationFree pins 0 allocations per frame in steady
// state: tick (with events and a cross-fade) and draw-list build.
func TestAllocs_FrameIsAllocationFree(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector makes sync.Pool allocate")
	}
	r, b, pieces := benchCharacter(t)
	b2 := mustBind(t, r, clipJSON(0.5, true, []trackSpec{
		{"sprite/hips", "sortingOrder", []tk{{0, 0, 0, 0}, {0.25, 50, 0, 0}}},
	}, []map[string]any{{"time": 0.1, "name": "x"}}))
	p := NewPlayer(r)
	p.Dress(pieces)
	p.Play(b, 0)
	p.Advance(sec(0.3))
	p.Play(b2, sec(0.5)) // warm the second playback's buffers
	p.Advance(sec(0.6))
	p.Play(b, sec(0.5))
	var list drawlist.List
	for name, f := range map[string]func(){
		"tick+draw": func() { p.Advance(time.Second / 60); p.DrawList() },
		"crossfade": func() {
			if !p.Mixing() {
				p.Play(b2, sec(0.2))
			}
			p.Advance(time.Second / 30)
			p.DrawList()
		},
		"seek":   func() { p.Seek(sec(0.77)); p.DrawList() },
		"append": func() { p.Advance(time.Second / 60); list = p.AppendDrawList(list[:0]) },
		"reads": func() {
			p.Advance(time.Second / 60)
			_, _, _ = p.World(5), p.Local(5), p.SortingOrder(5)
			p.DrawEntries()
		},
	} {
		if n := testing.AllocsPerRun(200, f); n != 0 {
			t.Errorf("%s: %v allocs per frame, want 0", name, n)
		}
	}
	if len(p.DrawEntries()) == 0 {
		t.Fatal("empty draw list")
	}
}

var _ = fmt.Sprint

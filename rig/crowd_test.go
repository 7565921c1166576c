package rig

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"runtime"
	"testing"
	"time"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// variedCrowd makes n players of the test rig, the same for the same
// seed: the 50-track clip, a clip keying sorting orders and colors,
// cross-fades, a layered track, overrides and swaying pieces, at seeded
// phases.
func variedCrowd(t testing.TB, seed uint64, n int) []*Player {
	t.Helper()
	r, walk, pieces := benchCharacter(t)
	tint := mustBind(t, r, clipJSON(0.7, true, []trackSpec{
		{"sprite/hips", "sortingOrder", []tk{{0, 0, 0, 0}, {0.3, 50, 0, 0}}},
		{"sprite/head", "color.r", []tk{{0, 1, 0, 0}, {0.35, 0.2, 0, 0}, {0.7, 1, 0, 0}}},
		{"bone/head", "rotation.z", []tk{{0, -20, 0, 0}, {0.7, 20, 0, 0}}},
	}, []map[string]any{{"time": 0.1, "name": "blink"}}))
	once := mustBind(t, r, clipJSON(0.4, false, []trackSpec{
		{"bone/arm-right-upper", "rotation.z", []tk{{0, 150, 0, 0}, {0.4, 175, 0, 0}}},
	}, nil))
	dressed := NewOutfit(r, pieces)
	cape := NewOutfit(r, capePieces(t, r, capeSway))
	rng := rand.New(rand.NewPCG(seed, 23))
	players := make([]*Player, n)
	for i := range players {
		p := NewPlayer(r)
		p.SetSeed(uint64(i) + 1)
		switch rng.IntN(3) {
		case 0:
			p.Wear(dressed)
		case 1:
			p.Wear(cape)
		}
		clips := []*Bound{walk, tint, once}
		p.Play(clips[rng.IntN(3)], 0)
		p.Seek(time.Duration(rng.IntN(1000)) * time.Millisecond)
		if rng.IntN(4) == 0 {
			p.Play(clips[rng.IntN(3)], time.Duration(100+rng.IntN(400))*time.Millisecond)
		}
		if rng.IntN(5) == 0 {
			p.SetClip(1, tint, 0)
			p.SetAlpha(1, 0.6)
		}
		if rng.IntN(6) == 0 {
			p.SetOverride(rng.IntN(len(r.Bones)), ColorG, 0.5)
		}
		players[i] = p
	}
	return players
}

// TestCrowd_SameAsSerial plays two identical seeded crowds, one player by
// one and through a Crowd on 1 to 4 workers, and checks that every tick
// gives the same events, in the same order, and the same draw list, item
// for item and bit for bit, with each player's items where its ends say.
func TestCrowd_SameAsSerial(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, procs := range []int{1, 2, 3, 4} {
		runtime.GOMAXPROCS(procs)
		serial, par := variedCrowd(t, 5, 61), variedCrowd(t, 5, 61)
		var c Crowd
		var want, got drawlist.List
		var ends []int
		rng := rand.New(rand.NewPCG(9, 9))
		for tick := 0; tick < 90; tick++ {
			dt := time.Duration(5+rng.IntN(40)) * time.Millisecond
			var wantEv, gotEv []string
			for i, p := range serial {
				for _, e := range p.Advance(dt) {
					wantEv = append(wantEv, eventText(i, e))
				}
			}
			c.Advance(par, dt, func(i int, evs []Event) {
				for _, e := range evs {
					gotEv = append(gotEv, eventText(i, e))
				}
			})
			if !reflect.DeepEqual(wantEv, gotEv) {
				t.Fatalf("procs %d tick %d: events\n%v\nwant\n%v", procs, tick, gotEv, wantEv)
			}
			want = want[:0]
			for _, p := range serial {
				want = p.AppendDrawList(want)
			}
			got, ends = c.AppendDrawLists(got[:0], par, ends)
			if !reflect.DeepEqual(want, got) {
				t.Fatalf("procs %d tick %d: draw lists differ (%d items, want %d)", procs, tick, len(got), len(want))
			}
			for i, p := range serial {
				start := 0
				if i > 0 {
					start = ends[i-1]
				}
				if n := len(p.AppendDrawList(nil)); ends[i]-start != n {
					t.Fatalf("procs %d tick %d: player %d has %d items, ends say %d", procs, tick, i, n, ends[i]-start)
				}
			}
		}
		c.Close()
	}
}

// TestCrowd_ParticlesSameAsSerial is TestCrowd_SameAsSerial for players
// of the real rig whose walk emits particles (skipped without the real
// data): the draw lists' lengths change as particles are born and die.
func TestCrowd_ParticlesSameAsSerial(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	r, b := walkWithEffects(t, nil)
	mk := func() []*Player {
		ps := make([]*Player, 9)
		for i := range ps {
			ps[i] = NewPlayer(r)
			ps[i].SetSeed(uint64(i) * 7)
			ps[i].Play(b, 0)
			ps[i].Seek(time.Duration(i) * 90 * time.Millisecond)
		}
		return ps
	}
	serial, par := mk(), mk()
	var c Crowd
	defer c.Close()
	var want, got drawlist.List
	sawParticles := false
	for tick := 0; tick < 120; tick++ {
		for _, p := range serial {
			p.Advance(time.Second / 60)
		}
		c.Advance(par, time.Second/60, nil)
		want = want[:0]
		for _, p := range serial {
			want = p.AppendDrawList(want)
			sawParticles = sawParticles || p.drawLen() > p.Outfit().Len()
		}
		got, _ = c.AppendDrawLists(got[:0], par, nil)
		if !reflect.DeepEqual(want, got) {
			t.Fatalf("tick %d: draw lists differ (%d items, want %d)", tick, len(got), len(want))
		}
	}
	if !sawParticles {
		t.Fatal("no particle was drawn: the test tests nothing")
	}
}

// TestCrowd_Allocations pins 0 allocations per tick of a Crowd in steady
// state: Advance and AppendDrawLists, on every core.
func TestCrowd_Allocations(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector makes sync.Pool allocate")
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	players := variedCrowd(t, 3, 40)
	var c Crowd
	defer c.Close()
	var list drawlist.List
	var ends []int
	tick := func() {
		c.Advance(players, time.Second/60, nil)
		list, ends = c.AppendDrawLists(list[:0], players, ends)
	}
	for range 60 {
		tick()
	}
	if n := testing.AllocsPerRun(100, tick); n != 0 {
		t.Errorf("%v allocations per tick, want 0", n)
	}
}

// eventText describes an event of player i by value (the two crowds'
// clips are different objects of the same content).
func eventText(i int, e Event) string {
	name := ""
	if e.ClipEvent != nil {
		name = e.ClipEvent.Name
	}
	return fmt.Sprint(i, e.Kind, e.Time, e.Clip.Clip.Duration, name, e.Track, e.Request)
}

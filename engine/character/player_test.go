package character

import (
	"math/rand/v2"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// TestRule2_EventsMatchActionsPlayer: for a frame character the Player
// reports exactly the events of actions.Player, and draws the same items
// (with Src filled in), tick for tick, at random tick lengths.
func TestRule2_EventsMatchActionsPlayer(t *testing.T) {
	c := pip(t)
	for seed := uint64(1); seed <= 5; seed++ {
		p := NewPlayer(c, PlayerOptions{Seed: seed})
		ref := actions.NewPlayer(c.Actions, actions.PlayerOptions{Seed: seed, IdleDelay: c.man.IdleDelay()})
		if err := p.PlayDefault(); err != nil {
			t.Fatal(err)
		}
		if err := ref.Play(c.man.DefaultAction); err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 7))
		var got, want drawlist.List
		n := 0
		for now := time.Duration(0); now < 90*time.Second; {
			dt := time.Duration(rng.IntN(100)+1) * time.Millisecond
			now += dt
			if now > 20*time.Second && now-dt <= 20*time.Second {
				p.Play("Wave")
				ref.Play("Wave")
			}
			evs := p.Advance(dt)
			refEvs := ref.Advance(dt)
			if len(evs) != len(refEvs) {
				t.Fatalf("seed %d at %v: %d events, want %d", seed, now, len(evs), len(refEvs))
			}
			for i, e := range refEvs {
				if evs[i] != p.fromAction(e) {
					t.Fatalf("seed %d at %v: event %+v, want %+v", seed, now, evs[i], e)
				}
			}
			n += len(evs)
			got, want = p.AppendDrawList(got[:0]), ref.AppendDrawList(want[:0])
			for i := range want {
				want[i].Src = c.NRGBA(want[i].Image).Bounds()
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("seed %d at %v: draw list\n got %+v\nwant %+v", seed, now, got, want)
			}
		}
		if n < 50 {
			t.Errorf("seed %d: only %d events in 90 s", seed, n)
		}
	}
}

// record plays a fresh player of c with the given speed, updating by dt
// for total wall time, and returns every event.
func record(c *Character, speed float64, dt, total time.Duration, start func(*Player)) ([]Event, *Player) {
	p := NewPlayer(c, PlayerOptions{Seed: 9, Speed: speed})
	start(p)
	var out []Event
	for now := time.Duration(0); now < total; now += dt {
		out = append(out, p.Advance(dt)...)
	}
	return out, p
}

func TestSpeed_TwiceAsFast(t *testing.T) {
	for _, tc := range []struct {
		name  string
		c     *Character
		start func(*Player)
	}{
		{"frame", pip(t), func(p *Player) { p.PlayDefault() }},
		{"rig", moss(t), func(p *Player) { p.Play("walk") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fast, pf := record(tc.c, 2, 10*time.Millisecond, 15*time.Second, tc.start)
			slow, ps := record(tc.c, 1, 20*time.Millisecond, 30*time.Second, tc.start)
			if pf.Now() != 30*time.Second || ps.Now() != 30*time.Second {
				t.Fatalf("logical time: fast %v, slow %v; want 30s both", pf.Now(), ps.Now())
			}
			if len(fast) == 0 || !reflect.DeepEqual(anonymous(fast), anonymous(slow)) {
				t.Errorf("speed 2 over 15 s gave %d events, speed 1 over 30 s gave %d; they differ", len(fast), len(slow))
			}
			if !reflect.DeepEqual(pf.AppendDrawList(nil), ps.AppendDrawList(nil)) {
				t.Error("draw lists differ")
			}
		})
	}
}

func TestSpeed_Clamp(t *testing.T) {
	p := NewPlayer(pip(t), PlayerOptions{})
	tests := []struct {
		in   float64
		ok   bool
		want float64
	}{{2, true, 2}, {0.01, true, MinSpeed}, {100, true, MaxSpeed}, {0, false, MaxSpeed}, {-1, false, MaxSpeed}}
	for _, tc := range tests {
		if ok := p.SetSpeed(tc.in); ok != tc.ok || p.Speed() != tc.want {
			t.Errorf("SetSpeed(%v) = %v, speed %v; want %v, %v", tc.in, ok, p.Speed(), tc.ok, tc.want)
		}
	}
	// Fractional nanoseconds carry over: 3 ticks of 1ns at speed 0.5 and
	// one more make 2ns.
	p.SetSpeed(0.5)
	for range 4 {
		p.Advance(1)
	}
	if p.Now() != 2 {
		t.Errorf("Now = %v after 4 x 1ns at speed 0.5, want 2ns", p.Now())
	}
}

func TestPause_StopsTime(t *testing.T) {
	for _, tc := range []struct {
		name string
		c    *Character
		play string
	}{{"frame", pip(t), "Wave"}, {"rig", moss(t), "wave"}} {
		t.Run(tc.name, func(t *testing.T) {
			p := NewPlayer(tc.c, PlayerOptions{Seed: 1})
			p.Advance(0)
			p.SetPaused(true)
			if _, err := p.Play(tc.play); err != nil {
				t.Fatal(err)
			}
			before := p.AppendDrawList(nil)
			for range 100 {
				if evs := p.Advance(50 * time.Millisecond); len(evs) != 0 {
					t.Fatalf("paused player reported %v", evs)
				}
			}
			if p.Now() != 0 {
				t.Errorf("paused player's time is %v", p.Now())
			}
			if tc.c.Framed() && !reflect.DeepEqual(before, p.AppendDrawList(nil)) {
				t.Error("paused player's frame changed")
			}
			p.SetPaused(false)
			evs := p.Advance(time.Second)
			if tc.c.Framed() && (len(evs) == 0 || evs[0].Time != 0 || evs[0].Kind != EventFrame) {
				t.Errorf("after resuming: %+v; want the queued Play's first frame at time 0 first", evs)
			}
			if p.Now() != time.Second {
				t.Errorf("Now = %v, want 1s", p.Now())
			}
		})
	}
}

// TestRule1_SharedCharacter: one Character drives 100 players on 4
// goroutines; each player's events equal those of a player run alone.
func TestRule1_SharedCharacter(t *testing.T) {
	for _, c := range []*Character{pip(t), moss(t)} {
		alone := make([][]Event, 100)
		run := func(i int) []Event {
			p := NewPlayer(c, PlayerOptions{Seed: uint64(i)})
			p.PlayDefault()
			if c.Rigged() {
				p.Play([]string{"idle", "walk", "wave"}[i%3])
			}
			var out []Event
			for range 300 {
				out = append(out, p.Advance(37*time.Millisecond)...)
			}
			return out
		}
		for i := range alone {
			alone[i] = run(i)
		}
		shared := make([][]Event, 100)
		var wg sync.WaitGroup
		for g := range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := g; i < 100; i += 4 {
					shared[i] = run(i)
				}
			}()
		}
		wg.Wait()
		total := 0
		for i := range alone {
			// Requests name their player: compare the events as two
			// players' (anonymous), the same requests by id.
			if !reflect.DeepEqual(anonymous(alone[i]), anonymous(shared[i])) {
				t.Fatalf("%s: player %d differs when sharing the character", c.Name(), i)
			}
			total += len(alone[i])
		}
		if total == 0 {
			t.Errorf("%s: no events at all", c.Name())
		}
	}
}

func TestAllocs_UpdateAndDraw(t *testing.T) {
	for _, c := range []*Character{pip(t), moss(t)} {
		p := NewPlayer(c, PlayerOptions{Seed: 1})
		p.PlayDefault()
		list := make(drawlist.List, 0, 64)
		for range 2000 {
			p.Advance(16 * time.Millisecond)
			list = p.AppendDrawList(list[:0])
		}
		n := testing.AllocsPerRun(1000, func() {
			p.Advance(16 * time.Millisecond)
			list = p.AppendDrawList(list[:0])
		})
		if n != 0 && !(raceEnabled && c.Rigged()) { // the rig's scratch pool allocates under -race
			t.Errorf("%s: %v allocations per Update + AppendDrawList, want 0", c.Name(), n)
		}
	}
}

func TestRig_PlayFadeSeekEvents(t *testing.T) {
	c := moss(t)
	p := NewPlayer(c, PlayerOptions{})
	if p.Clip() != -1 || len(p.AppendDrawList(nil)) == 0 {
		t.Fatal("a new rig player should stand in its rest pose with no clip")
	}
	if err := p.PlayDefault(); err != nil || p.ClipName() != "idle" {
		t.Fatalf("PlayDefault: %v, clip %q", err, p.ClipName())
	}
	if _, err := p.Interrupt("Walk"); err != nil || p.ClipName() != "walk" || !p.Mixing() {
		t.Fatalf("Interrupt(Walk): %v, clip %q, mixing %v", err, p.ClipName(), p.Mixing())
	}
	// Moss's character.json sets mixMs 300.
	if c.man.Mix() != 300*time.Millisecond {
		t.Fatalf("manifest mix %v, want 300ms", c.man.Mix())
	}
	p.Advance(290 * time.Millisecond)
	if !p.Mixing() {
		t.Error("cross-fade ended before the manifest's mixMs")
	}
	p.Advance(10 * time.Millisecond)
	if p.Mixing() {
		t.Error("still mixing after the manifest's mixMs")
	}
	if _, err := p.Play("nope"); err == nil {
		t.Error("Play(nope) succeeded")
	}
	// Two footsteps per walk cycle, at their logical times.
	var steps []time.Duration
	p.Seek(0)
	start := p.Now()
	for range 100 {
		for _, e := range p.Advance(10 * time.Millisecond) {
			if e.Kind == EventClip && e.Name == "footstep" {
				steps = append(steps, e.Time-start)
			}
		}
	}
	if len(steps) != 2 || steps[0] != 250*time.Millisecond || steps[1] != 750*time.Millisecond {
		t.Errorf("footsteps in one second of walking: %v, want [250ms 750ms]", steps)
	}
	if err := p.Seek(250 * time.Millisecond); err != nil || p.ClipTime() != 250*time.Millisecond {
		t.Errorf("Seek: %v, time %v", err, p.ClipTime())
	}
	p.Stop()
	p.Advance(time.Second)
	if p.ClipTime() != 250*time.Millisecond || p.Playing() {
		t.Errorf("stopped clip moved to %v", p.ClipTime())
	}
	if _, err := p.PlayState("Showing"); err != ErrNoActions {
		t.Errorf("PlayState on a rig: %v", err)
	}
	p.Hide()
	if len(p.AppendDrawList(nil)) != 0 {
		t.Error("hidden rig draws")
	}
	p.Show()
	if len(p.AppendDrawList(nil)) == 0 {
		t.Error("shown rig draws nothing")
	}
}

// TestRig_ClipEnd: a non-looping clip reports its end once.
func TestRig_ClipEnd(t *testing.T) {
	data, err := assets.Rigged().(interface {
		ReadFile(string) ([]byte, error)
	}).ReadFile("clips/wave.json")
	if err != nil {
		t.Skip("assets FS cannot ReadFile")
	}
	once := []byte(string(data))
	once = []byte(replaceOnce(string(once), `"loop": true`, `"loop": false`))
	fsys := copyFS(t, assets.Rigged(), map[string][]byte{"clips/wave.json": once})
	c, d := Load(fsys, Options{})
	if c == nil {
		t.Fatal(d)
	}
	p := NewPlayer(c, PlayerOptions{})
	p.Play("wave")
	var ends []Event
	for range 300 {
		for _, e := range p.Advance(10 * time.Millisecond) {
			if e.Kind == EventClipEnd {
				ends = append(ends, e)
			}
		}
	}
	if len(ends) != 1 || ends[0].Time != 1600*time.Millisecond || ends[0].Clip != c.Clip("wave") {
		t.Errorf("clip ends: %+v; want one at 1.6 s", ends)
	}
}

func replaceOnce(s, old, new string) string {
	for i := 0; i+len(old) <= len(s); i++ {
		if s[i:i+len(old)] == old {
			return s[:i] + new + s[i+len(old):]
		}
	}
	return s
}

// TestRule5_WearConflicts: the jacket replaces the tee (same category),
// TakeOff removes an item, and a worn item changes the draw list.
func TestRule5_WearConflicts(t *testing.T) {
	c := moss(t)
	p := NewPlayer(c, PlayerOptions{})
	ids := func() []string { return p.Worn() }
	tee, jacket, hat := "tee", "jacket", "hat" // Worn answers with Names
	if got := ids(); len(got) != 3 {
		t.Fatalf("worn at start: %v, want the manifest's three", got)
	}
	before := len(p.AppendDrawList(nil))
	if err := p.Wear("jacket"); err != nil {
		t.Fatal(err)
	}
	got := ids()
	if len(got) != 3 || got[2] != jacket {
		t.Errorf("after Wear(jacket): %v", got)
	}
	for _, id := range got {
		if id == tee {
			t.Error("the tee is still worn under the jacket")
		}
	}
	if len(p.AppendDrawList(nil)) == before {
		t.Error("the jacket changed nothing in the draw list")
	}
	if !p.TakeOff(hat) || p.TakeOff(hat) {
		t.Error("TakeOff(hat) should succeed once")
	}
	if err := p.Wear("nope"); err == nil {
		t.Error("Wear(nope) succeeded")
	}
	if err := NewPlayer(pip(t), PlayerOptions{}).Wear("jacket"); err != ErrNoRig {
		t.Errorf("Wear on a frame character: %v", err)
	}
}

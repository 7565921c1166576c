package rig

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"
)

// ticks are the tick lengths every timing rule of the tracks must hold
// for: the result is the same whatever the tick.
var ticks = []time.Duration{time.Millisecond, 16666667, 100 * time.Millisecond, 350 * time.Millisecond, 3 * time.Second}

// trackTrace is trace with each event's track: name.track@time.
func trackTrace(p *Player, dt, total time.Duration, a, b *Bound) string {
	var out []string
	start := p.Now()
	for at := time.Duration(0); at < total; at += dt {
		for _, e := range p.Advance(dt) {
			if e.Kind == EventClipStart {
				continue // TestClipStart pins these
			}
			name := "end"
			if e.Kind == EventClip {
				name = e.ClipEvent.Name
			}
			from := "?"
			switch e.Clip {
			case a:
				from = "a"
			case b:
				from = "b"
			}
			out = append(out, fmt.Sprintf("%s.%s/%d@%v", from, name, e.Track, e.Time-start))
		}
	}
	return strings.Join(out, " ")
}

// TestTracks_EventsOfEveryTrackInTimeOrder: the clips of every track
// report their events, tagged with their track, merged in time order,
// whatever the tick.
func TestTracks_EventsOfEveryTrackInTimeOrder(t *testing.T) {
	_, loop, once, _ := exitClips(t)
	// At the same time, the lower track first.
	want := "a.start/0@0s b.start/2@0s a.mid/0@500ms b.mid/2@500ms a.start/0@1s b.end/2@1s a.mid/0@1.5s"
	for _, dt := range ticks[:3] {
		p := NewPlayer(loop.Rig)
		p.Play(loop, 0)
		if _, err := p.SetClip(2, once, 0); err != nil {
			t.Fatal(err)
		}
		if got := trackTrace(p, dt, 1900*time.Millisecond, loop, once); got != want {
			t.Errorf("ticks of %v:\n got %s\nwant %s", dt, got, want)
		}
		if p.Tracks() != 3 || p.TrackClip(2) != once || p.TrackClip(1) != nil || p.TrackPlaying(2) {
			t.Errorf("ticks of %v: tracks %d, clip 2 %v, playing %v", dt, p.Tracks(), p.TrackClip(2) == once, p.TrackPlaying(2))
		}
	}
	p := NewPlayer(loop.Rig)
	if _, err := p.SetClip(PlayerTracks, loop, 0); err != ErrNoTrack {
		t.Errorf("track %d: %v, want ErrNoTrack", PlayerTracks, err)
	}
	if _, err := p.SetClip(-1, loop, 0); err != ErrNoTrack {
		t.Errorf("track -1: %v, want ErrNoTrack", err)
	}
}

// TestQueue_AfterTheRunWithDelay pins docs/rig.md#set-and-queue: a clip
// queued after a looping one starts at the end of the current run (which
// then does not wrap and reports its end) when the delay is 0, and delay
// after it otherwise (the looping clip loops on meanwhile); after a clip
// that holds, delay after its end; on an empty track, delay from now.
// The same whatever the tick.
func TestQueue_AfterTheRunWithDelay(t *testing.T) {
	_, loop, once, next := exitClips(t)
	for _, tc := range []struct {
		name  string
		first *Bound
		delay time.Duration
		want  string
	}{
		{"loop, no delay", loop, 0, "a.mid@200ms a.end@700ms b.next@700ms"},
		{"loop, delay", loop, 400 * time.Millisecond, "a.mid@200ms a.start@700ms b.next@1.1s"},
		{"hold, no delay", once, 0, "a.mid@200ms a.end@700ms b.next@700ms"},
		{"hold, delay", once, 400 * time.Millisecond, "a.mid@200ms a.end@700ms b.next@1.1s"},
		{"empty, delay", nil, 250 * time.Millisecond, "b.next@250ms"},
	} {
		for _, dt := range ticks {
			p := NewPlayer(loop.Rig)
			if tc.first != nil {
				p.Play(tc.first, 0)
				p.Advance(300 * time.Millisecond)
			}
			r, err := p.QueueClip(0, next, 200*time.Millisecond, tc.delay)
			if err != nil {
				t.Fatal(err)
			}
			if r.Status() != RequestQueued || p.Queued(0) != 1 {
				t.Fatalf("%s: status %v, queued %d", tc.name, r.Status(), p.Queued(0))
			}
			if got := trace(p, dt, 1500*time.Millisecond, tc.first, next); got != tc.want {
				t.Errorf("%s, ticks of %v: %s, want %s", tc.name, dt, got, tc.want)
			}
			if p.Clip() != next || r.Status() != RequestPlaying || p.Queued(0) != 0 {
				t.Errorf("%s, ticks of %v: next playing %v, status %v", tc.name, dt, p.Clip() == next, r.Status())
			}
		}
	}
}

// TestQueue_Chain: clips queued one after the other each start after the
// run of the one before (a looping clip's first run); a set drops the
// rest, which report EndDropped.
func TestQueue_Chain(t *testing.T) {
	_, loop, once, next := exitClips(t)
	p := NewPlayer(loop.Rig)
	p.Play(loop, 0)
	p.Advance(500 * time.Millisecond)
	r1, _ := p.QueueClip(0, once, 0, 0)
	r2, _ := p.QueueClip(0, loop, 0, 100*time.Millisecond)
	r3, _ := p.QueueClip(0, next, 0, 0)
	if got, want := trace(p, 100*time.Millisecond, 3*time.Second, once, loop), "b.mid@0s b.end@500ms a.start@500ms a.mid@1s a.end@1.5s b.start@1.6s b.mid@2.1s b.end@2.6s ?.next@2.6s"; got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
	if r1.Status() != RequestDone || r1.Reason() != EndComplete || r2.Reason() != EndComplete || r3.Status() != RequestPlaying {
		t.Errorf("r1 %v %v, r2 %v %v, r3 %v", r1.Status(), r1.Reason(), r2.Status(), r2.Reason(), r3.Status())
	}
	q1, _ := p.QueueClip(0, once, 0, 0)
	q2, _ := p.QueueClip(0, loop, 0, 0)
	s, _ := p.SetClip(0, loop, 0)
	if q1.Reason() != EndDropped || q2.Reason() != EndDropped || r3.Reason() != EndInterrupted || s.Status() != RequestPlaying {
		t.Errorf("after a set: q1 %v, q2 %v, r3 %v, s %v", q1.Reason(), q2.Reason(), r3.Reason(), s.Status())
	}
	for range queueCap {
		if _, err := p.QueueClip(0, once, 0, 0); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := p.QueueClip(0, once, 0, 0); err != ErrQueueFull {
		t.Errorf("queue %d deep: %v, want ErrQueueFull", queueCap+1, err)
	}
	p.Stop()
	if s.Reason() != EndStopped || p.Queued(0) != 0 {
		t.Errorf("after Stop: %v, %d queued", s.Reason(), p.Queued(0))
	}
}

// TestQueue_ExitGoesToTheQueue: an Exit ends the run; a clip queued with
// a delay then follows after it while the last pose holds, and the Exit's
// own next clip is not played.
func TestQueue_ExitGoesToTheQueue(t *testing.T) {
	_, loop, once, next := exitClips(t)
	for _, dt := range ticks {
		p := NewPlayer(loop.Rig)
		r0, _ := p.SetClip(0, loop, 0)
		p.Advance(300 * time.Millisecond)
		p.QueueClip(0, next, 0, 300*time.Millisecond)
		p.Exit(once, 0)
		if got, want := trace(p, dt, 2*time.Second, loop, next), "a.mid@200ms a.end@700ms b.next@1s"; got != want {
			t.Errorf("ticks of %v: %s, want %s", dt, got, want)
		}
		if r0.Reason() != EndExit {
			t.Errorf("ticks of %v: the exited clip's request ended %v, want exit", dt, r0.Reason())
		}
	}
}

// TestRequest_Lifecycle: a request's status goes queued, playing, done;
// its clip's events carry its id; a Reset-free zero Request is none; a
// request far in the past is done, forgotten.
func TestRequest_Lifecycle(t *testing.T) {
	_, loop, once, _ := exitClips(t)
	p := NewPlayer(loop.Rig)
	if (Request{}).Status() != RequestNone || (Request{}).Done() {
		t.Error("the zero Request is not none")
	}
	a, _ := p.SetClip(1, loop, 0)
	b, _ := p.QueueClip(1, once, 0, 0)
	if a.Status() != RequestPlaying || b.Status() != RequestQueued || a == b || a.ID() == b.ID() {
		t.Fatalf("a %v b %v", a.Status(), b.Status())
	}
	seen := map[uint32]int{}
	for range 30 {
		for _, e := range p.Advance(100 * time.Millisecond) {
			seen[e.Request]++
		}
	}
	if seen[a.ID()] == 0 || seen[b.ID()] == 0 || seen[0] != 0 {
		t.Errorf("events by request: %v (a %d, b %d)", seen, a.ID(), b.ID())
	}
	if !a.Done() || a.Reason() != EndComplete || !b.Done() || b.Reason() != EndComplete {
		t.Errorf("a %v %v, b %v %v", a.Status(), a.Reason(), b.Status(), b.Reason())
	}
	for range requestLogSize + 1 {
		p.SetClip(0, loop, 0)
	}
	if a.Status() != RequestDone || a.Reason() != EndForgotten {
		t.Errorf("an old request: %v %v, want done, forgotten", a.Status(), a.Reason())
	}
}

// TestMixes_PerPairAndDefault pins docs/rig.md#mix-times: with AutoMix a
// cross-fade lasts the pair's own mix, else the default; (nil, clip) is a
// fade in over the tracks below; the queue and Exit take it when their
// clip comes in.
func TestMixes_PerPairAndDefault(t *testing.T) {
	_, loop, once, next := exitClips(t)
	m := NewMixes(100 * time.Millisecond)
	m.Set(loop, next, 500*time.Millisecond)
	m.Set(nil, once, 300*time.Millisecond)
	if d, own := m.Lookup(loop, next); d != 500*time.Millisecond || !own {
		t.Errorf("loop->next %v %v", d, own)
	}
	if d, own := m.Lookup(next, loop); d != 100*time.Millisecond || own {
		t.Errorf("next->loop %v %v, want the default", d, own)
	}
	// lasting returns how long the cross-fade after start lasts.
	lasting := func(p *Player, k int, start func()) time.Duration {
		t.Helper()
		start()
		var d time.Duration
		for p.TrackMixing(k) {
			p.Advance(time.Millisecond)
			d += time.Millisecond
			if d > time.Second {
				t.Fatal("the mix does not end")
			}
		}
		return d
	}
	p := NewPlayer(loop.Rig)
	p.SetMixes(m)
	p.Play(loop, 0)
	if d := lasting(p, 0, func() { p.Play(next, AutoMix) }); d != 500*time.Millisecond {
		t.Errorf("loop->next lasted %v, want 500ms", d)
	}
	if d := lasting(p, 0, func() { p.Play(loop, AutoMix) }); d != 100*time.Millisecond {
		t.Errorf("next->loop lasted %v, want the default 100ms", d)
	}
	if d := lasting(p, 1, func() { p.SetClip(1, once, AutoMix) }); d != 300*time.Millisecond {
		t.Errorf("fade in of once lasted %v, want 300ms", d)
	}
	// The queue takes the mix when its clip comes in: loop -> next.
	p.Play(loop, 0)
	p.QueueClip(0, next, AutoMix, 0)
	for p.Clip() != next {
		p.Advance(time.Millisecond)
	}
	if d := lasting(p, 0, func() {}); d < 499*time.Millisecond || d > 501*time.Millisecond {
		t.Errorf("queued loop->next lasted %v, want 500ms", d)
	}
	// Exit too.
	p.Play(loop, 0)
	p.Exit(next, AutoMix)
	for p.Clip() != next {
		p.Advance(time.Millisecond)
	}
	if d := lasting(p, 0, func() {}); d < 499*time.Millisecond || d > 501*time.Millisecond {
		t.Errorf("exit loop->next lasted %v, want 500ms", d)
	}
	m.Unset(loop, next)
	if m.Mix(loop, next) != 100*time.Millisecond || (*Mixes)(nil).Mix(loop, next) != 0 {
		t.Error("Unset or a nil Mixes")
	}
}

// TestTracks_NoAllocation: two tracks, a queue, a fade and a request in
// steady state allocate nothing per Advance and draw.
func TestTracks_NoAllocation(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	_, loop, once, next := exitClips(t)
	p := NewPlayer(loop.Rig)
	p.Play(loop, 0)
	r, _ := p.SetClip(1, once, 100*time.Millisecond)
	p.SetAlpha(1, 0.5)
	list := p.AppendDrawList(nil)
	run := func() {
		p.QueueClip(1, next, 50*time.Millisecond, 0)
		for range 80 {
			p.Advance(16666667)
			list = p.AppendDrawList(list[:0])
		}
		_ = r.Status()
		p.SetClip(1, once, 100*time.Millisecond)
	}
	run()
	if n := testing.AllocsPerRun(20, run); n != 0 {
		t.Errorf("%v allocations per run", n)
	}
}

// TestTracks_SwayTickIndependence: the sway's fixed step poses the tracks
// above 0 as the frame does, so swaying pieces follow a layered clip (a
// head nod on track 1 at alpha 0.7, fading in and later out, over the
// walk) the same way for any tick.
func TestTracks_SwayTickIndependence(t *testing.T) {
	sc := newSwayScript(t)
	soft := Sway{Spring: 30, Damping: 2, MotionInfluence: 2, MaxAngle: 90} // no gravity: only motion swings it
	sc.pieces, sc.swaying = capePieces(t, sc.r, soft), soft
	nod := mustBind(t, sc.r, clipJSON(0.8, true, []trackSpec{
		{"bone/spine", "rotation.z", sineKeys(0, 25, 1, 0, 0.8)},
		{"bone/head", "rotation.z", sineKeys(0, 40, 1, 90, 0.8)},
	}, nil))
	checkpoints := []float64{0.5, 1, 1.5, 2, 3}
	runs := []struct {
		name  string
		dt    float64
		exact bool
	}{{"1ms", 0.001, false}, {"1/60s", 1.0 / 60, true}, {"100ms", 0.1, false}, {"250ms", 0.25, false}}
	got := make([][][]float64, len(runs))
	for k, rn := range runs {
		p := sc.plain(t)
		at := 0.0
		for _, cp := range checkpoints {
			for n := int(math.Round((cp - at) / rn.dt)); n > 0; n-- {
				if rn.exact {
					tickSeconds(p, rn.dt)
				} else {
					p.Advance(sec(rn.dt))
				}
			}
			at = cp
			got[k] = append(got[k], angles(p))
			switch cp {
			case 0.5:
				p.SetClip(1, nod, sec(0.3))
				p.SetAlpha(1, 0.7)
			case 2:
				p.ClearTrack(1, sec(0.4))
			}
		}
	}
	biggest := 0.0
	for c, cp := range checkpoints {
		for k := 1; k < len(runs); k++ {
			for i, a := range got[k][c] {
				if ref := got[0][c][i]; math.Abs(a-ref) > 1e-6 {
					t.Errorf("t=%v sway %d: %s ticks %.9f deg, 1ms ticks %.9f", cp, i, runs[k].name, a, ref)
				}
			}
		}
		for _, a := range got[0][c] {
			biggest = math.Max(biggest, math.Abs(a))
		}
	}
	// The nod must move the pieces: compare with the walk alone.
	p := sc.plain(t)
	for range 1500 {
		p.Advance(time.Millisecond)
	}
	if alone := angles(p); math.Abs(alone[0]-got[0][2][0]) < 0.1 && math.Abs(alone[1]-got[0][2][1]) < 0.1 {
		t.Errorf("at 1.5 s the nod changes the sway by less than 0.1 deg (%v vs %v): the test proves nothing", alone, got[0][2])
	}
	if biggest < 2 {
		t.Errorf("largest angle %.3g deg: the script hardly swings", biggest)
	}
}

// TestClipStart pins EventClipStart: a clip set between Advances is
// reported first by the next one, at its start; a queued clip and an
// Exit's next clip at the moment they start, whatever the tick, each with
// its track and request; a clip that a reload carried over (Adopt) or a
// pose (PlayAt) put there is not.
func TestClipStart(t *testing.T) {
	_, loop, once, next := exitClips(t)
	starts := func(p *Player, dt, total time.Duration) string {
		var out []string
		start := p.Now()
		for at := time.Duration(0); at < total; at += dt {
			for _, e := range p.Advance(dt) {
				if e.Kind != EventClipStart {
					continue
				}
				name := map[*Bound]string{loop: "loop", once: "once", next: "next"}[e.Clip]
				out = append(out, fmt.Sprintf("%s/%d#%d@%v", name, e.Track, e.Request, e.Time-start))
			}
		}
		return strings.Join(out, " ")
	}
	for _, dt := range ticks[:4] {
		p := NewPlayer(loop.Rig)
		p.Advance(200 * time.Millisecond)
		p.Play(loop, 0)
		p.QueueClip(0, once, 0, 0) // request 1, after loop's run: 1 s
		p.SetClip(1, next, 0)      // request 2, now
		p.QueueClip(1, loop, 0, 0) // request 3, after next's run: 2 s
		p.ExitTrack(0, nil, 0)     // once, queued, goes first
		want := "loop/0#0@0s next/1#2@0s once/0#1@1s loop/1#3@2s"
		if got := starts(p, dt, 2500*time.Millisecond); got != want {
			t.Errorf("ticks of %v: %s, want %s", dt, got, want)
		}
	}
	p := NewPlayer(loop.Rig)
	p.Play(loop, 0)
	p.Exit(next, 0)
	if got, want := starts(p, 100*time.Millisecond, 1500*time.Millisecond), "loop/0#0@0s next/0#0@1s"; got != want {
		t.Errorf("exit: %s, want %s", got, want)
	}
	q := NewPlayer(loop.Rig)
	q.Play(next, 0)
	q.Seek(p.Time())
	q.Adopt(p, func(b *Bound) *Bound { return b })
	if got := starts(q, 100*time.Millisecond, 300*time.Millisecond); got != "" {
		t.Errorf("after Adopt: %s, want no start", got)
	}
	q.PlayAt(loop, 300*time.Millisecond)
	if got := starts(q, 100*time.Millisecond, 300*time.Millisecond); got != "" {
		t.Errorf("after PlayAt: %s, want no start", got)
	}
}

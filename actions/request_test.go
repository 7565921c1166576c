package actions

import (
	"testing"
	"time"
)

// TestRequest_StatusAndEvents pins docs/actions.md#requests: each request
// has an id that the events of its action carry, from its first frame (or
// its state) to its end; a Return and an idle action carry none; its
// status goes queued, playing, done, with the end's reason; Stop drops
// the queued ones and stops the playing one.
func TestRequest_StatusAndEvents(t *testing.T) {
	set := queueSet(t)
	p := NewPlayer(set, noIdle())
	if st, _ := p.RequestStatus(1); st != RequestNone {
		t.Fatalf("a request never made: %v", st)
	}
	p.Play("Wave")
	wave := p.LastRequest()
	p.PlayState("Hiding")
	hiding := p.LastRequest()
	if wave == 0 || hiding == wave {
		t.Fatalf("ids %d, %d", wave, hiding)
	}
	if st, _ := p.RequestStatus(wave); st != RequestPlaying {
		t.Errorf("wave: %v, want playing", st)
	}
	if st, _ := p.RequestStatus(hiding); st != RequestQueued {
		t.Errorf("hiding: %v, want queued", st)
	}
	var got []string
	for range 10 {
		for _, e := range p.Advance(5 * time.Millisecond) {
			who := map[uint32]string{wave: "wave", hiding: "hiding", 0: "none"}[e.Request]
			got = append(got, eventLog(set, []Event{e})[0]+" <"+who+">")
		}
	}
	expectLog(t, got,
		"0 frame Wave 0 <wave>", "10 end Wave held <wave>",
		"10 frame WaveReturn 0 <none>", "15 end WaveReturn complete <none>",
		"15 state Hiding <hiding>", "15 frame C 0 <hiding>", "25 end C complete <hiding>")
	// Wave completed holding its pose, its Return pending (it played
	// when the next request came): "held".
	for id, want := range map[uint32]EndReason{wave: EndHeld, hiding: EndComplete} {
		if st, why := p.RequestStatus(id); st != RequestDone || why != want {
			t.Errorf("request %d: %v %v, want done %v", id, st, why, want)
		}
	}

	p.Play("A")
	a := p.LastRequest()
	p.Play("B")
	b := p.LastRequest()
	p.Advance(15 * time.Millisecond)
	p.Stop()
	if st, why := p.RequestStatus(a); st != RequestDone || why != EndStopped {
		t.Errorf("A after Stop: %v %v, want done stopped", st, why)
	}
	if st, why := p.RequestStatus(b); st != RequestDone || why != EndDropped {
		t.Errorf("B after Stop: %v %v, want done dropped", st, why)
	}

	// Interrupt: the playing request exits, the new one plays first.
	p.Play("A")
	a = p.LastRequest()
	p.Advance(15 * time.Millisecond)
	p.Interrupt("B")
	b = p.LastRequest()
	p.Advance(100 * time.Millisecond)
	if _, why := p.RequestStatus(a); why != EndExit {
		t.Errorf("interrupted A: %v, want exit", why)
	}
	if st, _ := p.RequestStatus(b); st != RequestDone {
		t.Errorf("B: %v, want done", st)
	}
	for range requestLogSize + 1 {
		p.Play("B")
		p.Advance(20 * time.Millisecond)
	}
	if st, why := p.RequestStatus(a); st != RequestDone || why != EndForgotten {
		t.Errorf("an old request: %v %v", st, why)
	}
}

// TestRequest_ReloadDropsWhatIsGone: a queued request whose action a
// reload removed is dropped.
func TestRequest_ReloadDropsWhatIsGone(t *testing.T) {
	set := queueSet(t)
	p := NewPlayer(set, noIdle())
	p.Play("A")
	p.Play("C")
	c := p.LastRequest()
	smaller := decodeFile(t, File{ActionItems: []ActionItem{act("A", fr(10), withExit(fr(10, 1, 100), 2), fr(10))}})
	p.Rebind(smaller)
	if st, why := p.RequestStatus(c); st != RequestDone || why != EndDropped {
		t.Errorf("C after a reload without it: %v %v", st, why)
	}
}

// TestRequest_ReasonsFitTheLog: the request log keeps four bits per end.
func TestRequest_ReasonsFitTheLog(t *testing.T) {
	if len(reasonNames) > 16 {
		t.Fatalf("%d end reasons: the request log keeps 4 bits", len(reasonNames))
	}
}

// TestPlayAfter_WaitsItsDelay pins docs/actions.md#queue's PlayAfter: the
// action starts its delay after the one before it ends (the frame on
// screen holds meanwhile, no idling starts), at once plus the delay when
// nothing plays, whatever the tick; an Interrupt cuts the delay short and
// Stop drops it.
func TestPlayAfter_WaitsItsDelay(t *testing.T) {
	set := queueSet(t)
	for _, tick := range []time.Duration{time.Millisecond, 7 * time.Millisecond, 100 * time.Millisecond} {
		p := NewPlayer(set, PlayerOptions{IdleDelay: time.Millisecond})
		p.Play("B")
		if err := p.PlayAfter("C", 50*time.Millisecond); err != nil {
			t.Fatal(err)
		}
		c := p.LastRequest()
		if p.Pending() != 1 {
			t.Errorf("pending %d, want 1 (the delay is not a request)", p.Pending())
		}
		if st, _ := p.RequestStatus(c); st != RequestQueued {
			t.Errorf("C: %v", st)
		}
		expectLog(t, run(p, 100*time.Millisecond, tick)[:4],
			"0 frame B 0", "10 end B complete", "60 frame C 0", "70 end C complete")
	}
	p := NewPlayer(set, noIdle())
	p.PlayAfter("C", 30*time.Millisecond) // nothing plays: 30 ms from now
	expectLog(t, run(p, 100*time.Millisecond, 10*time.Millisecond), "30 frame C 0", "40 end C complete")

	p.PlayAfter("C", time.Second)
	p.Advance(10 * time.Millisecond)
	p.Interrupt("B")
	expectLog(t, run(p, 50*time.Millisecond, 10*time.Millisecond), "110 frame B 0", "120 end B complete", "120 frame C 0", "130 end C complete")

	p.PlayAfter("C", time.Second)
	c := p.LastRequest()
	p.Stop()
	if st, why := p.RequestStatus(c); st != RequestDone || why != EndDropped || p.Pending() != 0 {
		t.Errorf("after Stop: %v %v, pending %d", st, why, p.Pending())
	}
	if got := run(p, 2*time.Second, 100*time.Millisecond); len(got) != 0 {
		t.Errorf("after Stop: %q", got)
	}
	if (waitRequest(maxWait+5)).delay() != maxWait || waitRequest(3*time.Hour).delay() != 3*time.Hour {
		t.Error("a delay's encoding")
	}
}

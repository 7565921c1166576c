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
		"0 frame Wave 0 <wave>", "10 end Wave complete <wave>",
		"10 frame WaveReturn 0 <none>", "15 end WaveReturn complete <none>",
		"15 state Hiding <hiding>", "15 frame C 0 <hiding>", "25 end C complete <hiding>")
	for _, id := range []uint32{wave, hiding} {
		if st, why := p.RequestStatus(id); st != RequestDone || why != EndComplete {
			t.Errorf("request %d: %v %v, want done complete", id, st, why)
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

package engine

import (
	"testing"
	"time"
)

// TestPlayer_TickFollowsTheGameLoop: with a fixed TPS a tick is 1/TPS (60
// ticks make exactly one second); under ebiten.SyncWithFPS (TPS < 0) a
// tick is the wall time since the last Update, capped at MaxSyncTick, and
// the first is 1/60 s.
func TestPlayer_TickFollowsTheGameLoop(t *testing.T) {
	var p Player
	var sum time.Duration
	for range 60 {
		sum += p.tick(60, time.Time{})
	}
	if sum != time.Second {
		t.Errorf("60 ticks at 60 TPS make %v", sum)
	}
	sum = 0
	for range 144 {
		sum += p.tick(144, time.Time{})
	}
	if sum != time.Second {
		t.Errorf("144 ticks at 144 TPS make %v", sum)
	}

	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, step := range []struct {
		at   time.Duration
		want time.Duration
	}{
		{0, time.Second / 60},                                                   // the first Update
		{7 * time.Millisecond, 7 * time.Millisecond},                            // a 144 Hz display
		{7*time.Millisecond + 16667*time.Microsecond, 16667 * time.Microsecond}, // 60 Hz
		{3 * time.Second, MaxSyncTick},                                          // a stall
		{2 * time.Second, 0},                                                    // the clock went back
		{2*time.Second + 4*time.Millisecond, 4 * time.Millisecond},
	} {
		if got := p.tick(-1, t0.Add(step.at)); got != step.want {
			t.Errorf("SyncWithFPS Update at %v: tick %v, want %v", step.at, got, step.want)
		}
	}
	// Back to a fixed TPS, then SyncWithFPS again: the first tick is 1/60 s
	// again, not the time since the last synced Update.
	p.tick(60, time.Time{})
	if got := p.tick(-1, t0.Add(time.Hour)); got != time.Second/60 {
		t.Errorf("first synced tick after a fixed-TPS one: %v", got)
	}
}

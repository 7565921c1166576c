package character

import (
	"encoding/binary"
	"math"
	"slices"
	"testing"
	"time"
)

// FuzzUpdateDurations updates the frame and the rigged sample with ticks of
// any length (negative, zero, hours, past the cap, math.MaxInt64), at any
// speed, with requests between them, and checks: no panic, no hang, time
// never goes back and stops at math.MaxInt64, each tick's events lie
// inside it in order, the frame on screen is a frame with a duration, the
// clip time lies inside the clip, and Update's bounded list is exactly
// the tail of what UpdateFunc hands over.
func FuzzUpdateDurations(f *testing.F) {
	seed := func(head byte, ticks ...int64) []byte {
		b := []byte{head}
		for _, d := range ticks {
			b = binary.LittleEndian.AppendUint64(b, uint64(d))
		}
		return b
	}
	f.Add(seed(0, int64(time.Second/60), int64(25*time.Hour), int64(time.Second)))
	f.Add(seed(1, int64(24*time.Hour), int64(100000*time.Hour), -1, math.MaxInt64))
	f.Add(seed(0xff, math.MaxInt64, math.MaxInt64, 3))
	f.Add(seed(0x12, int64(3*time.Hour), math.MinInt64, int64(2562047*time.Hour)))
	chars := []*Character{pip(f), moss(f)}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 1 {
			return
		}
		c := chars[int(data[0]&1)]
		speed := []float64{1, MinSpeed, 0.37, 2, MaxSpeed}[int(data[0]>>1)%5]
		data = data[1:]
		a, b := NewPlayer(c, PlayerOptions{Seed: 7, Speed: speed}), NewPlayer(c, PlayerOptions{Seed: 7, Speed: speed})
		a.PlayDefault()
		b.PlayDefault()
		var stream []Event
		fn := func(e Event) { stream = append(stream, e) }
		var last time.Duration
		for k := 0; k+8 <= len(data) && k < 8*8; k += 8 {
			dt := time.Duration(binary.LittleEndian.Uint64(data[k:]))
			for _, p := range []*Player{a, b} {
				switch data[k] % 6 {
				case 1:
					p.Exit()
				case 2:
					p.Play([]string{"Wave", "walk"}[int(data[0]&1)])
				case 3:
					p.Speak("Hello there")
				case 4:
					p.Stop()
				}
			}
			before := a.Now()
			stream = stream[:0]
			b.AdvanceFunc(dt, fn)
			got := a.Advance(dt)
			if a.Now() < before || a.Now() != b.Now() {
				t.Fatalf("tick %v: Now() %v -> %v (twin %v)", dt, before, a.Now(), b.Now())
			}
			tail := stream[max(len(stream)-MaxEvents, 0):]
			if !slices.Equal(anonymous(got), anonymous(tail)) || a.Dropped() != len(stream)-len(tail) {
				t.Fatalf("tick %v: Update returned %d events (%d dropped), UpdateFunc %d", dt, len(got), a.Dropped(), len(stream))
			}
			for _, e := range stream {
				if e.Time < before || e.Time > a.Now() || (e.Kind < EventClip && e.Time < last) {
					t.Fatalf("tick %v from %v to %v: event %+v out of the tick or of order", dt, before, a.Now(), e)
				}
				if e.Kind < EventClip {
					last = e.Time
				}
			}
			if ai, fi := a.Current(); ai >= 0 {
				if fi < 0 || fi >= len(c.Actions.Actions[ai].Frames) || c.Actions.Actions[ai].Frames[fi].Duration == 0 {
					t.Fatalf("tick %v: frame on screen %d/%d", dt, ai, fi)
				}
			}
			if i := a.Clip(); i >= 0 {
				if ct := a.ClipTime(); ct < 0 || ct > seconds(c.Clips[i].Clip.Duration) {
					t.Fatalf("tick %v: clip time %v outside the clip", dt, ct)
				}
			}
		}
	})
}

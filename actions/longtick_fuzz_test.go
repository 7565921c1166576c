package actions

import (
	"encoding/binary"
	"math"
	"slices"
	"testing"
	"time"
)

// fuzzTickSets are the characters FuzzTickLengths plays: one that idles
// through its levels (it settles), one that loops for ever (it never
// does), one whose idle action lasts 0 (it stalls), one that holds. Their
// frames last seconds, so that a 24 h tick stays quick to fuzz.
func fuzzTickSets(t testing.TB) []*Set {
	return []*Set{
		decodeFile(t, File{
			ActionItems: []ActionItem{
				act("Show", fr(1300), withSound(fr(700), "show.wav")),
				withReturn(act("Wave", fr(3300), withExit(fr(4700, 0, 60, 2, 20), 3), fr(0, 1, 50), fr(2100)), "Rest"),
				act("Rest", fr(9000)),
				act("Idle1", fr(3330, 1, 40), fr(0, 0, 30), fr(2500)),
				act("Idle2", fr(10000, 0, 25), fr(1700)),
				act("Idle3", fr(0, 0, 91), fr(5000)),
			},
			States: map[string][]string{"Showing": {"Show"}, "IdlingLevel1": {"Idle1", "Wave"},
				"IdlingLevel2": {"Idle2"}, "IdlingLevel3": {"Idle3", "Idle1"}},
		}),
		decodeFile(t, File{ActionItems: []ActionItem{act("Loop", fr(7000), fr(0, 0, 91), fr(3000, 0, 100))}}),
		decodeFile(t, File{ActionItems: []ActionItem{act("Show", fr(4000)), act("Nothing", fr(0))},
			States: map[string][]string{"Showing": {"Show"}, "IdlingLevel1": {"Nothing"}}}),
		decodeFile(t, File{ActionItems: []ActionItem{act("Once", fr(1000), fr(0), fr(2500))}}),
	}
}

// FuzzTickLengths plays a character with ticks of any length (negative,
// zero, 1 ns, hours, past the cap, math.MaxInt64) and requests between
// them, and checks the invariants of long ticks: no panic and no hang
// (a jump costs at most MaxExactTick of playback), time never goes back and
// Now is the saturated sum of the ticks, each tick's events lie inside it
// in order, the frame on screen is a frame with a duration, and Advance's
// bounded list is exactly the tail of what AdvanceFunc hands over.
func FuzzTickLengths(f *testing.F) {
	seed := func(setIdx byte, ticks ...int64) []byte {
		b := []byte{setIdx}
		for _, d := range ticks {
			b = binary.LittleEndian.AppendUint64(b, uint64(d))
		}
		return b
	}
	f.Add(seed(0, int64(time.Second/60), int64(25*time.Hour), int64(time.Second)))
	f.Add(seed(1, int64(MaxExactTick), int64(MaxExactTick+1), -1, math.MaxInt64))
	f.Add(seed(2, int64(100000*time.Hour), 0, 1, math.MaxInt64, math.MaxInt64))
	f.Add(seed(3, int64(time.Hour), math.MinInt64, int64(48*time.Hour)))
	f.Add(seed(0x40, int64(3*time.Hour), int64(2562047*time.Hour)))
	sets := fuzzTickSets(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 1 {
			return
		}
		set := sets[int(data[0]&3)]
		op := data[0] >> 2
		data = data[1:]
		opts := PlayerOptions{Seed: uint64(op), IdleDelay: time.Duration(op&7) * 3 * time.Second}
		if op&8 != 0 {
			opts.IdleDelay = -1
		}
		a, b := NewPlayer(set, opts), NewPlayer(set, opts)
		for _, p := range []*Player{a, b} {
			p.Play(set.Actions[0].Name)
			if op&16 != 0 {
				p.StartSpeaking()
			}
		}
		var stream []Event
		fn := func(e Event) { stream = append(stream, e) }
		now := time.Duration(0)
		for k := 0; k+8 <= len(data) && k < 8*8; k += 8 {
			dt := time.Duration(binary.LittleEndian.Uint64(data[k:]))
			switch data[k] % 5 { // requests between ticks, the same on both
			case 1:
				a.Exit()
				b.Exit()
			case 2:
				a.Interrupt(set.Actions[len(set.Actions)-1].Name)
				b.Interrupt(set.Actions[len(set.Actions)-1].Name)
			case 3:
				a.Stop()
				b.Stop()
			}
			stream = stream[:0]
			b.AdvanceFunc(dt, fn)
			got := a.Advance(dt)
			before := now
			now += min(max(dt, 0), math.MaxInt64-now)
			if a.Now() != now || b.Now() != now {
				t.Fatalf("tick %v: Now() = %v / %v, want %v", dt, a.Now(), b.Now(), now)
			}
			tail := stream[max(len(stream)-MaxEvents, 0):]
			if !slices.Equal(got, tail) || a.Dropped() != len(stream)-len(tail) {
				t.Fatalf("tick %v: Advance returned %d events (%d dropped), AdvanceFunc %d", dt, len(got), a.Dropped(), len(stream))
			}
			last := before
			if k == 0 {
				last = 0
			}
			for _, e := range stream {
				if e.Time < last || e.Time > now {
					t.Fatalf("tick %v from %v: event %+v out of order or outside the tick", dt, before, e)
				}
				last = e.Time
			}
			if ai, fi := a.Current(); ai >= 0 {
				if fi < 0 || fi >= len(set.Actions[ai].Frames) || set.Actions[ai].Frames[fi].Duration == 0 {
					t.Fatalf("tick %v: frame on screen %d/%d is not a frame with a duration", dt, ai, fi)
				}
			}
			if a.Playing() && (a.FrameTime() < 0 || a.FrameTime() > set.Actions[a.action].Frames[a.frame].Duration) {
				t.Fatalf("tick %v: %v into a frame of %v", dt, a.FrameTime(), set.Actions[a.action].Frames[a.frame].Duration)
			}
		}
	})
}

package actions

import (
	"bytes"
	"fmt"
	"runtime"
	"runtime/metrics"
	"sync/atomic"
	"testing"
	"time"
)

// loopSet is a character whose action loops forever through branches, as
// an idle or talking loop does: the steady state of a playing character.
func loopSet(t testing.TB) *Set {
	return decodeFile(t, File{ActionItems: []ActionItem{
		act("Loop", fr(100), fr(100, 0, 30), fr(80), withSound(fr(120), "tick.wav"), fr(0, 0, 100)),
	}})
}

const tick60 = time.Second / 60

func BenchmarkPlayerStep(b *testing.B) {
	set := loopSet(b)
	p := NewPlayer(set, PlayerOptions{Seed: 1, IdleDelay: -1})
	p.Play("Loop")
	for i := 0; i < 1000; i++ {
		p.Advance(tick60)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.Advance(tick60)
	}
}

func TestPlayerStepDoesNotAllocate(t *testing.T) {
	set := loopSet(t)
	p := NewPlayer(set, PlayerOptions{Seed: 1})
	p.Play("Loop")
	var list []Item
	_ = list
	if n := testing.AllocsPerRun(10000, func() {
		p.Advance(tick60)
	}); n != 0 {
		t.Fatalf("Advance allocates %v times per tick", n)
	}
}

// Item is only here so the draw-list check below reads naturally.
type Item = struct{}

func TestDrawListDoesNotAllocateInSteadyState(t *testing.T) {
	set := drawSet(t)
	p := NewPlayer(set, noIdle())
	p.Play("Speak")
	p.SetMouth(MouthClosed)
	dst := p.AppendDrawList(nil)
	if n := testing.AllocsPerRun(1000, func() { dst = p.AppendDrawList(dst[:0]) }); n != 0 {
		t.Fatalf("AppendDrawList allocates %v times", n)
	}
}

func BenchmarkPlayers10kOneTick(b *testing.B) {
	set := loopSet(b)
	players := make([]*Player, 10000)
	for i := range players {
		players[i] = NewPlayer(set, PlayerOptions{Seed: uint64(i), IdleDelay: -1})
		players[i].Play("Loop")
		players[i].Advance(time.Duration(i%400) * time.Millisecond)
	}
	// Ten seconds of play first: each player's event ring grows to the
	// most events its ticks make (random branches make a few rare ticks
	// with more) before the timer runs, so B/op is the steady state's.
	for range 600 {
		for _, p := range players {
			p.Advance(tick60)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, p := range players {
			p.Advance(tick60)
		}
	}
}

// largeActions writes an Actions.json of actions x frames, with images,
// branches and sounds, indented as editors write it: 1,000 x 20 is about
// 5 MB.
func largeActions(actions, frames int) []byte {
	var buf bytes.Buffer
	buf.WriteString("{\n  \"ActionItems\": [\n")
	for a := 0; a < actions; a++ {
		if a > 0 {
			buf.WriteString(",\n")
		}
		fmt.Fprintf(&buf, "    {\n      \"Name\": \"Action%04d\",\n      \"Return\": null,\n      \"Frames\": [\n", a)
		for f := 0; f < frames; f++ {
			if f > 0 {
				buf.WriteString(",\n")
			}
			sound := "null"
			if f == 0 {
				sound = `"Sounds/s.wav"`
			}
			branches := ""
			if f%5 == 4 {
				branches = fmt.Sprintf(`{"BranchTo": %d, "Probability": 30}, {"BranchTo": 0, "Probability": 20}`, f-2)
			}
			fmt.Fprintf(&buf, `        {
          "SoundEffect": %s,
          "Duration": %d,
          "ExitBranch": %d,
          "Images": [{"Filename": "Frames/%04d", "OffsetX": %d, "OffsetY": 0}],
          "Mouths": [],
          "Branches": [%s]
        }`, sound, 10+f, -1, (a*frames+f)%500, f%10, branches)
		}
		buf.WriteString("\n      ],\n      \"Reverse\": false,\n      \"ActionMenuSelected\": null\n    }")
	}
	buf.WriteString("\n  ],\n  \"States\": {\n    \"IdlingLevel1\": [\"Action0000\", \"Action0001\"]\n  }\n}\n")
	return buf.Bytes()
}

// peakHeap runs f while sampling the live heap, and returns the largest
// heap seen above the heap before f.
func peakHeap(f func()) uint64 {
	runtime.GC()
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(sample)
	base := sample[0].Value.Uint64()
	var peak atomic.Uint64
	done := make(chan struct{})
	stopped := make(chan struct{})
	go func() {
		s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
		for {
			select {
			case <-done:
				close(stopped)
				return
			default:
			}
			metrics.Read(s)
			if v := s[0].Value.Uint64(); v > peak.Load() {
				peak.Store(v)
			}
			time.Sleep(50 * time.Microsecond)
		}
	}()
	f()
	close(done)
	<-stopped
	if peak.Load() < base {
		return 0
	}
	return peak.Load() - base
}

func BenchmarkLoadLarge(b *testing.B) {
	data := largeActions(1000, 20)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		set, d := Decode("Actions.json", data, Options{})
		if d.HasErrors() || len(set.Actions) != 1000 {
			b.Fatal(d)
		}
	}
	b.ReportMetric(float64(len(data))/1e6, "file-MB")
}

// BenchmarkLoadLargePeakHeap measures the peak live heap of a load apart
// from its time: the sampler that watches the heap takes CPU of its own.
func BenchmarkLoadLargePeakHeap(b *testing.B) {
	data := largeActions(1000, 20)
	var peak uint64
	for i := 0; i < b.N; i++ {
		p := peakHeap(func() {
			set, d := Decode("Actions.json", data, Options{})
			if d.HasErrors() || len(set.Actions) != 1000 {
				b.Fatal(d)
			}
		})
		peak = max(peak, p)
	}
	b.ReportMetric(float64(peak)/1e6, "peak-heap-MB")
	b.ReportMetric(float64(peak)/float64(len(data)), "peak/file")
}

package tween

import "testing"

var sink float64

func TestValueDoesNotAllocate(t *testing.T) {
	for _, loop := range []bool{false, true} {
		tw := mustNew(t, -15, 15, 0.8, "ease-in-out", loop)
		e := 0.0
		if allocs := testing.AllocsPerRun(1000, func() {
			e += 0.01
			sink += tw.Value(e)
			if tw.Done(e) {
				sink++
			}
		}); allocs != 0 {
			t.Errorf("loop %v: %v allocs per Value+Done, want 0", loop, allocs)
		}
	}
}

func BenchmarkValue(b *testing.B) {
	for _, loop := range []bool{false, true} {
		name := "once"
		if loop {
			name = "loop"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			tw := mustNew(b, -15, 15, 0.8, "ease-in-out", loop)
			e, s := 0.0, 0.0
			for b.Loop() {
				e += 1.0 / 60
				if e > 1 && !loop {
					e = 0
				}
				s += tw.Value(e)
			}
			sink = s
		})
	}
}

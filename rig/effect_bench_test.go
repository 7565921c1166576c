package rig

import (
	"testing"
	"time"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// fountain edits the sparks into an effect that keeps about 1,000
// particles alive on a walking character: it loops, emitting 1,000 a
// second that live 1 s, with colour and size over lifetime.
func fountain(e map[string]any) {
	e["loop"], e["durationSeconds"], e["maxParticles"] = true, 1, 2000
	e["emissionRateMin"], e["emissionRateMax"] = 1000, 1000
	e["startLifetimeMin"], e["startLifetimeMax"] = 1, 1
	e["bursts"] = []any{}
	e["sizeOverLifetime"] = map[string]any{"enabled": true, "separateAxes": false, "x": map[string]any{
		"mode": "Curve", "multiplier": 1, "constantMin": 0, "constantMax": 1, "curveMin": []any{},
		"curveMax": []any{map[string]any{"time": 0, "value": 1, "inTangent": 0, "outTangent": -1}, map[string]any{"time": 1, "value": 0.2, "inTangent": -1, "outTangent": 0}}}}
}

// steadyFountain returns a player of the real walk with the fountain
// running in steady state (about 1,000 particles alive).
func steadyFountain(tb testing.TB) *Player {
	r, b := walkWithEffects(tb, fountain)
	p := NewPlayer(r)
	p.SetSeed(1)
	p.Play(b, 0)
	for i := 0; i < 120; i++ {
		p.Advance(time.Second / 60)
	}
	return p
}

// BenchmarkEffects measures one 60 Hz frame of a walking character with
// about 1,000 live particles: Advance (the clip, the emission, the deaths)
// and AppendDrawList (the pose, the particles' motion, colour and size,
// their place in the draw order), per frame and per particle.
func BenchmarkEffects(b *testing.B) {
	p := steadyFountain(b)
	var list drawlist.List
	list = p.AppendDrawList(list)
	n := len(p.Particles(nil))
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuTime()
	for i := 0; i < b.N; i++ {
		p.Advance(time.Second / 60)
		list = p.AppendDrawList(list[:0])
	}
	cpu = cpuTime() - cpu
	b.StopTimer()
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/particle")
	if cpu > 0 { // the process's CPU time, not the wall's: a loaded machine waits for a core
		b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N)/float64(n), "cpu-ns/particle")
	}
	b.ReportMetric(float64(n), "particles")
}

// TestEffects_NoAllocationsInSteadyState pins docs/effects.md#cost: a
// frame of a character with about 1,000 live particles allocates
// nothing.
func TestEffects_NoAllocationsInSteadyState(t *testing.T) {
	p := steadyFountain(t)
	if n := len(p.Particles(nil)); n < 900 || n > 1100 {
		t.Fatalf("%d particles alive, want about 1,000", n)
	}
	var list drawlist.List
	list = p.AppendDrawList(list)
	for i := 0; i < 60; i++ { // reach every buffer's high water
		p.Advance(time.Second / 60)
		list = p.AppendDrawList(list[:0])
	}
	if a := testing.AllocsPerRun(100, func() {
		p.Advance(time.Second / 60)
		list = p.AppendDrawList(list[:0])
	}); a != 0 {
		t.Errorf("%v allocations per frame, want 0", a)
	}
}

package rig

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestSincosDegMatchesLibrary compares the fast sine/cosine with
// math.Sincos at random angles and checks exactness at quarter turns.
func TestSincosDegMatchesLibrary(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 100000; n++ {
		deg := (rng.Float64()*2 - 1) * 2000
		if n%10 == 0 {
			deg = (rng.Float64()*2 - 1) * 1e8
		}
		s, c := sincosDeg(deg)
		ws, wc := math.Sincos(math.Mod(deg, 360) * math.Pi / 180)
		if math.Abs(s-ws) > 1e-14 || math.Abs(c-wc) > 1e-14 {
			t.Fatalf("sincosDeg(%v) = %v, %v; math.Sincos gives %v, %v", deg, s, c, ws, wc)
		}
	}
	for _, tc := range []struct{ deg, s, c float64 }{
		{0, 0, 1}, {90, 1, 0}, {180, 0, -1}, {270, -1, 0}, {360, 0, 1}, {-90, -1, 0}, {450, 1, 0}, {-180, 0, -1},
	} {
		if s, c := sincosDeg(tc.deg); s != tc.s || c != tc.c {
			t.Errorf("sincosDeg(%v) = %v, %v, want exactly %v, %v", tc.deg, s, c, tc.s, tc.c)
		}
	}
	if s, c := sincosDeg(1e300); !finite(s) || !finite(c) {
		t.Errorf("huge angle: %v %v", s, c)
	}
}

func BenchmarkSincosDeg(b *testing.B) {
	var acc float64
	for i := 0; b.Loop(); i++ {
		s, c := sincosDeg(float64(i&1023) * 0.37)
		acc += s + c
	}
	_ = acc
}

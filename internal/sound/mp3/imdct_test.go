package mp3

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestDCTIV18 compares the fast 18-point DCT-IV with its definition.
func TestDCTIV18(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for trial := 0; trial < 100; trial++ {
		var in [18]float32
		for i := range in {
			in[i] = float32(rng.Float64()*2 - 1)
		}
		var got [18]float32
		dctIV18(&in, &got)
		for n := 0; n < 18; n++ {
			var want float64
			for k := 0; k < 18; k++ {
				want += float64(in[k]) * math.Cos(math.Pi/18*(float64(n)+0.5)*(float64(k)+0.5))
			}
			if d := math.Abs(float64(got[n]) - want); d > 1e-5 {
				t.Fatalf("c[%d] = %v, want %v", n, got[n], want)
			}
		}
	}
}

// TestDCT32 compares the fast 32-point DCT-II with its definition.
func TestDCT32(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	for trial := 0; trial < 100; trial++ {
		var x, in [32]float32
		for i := range x {
			x[i] = float32(rng.Float64()*2 - 1)
		}
		in = x
		dct32(&x)
		for j := 0; j < 32; j++ {
			var want float64
			for k := 0; k < 32; k++ {
				want += float64(in[k]) * math.Cos(math.Pi*float64(j)*float64(2*k+1)/64)
			}
			if d := math.Abs(float64(x[j]) - want); d > 1e-4 {
				t.Fatalf("X[%d] = %v, want %v", j, x[j], want)
			}
		}
	}
}

package curve

import (
	"sync"
	"testing"
)

// TestCurveIsSafeToShare evaluates one shared curve of each interpolation
// from several goroutines and checks every result against a serial run
// (run with -race to check for data races too).
func TestCurveIsSafeToShare(t *testing.T) {
	for name, c := range benchCurves(t) {
		want := make([]float64, 512)
		for i := range want {
			want[i] = c.Eval(float64(i) / 511)
		}
		var wg sync.WaitGroup
		errs := make(chan string, 8)
		for g := 0; g < 8; g++ {
			wg.Add(1)
			go func(g int) {
				defer wg.Done()
				for n := 0; n < 20; n++ {
					for i := range want {
						j := (i + g*61) % len(want)
						if got := c.Eval(float64(j) / 511); got != want[j] {
							errs <- name
							return
						}
					}
				}
			}(g)
		}
		wg.Wait()
		close(errs)
		for e := range errs {
			t.Fatalf("%s: a concurrent Eval differed from the serial one", e)
		}
	}
}

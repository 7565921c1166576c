package rig

import (
	"testing"

	"github.com/rigplay/rigplay/rig/curve"
)

// TestRule4_DefaultCrossFadeIsEaseInOut pins the default of
// docs/rig.md#cross-fades: a cross-fade is weighted by the ease-in-out
// preset, not linearly.
func TestRule4_DefaultCrossFadeIsEaseInOut(t *testing.T) {
	preset, ok := curve.Preset("ease-in-out")
	if !ok {
		t.Fatal("no ease-in-out preset")
	}
	w := DefaultWeighting()
	for _, x := range []float64{0, 0.1, 0.25, 0.5, 0.75, 0.9, 1} {
		if got, want := w.Eval(x), preset.Eval(x); got != want {
			t.Errorf("default weighting at %v = %v, ease-in-out gives %v", x, got, want)
		}
	}
	// Eased, not linear: slow at both ends.
	if w.Eval(0.25) >= 0.2 || w.Eval(0.75) <= 0.8 {
		t.Errorf("default weighting at 0.25 / 0.75 = %v / %v: not eased", w.Eval(0.25), w.Eval(0.75))
	}
	// A player with no weighting set uses it.
	p := &Player{track: track{mixDur: 1, mixT: 0.25}}
	if got := p.weight(); got != preset.Eval(0.25) {
		t.Errorf("a player's weight a quarter into a fade = %v, want %v", got, preset.Eval(0.25))
	}
}

// TestRule4_SortingOrderSwitchesAtHalfWeight pins the project's choice for
// the one stepped channel: during a cross-fade the sorting order is the
// outgoing clip's below weight 0.5 and the incoming one's from 0.5 on,
// while the other channels blend.
func TestRule4_SortingOrderSwitchesAtHalfWeight(t *testing.T) {
	for _, tc := range []struct {
		w         float64
		order, px float64
	}{
		{0, 10, 0},
		{0.25, 10, 0.5},
		{0.4999, 10, 0.9998},
		{0.5, 20, 1},
		{0.75, 20, 1.5},
		{1, 20, 2},
	} {
		from := []channels{{}}
		to := []channels{{}}
		from[0][chOrder], to[0][chOrder] = 10, 20
		from[0][chPosX], to[0][chPosX] = 0, 2
		blend(from, to, tc.w)
		if to[0][chOrder] != tc.order || !near(to[0][chPosX], tc.px, 1e-12) {
			t.Errorf("w=%v: order %v, x %v; want order %v, x %v", tc.w, to[0][chOrder], to[0][chPosX], tc.order, tc.px)
		}
	}
}

package core

import (
	"testing"
	"unicode/utf8"
)

// monoWidths are the widths of lines in Go Mono at size px at each of
// HelpScales (its advance is 0.6 em).
func monoWidths(lines []string, px float64) *HelpWidths {
	var w HelpWidths
	for i, s := range HelpScales {
		for _, l := range lines {
			w[i] = append(w[i], float64(utf8.RuneCountInString(l))*0.6*px*s)
		}
	}
	return &w
}

// TestFitHelpFitsTheWindow: the help's lines (the title and HelpLines)
// fit inside textBox's margins of every window from the smallest a user
// runs (640x480) up, at 1x and 2x; at the interface's size where there
// is room, never under 0.75 of it; every line is in one column.
func TestFitHelpFitsTheWindow(t *testing.T) {
	lines := append([]string{"Controls"}, HelpLines()...)
	for _, tc := range []struct {
		w, h   int
		dsf    float64
		full   bool // at the interface's text size
		twoCol bool
	}{
		{640, 480, 1, false, false},
		{800, 600, 1, true, false},
		{1100, 720, 1, true, false},
		{1280, 720, 1, true, false},
		{1280, 480, 1, true, true}, // wide and low: two columns
		{1280, 960, 2, false, false},
		{2560, 1440, 2, true, false},
	} {
		px := FontSize * tc.dsf
		m, pad := 8*tc.dsf, 8*tc.dsf
		roomW, roomH := float64(tc.w)-2*m, float64(tc.h)-2*m
		f := FitHelp(monoWidths(lines, px), 1.35*px, pad, 2*px, roomW, roomH)
		if !f.Fits || f.W > roomW || f.H > roomH {
			t.Errorf("%dx%d@%g: help %.0fx%.0f does not fit %.0fx%.0f (%+v)", tc.w, tc.h, tc.dsf, f.W, f.H, roomW, roomH, f)
		}
		if f.Index < 0 || f.Index >= len(HelpScales) {
			t.Errorf("%dx%d@%g: scale %g (index %d)", tc.w, tc.h, tc.dsf, f.Scale(), f.Index)
		}
		if tc.full != (f.Scale() == 1) || tc.twoCol != (f.Cols == 2) {
			t.Errorf("%dx%d@%g: scale %g, %d columns; want full size %v, two columns %v", tc.w, tc.h, tc.dsf, f.Scale(), f.Cols, tc.full, tc.twoCol)
		}
		n := 0
		for c := range f.Cols {
			from, to := f.HelpColumn(c, len(lines))
			if from != n || to-from > f.Rows {
				t.Errorf("%dx%d@%g: column %d holds lines [%d, %d) of %d rows after %d", tc.w, tc.h, tc.dsf, c, from, to, f.Rows, n)
			}
			n = to
		}
		if n != len(lines) {
			t.Errorf("%dx%d@%g: the columns hold %d of %d lines", tc.w, tc.h, tc.dsf, n, len(lines))
		}
	}
}

// TestFitHelpColumns: two columns side by side, the second gap after the
// first's widest line; a room too small for anything gets the smallest
// one column, not fitting.
func TestFitHelpColumns(t *testing.T) {
	var w HelpWidths
	for i, s := range HelpScales {
		w[i] = []float64{100 * s, 40 * s, 60 * s, 80 * s}
	}
	f := FitHelp(&w, 10, 5, 20, 300, 40)
	if !f.Fits || f.Cols != 2 || f.Rows != 2 || f.Scale() != 1 {
		t.Fatalf("got %+v, want two columns of 2 at full size", f)
	}
	if x := f.ColumnX(w[f.Index], 20, 1); x != 120 {
		t.Errorf("second column at %g, want 120", x)
	}
	if f.W != 100+20+80+10 || f.H != 2*10+10 {
		t.Errorf("box %gx%g, want 210x30", f.W, f.H)
	}
	f = FitHelp(&w, 10, 5, 20, 50, 20)
	if f.Fits || f.Cols != 1 || f.Index != len(HelpScales)-1 {
		t.Errorf("in no room got %+v, want the smallest one column, not fitting", f)
	}
}

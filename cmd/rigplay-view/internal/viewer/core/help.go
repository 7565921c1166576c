package core

import "math"

// HelpScales are the text sizes the help overlay tries, as fractions of
// the interface's, largest first (docs/viewer.md#keys): the smallest is
// still 9.75 px at the 13 px interface size.
var HelpScales = [...]float64{1, 0.94, 0.88, 0.82, 0.75}

// HelpWidths are the help lines' widths at each of HelpScales (text
// does not scale exactly with its size: faces round their advances).
type HelpWidths [len(HelpScales)][]float64

// HelpFit is how the help overlay's lines are laid out: their text size
// (HelpScales[Index], see Scale), the number of columns and of
// lines in each (the lines fill the first column, then the next), and
// the box's size with its padding. Fits is false when even the smallest
// size does not fit the room (the box is then its smallest one column).
type HelpFit struct {
	Index      int
	Cols, Rows int
	W, H       float64
	Fits       bool
}

// FitHelp lays out lines whose widths at each text size are widths,
// lineH apart (at the interface's size), in a box padded by pad with
// columns gap apart (at the interface's size), to fit room (w x h): the
// largest of HelpScales at which one column fits, else two side by
// side, so that every line is readable whole in the smallest window the
// viewer is run in (640x480). Line height and gap scale with the text;
// the padding does not.
func FitHelp(widths *HelpWidths, lineH, pad, gap, roomW, roomH float64) HelpFit {
	var last HelpFit
	for i := range HelpScales {
		for cols := 1; cols <= 2; cols++ {
			f := helpBox(widths[i], lineH, pad, gap, i, cols)
			if f.W <= roomW && f.H <= roomH {
				f.Fits = true
				return f
			}
			if cols == 1 {
				last = f
			}
		}
	}
	return last
}

// Scale is the lines' text size, a fraction of the interface's.
func (f HelpFit) Scale() float64 { return HelpScales[f.Index] }

// HelpColumn returns the lines of column c of f (a range of the lines
// of n in all).
func (f HelpFit) HelpColumn(c, n int) (from, to int) {
	from = min(n, c*f.Rows)
	return from, min(n, from+f.Rows)
}

// helpBox is the box of the lines in cols columns at HelpScales[i]:
// the columns side by side (ColumnX past the last one, less its gap).
func helpBox(widths []float64, lineH, pad, gap float64, i, cols int) HelpFit {
	rows := int(math.Ceil(float64(len(widths)) / float64(cols)))
	f := HelpFit{Index: i, Cols: cols, Rows: rows}
	f.W = f.ColumnX(widths, gap, cols) - gap*f.Scale() + 2*pad
	f.H = float64(rows)*lineH*f.Scale() + 2*pad
	return f
}

// ColumnX returns where column c of f starts, from the box's left edge
// inside its padding, for the lines' widths at f's size (FitHelp's
// widths[f.Index]) and FitHelp's gap.
func (f HelpFit) ColumnX(widths []float64, gap float64, c int) float64 {
	x := 0.0
	for k := range min(c, f.Cols) {
		from, to := f.HelpColumn(k, len(widths))
		cw := 0.0
		for _, w := range widths[from:to] {
			cw = max(cw, w)
		}
		x += cw + gap*f.Scale()
	}
	return x
}

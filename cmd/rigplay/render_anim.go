package main

import (
	"errors"
	"fmt"
	"image"
	"image/gif"
	"io"
	"math"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/drawlist"
	"github.com/rigplay/rigplay/engine/softrender"
	"github.com/rigplay/rigplay/internal/limits"
	"github.com/rigplay/rigplay/internal/safeout"
)

// gifFrames is how many frames the GIF of cfg has.
func gifFrames(cfg renderConfig) int {
	return max(int(math.Ceil(float64(cfg.length)*float64(cfg.fps)/float64(time.Second))), 1)
}

// gifLists plays p for cfg.length at cfg.fps and returns the draw list of
// each GIF frame.
func gifLists(p *character.Player, cfg renderConfig) []drawlist.List {
	n := gifFrames(cfg)
	lists := make([]drawlist.List, 0, n)
	var prev time.Duration
	for i := 0; i < n; i++ {
		lists = append(lists, p.AppendDrawList(nil))
		// Frame i+1 shows time (i+1)/fps exactly: the steps sum without drift.
		next := time.Duration(int64(i+1) * int64(time.Second) / int64(cfg.fps))
		advanceIn(p, next-prev, cfg.tick)
		prev = next
	}
	return lists
}

// writeGIF draws the lists and writes them as an animated GIF at cfg.fps
// with a median-cut palette; transparency is kept (index 0).
func writeGIF(set *safeout.Set, name string, r *frameRenderer, lists []drawlist.List, cfg renderConfig) error {
	frames := make([]*image.RGBA, 0, len(lists))
	for _, l := range lists {
		frames = append(frames, r.draw(l))
	}
	q := softrender.NewQuantizer(softrender.MedianCut(frames, 256))
	g := &gif.GIF{}
	for i, f := range frames {
		g.Image = append(g.Image, q.Paletted(f))
		// Delays are in 1/100 s; rounding the running total keeps the
		// GIF's clock on time.
		d := int(math.Round(float64(i+1)*100/float64(cfg.fps))) - int(math.Round(float64(i)*100/float64(cfg.fps)))
		g.Delay = append(g.Delay, d)
		g.Disposal = append(g.Disposal, gif.DisposalBackground)
	}
	return set.Write(name, func(w io.Writer) error { return gif.EncodeAll(w, g) })
}

// writeSheet draws lists (every frame of the action, for frame
// characters, or of the clip at its frame rate, for rigged ones) in a
// grid, row by row.
func writeSheet(set *safeout.Set, name string, r *frameRenderer, lists []drawlist.List) error {
	cols := int(math.Ceil(math.Sqrt(float64(len(lists)))))
	rows := (len(lists) + cols - 1) / cols
	w, h := r.size.X, r.size.Y
	if W, H := int64(w)*int64(cols), int64(h)*int64(rows); W > limits.CanvasMaxSide || H > limits.CanvasMaxSide {
		return fmt.Errorf("a %dx%d sheet is over the limit of %d pixels a side; use a smaller --scale", W, H, limits.CanvasMaxSide)
	} else if n := sheetBytesPerPixel*W*H + stillBytesPerPixel*int64(w)*int64(h); n > limits.CanvasBudgetBytes {
		return fmt.Errorf("a %dx%d sheet takes %d bytes to draw, over the limit of %d bytes; use a smaller --scale", W, H, n, limits.CanvasBudgetBytes)
	}
	sheet := image.NewNRGBA(image.Rect(0, 0, w*cols, h*rows))
	for i, l := range lists {
		cell := r.drawExact(l)
		at := image.Pt(i%cols*w, i/cols*h)
		for y := 0; y < h; y++ { // straight copy: no premultiplied round trip
			copy(sheet.Pix[sheet.PixOffset(at.X, at.Y+y):], cell.Pix[cell.PixOffset(0, y):cell.PixOffset(w, y)])
		}
	}
	return writePNG(set, name, sheet)
}

// sheetLists returns the draw list of each cell of a sheet.
func sheetLists(c *character.Character, cfg renderConfig) ([]drawlist.List, error) {
	if !cfg.clipMode(c) {
		a, err := frameAction(c, cfg)
		if err != nil {
			return nil, err
		}
		var out []drawlist.List
		for f, fr := range c.Actions.Actions[a].Frames {
			if len(out) == maxSheetCells {
				break
			}
			if fr.Duration == 0 {
				continue // never on screen (docs/actions.md#zero-length-frames)
			}
			out = append(out, c.AppendFrame(nil, a, f, actions.MouthNone))
		}
		if len(out) == 0 {
			return nil, fmt.Errorf("action %q has no frame that is ever drawn (all last 0)", c.Actions.Actions[a].Name)
		}
		return out, nil
	}
	p, err := newRenderPlayer(c, cfg)
	if err != nil {
		return nil, err
	}
	i := p.Clip()
	if i < 0 {
		return nil, errors.New("--sheet needs a clip (the character has none)")
	}
	cl := c.Clips[i].Clip
	n := clipFrames(cl.Duration, cl.FrameRate, cl.Loop)
	cells := min(n, maxSheetCells)
	if !cfg.noEffects && len(c.ClipList()[i].Effects) > 0 {
		// Each cell plays the clip from its start in --tick ticks.
		var spans []span
		for k := 0; k < cells; k++ {
			spans = append(spans, span{"--sheet's clip frames", sheetCellTime(k, n, cells, cl.FrameRate)})
		}
		if msg := checkTicks(cfg.tick, spans...); msg != "" {
			return nil, errors.New(msg)
		}
	}
	var out []drawlist.List
	for k := 0; k < cells; k++ {
		if err := cfg.toClipTime(c, p, sheetCellTime(k, n, cells, cl.FrameRate)); err != nil {
			return nil, err
		}
		out = append(out, p.AppendDrawList(nil))
	}
	return out, nil
}

// sheetCellTime is the clip time of cell k of a sheet of cells of a clip
// of n frames at rate.
func sheetCellTime(k, n, cells int, rate float64) time.Duration {
	frame := k * n / cells
	return time.Duration(float64(frame) / clipRate(rate) * float64(time.Second))
}

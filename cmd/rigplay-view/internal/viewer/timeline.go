package viewer

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// The timeline strip (docs/viewer.md#timeline): the model is
// core.Timeline; this file builds it from the catalogue, draws it and
// seeks with it.

// timelineKey is what the cached timeline was built from: a reload (a
// new generation), another action or clip, or another bar builds it
// again, so an edited duration moves the marks at once.
type timelineKey struct {
	gen          uint64
	action, clip int
	bar          image.Rectangle
	dsf          float64
}

// timelineSlop is how far off the bar (device-independent pixels) a press
// still seeks.
const timelineSlop = 6

// Colors of the timeline.
var (
	colTimeline   = color.NRGBA{0x10, 0x12, 0x16, 0xd8}
	colSegA       = color.NRGBA{0x3a, 0x42, 0x50, 0xff}
	colSegB       = color.NRGBA{0x46, 0x50, 0x60, 0xff}
	colSegNow     = color.NRGBA{0x2f, 0x6f, 0xb8, 0xff}
	colSegHover   = color.NRGBA{0x5a, 0x66, 0x7a, 0xff}
	colBranch     = color.NRGBA{0x7f, 0xe0, 0x90, 0xff}
	colExit       = color.NRGBA{0xff, 0x90, 0x50, 0xff}
	colKey        = color.NRGBA{0xb0, 0xb8, 0xc8, 0xff}
	colEvent      = color.NRGBA{0x7f, 0xc8, 0xff, 0xff}
	colSoundMark  = color.NRGBA{0xff, 0xe0, 0x60, 0xff}
	colZeroLength = color.NRGBA{0x80, 0x40, 0x40, 0xff}
)

// timelineShown reports whether something plays that the timeline shows:
// a frame character's action on screen or a rigged character's clip.
func (g *Game) timelineShown() bool {
	if g.player == nil {
		return false
	}
	if a, _ := g.player.Current(); a >= 0 && a < len(g.acts) {
		return true
	}
	i := g.player.Clip()
	return i >= 0 && i < len(g.clips)
}

// timeline returns the timeline of what plays now on the layout's bar,
// built again only when what it shows changed (timelineKey).
func (g *Game) timeline() *core.Timeline {
	key := timelineKey{gen: g.gen, action: -1, clip: -1, bar: g.layout.TimeBar, dsf: g.dsf}
	if g.player != nil {
		if a, _ := g.player.Current(); a >= 0 && a < len(g.acts) {
			key.action = a
		} else if i := g.player.Clip(); i >= 0 && i < len(g.clips) {
			key.clip = i
		}
	}
	if key == g.tlKey && g.tlBuilt {
		return &g.tl
	}
	g.tlKey, g.tlBuilt = key, true
	switch {
	case key.action >= 0:
		g.tl = core.ActionTimeline(&g.acts[key.action], key.bar, g.dsf)
	case key.clip >= 0:
		g.tl = core.ClipTimeline(&g.clips[key.clip], key.bar)
	default:
		g.tl = core.Timeline{Bar: key.bar}
	}
	return &g.tl
}

// timelineReadout is the timeline's numbers now ("" when it shows
// nothing).
func (g *Game) timelineReadout() string {
	if !g.timelineShown() {
		return ""
	}
	tl := g.timeline()
	if g.tlKey.action >= 0 {
		_, f := g.player.Current()
		return core.ActionReadout(&g.acts[g.tlKey.action], tl, f, g.frameTime())
	}
	return core.ClipReadout(&g.clips[g.tlKey.clip], g.player.ClipTime())
}

// frameTime is the time into the frame on screen (its duration while it
// is held).
func (g *Game) frameTime() time.Duration {
	a, f := g.player.Current()
	if a < 0 || a >= len(g.acts) || f < 0 || f >= len(g.acts[a].Frames) {
		return 0
	}
	if g.player.Holding() {
		return g.acts[a].Frames[f].Duration
	}
	return g.player.FrameTime()
}

// playheadX is the playhead's x on the bar.
func (g *Game) playheadX(tl *core.Timeline) float64 {
	_, f := g.player.Current()
	return tl.PlayheadX(f, g.frameTime(), g.player.ClipTime())
}

// pressTimeline starts a seek when the press at (x, y) is on the bar: the
// player pauses while the button is held (scrubWasPaused restores it).
func (g *Game) pressTimeline(x, y int) bool {
	if g.player == nil || !g.timelineShown() {
		return false
	}
	tl := g.timeline()
	if !tl.In(x, y, int(timelineSlop*g.dsf)) {
		return false
	}
	g.drag = dragScrub
	g.scrubWasPaused = g.player.Paused()
	g.player.SetPaused(true)
	g.seekTimeline(x)
	return true
}

// seekTimeline seeks to the bar's x: the frame there and the time into
// it (a frame character), or the clip time there.
func (g *Game) seekTimeline(x int) {
	if g.player == nil || !g.timelineShown() {
		return
	}
	tl := g.timeline()
	if tl.Frames != nil {
		f, into := tl.FrameAt(float64(x))
		_ = g.player.SeekFrame(f, into)
		return
	}
	_ = g.player.Seek(tl.Time(float64(x)))
}

// drawTimeline draws the strip: the frames (their durations written in
// them, the one on screen highlighted) or the clip's keys, events and
// effect triggers, the playhead, the readout, and for the hovered frame
// its branches and exit branch as arrows.
func (g *Game) drawTimeline(screen *ebiten.Image) {
	r := g.layout.Timeline
	if r.Empty() || !g.timelineShown() {
		return
	}
	tl := g.timeline()
	bar := tl.Bar
	fillRect(screen, r, colTimeline)
	f := g.fonts.at(g.layout.FontSize * 0.9)
	mx, my := ebiten.CursorPosition()
	hovered := tl.In(mx, my, int(timelineSlop*g.dsf))
	if tl.Frames != nil {
		g.drawFrames(screen, tl, f, mx, hovered)
	} else {
		g.drawMarks(screen, tl, f, mx, hovered)
	}
	// The playhead: a line across the bar with a knob on top.
	x := float32(g.playheadX(tl))
	w := float32(2 * g.dsf)
	vector.DrawFilledRect(screen, x-w/2, float32(bar.Min.Y)-2*w, w, float32(bar.Dy())+3*w, colScrubPos, false)
	vector.DrawFilledCircle(screen, x, float32(bar.Min.Y)-2*w, 3*w, colScrubPos, true)
	// The readout, in the strip's top-left corner.
	pad := 4 * g.dsf
	drawText(screen, g.timelineReadout(), f.code, float64(bar.Min.X), float64(r.Min.Y)+pad, colText)
}

// drawFrames draws an action's segments.
func (g *Game) drawFrames(screen *ebiten.Image, tl *core.Timeline, f *fonts, mx int, hovered bool) {
	bar := tl.Bar
	_, now := g.player.Current()
	hover := -1
	if hovered {
		hover, _ = tl.FrameAt(float64(mx))
	}
	gap := float32(g.dsf)
	y0, h := float32(bar.Min.Y), float32(bar.Dy())
	for i := range tl.Frames {
		s := &tl.Frames[i]
		c := colSegA
		switch {
		case i == now:
			c = colSegNow
		case i == hover:
			c = colSegHover
		case s.Duration <= 0:
			c = colZeroLength
		case i%2 == 1:
			c = colSegB
		}
		x0, x1 := float32(s.X0)+gap/2, float32(s.X1)-gap/2
		if x1 <= x0 {
			x1 = x0 + gap
		}
		vector.DrawFilledRect(screen, x0, y0, x1-x0, h, c, false)
		// Marks along the top: a sound starts (yellow), the frame
		// branches (green), it has an exit branch (orange).
		m := 3 * gap
		if s.Sound {
			vector.DrawFilledRect(screen, x0, y0, min(m, x1-x0), m, colSoundMark, false)
		}
		if len(s.Branches) > 0 {
			vector.DrawFilledRect(screen, x0, y0+h-m, min(m, x1-x0), m, colBranch, false)
		}
		if s.ExitBranch >= 0 {
			vector.DrawFilledRect(screen, max(x0, x1-m), y0+h-m, min(m, x1-x0), m, colExit, false)
		}
		// The duration, when it fits.
		label := strconv.FormatInt(s.Duration.Milliseconds(), 10)
		if tw := textWidth(label, f.code); float64(x1-x0) > tw+4*g.dsf {
			drawText(screen, label, f.code, float64(x0+x1)/2-tw/2, float64(y0)+(float64(h)-f.lineHeight())/2+f.size*0.1, colText)
		}
	}
	if hover < 0 {
		return
	}
	// The hovered frame: its number and duration above the bar, and
	// its branches (green, with their chance) and exit branch (orange)
	// as arcs to the frames they go to.
	s := &tl.Frames[hover]
	g.tlArrows = tl.Arrows(g.tlArrows, hover)
	for _, a := range g.tlArrows {
		c, label := colBranch, fmt.Sprintf("%d%%", a.Percent)
		if a.Exit {
			c, label = colExit, "exit"
		}
		g.drawArc(screen, a.FromX, a.ToX, float64(bar.Min.Y), c, label, f)
	}
	info := fmt.Sprintf("frame %d: %d ms", hover+1, s.Duration.Milliseconds())
	if len(s.Branches) > 0 || s.ExitBranch >= 0 {
		info += "  (branches green, exit orange)"
	}
	tw := textWidth(info, f.code)
	x := min(max(float64(mx)-tw/2, float64(bar.Min.X)), float64(bar.Max.X)-tw)
	y := float64(g.layout.Timeline.Min.Y) - f.lineHeight() - 2*g.dsf
	if len(g.tlArrows) > 0 {
		y -= g.arcHeight(bar.Dx())
	}
	vector.DrawFilledRect(screen, float32(x)-2, float32(y), float32(tw)+4, float32(f.lineHeight()), colLabel, false)
	drawText(screen, info, f.code, x, y, colText)
}

// arcHeight is the tallest an arrow's arc rises above the bar.
func (g *Game) arcHeight(barW int) float64 { return min(60*g.dsf, float64(barW)/4) }

// drawArc draws an arrow from x0 to x1 as an arc rising above the bar's
// top y, its head at x1, label at its top. An arrow to its own frame is a
// small loop.
func (g *Game) drawArc(screen *ebiten.Image, x0, x1, y float64, c color.Color, label string, f *fonts) {
	d := math.Abs(x1 - x0)
	rise := min(g.arcHeight(g.layout.TimeBar.Dx()), 12*g.dsf+d/3)
	if d < 1 {
		// A branch back to the frame itself: a loop over it.
		x0, x1 = x0-6*g.dsf, x0+6*g.dsf
		rise = 14 * g.dsf
	}
	const n = 24
	w := float32(1.5 * g.dsf)
	px, py := x0, y
	for i := 1; i <= n; i++ {
		t := float64(i) / n
		// A quadratic curve through the control point above the middle.
		cx, cy := (x0+x1)/2, y-2*rise
		qx := (1-t)*(1-t)*x0 + 2*(1-t)*t*cx + t*t*x1
		qy := (1-t)*(1-t)*y + 2*(1-t)*t*cy + t*t*y
		vector.StrokeLine(screen, float32(px), float32(py), float32(qx), float32(qy), w, c, true)
		px, py = qx, qy
	}
	// The head: two short strokes at x1, pointing down.
	hs := float32(5 * g.dsf)
	vector.StrokeLine(screen, float32(x1), float32(y), float32(x1)-hs, float32(y)-hs, w, c, true)
	vector.StrokeLine(screen, float32(x1), float32(y), float32(x1)+hs, float32(y)-hs, w, c, true)
	tw := textWidth(label, f.code)
	lx, ly := (x0+x1)/2-tw/2, y-rise-f.lineHeight()
	vector.DrawFilledRect(screen, float32(lx)-2, float32(ly), float32(tw)+4, float32(f.lineHeight()), colLabel, false)
	drawText(screen, label, f.code, lx, ly, c)
}

// drawMarks draws a clip's bar: keys as ticks, events and effect
// triggers as taller marks, the one hovered or near the playhead named.
func (g *Game) drawMarks(screen *ebiten.Image, tl *core.Timeline, f *fonts, mx int, hovered bool) {
	bar := tl.Bar
	fillRect(screen, bar, colScrub)
	px := g.playheadX(tl)
	vector.DrawFilledRect(screen, float32(bar.Min.X), float32(bar.Min.Y), float32(px)-float32(bar.Min.X), float32(bar.Dy()), colSegNow, false)
	w := float32(g.dsf)
	y0, h := float32(bar.Min.Y), float32(bar.Dy())
	// Keys (short ticks at the bottom), then effect triggers (pink, the
	// bar's height), then events (blue, over a trigger at their time).
	for _, kind := range [...]core.MarkKind{core.MarkKey, core.MarkTrigger, core.MarkEvent} {
		for _, m := range tl.Marks {
			if m.Kind != kind {
				continue
			}
			x := float32(m.X)
			switch m.Kind {
			case core.MarkKey:
				vector.DrawFilledRect(screen, x-w/2, y0+h*2/3, w, h/3, colKey, false)
			case core.MarkEvent:
				vector.DrawFilledRect(screen, x-w, y0, 2*w, h/2, colEvent, false)
			case core.MarkTrigger:
				vector.DrawFilledRect(screen, x-w, y0, 2*w, h, colTrigger, false)
			}
		}
	}
	// Name the mark under the pointer, else the one near the playhead.
	k := -1
	if hovered {
		k = tl.MarkNear(float64(mx), 6*g.dsf)
	}
	if k < 0 && tl.Length > 0 {
		k = tl.MarkNear(px, core.TriggerWindow/tl.Length.Seconds()*float64(bar.Dx()))
	}
	if k < 0 {
		return
	}
	// Every event and trigger at that time, events first.
	m := tl.Marks[k]
	c := colEvent
	label := ""
	for _, kind := range [...]core.MarkKind{core.MarkEvent, core.MarkTrigger} {
		for _, o := range tl.Marks {
			if o.Kind != kind || o.Time != m.Time {
				continue
			}
			if label != "" {
				label += "; "
			}
			if kind == core.MarkTrigger {
				label += "VFX " + o.Label
				if m.Kind == core.MarkTrigger {
					c = colTrigger
				}
			} else {
				label += o.Label
			}
		}
	}
	label = fmt.Sprintf("%s  %.2f s", label, m.Time.Seconds())
	tw := textWidth(label, f.code)
	x := min(max(m.X-tw/2, float64(bar.Min.X)), float64(bar.Max.X)-tw)
	y := float64(g.layout.Timeline.Min.Y) - f.lineHeight() - 2*g.dsf
	vector.DrawFilledRect(screen, float32(x)-2, float32(y), float32(tw)+4, float32(f.lineHeight()), colLabel, false)
	drawText(screen, label, f.code, x, y, c)
}

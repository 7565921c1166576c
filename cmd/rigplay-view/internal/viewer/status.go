package viewer

import (
	"math"
	"os"
	"runtime"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
	"github.com/rigplay/rigplay/engine/diag"
)

// queueStatus queues a status line of event, written after the next frame
// is drawn (so that "reload" means the new data is on screen).
func (g *Game) queueStatus(event string) {
	if g.status == nil {
		return
	}
	g.pending = append(g.pending, core.Status{Event: event})
}

// queueReply queues a control reply: ok, or fail with a message.
func (g *Game) queueReply(err error) {
	if g.status == nil {
		return
	}
	if err != nil {
		g.pending = append(g.pending, core.Status{Event: "fail", Message: err.Error()})
		return
	}
	g.pending = append(g.pending, core.Status{Event: "ok"})
}

// fillStatus completes s with what is on screen.
func (g *Game) fillStatus(s core.Status) core.Status {
	s.Gen, s.Frame = g.gen, g.frames
	s.Errors = diagLines(g.allErrs())
	s.Banner = g.allErrs().HasErrors()
	s.Zoom = g.view.Zoom
	s.LoadMs = float64(g.took.Microseconds()) / 1000
	s.SwapTick, s.Tick = g.swapTick, g.ticks
	s.Sound = g.soundOff
	if g.overlays.HUD && !g.hudBox.Empty() {
		b := g.hudBox // empty while the help keeps it off (helpPlace)
		s.HUDBox = []int{b.Min.X, b.Min.Y, b.Max.X, b.Max.Y}
	}
	if g.overlays.Help && g.desk == nil {
		b := g.helpBox
		s.HelpBox = []int{b.Min.X, b.Min.Y, b.Max.X, b.Max.Y}
	}
	s.ActionFrame = -1
	if g.char == nil {
		return s
	}
	s.Character = g.name()
	for _, a := range g.acts {
		s.Actions = append(s.Actions, a.Label)
	}
	for _, r := range g.rows {
		if r.Kind == core.RowClip {
			s.Clips = append(s.Clips, r.Name)
		}
	}
	if a, f := g.player.Current(); a >= 0 {
		s.Action, s.ActionFrame = g.player.CurrentAction(), f
	}
	if i := g.player.Clip(); i >= 0 {
		s.Clip, s.ClipTime = g.clips[i].Name, g.player.ClipTime().Seconds()
	}
	s.Worn = g.player.Worn()
	s.Speed, s.Paused = g.player.Speed(), g.player.Paused()
	s.Physics = g.physicsLine()
	s.Effects, s.Particles = g.effectsLine()
	s.Trigger = g.triggerLine()
	if !g.layout.Timeline.Empty() && g.timelineShown() {
		tl := g.timeline()
		s.Timeline = g.timelineReadout()
		b := tl.Bar
		s.TimeBar = []int{b.Min.X, b.Min.Y, b.Max.X, b.Max.Y}
		for _, sg := range tl.Frames {
			s.TimeSegments = append(s.TimeSegments, int(math.Round(sg.X0)))
		}
		for _, m := range tl.Marks {
			s.TimeMarks = append(s.TimeMarks, int(math.Round(m.X)))
		}
	}
	g.fillLayoutStatus(&s)
	for _, sw := range g.player.Sways(nil) {
		if s.Sways == nil {
			s.Sways = map[string]float64{}
		}
		s.Sways[sw.ID] = sw.Angle
	}
	return s
}

// flushStatus writes the queued status lines; Draw calls it last.
func (g *Game) flushStatus() {
	for _, s := range g.pending {
		if s.Event == "status" {
			s.Goroutines = runtime.NumGoroutine()
			s.FDs = openFDs()
		}
		g.status.Write(g.fillStatus(s))
	}
	g.pending = g.pending[:0]
}

func diagLines(l diag.List) []string {
	var out []string
	for _, d := range l {
		if d.Severity == diag.Error {
			out = append(out, d.Error())
		}
	}
	return out
}

// name is the HUD's character name.
func (g *Game) name() string {
	if g.char != nil && g.char.Name() != "" {
		return g.char.Name()
	}
	return g.src.label
}

// openFDs counts the process's open file descriptors (Linux), or -1.
func openFDs() int {
	ents, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return -1
	}
	return len(ents)
}

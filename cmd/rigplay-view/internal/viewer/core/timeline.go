package core

import (
	"cmp"
	"fmt"
	"image"
	"math"
	"time"

	"github.com/rigplay/rigplay/engine/character"
)

// The timeline strip (docs/viewer.md#timeline): the action on screen, one
// segment a frame, or the clip playing, its keys, events and effect
// triggers as marks, along a time axis with the playhead. This file is
// its model: where things lie, what a point of the bar means, and its
// readout; the viewer draws it and seeks with it.

// MinSegment is the narrowest a frame's segment is drawn (device-
// independent pixels), so that a zero-length or very short frame can
// still be seen, hovered and clicked.
const MinSegment = 4

// Segment is one frame of an action on the timeline.
type Segment struct {
	// Start is the frame's time into one pass of the action in order
	// (no branches); Duration its length.
	Start, Duration time.Duration
	// X0 and X1 are its left and right edges on the bar.
	X0, X1 float64
	// Branches and ExitBranch are the frame's (character.FrameInfo).
	Branches   []character.BranchInfo
	ExitBranch int
	// Sound is true for a frame that starts a sound.
	Sound bool
}

// MarkKind is what a clip's mark is.
type MarkKind uint8

const (
	// MarkKey: a time the clip's tracks have a key at.
	MarkKey MarkKind = iota
	// MarkEvent: a timed event of the clip; Label is its name.
	MarkEvent
	// MarkTrigger: an effect trigger; Label names its effects.
	MarkTrigger
)

// Mark is one key, event or effect trigger of a clip on the timeline.
type Mark struct {
	Kind  MarkKind
	Time  time.Duration
	X     float64
	Label string
}

// Timeline is the timeline of an action or of a clip laid on a bar.
type Timeline struct {
	// Bar is the time axis' rectangle (device pixels).
	Bar image.Rectangle
	// Length is the axis' length: one pass of the action in order, or
	// the clip's duration.
	Length time.Duration
	// Frames are the action's segments (nil for a clip); Marks the
	// clip's marks, in time order, keys first at equal times (nil for an
	// action).
	Frames []Segment
	Marks  []Mark
}

// ActionTimeline lays action a's frames on bar: each frame gets
// MinSegment (times scale, or an equal share of the bar when that is
// narrower) and a share of the rest in proportion to its duration (equal
// shares when every frame is zero-length). An action without frames has
// none.
func ActionTimeline(a *character.ActionInfo, bar image.Rectangle, scale float64) Timeline {
	t := Timeline{Bar: bar, Length: a.Duration}
	n := len(a.Frames)
	if n == 0 || bar.Dx() <= 0 {
		return t
	}
	w := float64(bar.Dx())
	minW := math.Min(MinSegment*scale, w/float64(n))
	rest := w - minW*float64(n)
	x := float64(bar.Min.X)
	var start time.Duration
	t.Frames = make([]Segment, n)
	for i, f := range a.Frames {
		share := 1 / float64(n)
		if a.Duration > 0 {
			share = float64(f.Duration) / float64(a.Duration)
		}
		sw := minW + rest*share
		t.Frames[i] = Segment{Start: start, Duration: f.Duration, X0: x, X1: x + sw,
			Branches: f.Branches, ExitBranch: f.ExitBranch, Sound: f.Sound != ""}
		x += sw
		start += f.Duration
	}
	t.Frames[n-1].X1 = float64(bar.Max.X) // no rounding gap at the end
	return t
}

// ClipTimeline lays clip c's keys, events and effect triggers on bar, in
// proportion to their times.
func ClipTimeline(c *character.ClipInfo, bar image.Rectangle) Timeline {
	t := Timeline{Bar: bar, Length: c.Duration}
	t.Marks = make([]Mark, 0, len(c.Keys)+len(c.Events)+len(c.Triggers))
	for _, k := range c.Keys {
		t.Marks = append(t.Marks, Mark{Kind: MarkKey, Time: k, X: t.X(k)})
	}
	for _, e := range c.Events {
		t.Marks = append(t.Marks, Mark{Kind: MarkEvent, Time: e.Time, X: t.X(e.Time), Label: e.Name})
	}
	for _, tr := range c.Triggers {
		label := ""
		for i, e := range tr.Effects {
			if i > 0 {
				label += ", "
			}
			label += e
		}
		t.Marks = append(t.Marks, Mark{Kind: MarkTrigger, Time: tr.Time, X: t.X(tr.Time), Label: label})
	}
	// Stable by time: keys, then events, then triggers at one time.
	for i := 1; i < len(t.Marks); i++ {
		for j := i; j > 0 && t.Marks[j].Time < t.Marks[j-1].Time; j-- {
			t.Marks[j], t.Marks[j-1] = t.Marks[j-1], t.Marks[j]
		}
	}
	return t
}

// X returns the bar's x of time at (clamped to the axis).
func (t *Timeline) X(at time.Duration) float64 {
	if t.Frames != nil {
		at = min(max(at, 0), t.Length)
		for i := range t.Frames {
			s := &t.Frames[i]
			if at < s.Start+s.Duration || i == len(t.Frames)-1 {
				return s.x(at - s.Start)
			}
		}
	}
	if t.Length <= 0 {
		return float64(t.Bar.Min.X)
	}
	f := min(max(float64(at)/float64(t.Length), 0), 1)
	return float64(t.Bar.Min.X) + f*float64(t.Bar.Dx())
}

// x is the x of time into into the segment.
func (s *Segment) x(into time.Duration) float64 {
	if s.Duration <= 0 {
		return s.X0
	}
	f := min(max(float64(into)/float64(s.Duration), 0), 1)
	return s.X0 + f*(s.X1-s.X0)
}

// Time returns the time at the bar's x (clamped to the axis).
func (t *Timeline) Time(x float64) time.Duration {
	if t.Frames != nil {
		i, into := t.FrameAt(x)
		return t.Frames[i].Start + into
	}
	if t.Bar.Dx() <= 0 {
		return 0
	}
	f := min(max((x-float64(t.Bar.Min.X))/float64(t.Bar.Dx()), 0), 1)
	return time.Duration(math.Round(f * float64(t.Length)))
}

// FrameAt returns the frame whose segment holds the bar's x (the first or
// the last one beyond the bar's ends) and the time into it there; -1, 0
// for a clip's timeline.
func (t *Timeline) FrameAt(x float64) (frame int, into time.Duration) {
	if len(t.Frames) == 0 {
		return -1, 0
	}
	i := 0
	for i < len(t.Frames)-1 && x >= t.Frames[i].X1 {
		i++
	}
	s := &t.Frames[i]
	if s.Duration <= 0 || s.X1 <= s.X0 {
		return i, 0
	}
	f := min(max((x-s.X0)/(s.X1-s.X0), 0), 1)
	return i, time.Duration(math.Round(f * float64(s.Duration)))
}

// PlayheadX returns the playhead's x: frame's segment at into (clamped
// to the frame) for an action, the clip time at for a clip.
func (t *Timeline) PlayheadX(frame int, into, at time.Duration) float64 {
	if t.Frames != nil {
		if frame < 0 || frame >= len(t.Frames) {
			return float64(t.Bar.Min.X)
		}
		return t.Frames[frame].x(into)
	}
	return t.X(at)
}

// In reports whether the point is on the bar or within slop pixels of it:
// where a press seeks.
func (t *Timeline) In(x, y, slop int) bool {
	return !t.Bar.Empty() && image.Pt(x, y).In(t.Bar.Inset(-slop))
}

// Arrow is a branch or the exit branch of the hovered frame, drawn from
// its segment to the target's.
type Arrow struct {
	From, To   int
	FromX, ToX float64
	// Percent is the branch's chance in 100; Exit marks the exit branch.
	Percent int
	Exit    bool
}

// Arrows returns frame's branches and then its exit branch as arrows
// between segment centers (branches to frames the action does not have
// are left out). dst is reused.
func (t *Timeline) Arrows(dst []Arrow, frame int) []Arrow {
	dst = dst[:0]
	if frame < 0 || frame >= len(t.Frames) {
		return dst
	}
	s := &t.Frames[frame]
	mid := func(i int) float64 { return (t.Frames[i].X0 + t.Frames[i].X1) / 2 }
	for _, b := range s.Branches {
		if b.Frame >= 0 && b.Frame < len(t.Frames) {
			dst = append(dst, Arrow{From: frame, To: b.Frame, FromX: mid(frame), ToX: mid(b.Frame), Percent: b.Percent})
		}
	}
	if e := s.ExitBranch; e >= 0 && e < len(t.Frames) {
		dst = append(dst, Arrow{From: frame, To: e, FromX: mid(frame), ToX: mid(e), Exit: true})
	}
	return dst
}

// MarkNear returns the index of the clip's event or trigger mark nearest
// the bar's x within slop pixels (keys are not named), or -1.
func (t *Timeline) MarkNear(x float64, slop float64) int {
	best, bd := -1, slop
	for i, m := range t.Marks {
		if m.Kind == MarkKey {
			continue
		}
		if d := math.Abs(m.X - x); d <= bd {
			best, bd = i, d
		}
	}
	return best
}

// RigFPS is the frame rate a clip's frame number is counted at: the
// viewer's tick and the step of the arrow keys.
const RigFPS = 60

// ActionReadout is the timeline's numbers for frame frame of a (0-based)
// at into: "frame 3/12  80 / 200 ms  0.38 / 1.25 s". The time into a
// frame held longer than its duration (while speaking) shows as its
// duration.
func ActionReadout(a *character.ActionInfo, t *Timeline, frame int, into time.Duration) string {
	if frame < 0 || frame >= len(t.Frames) {
		return fmt.Sprintf("%s  no frame", a.Name)
	}
	s := &t.Frames[frame]
	into = min(max(into, 0), s.Duration)
	return fmt.Sprintf("%s  frame %d/%d  %d / %d ms  %.2f / %.2f s", a.Name, frame+1, len(t.Frames),
		into.Milliseconds(), s.Duration.Milliseconds(), (s.Start + into).Seconds(), t.Length.Seconds())
}

// ClipReadout is the timeline's numbers for clip c at at:
// "walk  0.53 / 1.20 s  frame 32/72" (frames of 1/RigFPS s). The clip is
// named by its Name, as the HUD and --clip name it (and as ActionReadout
// names an action), not by its displayName.
func ClipReadout(c *character.ClipInfo, at time.Duration) string {
	n := int(math.Ceil(c.Duration.Seconds()*RigFPS - 1e-9))
	f := int(at.Seconds()*RigFPS+1e-9) + 1
	f = min(max(f, 1), max(n, 1))
	return fmt.Sprintf("%s  %.2f / %.2f s  frame %d/%d", cmp.Or(c.Name, c.Label), at.Seconds(), c.Duration.Seconds(), f, max(n, 1))
}

package core

import (
	"image"
	"math"
	"testing"
	"time"

	"github.com/rigplay/rigplay/engine/character"
)

const tms = time.Millisecond

// action builds an ActionInfo of frames of the given durations (ms).
func tlAction(durs ...int) character.ActionInfo {
	a := character.ActionInfo{Name: "Wave"}
	for _, d := range durs {
		a.Frames = append(a.Frames, character.FrameInfo{Duration: time.Duration(d) * tms, ExitBranch: -1})
		a.Duration += time.Duration(d) * tms
	}
	return a
}

func tlNear(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

// The bar 100..520 is 420 px: with MinSegment 4 at scale 1 and three
// frames, each gets 4 px and a share of the other 408 by duration.
var bar = image.Rect(100, 50, 520, 70)

func TestActionTimeline_Segments(t *testing.T) {
	tests := []struct {
		name   string
		durs   []int
		scale  float64
		wantX0 []float64
	}{
		{"by duration", []int{100, 200, 100}, 1, []float64{100, 100 + 4 + 102, 100 + 4 + 102 + 4 + 204}},
		{"zero-length frame keeps the minimum", []int{200, 0, 200}, 1, []float64{100, 100 + 4 + 204, 100 + 4 + 204 + 4}},
		{"all zero-length: equal shares", []int{0, 0, 0, 0}, 1, []float64{100, 205, 310, 415}},
		{"minimum scales with the display", []int{100, 100}, 2, []float64{100, 310}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := tlAction(tc.durs...)
			tl := ActionTimeline(&a, bar, tc.scale)
			if len(tl.Frames) != len(tc.durs) {
				t.Fatalf("%d segments, want %d", len(tl.Frames), len(tc.durs))
			}
			for i, want := range tc.wantX0 {
				if !tlNear(tl.Frames[i].X0, want) {
					t.Errorf("segment %d X0 = %v, want %v", i, tl.Frames[i].X0, want)
				}
				if i > 0 && !tlNear(tl.Frames[i-1].X1, tl.Frames[i].X0) {
					t.Errorf("gap between segments %d and %d", i-1, i)
				}
			}
			if last := tl.Frames[len(tl.Frames)-1].X1; last != 520 {
				t.Errorf("last segment ends at %v, want the bar's end 520", last)
			}
		})
	}
}

// Time and x map to each other, and a press or drag at x seeks to the
// frame and the time into it there.
func TestTimeline_TimeX(t *testing.T) {
	a := tlAction(100, 200, 100)
	tl := ActionTimeline(&a, bar, 1)
	tests := []struct {
		x         float64
		wantFrame int
		wantInto  time.Duration
		wantTime  time.Duration
	}{
		{100, 0, 0, 0},
		{100 + 53, 0, 50 * tms, 50 * tms}, // half of 106 px
		{206, 1, 0, 100 * tms},
		{206 + 104, 1, 100 * tms, 200 * tms},
		{520, 2, 100 * tms, 400 * tms},
		{40, 0, 0, 0},                  // left of the bar: the start
		{900, 2, 100 * tms, 400 * tms}, // right of it: the end
	}
	for _, tc := range tests {
		f, into := tl.FrameAt(tc.x)
		if f != tc.wantFrame || into != tc.wantInto {
			t.Errorf("FrameAt(%v) = %d, %v; want %d, %v", tc.x, f, into, tc.wantFrame, tc.wantInto)
		}
		if got := tl.Time(tc.x); got != tc.wantTime {
			t.Errorf("Time(%v) = %v, want %v", tc.x, got, tc.wantTime)
		}
		if x := tl.X(tc.wantTime); tc.x >= 100 && tc.x <= 520 && math.Abs(x-tc.x) > 0.01 {
			t.Errorf("X(%v) = %v, want %v", tc.wantTime, x, tc.x)
		}
		if x := tl.PlayheadX(f, into, 0); f >= 0 && math.Abs(x-math.Min(math.Max(tc.x, 100), 520)) > 0.01 {
			t.Errorf("PlayheadX(%d, %v) = %v, want %v", f, into, x, tc.x)
		}
	}

	c := character.ClipInfo{Label: "walk", Duration: 2 * time.Second}
	ct := ClipTimeline(&c, bar)
	for _, tc := range []struct {
		x    float64
		want time.Duration
	}{{100, 0}, {310, time.Second}, {520, 2 * time.Second}, {0, 0}, {600, 2 * time.Second}} {
		if got := ct.Time(tc.x); got != tc.want {
			t.Errorf("clip Time(%v) = %v, want %v", tc.x, got, tc.want)
		}
		if x := ct.X(tc.want); x != math.Min(math.Max(tc.x, 100), 520) {
			t.Errorf("clip X(%v) = %v, want %v", tc.want, x, tc.x)
		}
	}
	if f, _ := ct.FrameAt(300); f != -1 {
		t.Errorf("a clip's FrameAt = %d, want -1", f)
	}
}

// A reload that edits a frame's duration moves the segments after it and
// the playhead at once: the timeline is laid out from the new catalogue.
func TestTimeline_ReloadMovesMarks(t *testing.T) {
	before := tlAction(100, 100, 100)
	after := tlAction(100, 300, 100) // frame 2's Duration edited from 100 to 300
	tb := ActionTimeline(&before, bar, 1)
	ta := ActionTimeline(&after, bar, 1)
	if !(ta.Frames[2].X0 > tb.Frames[2].X0) {
		t.Errorf("frame 3 starts at %v after the edit, %v before: want it moved right", ta.Frames[2].X0, tb.Frames[2].X0)
	}
	if !(ta.Frames[1].X1-ta.Frames[1].X0 > 1.5*(tb.Frames[1].X1-tb.Frames[1].X0)) {
		t.Errorf("the edited frame is %v px wide, %v before: want it wider", ta.Frames[1].X1-ta.Frames[1].X0, tb.Frames[1].X1-tb.Frames[1].X0)
	}
	if got := ActionReadout(&after, &ta, 1, 150*tms); got != "Wave  frame 2/3  150 / 300 ms  0.25 / 0.50 s" {
		t.Errorf("readout after the edit = %q", got)
	}
	c1 := character.ClipInfo{Duration: time.Second, Events: []character.ClipEventInfo{{Time: 500 * tms, Name: "step"}}}
	c2 := c1
	c2.Events = []character.ClipEventInfo{{Time: 250 * tms, Name: "step"}}
	m1, m2 := ClipTimeline(&c1, bar).Marks[0].X, ClipTimeline(&c2, bar).Marks[0].X
	if m1 != 310 || m2 != 205 {
		t.Errorf("event mark at %v, then %v after the edit; want 310 then 205", m1, m2)
	}
}

// A clip's marks are in time order, each at its time's x, events and
// triggers named.
func TestClipTimeline_Marks(t *testing.T) {
	c := character.ClipInfo{Name: "attack", Label: "Attack!", Duration: 2 * time.Second,
		Keys:     []time.Duration{0, time.Second, 2 * time.Second},
		Events:   []character.ClipEventInfo{{Time: time.Second, Name: "hit"}},
		Triggers: []character.ClipTriggerInfo{{Time: 500 * tms, Effects: []string{"spark", "dust"}}}}
	tl := ClipTimeline(&c, bar)
	want := []Mark{
		{MarkKey, 0, 100, ""},
		{MarkTrigger, 500 * tms, 205, "spark, dust"},
		{MarkKey, time.Second, 310, ""},
		{MarkEvent, time.Second, 310, "hit"},
		{MarkKey, 2 * time.Second, 520, ""},
	}
	if len(tl.Marks) != len(want) {
		t.Fatalf("marks %v, want %v", tl.Marks, want)
	}
	for i := range want {
		if tl.Marks[i] != want[i] {
			t.Errorf("mark %d = %+v, want %+v", i, tl.Marks[i], want[i])
		}
	}
	for _, tc := range []struct {
		x    float64
		want int
	}{{310, 3}, {314, 3}, {100, -1}, {207, 1}, {260, -1}} {
		if got := tl.MarkNear(tc.x, 6); got != tc.want {
			t.Errorf("MarkNear(%v) = %d, want %d", tc.x, got, tc.want)
		}
	}
	if got := ClipReadout(&c, 530*tms); got != "attack  0.53 / 2.00 s  frame 32/120" {
		t.Errorf("ClipReadout = %q", got)
	}
}

// The hovered frame's branches and exit branch become arrows between
// segment centers; a branch to a frame that is not there is left out.
func TestTimeline_Arrows(t *testing.T) {
	a := tlAction(100, 100, 100, 100)
	a.Frames[2].Branches = []character.BranchInfo{{Frame: 0, Percent: 30}, {Frame: 9, Percent: 10}}
	a.Frames[2].ExitBranch = 3
	tl := ActionTimeline(&a, bar, 1)
	got := tl.Arrows(nil, 2)
	mid := func(i int) float64 { return (tl.Frames[i].X0 + tl.Frames[i].X1) / 2 }
	want := []Arrow{
		{From: 2, To: 0, FromX: mid(2), ToX: mid(0), Percent: 30},
		{From: 2, To: 3, FromX: mid(2), ToX: mid(3), Exit: true},
	}
	if len(got) != len(want) {
		t.Fatalf("arrows %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("arrow %d = %+v, want %+v", i, got[i], want[i])
		}
	}
	if n := len(tl.Arrows(got, 0)); n != 0 {
		t.Errorf("frame 1 has %d arrows, want none", n)
	}
	if n := len(tl.Arrows(nil, 7)); n != 0 {
		t.Errorf("no frame 8: %d arrows", n)
	}
}

// A press seeks where it lands on the bar or a few pixels off it.
func TestTimeline_In(t *testing.T) {
	a := tlAction(100)
	tl := ActionTimeline(&a, bar, 1)
	for _, tc := range []struct {
		x, y int
		want bool
	}{{100, 50, true}, {519, 69, true}, {98, 48, true}, {100, 40, false}, {300, 80, false}} {
		if got := tl.In(tc.x, tc.y, 4); got != tc.want {
			t.Errorf("In(%d, %d) = %v, want %v", tc.x, tc.y, got, tc.want)
		}
	}
	var none Timeline
	if none.In(0, 0, 4) {
		t.Error("an empty timeline takes presses")
	}
}

// The readout clamps a frame held past its duration (speech) and names
// the frame and times.
func TestActionReadout(t *testing.T) {
	a := tlAction(70, 200, 30)
	tl := ActionTimeline(&a, bar, 1)
	for _, tc := range []struct {
		frame int
		into  time.Duration
		want  string
	}{
		{0, 0, "Wave  frame 1/3  0 / 70 ms  0.00 / 0.30 s"},
		{1, 225 * tms, "Wave  frame 2/3  200 / 200 ms  0.27 / 0.30 s"},
		{2, 10 * tms, "Wave  frame 3/3  10 / 30 ms  0.28 / 0.30 s"},
		{5, 0, "Wave  no frame"},
	} {
		if got := ActionReadout(&a, &tl, tc.frame, tc.into); got != tc.want {
			t.Errorf("ActionReadout(%d, %v) = %q, want %q", tc.frame, tc.into, got, tc.want)
		}
	}
}

package webgame

import (
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine"
)

// recorder is a Sink that keeps every event.
type recorder struct {
	events []recorded
}

type recorded struct {
	kind string
	ev   Event
}

func (r *recorder) Emit(kind string, ev *Event) { r.events = append(r.events, recorded{kind, *ev}) }

// find returns the first event of kind about action at or after index
// from, and its index (-1 when there is none).
func (r *recorder) find(kind, action string, from int) (Event, int) {
	for i := from; i < len(r.events); i++ {
		if r.events[i].kind == kind && (action == "" || r.events[i].ev.Action == action) {
			return r.events[i].ev, i
		}
	}
	return Event{}, -1
}

func newGame(t *testing.T, rigged bool, cfg Config) (*Game, *recorder) {
	t.Helper()
	fsys := assets.Frame()
	if rigged {
		fsys = assets.Rigged()
	}
	c, err := engine.Load(fsys, engine.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	rec := &recorder{}
	return New(c, cfg, rec), rec
}

// run calls Update until cond holds, at most n times.
func run(t *testing.T, g *Game, n int, cond func() bool) {
	t.Helper()
	for i := 0; i < n; i++ {
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
		if cond() {
			return
		}
	}
	t.Fatalf("not after %d updates", n)
}

// TestPlay_EndsOnThePlayersClock: play() of an action reports its start
// (its first frame) and its end, the end after exactly the action's
// frames' time on the player's clock (GestureUp has no branches).
func TestPlay_EndsOnThePlayersClock(t *testing.T) {
	g, rec := newGame(t, false, Config{Seed: 1})
	if err := g.Request(Command{Op: OpPlay, Name: "GestureUp"}); err != nil {
		t.Fatal(err)
	}
	var start, end Event
	run(t, g, 60*60, func() bool {
		var i int
		if start, i = rec.find("start", "GestureUp", 0); i < 0 {
			return false
		}
		end, i = rec.find("end", "GestureUp", i)
		return i >= 0
	})
	var want time.Duration
	want = g.c.ActionList()[g.c.Action("GestureUp")].Duration
	if got := end.Time - start.Time; got != want || end.Reason != "complete" {
		t.Errorf("GestureUp ended (%s) %v after its start, want complete after %v", end.Reason, got, want)
	}
}

// TestPlayTimeout_ExitsAClipAtTheEndOfItsRun: play(clip, timeout) of a
// looping clip exits it once it has played the timeout: it ends at the end
// of the run it is in.
func TestPlayTimeout_ExitsAClipAtTheEndOfItsRun(t *testing.T) {
	g, rec := newGame(t, true, Config{Seed: 1})
	run(t, g, 2, func() bool { return g.p.Now() > 0 })
	if err := g.Request(Command{Op: OpPlay, Name: "wave", After: time.Second}); err != nil {
		t.Fatal(err)
	}
	var start, end Event
	run(t, g, 60*60, func() bool {
		var i int
		if start, i = rec.find("start", "wave", 0); i < 0 {
			return false
		}
		end, i = rec.find("end", "wave", i)
		return i >= 0
	})
	length := g.c.ClipList()[g.c.Clip("wave")].Duration
	got := end.Time - start.Time
	if got < time.Second || got%length > time.Microsecond && length-got%length > time.Microsecond {
		t.Errorf("wave ended %v after its start: want whole runs of %v, at least 1s", got, length)
	}
}

// TestPausedStart_HoldsTheFirstFrame: a page that asks for a paused start
// gets the first frame entered at time 0 and held there.
func TestPausedStart_HoldsTheFirstFrame(t *testing.T) {
	g, rec := newGame(t, false, Config{Seed: 1, Paused: true})
	for i := 0; i < 10; i++ {
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if s := g.State(); s.Now != 0 || !s.Paused || s.Action != "Show" {
		t.Errorf("state %+v, want Show held at 0, paused", s)
	}
	frames := 0
	for _, r := range rec.events {
		if r.kind == "frame" {
			frames++
		}
	}
	if frames != 1 {
		t.Errorf("%d frames entered, want the first only", frames)
	}
	g.Request(Command{Op: OpResume})
	run(t, g, 10, func() bool { return g.State().Now > 0 })
}

// TestRequest_RefusesWhatTheCharacterCannotDo: a call the character cannot
// honour fails at once, saying why, and queues nothing.
func TestRequest_RefusesWhatTheCharacterCannotDo(t *testing.T) {
	frame, _ := newGame(t, false, Config{})
	rigged, _ := newGame(t, true, Config{})
	for _, tc := range []struct {
		g    *Game
		cmd  Command
		want string
	}{
		{frame, Command{Op: OpPlay, Name: "Dance"}, `no animation "Dance"`},
		{frame, Command{Op: OpInterrupt, Name: ""}, `no animation ""`},
		{frame, Command{Op: OpState, Name: "Sleeping"}, `no state "Sleeping"`},
		{frame, Command{Op: OpSpeed, Speed: -1}, "not a positive number"},
		{rigged, Command{Op: OpSpeak, Name: "hi"}, "mouths"},
		{rigged, Command{Op: OpPlay, Name: "Dance"}, `no animation "Dance"`},
	} {
		err := tc.g.Request(tc.cmd)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v, want an error saying %s", tc.cmd, err, tc.want)
		}
		if len(tc.g.queue) != 0 {
			t.Errorf("%+v was queued", tc.cmd)
		}
	}
	// A clip is known by its id, display name or file name, and reported
	// by its file name.
	if err := rigged.Request(Command{Op: OpPlay, Name: "rigplay:player-animation/moss/walk"}); err != nil {
		t.Fatal(err)
	}
	if rigged.queue[0].Name != "walk" {
		t.Errorf("queued %q, want walk", rigged.queue[0].Name)
	}
}

// TestSpeak_ReportsTheWords: speak() makes a frame character say the text,
// reporting the speech's start, its words and its end.
func TestSpeak_ReportsTheWords(t *testing.T) {
	g, rec := newGame(t, false, Config{Seed: 1})
	if err := g.Request(Command{Op: OpSpeak, Name: "Hello there"}); err != nil {
		t.Fatal(err)
	}
	run(t, g, 60*20, func() bool { _, i := rec.find("speechend", "", 0); return i >= 0 })
	var words []string
	for _, r := range rec.events {
		if r.kind == "word" {
			words = append(words, r.ev.Word)
		}
	}
	if _, i := rec.find("speechstart", "", 0); i < 0 || strings.Join(words, " ") != "Hello there" {
		t.Errorf("words %q (speechstart seen: %v), want Hello there", words, i >= 0)
	}
}

// TestInfo_DescribesTheCharacterForThePage: the canvas fits the
// character's bounds, the origin is inside it, and the menu offers every
// animation with its label.
func TestInfo_DescribesTheCharacterForThePage(t *testing.T) {
	for _, rigged := range []bool{false, true} {
		g, _ := newGame(t, rigged, Config{})
		in := g.Info()
		b := g.c.Bounds()
		if in.Width != b.Dx() || in.Height != b.Dy() || in.OriginX != float64(-b.Min.X) || in.OriginY != float64(-b.Min.Y) {
			t.Errorf("%s: canvas %dx%d origin %v,%v for bounds %v", in.Name, in.Width, in.Height, in.OriginX, in.OriginY, b)
		}
		if len(in.Menu) != len(in.Animations) || len(in.Menu) == 0 {
			t.Errorf("%s: %d menu items for %d animations", in.Name, len(in.Menu), len(in.Animations))
		}
		for i, m := range in.Menu {
			if m.Name != in.Animations[i] || m.Label == "" {
				t.Errorf("%s: menu item %d is %+v", in.Name, i, m)
			}
		}
		want := map[bool]string{false: "frame", true: "rigged"}[rigged]
		if in.Kind != want {
			t.Errorf("%s: kind %q, want %q", in.Name, in.Kind, want)
		}
	}
}

// TestStop_DropsTimedExits: stop() cuts the animation and forgets the
// timeouts of earlier plays.
func TestStop_DropsTimedExits(t *testing.T) {
	g, _ := newGame(t, true, Config{})
	g.Request(Command{Op: OpPlay, Name: "walk", After: time.Hour})
	g.Update()
	if len(g.exits) != 1 {
		t.Fatalf("%d timed exits, want 1", len(g.exits))
	}
	g.Request(Command{Op: OpStop})
	g.Update()
	if len(g.exits) != 0 || g.State().Playing {
		t.Errorf("after stop: %d timed exits, playing %v", len(g.exits), g.State().Playing)
	}
}

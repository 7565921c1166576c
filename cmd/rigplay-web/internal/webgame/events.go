package webgame

import (
	"time"

	"github.com/rigplay/rigplay/engine"
)

// Event is one event as the page gets it: every field the kind uses,
// the others zero. Time is on the player's clock (its logical time).
type Event struct {
	Time time.Duration
	// Action is the action or clip the event is about.
	Action string
	Frame  int
	Sound  string
	Reason string
	State  string
	// Name and Value are a clip event's name and string value; Word and
	// Index a spoken word; Message an error's text.
	Name, Value string
	Word        string
	Index       int
	Message     string
}

// kindName is the page's name of an engine event kind.
func kindName(k engine.Event) string {
	switch k.Kind {
	case engine.EventFrame:
		return "frame"
	case engine.EventSound:
		return "sound"
	case engine.EventEnd, engine.EventClipEnd:
		return "end"
	case engine.EventState:
		return "state"
	case engine.EventClip:
		return "clip"
	case engine.EventClipStart:
		return "start"
	case engine.EventSpeechStart:
		return "speechstart"
	case engine.EventWord:
		return "word"
	case engine.EventSpeechEnd:
		return "speechend"
	}
	return ""
}

// report hands the events of an Update to the page, in order.
func (g *Game) report(evs []engine.Event) {
	for i := range evs {
		e := &evs[i]
		kind := kindName(*e)
		if kind == "" {
			continue
		}
		w := &g.evbuf
		*w = Event{Time: e.Time, Frame: -1}
		if e.Action >= 0 && e.Action < len(g.acts) {
			w.Action = g.acts[e.Action].Name
		}
		switch e.Kind {
		case engine.EventFrame:
			w.Frame = e.Frame
			if e.Frame == 0 {
				g.startedAt(w.Action, e.Time)
				g.emit("start", &Event{Time: e.Time, Action: w.Action, Frame: -1})
			}
		case engine.EventSound:
			w.Frame, w.Sound = e.Frame, e.Sound
		case engine.EventEnd:
			w.Reason = e.Reason.String()
		case engine.EventClipEnd:
			w.Action, w.Reason = g.clipName(e.Clip), "complete"
		case engine.EventClip:
			w.Action, w.Name, w.Value = g.clipName(e.Clip), e.Name, e.StringValue
		case engine.EventClipStart:
			// A clip starts: set at once, or its turn in the queue.
			if e.Track == 0 {
				name := g.clipName(e.Clip)
				g.startedAt(name, e.Time)
				g.emit("start", &Event{Time: e.Time, Action: name, Frame: -1})
			}
			continue
		case engine.EventState:
			if e.State >= 0 && e.State < len(g.states) {
				w.State = g.states[e.State].Name
			}
		case engine.EventWord:
			w.Word, w.Index = e.Word, e.WordIndex
		}
		g.emit(kind, w)
	}
}

// emit hands one event to the page.
func (g *Game) emit(kind string, ev *Event) {
	if g.out != nil {
		g.out.Emit(kind, ev)
	}
}

// emitError reports a problem to the page ("error" event).
func (g *Game) emitError(msg string) {
	g.emit("error", &Event{Time: g.p.Now(), Message: msg})
}

package character

import (
	"time"

	"github.com/rigplay/rigplay/actions"
)

// EventKind says what an Event reports.
type EventKind uint8

// The kinds of Event a Player reports.
const (
	// EventFrame: a frame of a frame character was entered (Action,
	// Frame).
	EventFrame EventKind = iota
	// EventSound: an entered frame has a sound to play once (Sound; its
	// bytes are Character.Sound(Sound)).
	EventSound
	// EventEnd: an action ended (Action, Reason).
	EventEnd
	// EventState: a state was entered (State, an index into
	// Character.Actions.States).
	EventState
	// EventClip: playback passed a timed clip event (Clip, Name and the
	// event's values).
	EventClip
	// EventClipEnd: a clip reached its end (Clip): one that does not
	// loop, or a looping one whose run Exit let finish.
	EventClipEnd
	// EventSpeechStart: the character started speaking.
	EventSpeechStart
	// EventWord: a spoken word began (Word, WordIndex), for subtitles.
	EventWord
	// EventSpeechEnd: speech ended (its track ran out or StopSpeaking).
	EventSpeechEnd
	// EventClipStart: a clip started on a track (Clip, Track, Request):
	// set at once (Interrupt, PlayDefault), its turn in the queue (Play),
	// or after an Exit. One that a request started between updates comes
	// first in the next update's events, at the request's time.
	EventClipStart
)

var kindNames = [...]string{"frame", "sound", "end", "state", "clip", "clipEnd", "speechStart", "word", "speechEnd", "clipStart"}

// String returns the kind's name, e.g. "frame".
func (k EventKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// Event is one thing that happened during Advance, at an exact logical time.
// Strings point into the shared Character: reporting allocates nothing.
type Event struct {
	// Time is the player's logical time (scaled by speed) of the event:
	// absolute, on the player's clock (Now).
	Time time.Duration
	Kind EventKind
	// Reason is why an action or clip ended, for EventEnd and
	// EventClipEnd.
	Reason actions.EndReason
	// Action and Frame index Character.ActionList and the action's
	// frames (-1 when not about an action).
	Action, Frame int
	// Sound is the sound file (relative to the character root), for
	// EventSound.
	Sound string
	// State indexes Character.StateList, for EventState (-1 otherwise).
	State int
	// Clip indexes Character.ClipList, for EventClip, EventClipEnd and
	// EventClipStart (-1 otherwise).
	Clip int
	// Word and WordIndex are the spoken word, for EventWord.
	Word      string
	WordIndex int
	// Name, StringValue, FloatValue and IntValue are a clip event's, as
	// its file gives them (ClipInfo.Events).
	Name        string
	StringValue string
	FloatValue  float64
	IntValue    int64
	// Request is the request whose run the event belongs to (its
	// frames, sounds, state, clip events and end), or the zero Request
	// (an idle action, a Return, a default clip, speech).
	Request Request
	// Track is the track of the clip, for EventClip, EventClipEnd and
	// EventClipStart (0 otherwise).
	Track int
}

// fromAction converts an actions.Event of p's frame player.
func (p *Player) fromAction(e actions.Event) Event {
	ev := Event{Time: e.Time, Kind: EventKind(e.Kind), Action: e.Action, Frame: e.Frame,
		Sound: e.Sound, Reason: e.Reason, State: e.State, Clip: -1}
	if e.Request != 0 {
		ev.Request = Request{p: p, epoch: p.epoch, id: e.Request}
	}
	return ev
}

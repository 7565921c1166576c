package actions

import "time"

// EventKind says what happened.
type EventKind uint8

// The kinds of Event a Player reports.
const (
	// EventFrame: a frame was entered (zero-length frames too).
	EventFrame EventKind = iota
	// EventSound: an entered frame has a SoundEffect to play once.
	EventSound
	// EventEnd: an action ended; Reason says why.
	EventEnd
	// EventState: a state was entered (an action chosen from it starts).
	EventState
)

var eventNames = [...]string{"frame", "sound", "end", "state"}

// String returns the kind's name as trace prints it.
func (k EventKind) String() string {
	if int(k) < len(eventNames) {
		return eventNames[k]
	}
	return "unknown"
}

// EndReason says why an action ended.
type EndReason uint8

// The reasons an action ends.
const (
	// EndComplete: playback went past the last frame, and nothing of the
	// action is left to play (no way back is pending).
	EndComplete EndReason = iota
	// EndExit: the action left through its exit path: after Exit,
	// Interrupt or a request made while it played as an idle action, or
	// as the way back from the pose it held (docs/actions.md#way-back).
	EndExit
	// EndStopped: Stop cut it at once.
	EndStopped
	// EndExitLimit: an exit path had not ended after 1,000 frames (or 3 x
	// the frame count, when that is less), so the action was ended
	// anyway. The loop guard ends every exit path of a Set before that;
	// this bound is kept for safety (docs/actions.md#guards).
	EndExitLimit
	// EndZeroCycle: playback reached a loop of zero-length frames that no
	// branch, next frame or end leads out of (found when the character
	// loaded), so the action was stopped there rather than hang.
	EndZeroCycle
	// EndStalled: actions kept completing without time passing (for
	// example an idle state whose actions are all zero-length), or a
	// hostile file's zero-length loop went on for millions of steps, so
	// the player stopped rather than hang.
	EndStalled
	// EndInterrupted: a request that replaced it at once ended it (a
	// clip set with Interrupt, a track cleared, a Reset).
	EndInterrupted
	// EndDropped: the request was taken from the queue before it started
	// (Stop, a clip set at once on its track, a reload that removed it).
	EndDropped
	// EndForgotten: a request handle asked about a request that ended so
	// long ago that how is no longer known.
	EndForgotten
	// EndHeld: playback went past the last frame and the request is
	// complete, but the action's way back to rest (its Return, or the
	// exit path of an exit-branching action) is pending: the frame last
	// shown stays until the next request, Stop, Exit or idling plays it
	// (docs/actions.md#way-back).
	EndHeld
)

var reasonNames = [...]string{"complete", "exit", "stopped", "exit-limit", "zero-cycle", "stalled", "interrupted", "dropped", "forgotten", "held"}

// String returns the reason's name as trace prints it.
func (r EndReason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return "unknown"
}

// Event is one thing that happened during Advance, at an exact logical
// time. Strings point into the shared Set: reporting allocates nothing.
type Event struct {
	// Time is the logical time since the player started.
	Time time.Duration
	Kind EventKind
	// Reason is why the action ended, for EventEnd.
	Reason EndReason
	// Request is the id of the request whose action this is (LastRequest
	// after Play, Interrupt, PlayState or PlayReverse), 0 for an idle
	// action or a Return.
	Request uint32
	// Action is the index of the action in Set.Actions (-1 for none).
	Action int
	// Frame is the frame index, for EventFrame and EventSound.
	Frame int
	// Sound is the sound file, for EventSound.
	Sound string
	// State is the index of the state in Set.States, for EventState.
	State int
}

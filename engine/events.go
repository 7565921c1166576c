package engine

import "github.com/rigplay/rigplay/engine/character"

// Event is one thing that happened during an Update: a frame entered, a
// sound to play, an action's end, a state entered, a clip event or a clip's
// end, a spoken word (character.Event). The names here are package
// character's, so that a game reads the events of Update importing engine
// alone; TestEventKindsAllReexported keeps the list complete.
type Event = character.Event

// EventKind says what an Event reports (character.EventKind).
type EventKind = character.EventKind

// The kinds of Event, as in package character.
const (
	EventFrame   = character.EventFrame
	EventSound   = character.EventSound
	EventEnd     = character.EventEnd
	EventState   = character.EventState
	EventClip    = character.EventClip
	EventClipEnd = character.EventClipEnd
	// EventClipStart reports a clip starting on a track.
	EventClipStart = character.EventClipStart
	// EventSpeechStart, EventWord and EventSpeechEnd report speech (Speak,
	// SpeakAudio), for subtitles.
	EventSpeechStart = character.EventSpeechStart
	EventWord        = character.EventWord
	EventSpeechEnd   = character.EventSpeechEnd
)

// MaxEvents is the most events Update and Advance return for one tick (the
// last ones of a longer tick; Dropped counts the others): the one bound of
// every player's event list, character.MaxEvents and actions.MaxEvents
// alike. AdvanceFunc hands over every event.
const MaxEvents = character.MaxEvents

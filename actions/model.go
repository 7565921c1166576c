// Package actions loads, validates and plays Microsoft Agent style
// Actions.json characters: actions made of timed frames of layered images,
// weighted random branches, exit branches, Return actions, mouth overlays,
// per-frame sounds and named states.
//
// It is pure Go with no renderer: a Player turns time into frame events and
// a draw list of image names; the engine package turns those into pixels
// and sound. The rules implemented are those of docs/actions.md, with file
// references as docs/character-package.md and problems as docs/errors.md
// give them.
package actions

import "time"

// File mirrors the JSON document of Actions.json, as decoded.
type File struct {
	ActionItems []ActionItem        `json:"ActionItems"`
	States      map[string][]string `json:"States,omitempty"`

	// checked are the actions that passed the action schema (see
	// checkedActions).
	checked checkedActions
}

// ActionItem is one action as written in the file.
type ActionItem struct {
	Name               string      `json:"Name"`
	Return             *string     `json:"Return,omitempty"`
	Frames             []FrameItem `json:"Frames"`
	Reverse            *bool       `json:"Reverse,omitempty"`
	ActionMenuSelected *string     `json:"ActionMenuSelected,omitempty"`
	// ExitBranching is rigplay's field for Microsoft Agent's return type
	// "exit branching" (clippy.js useExitBranching): the action's way back
	// to rest is its exit path from the frame it holds
	// (docs/actions.md#way-back). Absent or null is false.
	ExitBranching *bool `json:"ExitBranching,omitempty"`
}

// FrameItem is one frame as written in the file.
type FrameItem struct {
	SoundEffect *string      `json:"SoundEffect,omitempty"`
	Duration    int64        `json:"Duration"`
	ExitBranch  *int         `json:"ExitBranch,omitempty"`
	Images      []ImageItem  `json:"Images"`
	Mouths      []MouthItem  `json:"Mouths,omitempty"`
	Branches    []BranchItem `json:"Branches,omitempty"`
}

// ImageItem is one image layer as written in the file.
type ImageItem struct {
	Filename string `json:"Filename"`
	OffsetX  int    `json:"OffsetX"`
	OffsetY  int    `json:"OffsetY"`
}

// MouthItem is one mouth overlay as written in the file.
type MouthItem struct {
	MouthType  int       `json:"MouthType"`
	FrameImage ImageItem `json:"FrameImage"`
}

// BranchItem is one weighted branch as written in the file.
type BranchItem struct {
	BranchTo    int `json:"BranchTo"`
	Probability int `json:"Probability"`
}

// Set is a loaded, validated character's actions: immutable, and shared by
// any number of Players.
type Set struct {
	// File is the Actions.json path relative to the character root.
	File string
	// Actions in file order.
	Actions []Action
	// States in name order; each lists indexes into Actions.
	States []State

	byName  map[string]int
	byState map[string]int
	// checked are the actions of the file this Set was loaded from that
	// passed the action schema, for the next load (Options.Previous).
	checked checkedActions
}

// Action is a playable action.
type Action struct {
	Name string
	// MenuLabel is ActionMenuSelected, or Name when that is null.
	MenuLabel string
	// Return is the index of the action that plays after this one
	// completes, or -1.
	Return int
	// Reversible is the file's Reverse flag.
	Reversible bool
	// ExitBranching: the action's way back to rest is its exit path from
	// the frame it holds when it completes, played when the next action
	// starts, on Stop or Exit, and before idling (docs/actions.md#way-back).
	// It takes the place of Return.
	ExitBranching bool
	Frames        []Frame
}

// Frame is one timed frame of an action.
type Frame struct {
	// Duration is the frame's time, already scaled by the frame-time unit.
	Duration time.Duration
	// ExitBranch is the frame to go to when exiting, or -1.
	ExitBranch int
	// Sound is the resolved sound path (relative to the character root), or "".
	Sound string
	// Images in the file's order: the first is drawn on top.
	Images []Image
	// Mouths are overlays drawn while speaking, by mouth shape.
	Mouths   []Mouth
	Branches []Branch

	// trap: the frame lasts 0 and forward playback without an exit can
	// never leave the zero-length frames from here (set by Decode and
	// NewSet; see markTraps).
	trap bool
}

// Image is one image layer: a resolved path and its offset in pixels from
// the character's top-left origin, y down.
type Image struct {
	Path             string
	OffsetX, OffsetY int
}

// MouthShape is a Microsoft Agent mouth type.
type MouthShape int

// The mouth shapes of docs/actions.md#mouths.
const (
	MouthClosed MouthShape = iota
	MouthWide1
	MouthWide2
	MouthWide3
	MouthWide4
	MouthMedium
	MouthNarrow
	// MouthNone means the character is not speaking.
	MouthNone MouthShape = -1
)

// Mouth is an overlay for one mouth shape.
type Mouth struct {
	Shape MouthShape
	Image Image
}

// Branch is a weighted jump to another frame of the same action.
type Branch struct {
	To          int
	Probability int
}

// State is a named set of actions (Showing, IdlingLevel1, ...).
type State struct {
	Name    string
	Actions []int
}

// Well-known state names.
const (
	StateShowing      = "Showing"
	StateHiding       = "Hiding"
	StateSpeaking     = "Speaking"
	StateIdlingLevel1 = "IdlingLevel1"
	StateIdlingLevel2 = "IdlingLevel2"
	StateIdlingLevel3 = "IdlingLevel3"
)

// Action returns the index of the named action, or -1.
func (s *Set) Action(name string) int {
	if i, ok := s.byName[name]; ok {
		return i
	}
	return -1
}

// Lookup returns the index of the action a player is asked for by name:
// the action whose Name is name, else the first whose MenuLabel is name
// (what a menu shows, docs/game-api.md#names), or -1. Play, PlayReverse
// and Interrupt take either.
func (s *Set) Lookup(name string) int {
	if i := s.Action(name); i >= 0 {
		return i
	}
	for i := range s.Actions {
		if s.Actions[i].MenuLabel == name {
			return i
		}
	}
	return -1
}

// ActionNames returns the actions' names in file order (it allocates: for
// messages and menus, not for every frame).
func (s *Set) ActionNames() []string {
	out := make([]string, len(s.Actions))
	for i := range s.Actions {
		out[i] = s.Actions[i].Name
	}
	return out
}

// StateNames returns the states' names in file order.
func (s *Set) StateNames() []string {
	out := make([]string, len(s.States))
	for i := range s.States {
		out[i] = s.States[i].Name
	}
	return out
}

// State returns the index of the named state, or -1.
func (s *Set) State(name string) int {
	if i, ok := s.byState[name]; ok {
		return i
	}
	return -1
}

package engine

import "github.com/rigplay/rigplay/engine/character"

// The values a Player and a Character hand out are package character's
// (the pure layer computes them), named here too so that a game names
// everything it gets back importing engine alone (docs/game-api.md#packages).
type (
	// Part says who draws one item of the draw list (Player.AppendParts).
	Part = character.Part
	// SwayInfo describes a swaying clothing piece or bone (Player.Sways).
	SwayInfo = character.SwayInfo
	// ActionInfo describes an action of a frame character
	// (Character.ActionList).
	ActionInfo = character.ActionInfo
	// FrameInfo describes a frame of an action.
	FrameInfo = character.FrameInfo
	// BranchInfo is a weighted branch of a frame.
	BranchInfo = character.BranchInfo
	// StateInfo describes a state of a frame character
	// (Character.StateList).
	StateInfo = character.StateInfo
	// ClipInfo describes a clip of a rigged character (Character.ClipList).
	ClipInfo = character.ClipInfo
	// ClipEventInfo is a timed event of a clip.
	ClipEventInfo = character.ClipEventInfo
	// ClipTriggerInfo is an effect trigger of a clip.
	ClipTriggerInfo = character.ClipTriggerInfo
	// EffectInfo describes a clip effect as it plays (Player.Effects).
	EffectInfo = character.EffectInfo
	// ClothingInfo describes a clothing item (Character.ClothingList).
	ClothingInfo = character.ClothingInfo
	// BoneInfo describes a bone of the rig (Character.BoneList).
	BoneInfo = character.BoneInfo
	// Request is the handle of one request (Play, Interrupt, PlayAfter,
	// PlayState, PlayReverse): its status, how it ended, and the events
	// of its run (Event.Request).
	Request = character.Request
	// RequestStatus is where a request stands (Request.Status).
	RequestStatus = character.RequestStatus
	// EndReason says why an action, clip or request ended (Event.Reason,
	// Request.Reason).
	EndReason = character.EndReason
	// Track is the handle of one of a player's tracks of clips
	// (Player.Track).
	Track = character.Track
	// Mixes are cross-fade times per pair of clips, shared by the players
	// that use them (PlayerOptions.Mixes).
	Mixes = character.Mixes
	// Hit is what a point hits (Player.HitTest).
	Hit = character.Hit
	// HitOptions choose how a hit test decides (Player.HitTest).
	HitOptions = character.HitOptions
)

// The statuses of a Request.
const (
	RequestNone    = character.RequestNone
	RequestQueued  = character.RequestQueued
	RequestPlaying = character.RequestPlaying
	RequestDone    = character.RequestDone
)

// MaxTracks is the number of tracks of clips a player has (Player.Track).
const MaxTracks = character.MaxTracks

// NewMixes returns an empty table of per-pair cross-fade times.
func NewMixes() *Mixes { return character.NewMixes() }

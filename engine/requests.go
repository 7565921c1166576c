package engine

import "github.com/rigplay/rigplay/engine/character"

// Requests, tracks, mixes and hit tests are the pure player's
// (docs/game-api.md#requests), named here so that a game needs only
// engine.
type (
	// Request is the handle of one request (Play, PlayAfter, Interrupt,
	// PlayState, PlayReverse, or the same on a Track).
	Request = character.Request
	// RequestStatus says whether a request is queued, playing or done.
	RequestStatus = character.RequestStatus
	// EndReason says why an action ended and how a request ended.
	EndReason = character.EndReason
	// Track is the handle of one of a rigged character's tracks of clips.
	Track = character.Track
	// Mixes are cross-fade durations for pairs of clips.
	Mixes = character.Mixes
	// Hit is what a point hit (Player.HitTest).
	Hit = character.Hit
	// HitOptions choose how a hit test decides.
	HitOptions = character.HitOptions
)

// The statuses of a Request.
const (
	RequestNone    = character.RequestNone
	RequestQueued  = character.RequestQueued
	RequestPlaying = character.RequestPlaying
	RequestDone    = character.RequestDone
)

// MaxTracks is how many tracks of clips a rigged character's player has.
const MaxTracks = character.MaxTracks

// NewMixes returns mixes with no pairs (character.NewMixes).
func NewMixes() *Mixes { return character.NewMixes() }

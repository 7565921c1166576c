package engine

import "github.com/rigplay/rigplay/engine/character"

// The reasons an action, a clip or a request ends (Event.Reason,
// Request.Reason), as in package character.
const (
	EndComplete    = character.EndComplete
	EndExit        = character.EndExit
	EndStopped     = character.EndStopped
	EndExitLimit   = character.EndExitLimit
	EndZeroCycle   = character.EndZeroCycle
	EndStalled     = character.EndStalled
	EndInterrupted = character.EndInterrupted
	EndDropped     = character.EndDropped
	EndForgotten   = character.EndForgotten
	EndHeld        = character.EndHeld
)

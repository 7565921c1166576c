package character

import "github.com/rigplay/rigplay/actions"

// The reasons an action, a clip or a request ends (Event.Reason,
// Request.Reason), as package actions names them, so that a game compares
// them importing engine or character alone.
const (
	EndComplete    = actions.EndComplete
	EndExit        = actions.EndExit
	EndStopped     = actions.EndStopped
	EndExitLimit   = actions.EndExitLimit
	EndZeroCycle   = actions.EndZeroCycle
	EndStalled     = actions.EndStalled
	EndInterrupted = actions.EndInterrupted
	EndDropped     = actions.EndDropped
	EndForgotten   = actions.EndForgotten
	EndHeld        = actions.EndHeld
)

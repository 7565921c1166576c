package actions

import (
	"testing"

	"github.com/rigplay/rigplay/internal/limits"
)

// TestDefaultLimitsAreInternalLimits: DefaultLimits are the numbers of
// internal/limits (docs/errors.md#limits lists them).
func TestDefaultLimitsAreInternalLimits(t *testing.T) {
	want := Limits{MaxBytes: limits.ActionsFileBytes, MaxFrames: limits.ActionsMaxFrames, MaxDiagnostics: limits.MaxDiagnostics}
	if DefaultLimits != want {
		t.Errorf("DefaultLimits %+v, internal/limits %+v", DefaultLimits, want)
	}
}

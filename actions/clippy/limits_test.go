package clippy

import (
	"testing"

	"github.com/rigplay/rigplay/internal/limits"
)

// TestDefaultLimitsAreInternalLimits: DefaultLimits are the numbers of
// internal/limits (docs/errors.md#limits lists them).
func TestDefaultLimitsAreInternalLimits(t *testing.T) {
	want := Limits{
		MaxAgentBytes:  limits.ClippyAgentBytes,
		MaxSoundsBytes: limits.ClippySoundsBytes,
		MaxSheetBytes:  limits.ClippySheetBytes,
		MaxSheetPixels: limits.ClippySheetPixels,
		MaxTilePixels:  limits.ClippyTilePixels,
		MaxImageBytes:  limits.ClippyImageBytes,
		MaxDepth:       limits.ClippyMaxDepth,
		MaxValues:      limits.ClippyMaxValues,
		MaxFrames:      limits.ClippyMaxFrames,
		MaxDiagnostics: limits.ClippyMaxDiagnostics,
	}
	if DefaultLimits != want {
		t.Errorf("DefaultLimits %+v, internal/limits %+v", DefaultLimits, want)
	}
}

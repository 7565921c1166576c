package viewer

import (
	"testing"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// TestEffectsKeyTurnsTheSparklesOff plays Moss's cheer: the HUD says VFX
// is on and counts the sparkles; x turns them off (no particle, "off") and
// on again (docs/effects.md#off).
func TestEffectsKeyTurnsTheSparklesOff(t *testing.T) {
	dir := copySample(t, true)
	p := startViewer(t, dir, "--clip", "cheer")
	p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
	sparkling := func(s core.Status) bool { return s.Effects == "on" && s.Particles > 0 }
	p.poll("sparkles", sparkling)
	p.do("key x")
	if s := p.status(); s.Effects != "off" || s.Particles != 0 {
		t.Fatalf("after x: VFX %q with %d particles; want off and none", s.Effects, s.Particles)
	}
	p.do("key x")
	p.poll("sparkles again", sparkling)
	// The timeline names the trigger near the playhead.
	s := p.poll("a trigger named", func(s core.Status) bool { return s.Trigger != "" })
	if s.Trigger != "vfx/sparkles-right, vfx/sparkles-left" {
		t.Errorf("trigger %q", s.Trigger)
	}
}

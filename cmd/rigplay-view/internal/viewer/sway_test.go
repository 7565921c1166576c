package viewer

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

const tasselID = "rigplay:clothing/moss/acorn-cap#piece/tassel"

// TestPhysicsKeyAndReloadKeepTheSwing plays Moss's walk: the tassel sways
// and the HUD says physics is on; y turns it off (the tassel at rest) and
// on again; with the walk paused mid-swing, an edit of the tassel's spring
// is swapped in with the tassel exactly where it was: the motion goes on
// with the new spring instead of restarting.
func TestPhysicsKeyAndReloadKeepTheSwing(t *testing.T) {
	dir := copySample(t, true)
	p := startViewer(t, dir, "--clip", "walk", "--overlays", "bones")
	p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
	swinging := func(s core.Status) bool {
		a := s.Sways[tasselID]
		return s.Physics == "on" && (a > 3 || a < -3)
	}
	p.poll("the tassel swinging", swinging)
	p.do("key y")
	if s := p.status(); s.Physics != "off" || s.Sways[tasselID] != 0 {
		t.Fatalf("after y: physics %q, tassel %v; want off and at rest", s.Physics, s.Sways[tasselID])
	}
	p.do("key y")
	p.poll("the tassel swinging again", swinging)
	p.do("key space")
	paused := p.status()
	hat := filepath.Join(dir, "clothing", "hat.json")
	b, err := os.ReadFile(hat)
	if err != nil {
		t.Fatal(err)
	}
	b = bytes.Replace(b, []byte(`"spring": 60`), []byte(`"spring": 150`), 1)
	if err := os.WriteFile(hat, b, 0o644); err != nil {
		t.Fatal(err)
	}
	r := p.waitFor("the reload", func(s core.Status) bool { return s.Event == "reload" })
	if r.Sways[tasselID] != paused.Sways[tasselID] || r.Physics != "on" || r.ClipTime != paused.ClipTime {
		t.Fatalf("after the reload the tassel is at %v (clip at %v), before at %v (%v): want it kept",
			r.Sways[tasselID], r.ClipTime, paused.Sways[tasselID], paused.ClipTime)
	}
}

// poll asks for status lines until ok holds for one (within 30 s).
func (p *proc) poll(what string, ok func(core.Status) bool) core.Status {
	p.t.Helper()
	for start := time.Now(); time.Since(start) < 30*time.Second; time.Sleep(50 * time.Millisecond) {
		if s := p.status(); ok(s) {
			return s
		}
	}
	p.t.Fatalf("no status for %s; last %+v", what, p.last)
	return core.Status{}
}

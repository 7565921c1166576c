package viewer

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// TestEditStorm throws a burst of random edits at a watched copy of Pip
// (valid saves, invalid JSON, truncated files, renames over, deletions),
// then a final good save: the viewer survives, shows the final file with
// no banner, and has as many goroutines and file descriptors as before.
func TestEditStorm(t *testing.T) {
	const edits = 2000
	dir := copySample(t, false)
	actions := filepath.Join(dir, "Actions.json")
	orig, err := os.ReadFile(actions)
	if err != nil {
		t.Fatal(err)
	}
	p := startViewer(t, dir, "--overlays", "nohud")
	p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
	before := p.status()
	rng := rand.New(rand.NewPCG(1, 2))
	tmp := filepath.Join(dir, "Actions.json.tmp")
	for i := range edits {
		good := withLabel(t, orig, "storm")
		switch rng.IntN(5) {
		case 0: // a valid save
			os.WriteFile(actions, good, 0o644)
		case 1: // invalid JSON
			os.WriteFile(actions, []byte(`{"ActionItems": [`), 0o644)
		case 2: // truncated
			os.WriteFile(actions, good[:rng.IntN(len(good))], 0o644)
		case 3: // renamed over
			os.WriteFile(tmp, good, 0o644)
			os.Rename(tmp, actions)
		case 4: // deleted
			os.Remove(actions)
		}
		if i%50 == 0 {
			// A picture half written, now and then.
			os.WriteFile(filepath.Join(dir, "images", "feet.png"), []byte("\x89PNG\r\n\x1a\n\x00\x00"), 0o644)
		}
	}
	feet, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "assets", "frame", "images", "feet.png"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "images", "feet.png"), feet, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(actions, withLabel(t, orig, "Final"), 0o644); err != nil {
		t.Fatal(err)
	}
	final := reloadedWith(p, "Final")
	if final.Banner {
		t.Fatalf("banner after the final good save: %v", final.Errors)
	}
	after := p.status()
	if after.Banner || !hasLabel(after, "Final") {
		t.Fatalf("after the storm: %+v", after)
	}
	if after.Goroutines > before.Goroutines+2 || after.FDs > before.FDs+2 {
		t.Fatalf("goroutines %d -> %d, file descriptors %d -> %d", before.Goroutines, after.Goroutines, before.FDs, after.FDs)
	}
	t.Logf("goroutines %d -> %d, file descriptors %d -> %d, generation %d", before.Goroutines, after.Goroutines, before.FDs, after.FDs, after.Gen)
}

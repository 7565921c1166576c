package viewer

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// TestViewerOpensARigWithoutArt: the viewer opens a folder holding only
// the Captivity ModSDK's player-rig.json, idle.json and walk.json (no
// character.json, no sprites; copied from ../shared/data, skipped when
// absent), lists both clips and draws the walk as colored placeholders.
func TestViewerOpensARigWithoutArt(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "captivity")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"player-rig.json", "idle.json", "walk.json"} {
		data, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "..", "shared", "data", "captivity", name))
		if err != nil {
			t.Skipf("the Captivity data is absent: %v", err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p := startViewer(t, dir, "--clip", "walk", "--paused")
	ready := p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" || s.Event == "error" })
	if ready.Event != "ready" || len(ready.Clips) != 2 {
		t.Fatalf("ready: %+v", ready)
	}
	// Its 20 missing sprites are one grouped line on the terminal
	// (docs/errors.md#grouped), written before "ready".
	p.mu.Lock()
	errs := p.stderr.String()
	p.mu.Unlock()
	if strings.Count(errs, "draws its spriteCanvas as a placeholder") != 1 || !strings.Contains(errs, "(19 more like it: sprites/butt.png") {
		t.Errorf("want the missing sprites as one grouped line; stderr:\n%s", errs)
	}
	p.do("key right") // a step into the walk
	shot := p.shot(filepath.Join(t.TempDir(), "shot.png"))
	visible, hues := saturatedHues(shot)
	t.Logf("%d saturated pixels in %d hues", visible, hues)
	if visible < 5000 || hues < 8 {
		t.Errorf("%d saturated pixels in %d hues: want a figure of colored placeholders", visible, hues)
	}
}

// saturatedHues counts the clearly colored pixels of an image (the
// viewer's interface is grey but for a few accents) and their distinct
// hues, in 30-degree steps.
func saturatedHues(im image.Image) (n, hues int) {
	seen := map[int]bool{}
	b := im.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := im.At(x, y).RGBA()
			hi, lo := max(r, g, bl), min(r, g, bl)
			if hi-lo < 0x3000 {
				continue
			}
			n++
			var h float64
			d := float64(hi - lo)
			switch hi {
			case r:
				h = float64(int(g)-int(bl)) / d
			case g:
				h = 2 + float64(int(bl)-int(r))/d
			default:
				h = 4 + float64(int(r)-int(g))/d
			}
			seen[(int(h*60)+360)%360/30] = true
		}
	}
	return n, len(seen)
}

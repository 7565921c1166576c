package viewer

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// withLabel returns Actions.json with Wave's menu label replaced.
func withLabel(t testing.TB, orig []byte, label string) []byte {
	t.Helper()
	const old = `"ActionMenuSelected": "Wave hello"`
	if !bytes.Contains(orig, []byte(old)) {
		t.Fatal("sample's Wave label changed; update the test")
	}
	return bytes.Replace(orig, []byte(old), []byte(`"ActionMenuSelected": "`+label+`"`), 1)
}

// reloadedWith waits until the new label is shown after a good reload.
func reloadedWith(p *proc, label string) core.Status {
	p.t.Helper()
	return p.waitFor("a reload showing "+label, func(s core.Status) bool {
		return s.Event == "reload" && hasLabel(s, label) && !s.Banner
	})
}

// TestEditorSaves edits a copy of Pip the ways editors save files and
// checks that each save is shown, with the player kept in place; a broken
// save shows the banner and keeps the last good version playing; the fix
// clears it.
func TestEditorSaves(t *testing.T) {
	dir := copySample(t, false)
	actions := filepath.Join(dir, "Actions.json")
	orig, err := os.ReadFile(actions)
	if err != nil {
		t.Fatal(err)
	}
	p := startViewer(t, dir, "--action", "Think", "--paused", "--background", "#000000", "--overlays", "nohud")
	ready := p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
	if ready.Gen != 1 || ready.Character != "Pip" || !hasLabel(ready, "Wave hello") || ready.Action != "Think" || ready.ActionFrame != 0 {
		t.Fatalf("ready: %+v", ready)
	}
	// Step to Think's frame 2: reloads must keep it.
	p.do("key right")
	p.do("key right")
	if s := p.status(); s.Action != "Think" || s.ActionFrame != 2 || !s.Paused {
		t.Fatalf("after two steps: %+v", s)
	}
	checkPlace := func(s core.Status) {
		t.Helper()
		if s.Action != "Think" || s.ActionFrame != 2 || !s.Paused {
			t.Fatalf("reload lost the player's place: %+v", s)
		}
	}

	// 1. Write in place.
	if err := os.WriteFile(actions, withLabel(t, orig, "Wave A"), 0o644); err != nil {
		t.Fatal(err)
	}
	checkPlace(reloadedWith(p, "Wave A"))

	// 2. Write a temporary file and rename it over (atomic save).
	tmp := filepath.Join(dir, ".Actions.json.tmp123")
	if err := os.WriteFile(tmp, withLabel(t, orig, "Wave B"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, actions); err != nil {
		t.Fatal(err)
	}
	checkPlace(reloadedWith(p, "Wave B"))

	// 3. Delete and recreate.
	if err := os.Remove(actions); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(actions, withLabel(t, orig, "Wave C"), 0o644); err != nil {
		t.Fatal(err)
	}
	checkPlace(reloadedWith(p, "Wave C"))

	// 4. Save in two steps: a truncated file, then the rest.
	full := withLabel(t, orig, "Wave D")
	f, err := os.OpenFile(actions, os.O_WRONLY|os.O_TRUNC, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write(full[:len(full)/2]); err != nil {
		t.Fatal(err)
	}
	if err := f.Sync(); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write(full[len(full)/2:]); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	good := reloadedWith(p, "Wave D")
	checkPlace(good)

	// A broken save: the banner lists the error as file:line:col, the last
	// good version keeps playing.
	broken := bytes.Replace(full, []byte(`"Duration": 250`), []byte(`"Duration": "slow"`), 1)
	if bytes.Equal(broken, full) {
		t.Fatal("no Duration 250 in the sample; update the test")
	}
	if err := os.WriteFile(actions, broken, 0o644); err != nil {
		t.Fatal(err)
	}
	bad := p.waitFor("the error banner", func(s core.Status) bool { return s.Event == "error" && s.Banner })
	if bad.Gen != good.Gen || !hasLabel(bad, "Wave D") || len(bad.Errors) == 0 {
		t.Fatalf("failed reload: %+v", bad)
	}
	for _, e := range bad.Errors {
		if !strings.HasPrefix(e, "Actions.json:") || strings.Count(e, ":") < 3 {
			t.Fatalf("banner line %q is not file:line:col: message", e)
		}
	}
	checkPlace(bad)
	// Still drawing, still the banner.
	p.do("key space") // resume playing
	later := p.status()
	if later.Frame <= bad.Frame || !later.Banner || later.Gen != good.Gen || later.Paused {
		t.Fatalf("after the failed reload: %+v", later)
	}
	p.do("key space")

	// The fix clears the banner.
	if err := os.WriteFile(actions, withLabel(t, orig, "Wave E"), 0o644); err != nil {
		t.Fatal(err)
	}
	fixed := reloadedWith(p, "Wave E")
	if fixed.Banner || len(fixed.Errors) != 0 || fixed.Gen <= good.Gen {
		t.Fatalf("fixed: %+v", fixed)
	}
}

// TestImageEditIsShown repaints an image of the frame on screen and checks
// the screenshot shows the new pixels.
func TestImageEditIsShown(t *testing.T) {
	dir := copySample(t, false)
	p := startViewer(t, dir, "--action", "RestPose", "--paused", "--background", "#000000", "--overlays", "nohud")
	p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
	magenta := color.RGBA{255, 0, 255, 255}
	if n := countColor(p.shot(filepath.Join(t.TempDir(), "before.png")), magenta); n != 0 {
		t.Fatalf("%d magenta pixels before the edit", n)
	}
	body := filepath.Join(dir, "images", "body.png")
	old := readPNG(t, body)
	im := image.NewNRGBA(old.Bounds())
	for y := im.Rect.Min.Y; y < im.Rect.Max.Y; y++ {
		for x := im.Rect.Min.X; x < im.Rect.Max.X; x++ {
			im.Set(x, y, magenta)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, im); err != nil {
		t.Fatal(err)
	}
	// Saved through a temporary file renamed over, as image editors do.
	tmp := filepath.Join(dir, "images", "body.png~tmp")
	if err := os.WriteFile(tmp, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, body); err != nil {
		t.Fatal(err)
	}
	s := p.waitFor("the reload", func(s core.Status) bool { return s.Event == "reload" })
	if s.Action != "RestPose" {
		t.Fatalf("reload: %+v", s)
	}
	if n := countColor(p.shot(filepath.Join(t.TempDir(), "after.png")), magenta); n < 1000 {
		t.Fatalf("only %d magenta pixels after the edit", n)
	}
}

// countColor counts the pixels of exactly c.
func countColor(im image.Image, c color.RGBA) int {
	n := 0
	b := im.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := im.At(x, y).RGBA()
			if uint8(r>>8) == c.R && uint8(g>>8) == c.G && uint8(bl>>8) == c.B && uint8(a>>8) == c.A {
				n++
			}
		}
	}
	return n
}

// TestNoWatchReloadsOnR: with --no-watch a save changes nothing on screen,
// and r loads the folder again.
func TestNoWatchReloadsOnR(t *testing.T) {
	dir := copySample(t, false)
	actions := filepath.Join(dir, "Actions.json")
	orig, err := os.ReadFile(actions)
	if err != nil {
		t.Fatal(err)
	}
	p := startViewer(t, dir, "--no-watch", "--overlays", "nohud")
	p.waitFor("ready", func(s core.Status) bool { return s.Event == "ready" })
	if err := os.WriteFile(actions, withLabel(t, orig, "Wave by hand"), 0o644); err != nil {
		t.Fatal(err)
	}
	time.Sleep(300 * time.Millisecond) // six debounces: a watcher would have reloaded
	if s := p.status(); s.Gen != 1 || hasLabel(s, "Wave by hand") {
		t.Fatalf("--no-watch reloaded on a save: %+v", s)
	}
	p.do("key r")
	if s := reloadedWith(p, "Wave by hand"); s.Gen != 2 {
		t.Fatalf("after r: %+v", s)
	}
}

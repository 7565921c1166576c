package character

import (
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// TestRule1_MissingSpriteIsAWarningAndDrawsAPlaceholder pins
// docs/rig.md#missing-sprites: a rig whose bone sprite is missing loads,
// with a located warning at the bone's spriteCanvas, and draws that bone as
// a placeholder (its canvas rectangle where the sprite would be) while
// every other bone draws its image; a clothing piece whose PNG is missing
// likewise (docs/clothing.md#missing-images).
func TestRule1_MissingSpriteIsAWarningAndDrawsAPlaceholder(t *testing.T) {
	full := moss(t)
	head := full.Rig.BoneIndex("head")
	c, d := Load(copyFS(t, assets.Rigged(), map[string][]byte{
		"sprites/head.png":             nil,
		"clothing/hat/head.png":        nil,
		"clothing/tee/shirt-chest.png": nil,
	}), Options{})
	if c == nil {
		t.Fatalf("the package did not load: %v", d)
	}
	if d.HasErrors() || len(d) != 3 {
		t.Fatalf("diagnostics %v, want three warnings", d)
	}
	var lines []string
	for _, w := range d {
		if w.Severity != diag.Warning || w.Line == 0 {
			t.Errorf("%s: not a located warning", w.Error())
		}
		lines = append(lines, w.Error())
	}
	all := strings.Join(lines, "\n")
	for _, want := range []string{
		`/bones/5/spriteCanvas: warning: sprites/head.png: not found; bone "head" draws its spriteCanvas as a placeholder`,
		`clothing/hat.json:`, `/visual/sprites/piece~1head: warning: clothing/hat/head.png not found; drawn as a placeholder until it exists`,
		`clothing/tee.json:`, `warning: clothing/tee/shirt-chest.png not found`,
	} {
		if !strings.Contains(all, want) {
			t.Errorf("warnings\n%s\nhold no %q", all, want)
		}
	}
	if head != 5 || !c.Rig.Bones[head].Placeholder || c.Image("sprites/head.png") != nil {
		t.Fatal("the head is not a placeholder")
	}
	for _, at := range []time.Duration{0, 700 * time.Millisecond} {
		got := playAt(t, c, "walk", at)
		want := playAt(t, full, "walk", at)
		if len(got) != len(want) {
			t.Fatalf("%d items, want %d", len(got), len(want))
		}
		n := 0
		for i := range got {
			g, w := got[i], want[i]
			// A body placeholder is exactly where its sprite is; a
			// clothing one takes its bone's canvas size (its own is
			// unknown), so only its image says which it is.
			if g.Image != w.Image || (!strings.HasPrefix(g.Image, "clothing/") && (g.Transform != w.Transform || g.Src != w.Src)) {
				t.Errorf("%v: item %d %s is not where the sprite is drawn", at, i, g.Image)
			}
			placeholder := g.Image == "sprites/head.png" || g.Image == "clothing/hat/head.png" || g.Image == "clothing/tee/shirt-chest.png"
			if placeholder {
				n++
			}
			if (g.Kind == drawlist.KindPlaceholder) != placeholder {
				t.Errorf("%v: %s has kind %d", at, g.Image, g.Kind)
			}
		}
		if n != 3 {
			t.Errorf("%v: %d placeholders drawn, want 3", at, n)
		}
	}
	if b := c.Bounds(); b.Empty() || !b.Overlaps(full.Bounds()) {
		t.Errorf("bounds %v, want about those of the sprites %v", b, full.Bounds())
	}
}

// playAt returns the draw list of c playing clip for d (no cross-fade).
func playAt(t *testing.T, c *Character, clip string, d time.Duration) drawlist.List {
	t.Helper()
	p := NewPlayer(c, PlayerOptions{Mix: -1})
	if _, err := p.Play(clip); err != nil {
		t.Fatal(err)
	}
	p.Advance(d)
	return p.AppendDrawList(nil)
}

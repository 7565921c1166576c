package viewer

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// toScreen maps a character pixel (before character.json's scale) to the
// screen.
func (g *Game) toScreen(x, y float64) (float32, float32) {
	s := g.char.Scale()
	sx, sy := g.view.ToScreen(x*s, y*s)
	return float32(sx), float32(sy)
}

// drawOverlays draws the bounds and origin (g), the bones (b) and the draw
// order labels (o).
func (g *Game) drawOverlays(screen *ebiten.Image) {
	if g.player == nil {
		return
	}
	w := float32(max(1, g.dsf))
	if g.overlays.Bounds {
		b := g.char.Bounds()
		x0, y0 := g.toScreen(float64(b.Min.X), float64(b.Min.Y))
		x1, y1 := g.toScreen(float64(b.Max.X), float64(b.Max.Y))
		vector.StrokeRect(screen, x0, y0, x1-x0, y1-y0, w, colBounds, false)
		ox, oy := g.toScreen(0, 0)
		r := 8 * w
		vector.StrokeLine(screen, ox-r, oy, ox+r, oy, w, colOrigin, false)
		vector.StrokeLine(screen, ox, oy-r, ox, oy+r, w, colOrigin, false)
	}
	if g.overlays.Bones {
		g.drawBones(screen, w)
	}
	if g.overlays.Order {
		g.drawOrder(screen)
	}
}

// drawBones draws a line from each bone's world origin to its parent's and
// a dot on each origin, from the rig player's world transforms.
func (g *Game) drawBones(screen *ebiten.Image, w float32) {
	if len(g.bones) == 0 || !g.player.Visible() {
		return
	}
	origin := func(i int) (float32, float32) {
		t, _ := g.player.BoneTransform(i)
		return g.toScreen(t.TX, t.TY)
	}
	for i, b := range g.bones {
		if b.Parent < 0 {
			continue
		}
		x0, y0 := origin(b.Parent)
		x1, y1 := origin(i)
		vector.StrokeLine(screen, x0, y0, x1, y1, 2*w, colBone, true)
	}
	for i := range g.bones {
		x, y := origin(i)
		vector.DrawFilledCircle(screen, x, y, 3*w, colBoneDot, true)
	}
	g.drawSways(screen, w)
}

// drawOrder labels each drawn item with its sort key (and, on a rig, its
// bone), at the center of the pixels it covers.
func (g *Game) drawOrder(screen *ebiten.Image) {
	g.list = g.player.AppendDrawList(g.list[:0])
	g.parts = g.player.AppendParts(g.parts[:0])
	f := g.fonts.at(g.layout.FontSize * 0.85)
	for i, it := range g.list {
		b := it.Bounds()
		if b.Empty() {
			continue
		}
		label := fmt.Sprintf("%d", it.SortKey)
		if i < len(g.parts) && g.parts[i].Bone != "" {
			label += " " + g.parts[i].Bone
		}
		x, y := g.toScreen(float64(b.Min.X+b.Max.X)/2, float64(b.Min.Y+b.Max.Y)/2)
		tw := float32(textWidth(label, f.code))
		th := float32(f.lineHeight())
		// Stagger labels a little by draw index so coincident centers stay
		// readable.
		y += float32(i%3-1) * th * 0.5
		vector.DrawFilledRect(screen, x-tw/2-2, y-th/2, tw+4, th, colLabel, false)
		drawText(screen, label, f.code, float64(x-tw/2), float64(y-th/2), colText)
	}
	clear(g.list)
}

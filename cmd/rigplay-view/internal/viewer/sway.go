package viewer

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// togglePhysics turns the secondary motion of swaying pieces and bones off
// or on (y), for this character and every one opened after it.
func (g *Game) togglePhysics() {
	g.physicsOff = !g.physicsOff
	if g.player != nil {
		g.player.SetPhysics(!g.physicsOff)
	}
	switch {
	case g.player == nil || !g.char.Rigged():
		g.say("physics: this character has no rig")
	case g.physicsLine() == "":
		g.say("physics: nothing sways on this character")
	default:
		g.say("physics " + g.physicsLine())
	}
}

// physicsLine is the HUD's physics state: "on" or "off", or "" when
// nothing of the character sways.
func (g *Game) physicsLine() string {
	if g.player == nil {
		return ""
	}
	g.sways = g.player.Sways(g.sways[:0])
	if len(g.sways) == 0 {
		return ""
	}
	if g.player.Physics() {
		return "on"
	}
	return "off"
}

// drawSways marks each swaying piece's and bone's pivot on the bones
// overlay and labels it with its angle.
func (g *Game) drawSways(screen *ebiten.Image, w float32) {
	g.sways = g.player.Sways(g.sways[:0])
	if len(g.sways) == 0 {
		return
	}
	f := g.fonts.at(g.layout.FontSize * 0.85)
	th := float32(f.lineHeight())
	for _, s := range g.sways {
		x, y := g.toScreen(s.X, s.Y)
		vector.StrokeCircle(screen, x, y, 5*w, 1.5*w, colSway, true)
		label := fmt.Sprintf("%s %+.1f°", swayName(s.ID), s.Angle)
		tw := float32(textWidth(label, f.code))
		lx, ly := x+8*w, y-th/2
		vector.DrawFilledRect(screen, lx-2, ly, tw+4, th, colLabel, false)
		drawText(screen, label, f.code, float64(lx), float64(ly), colSway)
	}
}

// swayName shortens a sway's id for a label: the slot's last part for a
// piece ("tassel"), the bone's name for a bone.
func swayName(id string) string {
	if i := strings.LastIndexAny(id, "/#"); i >= 0 {
		return id[i+1:]
	}
	return id
}

package viewer

import (
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// toggleEffects turns the clips' particle effects off or on (x), for this
// character and every one opened after it, as the source tool's preview
// has its VFX toggle (docs/effects.md#off).
func (g *Game) toggleEffects() {
	g.effectsOff = !g.effectsOff
	if g.player != nil {
		g.player.SetEffects(!g.effectsOff)
	}
	switch state, _ := g.effectsLine(); {
	case g.player == nil || !g.char.Rigged():
		g.say("VFX: this character has no rig")
	case state == "":
		g.say("VFX " + onOff(!g.effectsOff) + " (this clip has no effects)")
	default:
		g.say("VFX " + state)
	}
}

// effectsLine is the HUD's VFX state while a clip with effects plays:
// "on" or "off" and the particles alive; "" for a clip without effects.
func (g *Game) effectsLine() (state string, particles int) {
	if g.player == nil {
		return "", 0
	}
	i := g.player.Clip()
	if i < 0 || i >= len(g.clips) || len(g.clips[i].Effects) == 0 {
		return "", 0
	}
	if !g.player.EffectsOn() {
		return "off", 0
	}
	g.effects = g.player.Effects(g.effects[:0])
	for _, e := range g.effects {
		particles += e.Particles
	}
	return "on", particles
}

// onOff names a switch's state.
func onOff(on bool) string {
	if on {
		return "on"
	}
	return "off"
}

// drawTriggerMarks marks each effect trigger of the clip playing on the
// scrubber r (d: the clip's length) and names the effects of the one
// near the playhead above it (docs/effects.md#triggers).
func (g *Game) drawTriggerMarks(screen *ebiten.Image, r image.Rectangle, d float64) {
	i := g.player.Clip()
	if i < 0 || i >= len(g.clips) || len(g.clips[i].Triggers) == 0 {
		return
	}
	trs := g.clips[i].Triggers
	w := float32(g.dsf)
	for _, tr := range trs {
		x := float32(g.layout.ScrubX(tr.Time.Seconds(), d))
		vector.DrawFilledRect(screen, x-w, float32(r.Min.Y), 2*w, float32(r.Dy()), colTrigger, false)
	}
	k := g.nearTrigger()
	if k < 0 {
		return
	}
	f := g.fonts.at(g.layout.FontSize * 0.85)
	label := strings.Join(trs[k].Effects, ", ")
	x := float64(g.layout.ScrubX(trs[k].Time.Seconds(), d))
	tw := textWidth(label, f.code)
	x = min(max(x-tw/2, float64(r.Min.X)), float64(r.Max.X)-tw)
	y := float64(r.Min.Y) - f.lineHeight() - 2*g.dsf
	vector.DrawFilledRect(screen, float32(x)-2, float32(y), float32(tw)+4, float32(f.lineHeight()), colLabel, false)
	drawText(screen, label, f.code, x, y, colTrigger)
}

// nearTrigger returns the index of the playing clip's trigger near its
// playhead (core.NearTrigger), or -1.
func (g *Game) nearTrigger() int {
	if g.player == nil {
		return -1
	}
	i := g.player.Clip()
	if i < 0 || i >= len(g.clips) || len(g.clips[i].Triggers) == 0 {
		return -1
	}
	trs := g.clips[i].Triggers
	if cap(g.triggerTimes) < len(trs) {
		g.triggerTimes = make([]float64, len(trs))
	}
	times := g.triggerTimes[:len(trs)]
	for k, tr := range trs {
		times[k] = tr.Time.Seconds()
	}
	return core.NearTrigger(times, g.player.ClipTime().Seconds())
}

// triggerLine names the effects of the trigger near the playhead, for the
// status ("" for none).
func (g *Game) triggerLine() string {
	k := g.nearTrigger()
	if k < 0 {
		return ""
	}
	return strings.Join(g.clips[g.player.Clip()].Triggers[k].Effects, ", ")
}

package viewer

import (
	"strings"

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

package viewer

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

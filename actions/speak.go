package actions

// Speaking (docs/actions.md#speaking): while the character speaks, the
// frame that has Mouths is held and the overlay of the current mouth shape
// is drawn on top of it. The mouth shape itself comes from the caller
// (package lipsync turns audio or text into shapes over time).

// StartSpeaking makes the character speak. If the action on screen has
// frames with mouths, playback holds on the first of them it reaches;
// otherwise the Speaking state is asked for (queued like Play, so an
// action that is playing finishes first). The mouth starts Closed.
func (p *Player) StartSpeaking() error {
	p.speaking = true
	if p.mouth == MouthNone {
		p.mouth = MouthClosed
	}
	// Already able to show the mouth: an action with mouth frames is
	// playing, or playback rests on a frame with mouths.
	if p.playing && p.actionHasMouths(p.action) || !p.playing && p.frameHasMouths(p.drawAction, p.drawFrame) {
		p.resetIdle()
		return nil
	}
	if p.set.State(StateSpeaking) >= 0 {
		// A request: an idle action playing is asked to exit first, as for
		// any Play (so the idle level must not be reset before).
		return p.PlayState(StateSpeaking)
	}
	p.resetIdle()
	return nil
}

// frameHasMouths reports whether frame fi of action ai has mouth overlays.
func (p *Player) frameHasMouths(ai, fi int) bool {
	if ai < 0 || fi < 0 || fi >= len(p.set.Actions[ai].Frames) {
		return false
	}
	return len(p.set.Actions[ai].Frames[fi].Mouths) > 0
}

// StopSpeaking ends speech: the mouth overlay goes away and a held frame
// plays on from now.
func (p *Player) StopSpeaking() {
	p.speaking = false
	p.mouth = MouthNone
	p.holdSince = p.now
}

// Speaking reports whether the character is speaking.
func (p *Player) Speaking() bool { return p.speaking }

func (p *Player) actionHasMouths(ai int) bool {
	if ai < 0 {
		return false
	}
	for i := range p.set.Actions[ai].Frames {
		if len(p.set.Actions[ai].Frames[i].Mouths) > 0 {
			return true
		}
	}
	return false
}

// holdingMouth reports whether playback is held on a mouth frame.
func (p *Player) holdingMouth() bool {
	if !p.speaking || !p.playing {
		return false
	}
	fr := &p.set.Actions[p.action].Frames[p.frame]
	return len(fr.Mouths) > 0 && fr.Duration > 0
}

package engine

// Rebind moves the player onto c — the same character reloaded after an
// edit — keeping its place: action, frame and time into it, random source,
// clip and clip time, clothes, speed, pause and speech (see
// character.Player.Rebind). The current frame's sound is not replayed.
// Call it between Updates, at a tick boundary.
func (p *Player) Rebind(c *Character) {
	if c == nil || c == p.c {
		return
	}
	p.c = c
	p.pure.Rebind(c.c)
}

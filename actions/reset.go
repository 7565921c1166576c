package actions

// Reset puts the player back as NewPlayer made it, with the options it
// was made with: time 0, the seed's random sequence from its start,
// nothing playing, queued or idling, request ids starting again. It keeps
// the event list it grew, for a pool of players.
func (p *Player) Reset() {
	rng, events := p.rng, p.events
	*p = *NewPlayer(p.set, p.opts)
	p.rng = rng // it draws from &p.pcg, which now holds the new seed's state
	events.Reset()
	p.events = events
}

package actions

// Reset puts the player back as NewPlayer(p.Set(), opts) makes it: time 0,
// the seed's random sequence from its start, nothing playing, queued or
// idling, request ids starting again. It keeps the event list it grew,
// for a pool of players.
func (p *Player) Reset(opts PlayerOptions) {
	rng, events, book := p.rng, p.events, p.reqs.book
	*p = *NewPlayer(p.set, opts)
	p.rng = rng // it draws from &p.pcg, which now holds the new seed's state
	events.Reset()
	p.events = events
	if book != nil {
		*book = requestLog{}
		p.reqs.book = book
	}
}

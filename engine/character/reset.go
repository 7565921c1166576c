package character

// Reset puts the player back as NewPlayer made it, with the options it
// was made with, on the character it plays now (docs/character-package.md#reset):
// time 0, the same seed, nothing playing or queued, the manifest's
// clothes and variant, speed 1 (or the options'), not paused, visible,
// silent, events empty. It keeps the buffers it grew, so that a pool of
// players can hand one out again without allocating a new one. A player
// that is reset plays exactly as a new one would; its requests from before
// report done, interrupted.
func (p *Player) Reset() {
	p.epoch++
	p.init(p.opts)
}

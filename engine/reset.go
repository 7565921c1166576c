package engine

import "time"

// Reset puts the player back as NewPlayer made it, for a pool of players
// (docs/character-package.md#reset): the pure player's Reset, and the
// engine's part too: speech audio stopped, the tick's remainder and the
// SyncWithFPS clock cleared, not muted. The sound sink and ManualSound
// stay as the options gave them; the buffers are kept.
func (p *Player) Reset() {
	p.stopSpeechAudio()
	p.rem, p.last, p.muted = 0, time.Time{}, false
	p.pure.Reset()
}

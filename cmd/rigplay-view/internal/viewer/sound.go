package viewer

import "fmt"

// pollSound notices, once, that sounds cannot play (no sound device, or
// the device stopped; engine.Audio.Err): the viewer goes on silently, says
// so on stderr and keeps a line in the HUD (soundOff).
func (g *Game) pollSound() {
	if g.soundOff != "" {
		return
	}
	if err := g.audio.Err(); err != nil {
		g.soundOff = err.Error()
		fmt.Fprintf(g.stderr, "rigplay view: %s\n", g.soundOff)
		g.queueStatus("sound")
	}
}

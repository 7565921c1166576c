//go:build race

package engine

// raceEnabled: the race detector makes sync.Pool (the rig's pose scratch)
// drop items at random and slows playback down, so allocation counts mean
// nothing under it.
const raceEnabled = true

//go:build race

package character

// raceEnabled: the race detector makes sync.Pool (the rig's pose scratch)
// drop items at random, so allocation counts mean nothing.
const raceEnabled = true

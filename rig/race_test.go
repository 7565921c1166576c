//go:build race

package rig

// raceEnabled: the race detector makes sync.Pool drop items at random, so
// allocation counts of code that uses the scratch pool mean nothing.
const raceEnabled = true

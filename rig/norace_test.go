//go:build !race

package rig

// raceEnabled: see race_test.go.
const raceEnabled = false

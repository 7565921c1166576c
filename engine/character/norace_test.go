//go:build !race

package character

// raceEnabled: see race_test.go.
const raceEnabled = false

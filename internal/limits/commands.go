package limits

// Limits of the commands' numeric flags (docs/errors.md#limits,
// docs/errors.md#flags). A flag value outside them is refused with a
// message that names the flag, the value and the rule.
const (
	// CommandMaxTicks is the most update ticks a command's --tick may
	// split the time it plays into (trace --for, render --at, --for and
	// a sheet's clip frames, pose --time): about a second of work here.
	CommandMaxTicks = 10_000_000
	// DurationUnitMaxMs is the longest Duration unit, in milliseconds, of
	// character.json's durationUnitMs and of trace's --unit.
	DurationUnitMaxMs = 1000
)

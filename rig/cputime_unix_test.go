//go:build unix

package rig

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used (user and system):
// on a shared, loaded machine a benchmark's wall time counts the time it
// waited for a core, this does not.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

//go:build unix

package app

import (
	"syscall"
	"time"
)

// cpuTime is the processor time the test process has used, user and
// system: the benchmarks report it beside the wall time, which on a
// shared machine measures the other processes too.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

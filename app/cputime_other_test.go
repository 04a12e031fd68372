//go:build !unix

package app

import "time"

// cpuTime is not measured outside Unix: the benchmarks report 0.
func cpuTime() time.Duration { return 0 }

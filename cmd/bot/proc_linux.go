//go:build linux

package main

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// raiseFiles raises the soft limit of this process's open files to n, or
// as near as the hard limit allows, and returns the limit now in force.
// (Go raises the soft limit to the hard one at start-up already; this
// says what it is.)
func raiseFiles(n uint64) (uint64, error) {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		return 0, fmt.Errorf("the limit of open files: %w", err)
	}
	if lim.Cur >= n {
		return lim.Cur, nil
	}
	lim.Cur = min(n, lim.Max)
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		return 0, fmt.Errorf("raising the limit of open files to %d: %w", lim.Cur, err)
	}
	return lim.Cur, nil
}

// cpuTime returns the CPU time this process has used, user and system.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// procSample is what a process has used so far.
type procSample struct {
	cpu time.Duration // user and system
	rss int64         // resident memory now, in bytes
}

// clockTick is the unit of /proc/PID/stat's times: USER_HZ, 100 on every
// Linux Go runs on.
const clockTick = 10 * time.Millisecond

// procStats reads the CPU time and resident memory of the process pid
// from /proc.
func procStats(pid int) (procSample, error) {
	var s procSample
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return s, fmt.Errorf("-pid %d: %w", pid, err)
	}
	// The fields after the command's name, which is in parentheses and
	// may hold spaces: utime and stime are the 14th and 15th fields.
	i := bytes.LastIndexByte(stat, ')')
	f := strings.Fields(string(stat[i+1:]))
	if i < 0 || len(f) < 13 {
		return s, fmt.Errorf("-pid %d: /proc/%d/stat unreadable", pid, pid)
	}
	utime, err1 := strconv.ParseInt(f[11], 10, 64)
	stime, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return s, fmt.Errorf("-pid %d: /proc/%d/stat unreadable", pid, pid)
	}
	s.cpu = time.Duration(utime+stime) * clockTick
	status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return s, fmt.Errorf("-pid %d: %w", pid, err)
	}
	for line := range strings.SplitSeq(string(status), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			if err != nil {
				return s, fmt.Errorf("-pid %d: VmRSS %q", pid, rest)
			}
			s.rss = kb << 10
			return s, nil
		}
	}
	return s, fmt.Errorf("-pid %d: no VmRSS in /proc/%d/status", pid, pid)
}

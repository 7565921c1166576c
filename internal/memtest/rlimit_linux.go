//go:build linux && !race

package memtest

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// limitAddressSpace caps the process's address space at what it maps now
// plus four times limit, so that an allocation far over the limit fails
// at once (and the process dies with "out of memory", which Check reports)
// whatever the kernel's overcommit policy.
func limitAddressSpace(limit int64) error {
	vm, err := mappedBytes()
	if err != nil {
		return err
	}
	most := uint64(vm + 4*limit + 256<<20)
	return syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: most, Max: most})
}

// mappedBytes reads VmSize from /proc/self/status.
func mappedBytes() (int64, error) {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0, err
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		if rest, ok := strings.CutPrefix(s.Text(), "VmSize:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10, err
		}
	}
	return 0, s.Err()
}

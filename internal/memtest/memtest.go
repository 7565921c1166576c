// Package memtest runs a decoder in a test under a memory limit, so that
// an input that makes it allocate without bound is a test failure that
// names the input, not an abort of the whole test binary: a Go out of
// memory ("fatal error: runtime: out of memory") cannot be recovered, so
// a fuzz target's seed that triggers one used to kill the fuzz target
// itself (issue 18).
//
// A package registers its decoders in TestMain with Main. Check then runs
// one of them on an input in a child process of the test binary, which
// limits its own address space (Linux, not under the race detector) and
// heap (debug.SetMemoryLimit) and counts what the decoder allocates
// (runtime.MemStats.TotalAlloc). The test fails when the child dies or
// allocated more than the limit. Inside a fuzzing worker (go test -fuzz),
// which the fuzzing engine already runs as a child and whose crash it
// reports with the input, Check counts the allocations in the process
// itself, so fuzzing stays fast. The limits are counted by the allocator,
// never by time.
package memtest

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Func is a decoder run under a limit. Its error is not a failure (a
// decoder refuses bad input); only dying or allocating too much is.
type Func func(data []byte) error

// The child's environment: which Func, on which input file, under which
// limit.
const (
	envFunc  = "RIGPLAY_MEMTEST_FUNC"
	envInput = "RIGPLAY_MEMTEST_INPUT"
	envLimit = "RIGPLAY_MEMTEST_LIMIT"
)

// exitOver is the child's exit status when the decoder allocated more
// than the limit.
const exitOver = 3

// hangAfter is when a child that has not finished is taken to hang: far
// beyond what a decode of a small test input takes on a loaded machine,
// so that a hang is a failure that names the input rather than the whole
// test binary's timeout. It is no timing assertion.
const hangAfter = 3 * time.Minute

// funcs are the Funcs registered with Main.
var funcs map[string]Func

// Main is a test binary's TestMain: in a child started by Check it runs
// the Func named there and exits; otherwise it runs the tests.
func Main(m *testing.M, fs map[string]Func) {
	funcs = fs
	if name := os.Getenv(envFunc); name != "" {
		os.Exit(child(name))
	}
	os.Exit(m.Run())
}

// Check runs the Func registered under name on data with at most limit
// bytes allocated in all, and fails t when it dies or allocates more.
func Check(t testing.TB, name string, data []byte, limit int64) {
	t.Helper()
	fn, ok := funcs[name]
	if !ok {
		t.Fatalf("memtest: no Func %q (register it with memtest.Main in TestMain)", name)
	}
	if inFuzzWorker() || !canExec() {
		if n := allocated(fn, data); n > limit {
			t.Fatalf("memtest: %s allocated %d bytes for a %d-byte input, over the limit of %d", name, n, len(data), limit)
		}
		return
	}
	in := filepath.Join(t.TempDir(), "input")
	if err := os.WriteFile(in, data, 0o600); err != nil {
		t.Fatal(err)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), hangAfter)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe, "-test.run=^$")
	cmd.Env = append(os.Environ(), envFunc+"="+name, envInput+"="+in, envLimit+"="+strconv.FormatInt(limit, 10))
	out, err := cmd.CombinedOutput()
	if err == nil {
		return
	}
	if ctx.Err() != nil {
		t.Fatalf("memtest: %s on a %d-byte input did not finish in %v: it hangs", name, len(data), hangAfter)
	}
	msg := strings.TrimSpace(string(out))
	if len(msg) > 2000 {
		msg = msg[:2000] + "..."
	}
	if ee, ok := err.(*exec.ExitError); ok && ee.ExitCode() == exitOver {
		t.Fatalf("memtest: %s on a %d-byte input: %s", name, len(data), msg)
	}
	t.Fatalf("memtest: %s on a %d-byte input died under a limit of %d bytes (%v):\n%s", name, len(data), limit, err, msg)
}

// child runs the Func named name on the input file under the limit, in
// the child process, and returns its exit status.
func child(name string) int {
	fn, ok := funcs[name]
	if !ok {
		fmt.Fprintf(os.Stderr, "memtest: no Func %q\n", name)
		return 1
	}
	limit, err := strconv.ParseInt(os.Getenv(envLimit), 10, 64)
	if err != nil || limit <= 0 {
		fmt.Fprintf(os.Stderr, "memtest: bad limit %q\n", os.Getenv(envLimit))
		return 1
	}
	data, err := os.ReadFile(os.Getenv(envInput))
	if err != nil {
		fmt.Fprintln(os.Stderr, "memtest:", err)
		return 1
	}
	debug.SetMemoryLimit(limit)
	if err := limitAddressSpace(limit); err != nil {
		fmt.Fprintln(os.Stderr, "memtest: cannot limit the address space:", err)
		return 1
	}
	if n := allocated(fn, data); n > limit {
		fmt.Fprintf(os.Stderr, "allocated %d bytes, over the limit of %d\n", n, limit)
		return exitOver
	}
	return 0
}

// allocated runs fn on data and returns the bytes it allocated in all.
func allocated(fn Func, data []byte) int64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_ = fn(data)
	runtime.ReadMemStats(&after)
	return int64(after.TotalAlloc - before.TotalAlloc)
}

// inFuzzWorker tells whether this process is a worker of go test -fuzz.
func inFuzzWorker() bool {
	f := flag.Lookup("test.fuzzworker")
	return f != nil && f.Value.String() == "true"
}

// canExec tells whether this platform starts processes (not js/wasm).
func canExec() bool { return runtime.GOOS != "js" && runtime.GOOS != "wasip1" }

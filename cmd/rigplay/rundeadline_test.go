package main

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// runDeadline runs rigplay with args in a goroutine and fails the test
// when it has not returned after a deadline that only a blocked command
// reaches (a FIFO opened for writing waits for a reader forever): the
// test says whether it blocks, not how fast it is.
func runDeadline(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	done := make(chan int, 1)
	go func() { done <- rigplay(args, &out, &errb) }()
	select {
	case code = <-done:
	case <-time.After(60 * time.Second):
		t.Fatalf("rigplay %s blocked", strings.Join(args, " "))
	}
	return code, out.String(), errb.String()
}

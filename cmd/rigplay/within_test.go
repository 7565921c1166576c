package main

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// runWithin runs rigplay with args and fails the test, instead of hanging
// it, when the command has not returned after a second.
func runWithin(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	done := make(chan int, 1)
	start := time.Now()
	go func() { done <- rigplay(args, &out, &errb) }()
	select {
	case code = <-done:
	case <-time.After(time.Second):
		t.Fatalf("rigplay %s did not return within a second", strings.Join(args, " "))
	}
	t.Logf("rigplay %s: exit %d in %v", args[0], code, time.Since(start))
	return code, out.String(), errb.String()
}

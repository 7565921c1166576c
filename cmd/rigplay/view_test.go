package main

import (
	"bytes"
	"runtime"
	"strings"
	"testing"
)

func TestViewWithoutDisplaySaysSo(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the display check applies to X11/Wayland systems")
	}
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	var out, errb bytes.Buffer
	if code := rigplay([]string{"view"}, &out, &errb); code != 1 || !strings.Contains(errb.String(), "no display") {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
	// With no argument at all rigplay opens the viewer, which says the same.
	errb.Reset()
	if code := rigplay(nil, &out, &errb); code != 1 || !strings.Contains(errb.String(), "no display") {
		t.Fatalf("no arguments: exit %d, stderr %q", code, errb.String())
	}
}

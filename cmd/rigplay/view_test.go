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

// TestViewHelpNeedsNoDisplay: `rigplay view -h` (and --help, also after
// the folder) prints the viewer's flags and exits 0 with no display;
// a -h that is a flag's value (--say -h) is not a help request.
func TestViewHelpNeedsNoDisplay(t *testing.T) {
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	for _, args := range [][]string{{"view", "-h"}, {"view", "--help"}, {"view", "DIR", "--desktop", "-help"}} {
		var out, errb bytes.Buffer
		code := rigplay(args, &out, &errb)
		if code != 0 || errb.String() != viewUsage {
			t.Errorf("%v: exit %d, stderr %q", args, code, errb.String())
		}
	}
	for _, want := range []string{"usage: rigplay view", "-desktop", "-shots string", "-screenshot string", "q quits"} {
		if !strings.Contains(viewUsage, want) {
			t.Errorf("the viewer's usage lacks %q", want)
		}
	}
	if runtime.GOOS == "linux" {
		var out, errb bytes.Buffer
		if code := rigplay([]string{"view", "--say", "-h"}, &out, &errb); code != 1 || !strings.Contains(errb.String(), "no display") {
			t.Errorf("--say -h: exit %d, stderr %q: want the viewer run (no display here)", code, errb.String())
		}
	}
}

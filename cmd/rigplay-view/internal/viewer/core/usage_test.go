package core

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"testing"
)

var updateUsage = flag.Bool("update-usage", false, "rewrite cmd/rigplay/viewusage.txt from the viewer's flags")

// usageFile is the viewer's usage as `rigplay view -h` prints it without
// a display (cmd/rigplay embeds it: rigplay never links the window code).
const usageFile = "../../../../rigplay/viewusage.txt"

// TestUsageFileIsTheViewersFlags: cmd/rigplay's copy of the viewer's
// usage is exactly what the viewer's own flag set prints for -h, so the
// two cannot drift; after changing a flag, run
// go test ./cmd/rigplay-view/internal/viewer/core -run UsageFile -update-usage.
func TestUsageFileIsTheViewersFlags(t *testing.T) {
	var b bytes.Buffer
	if _, err := Parse([]string{"-h"}, &b); !errors.Is(err, ErrHelp) {
		t.Fatalf("Parse(-h) = %v, want ErrHelp", err)
	}
	if *updateUsage {
		if err := os.WriteFile(usageFile, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(usageFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, b.Bytes()) {
		t.Fatalf("%s differs from the viewer's -h; run this test with -update-usage.\nviewer:\n%s\nfile:\n%s", usageFile, b.Bytes(), got)
	}
}

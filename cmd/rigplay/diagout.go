package main

import (
	"fmt"
	"io"

	"github.com/rigplay/rigplay/engine/diag"
)

// printDiags writes diagnostics one per line, file names under dir;
// warnings that say the same thing are one line (diag.List.Grouped,
// docs/errors.md#grouped).
func printDiags(w io.Writer, l diag.List, dir string) {
	for _, line := range prefix(l, dir).Grouped() {
		fmt.Fprintln(w, line)
	}
}

// maxWarningLines is how many warnings a command that draws prints before
// it only counts the rest (`rigplay validate` lists them all).
const maxWarningLines = 3

// printWarnings writes the first few warnings of a load that succeeded,
// those that say the same thing as one line, and how many more there
// are.
func printWarnings(w io.Writer, l diag.List, dir string) {
	groups := prefix(l, dir).Groups()
	shown := 0
	for i, g := range groups {
		if i == maxWarningLines {
			say(w, "... and %d more warnings (rigplay validate -v %s lists them)", len(l)-shown, dir)
			return
		}
		fmt.Fprintln(w, g.String())
		shown += g.Count
	}
}

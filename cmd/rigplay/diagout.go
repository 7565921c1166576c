package main

import (
	"fmt"
	"io"

	"github.com/rigplay/rigplay/engine/diag"
)

// printDiags writes diagnostics one per line, file names under dir.
func printDiags(w io.Writer, l diag.List, dir string) {
	for _, d := range prefix(l, dir) {
		fmt.Fprintln(w, d.Error())
	}
}

// maxWarningLines is how many warnings a command that draws prints before
// it only counts the rest (`rigplay validate` lists them all).
const maxWarningLines = 3

// printWarnings writes the first few warnings of a load that succeeded,
// and how many more there are.
func printWarnings(w io.Writer, l diag.List, dir string) {
	l = prefix(l, dir)
	for i, d := range l {
		if i == maxWarningLines {
			fmt.Fprintf(w, "... and %d more warnings (rigplay validate %s lists them)\n", len(l)-i, dir)
			return
		}
		fmt.Fprintln(w, d.Error())
	}
}

package main

import (
	"fmt"
	"io"

	"github.com/rigplay/rigplay/internal/diag"
)

// printDiags writes diagnostics one per line, file names under dir.
func printDiags(w io.Writer, l diag.List, dir string) {
	for _, d := range prefix(l, dir) {
		fmt.Fprintln(w, d.Error())
	}
}

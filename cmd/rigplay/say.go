package main

import (
	"fmt"
	"io"

	"github.com/rigplay/rigplay/engine/diag"
)

// say prints one message line: the text is formatted, then escaped as a
// whole with diag.Escape, so that no argument or path it echoes (a
// folder, an -o, a --wasm, an unknown flag, a curve name, an error from
// the system naming a path) reaches the terminal raw: control
// characters, line ends included, print as \x1b, \n ..., bytes that are
// not UTF-8 as \xNN (docs/errors.md#escaping). The line end is added
// after escaping.
func say(w io.Writer, format string, args ...any) {
	fmt.Fprintln(w, diag.Escape(fmt.Sprintf(format, args...)))
}

// Package diag holds the diagnostic type that every rigplay decoder and
// validator reports: a problem a user caused, located by file, line:column
// and JSON pointer, and described in words.
package diag

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Severity tells whether a diagnostic stops a file from loading.
type Severity int

const (
	// Error makes the file invalid; nothing from it is used.
	Error Severity = iota
	// Warning points at something suspicious that still loads.
	Warning
)

// String returns "error" or "warning".
func (s Severity) String() string {
	if s == Warning {
		return "warning"
	}
	return "error"
}

// MarshalText encodes the severity as its name, for JSON output.
func (s Severity) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// Diagnostic is one problem in one file.
type Diagnostic struct {
	// File is the path relative to the character root (slash-separated).
	File string `json:"file"`
	// Line and Column are 1-based; 0 when unknown (for example a missing file).
	Line   int `json:"line"`
	Column int `json:"column"`
	// Pointer is the RFC 6901 JSON pointer of the value at fault ("" is the document).
	Pointer  string   `json:"pointer"`
	Severity Severity `json:"severity"`
	Message  string   `json:"message"`
	// Code names the kind of problem for the problems that often come
	// many at a time (CodeMissingImage, ...); "" for the others. Subject
	// is the name that varies between problems of one kind (the missing
	// file, the animation), "" when the message's first quoted name is
	// it. Group uses both (docs/errors.md#grouped).
	Code    string `json:"code,omitempty"`
	Subject string `json:"subject,omitempty"`
}

// The codes of the problems that come many at a time.
const (
	// CodeMissingImage: a sprite image that does not exist, drawn as a
	// placeholder (docs/rig.md#missing-sprites); Subject is its path.
	CodeMissingImage = "missing-image"
	// CodeMissingTexture: a particle texture that does not exist, drawn
	// as rigplay's default particle; Subject is its path.
	CodeMissingTexture = "missing-texture"
)

// Error formats the diagnostic as file:line:col: pointer: message, with
// "warning: " before the message for warnings. Every part is passed
// through Escape: a file name, a JSON key in the pointer or a name in the
// message cannot put a control character on the terminal (or on the
// viewer's banner, which shows these lines). A pointer token longer than
// EchoMaxRunes and a message longer than MessageMaxRunes print cut, with
// an ellipsis (Cut, CutPointer).
func (d Diagnostic) Error() string {
	var b strings.Builder
	b.WriteString(Escape(d.File))
	if d.Line > 0 {
		fmt.Fprintf(&b, ":%d:%d", d.Line, d.Column)
	}
	b.WriteString(": ")
	b.WriteString(Escape(displayPointer(CutPointer(d.Pointer))))
	b.WriteString(": ")
	if d.Severity == Warning {
		b.WriteString("warning: ")
	}
	b.WriteString(Escape(CutTo(d.Message, MessageMaxRunes)))
	return b.String()
}

// MarshalJSON encodes the diagnostic as an object of file, line, column,
// pointer, severity and message, the pointer and message cut as Error
// cuts them. The strings keep their exact values otherwise;
// besides the control characters encoding/json always escapes, DEL and the
// C1 and bidirectional controls are written as \uNNNN (see SafeJSON).
func (d Diagnostic) MarshalJSON() ([]byte, error) {
	type plain Diagnostic // the same fields, without this method
	d.Pointer = CutPointer(d.Pointer)
	d.Message = CutTo(d.Message, MessageMaxRunes)
	d.Subject = Cut(d.Subject)
	b, err := json.Marshal(plain(d))
	return SafeJSON(b), err
}

// displayPointer returns the pointer as printed in messages: the root
// document, whose pointer is empty, prints as "/".
func displayPointer(p string) string {
	if p == "" {
		return "/"
	}
	return p
}

// List is a set of diagnostics, usually for one load. A non-empty List that
// holds at least one Error is itself an error.
type List []Diagnostic

// HasErrors reports whether any diagnostic in the list is an Error.
func (l List) HasErrors() bool {
	for _, d := range l {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

// Errors returns only the diagnostics of severity Error.
func (l List) Errors() List {
	var out List
	for _, d := range l {
		if d.Severity == Error {
			out = append(out, d)
		}
	}
	return out
}

// Error joins the diagnostics one per line.
func (l List) Error() string {
	parts := make([]string, len(l))
	for i, d := range l {
		parts[i] = d.Error()
	}
	return strings.Join(parts, "\n")
}

// Err returns the list as an error when it holds an Error, else nil.
func (l List) Err() error {
	if l.HasErrors() {
		return l
	}
	return nil
}

// Sort orders the list by file, line, column, then message, so output is
// stable whatever order the checks ran in. Within a file, diagnostics
// without a line (notes about the whole file) come last.
func (l List) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i], l[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if (a.Line == 0) != (b.Line == 0) {
			return b.Line == 0
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Column != b.Column {
			return a.Column < b.Column
		}
		return a.Message < b.Message
	})
}

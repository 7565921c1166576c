package jsondoc

import (
	"fmt"

	"github.com/rigplay/rigplay/engine/diag"
)

// appendDropped ends a schema report with one line that counts the
// problems not shown (an error when one of them is), in both builds.
func (r SchemaReport) appendDropped(out diag.List, dropped int, droppedErr bool) diag.List {
	if dropped <= 0 {
		return out
	}
	sev := diag.Warning
	if droppedErr {
		sev = diag.Error
	}
	return append(out, diag.Diagnostic{File: r.File, Severity: sev, Message: fmt.Sprintf("%d more schema problems not shown", dropped)})
}

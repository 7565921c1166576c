package clippy

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"strconv"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
)

//go:embed schema/*.schema.json
var schemaFiles embed.FS

// SchemaFS returns the JSON Schema of agent.js's data object
// (agent.schema.json).
func SchemaFS() fs.FS { return agentSchema.FS() }

var agentSchema = jsondoc.NewSchema(schemaFiles, "schema", "agent.schema.json")

// generic converts a parsed literal into the values the schema validator
// reads: map[string]any, []any, json.Number, string, bool, nil.
func generic(n *node) any {
	switch n.kind {
	case kindObject:
		m := make(map[string]any, len(n.members))
		for _, mb := range n.members {
			m[mb.key] = generic(mb.val)
		}
		return m
	case kindArray:
		a := make([]any, len(n.elems))
		for i, e := range n.elems {
			a[i] = generic(e)
		}
		return a
	case kindNumber:
		return json.Number(n.text)
	case kindString:
		return n.text
	case kindBool:
		return n.boolean
	}
	return nil
}

// locate returns the source offset of the value at the pointer tokens, or
// of the key when the last token names an object member; a missing value
// gives its nearest existing parent.
func locate(n *node, tokens []string) int {
	for i, t := range tokens {
		var next *node
		switch n.kind {
		case kindObject:
			for _, mb := range n.members {
				if mb.key == t {
					if i == len(tokens)-1 {
						return mb.keyOff
					}
					next = mb.val
					break
				}
			}
		case kindArray:
			if k, err := strconv.Atoi(t); err == nil && k >= 0 && k < len(n.elems) {
				next = n.elems[k]
			}
		}
		if next == nil {
			return n.off
		}
		n = next
	}
	return n.off
}

// validate checks the script's object against the schema and returns one
// located diagnostic per failing leaf, worded as every format's
// (jsondoc.SchemaReport), at most max of them. An unknown field is a
// warning: clippy.js reads the fields it knows and ignores the rest, and
// so does the import.
func (s *script) validate(sch *jsondoc.CompiledSchema, max int) diag.List {
	return jsondoc.SchemaReport{
		File: s.file,
		Max:  max,
		At: func(sev diag.Severity, tokens []string, pointer, msg string) diag.Diagnostic {
			return s.diagAt(sev, locate(s.obj, tokens), pointer, "%s", msg)
		},
		Unknown: func(name string) (diag.Severity, string) {
			return diag.Warning, fmt.Sprintf("unknown field %q: clippy.js ignores it, and so does the import", diag.Cut(name))
		},
	}.Diagnostics(sch.Validate(generic(s.obj)))
}

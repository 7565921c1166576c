package clippy

import (
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"

	"github.com/rigplay/rigplay/internal/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/rigplay/rigplay/internal/jsonpos"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

//go:embed schema/*.schema.json
var schemaFiles embed.FS

// SchemaFS returns the JSON Schema of agent.js's data object
// (agent.schema.json).
func SchemaFS() fs.FS {
	sub, _ := fs.Sub(schemaFiles, "schema")
	return sub
}

var agentSchema = jsondoc.SchemaOnce(SchemaFS(), "agent.schema.json")

var printer = message.NewPrinter(language.English)

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
// located diagnostic per failing leaf. An unknown field is a warning:
// clippy.js reads the fields it knows and ignores the rest, and so does
// the import.
func (s *script) validate(sch *jsondoc.Schema, max int) diag.List {
	err := sch.Validate(generic(s.obj))
	if err == nil {
		return nil
	}
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return diag.List{s.errorAt(s.obj.off, "", "%v", err)}
	}
	var out diag.List
	seen := map[string]bool{}
	dropped, droppedErr := 0, false
	addSev := func(sev diag.Severity, tokens []string, msg string) {
		ptr := jsonpos.Pointer()
		for _, t := range tokens {
			ptr += "/" + jsonpos.EscapeToken(t)
		}
		if seen[ptr+"\x00"+msg] {
			return
		}
		seen[ptr+"\x00"+msg] = true
		if len(out) >= max {
			dropped++
			droppedErr = droppedErr || sev == diag.Error
			return
		}
		out = append(out, s.diagAt(sev, locate(s.obj, tokens), ptr, "%s", msg))
	}
	add := func(tokens []string, msg string) { addSev(diag.Error, tokens, msg) }
	var walk func(e *jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		if len(e.Causes) > 0 {
			for _, c := range e.Causes {
				walk(c)
			}
			return
		}
		loc := e.InstanceLocation
		switch k := e.ErrorKind.(type) {
		case *kind.AdditionalProperties:
			for _, p := range k.Properties {
				addSev(diag.Warning, append(loc[:len(loc):len(loc)], p), fmt.Sprintf("unknown field %q: clippy.js ignores it, and so does the import", p))
			}
			return
		case *kind.Required:
			q := make([]string, len(k.Missing))
			for i, m := range k.Missing {
				q[i] = strconv.Quote(m)
			}
			sort.Strings(q)
			add(loc, "missing required field "+strings.Join(q, ", "))
			return
		case *kind.Type:
			add(loc, fmt.Sprintf("got %s, want %s", k.Got, strings.Join(k.Want, " or ")))
			return
		}
		add(loc, e.ErrorKind.LocalizedString(printer))
	}
	walk(ve)
	out.Sort()
	if dropped > 0 {
		sev := diag.Warning
		if droppedErr {
			sev = diag.Error
		}
		out = append(out, diag.Diagnostic{File: s.file, Severity: sev, Message: fmt.Sprintf("%d more problems not shown", dropped)})
	}
	return out
}

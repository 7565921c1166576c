//go:build !rigplay_noschema

package jsondoc

import (
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"

	"github.com/rigplay/rigplay/internal/diag"
	"github.com/rigplay/rigplay/internal/jsonpos"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

var printer = message.NewPrinter(language.English)

// Validate checks v against the schema and returns one diagnostic per
// failing leaf, located at the offending value.
func (d Doc) Validate(schema *Schema, v any) diag.List {
	return d.ValidateAt(schema, v, "")
}

// ValidateAt is Validate for a value found at pointer prefix inside the
// document, checked against the schema of that part: diagnostics carry
// the full pointer.
func (d Doc) ValidateAt(schema *Schema, v any, prefix string) diag.List {
	err := schema.Validate(v)
	if err == nil {
		return nil
	}
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return diag.List{d.Errorf("", "%v", err)}
	}
	var out diag.List
	seen := map[string]bool{}
	dropped := 0
	var walk func(e *jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		if len(out) >= MaxSchemaDiagnostics {
			dropped++
			return
		}
		if len(e.Causes) > 0 {
			for _, c := range e.Causes {
				walk(c)
			}
			return
		}
		ptr := prefix
		for _, t := range e.InstanceLocation {
			ptr += "/" + jsonpos.EscapeToken(t)
		}
		msg := e.ErrorKind.LocalizedString(printer)
		switch k := e.ErrorKind.(type) {
		case *kind.AdditionalProperties:
			for _, p := range k.Properties {
				add(&out, seen, d.Errorf(ptr+"/"+jsonpos.EscapeToken(p), "unknown field %q", p))
			}
			return
		case *kind.Required:
			msg = fmt.Sprintf("missing required field %s", quoteList(k.Missing))
		case *kind.Type:
			msg = fmt.Sprintf("got %s, want %s", k.Got, strings.Join(k.Want, " or "))
		case *kind.FalseSchema:
			msg = "this field is not allowed here"
		case *kind.Minimum:
			msg = fmt.Sprintf("%s is below the minimum of %s", ratText(k.Got), ratText(k.Want))
		case *kind.Maximum:
			msg = fmt.Sprintf("%s is above the maximum of %s", ratText(k.Got), ratText(k.Want))
		case *kind.ExclusiveMinimum:
			msg = fmt.Sprintf("%s must be greater than %s", ratText(k.Got), ratText(k.Want))
		case *kind.ExclusiveMaximum:
			msg = fmt.Sprintf("%s must be less than %s", ratText(k.Got), ratText(k.Want))
		case *kind.MinItems:
			msg = fmt.Sprintf("%d items, fewer than the minimum of %d", k.Got, k.Want)
		case *kind.MaxItems:
			msg = fmt.Sprintf("%d items, more than the limit of %d", k.Got, k.Want)
		case *kind.MinLength:
			msg = fmt.Sprintf("%d characters, fewer than the minimum of %d", k.Got, k.Want)
		case *kind.MaxLength:
			msg = fmt.Sprintf("%d characters, more than the limit of %d", k.Got, k.Want)
		}
		add(&out, seen, d.Errorf(ptr, "%s", msg))
	}
	walk(ve)
	out.Sort()
	if dropped > 0 {
		out = append(out, diag.Diagnostic{File: d.File, Severity: diag.Error, Message: fmt.Sprintf("%d more schema problems not shown", dropped)})
	}
	return out
}

// MaxSchemaDiagnostics caps the schema problems reported for one file, so a
// hostile file cannot make reporting quadratic.
const MaxSchemaDiagnostics = 100

// ratText prints a schema bound or value as a plain decimal number.
func ratText(r *big.Rat) string {
	if r == nil {
		return "?"
	}
	if r.IsInt() {
		return r.Num().String()
	}
	f, _ := r.Float64()
	return strconv.FormatFloat(f, 'g', -1, 64)
}

func add(out *diag.List, seen map[string]bool, dg diag.Diagnostic) {
	key := dg.Pointer + "\x00" + dg.Message
	if seen[key] {
		return
	}
	seen[key] = true
	*out = append(*out, dg)
}

func quoteList(s []string) string {
	q := make([]string, len(s))
	for i, v := range s {
		q[i] = fmt.Sprintf("%q", v)
	}
	sort.Strings(q)
	return strings.Join(q, ", ")
}

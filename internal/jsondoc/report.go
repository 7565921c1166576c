//go:build !rigplay_noschema

package jsondoc

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// MaxSchemaDiagnostics caps the schema problems reported for one file, so a
// hostile file cannot make reporting quadratic.
const MaxSchemaDiagnostics = 100

// SchemaReport turns the error of a schema check into located diagnostics
// in words: the one translator of every rigplay format's schema problems,
// whatever its text is (JSON, or the clippy.js literal the importer
// parses). A zero Max is MaxSchemaDiagnostics; a nil Unknown words an
// unknown member as the error `unknown field "name"`.
type SchemaReport struct {
	// File names the document in the note of problems left out.
	File string
	// Max is the most diagnostics reported; a last note counts the rest:
	// "N more schema problems not shown", an error when an error was left
	// out.
	Max int
	// At places one problem: at the value the pointer tokens name (for
	// an unknown member, at the member). pointer is the tokens as a JSON
	// pointer.
	At func(sev diag.Severity, tokens []string, pointer, msg string) diag.Diagnostic
	// Unknown words an unknown member (a schema's additionalProperties
	// false) and gives its severity.
	Unknown func(name string) (diag.Severity, string)
	// Tree, when not nil, is the generic tree that was checked: a
	// problem of a key (propertyNames) is located at its member through
	// it.
	Tree any
	// KeyAt, when not nil, places a problem of a key (a propertyNames
	// problem) at the key itself; nil: At places it, at the member.
	KeyAt func(sev diag.Severity, tokens []string, pointer, msg string) diag.Diagnostic
}

// schemaProblem is one failing leaf of a schema check, in words.
type schemaProblem struct {
	sev    diag.Severity
	tokens []string
	msg    string
	key    bool // a problem of the key of the member tokens name
}

// Diagnostics returns one diagnostic per failing leaf of err, as
// jsonschema's Validate returns it (nil: none), sorted; the same words at
// the same place are reported once. An error that is not a validation
// error is reported at the root.
func (r SchemaReport) Diagnostics(err error) diag.List {
	if err == nil {
		return nil
	}
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return diag.List{r.At(diag.Error, nil, "", err.Error())}
	}
	max := r.Max
	if max <= 0 {
		max = MaxSchemaDiagnostics
	}
	var out diag.List
	seen := map[string]bool{}
	dropped, droppedErr := 0, false
	r.walk(ve, func(p schemaProblem) {
		ptr := pointerOf(p.tokens)
		if key := ptr + "\x00" + p.msg; !seen[key] {
			seen[key] = true
			if len(out) >= max {
				dropped++
				droppedErr = droppedErr || p.sev == diag.Error
				return
			}
			if p.key && r.KeyAt != nil {
				out = append(out, r.KeyAt(p.sev, p.tokens, ptr, p.msg))
			} else {
				out = append(out, r.At(p.sev, p.tokens, ptr, p.msg))
			}
		}
	})
	out.Sort()
	return r.appendDropped(out, dropped, droppedErr)
}

// walk calls yield for every failing leaf of e, in the validator's order.
func (r SchemaReport) walk(e *jsonschema.ValidationError, yield func(schemaProblem)) {
	if k, ok := e.ErrorKind.(*kind.PropertyNames); ok {
		// The key was checked as a value of its own: its problems are
		// located at the member (docs/errors.md#pointers), not at the root.
		// The library shares the slice of the key's object location with
		// the walk that goes on (it may name a sibling by the end): the
		// object is found again in the tree, by its depth and its key.
		obj := objectWithKey(r.Tree, e.InstanceLocation, k.Property, memberOfSchema(e.SchemaURL))
		at := append(obj[:len(obj):len(obj)], k.Property)
		r.walkAt(e, at, yield)
		return
	}
	if len(e.Causes) > 0 {
		for _, c := range e.Causes {
			r.walk(c, yield)
		}
		return
	}
	loc := e.InstanceLocation
	if k, ok := e.ErrorKind.(*kind.AdditionalProperties); ok {
		for _, p := range k.Properties {
			sev, msg := diag.Error, fmt.Sprintf("unknown field %q", diag.Cut(p))
			if r.Unknown != nil {
				sev, msg = r.Unknown(p)
			}
			yield(schemaProblem{sev, append(loc[:len(loc):len(loc)], p), msg, false})
		}
		return
	}
	yield(schemaProblem{diag.Error, loc, schemaWords(e.ErrorKind), false})
}

var printer = message.NewPrinter(language.English)

// schemaWords says one schema problem in words, numbers as plain decimals;
// kinds without words of their own keep the validator's.
func schemaWords(ek jsonschema.ErrorKind) string {
	switch k := ek.(type) {
	case *kind.Required:
		return "missing required field " + quoteList(k.Missing)
	case *kind.Type:
		return fmt.Sprintf("got %s, want %s", k.Got, strings.Join(k.Want, " or "))
	case *kind.FalseSchema:
		return "this field is not allowed here"
	case *kind.Minimum:
		return fmt.Sprintf("%s is below the minimum of %s", ratText(k.Got), ratText(k.Want))
	case *kind.Maximum:
		return fmt.Sprintf("%s is above the maximum of %s", ratText(k.Got), ratText(k.Want))
	case *kind.ExclusiveMinimum:
		return fmt.Sprintf("%s must be greater than %s", ratText(k.Got), ratText(k.Want))
	case *kind.ExclusiveMaximum:
		return fmt.Sprintf("%s must be less than %s", ratText(k.Got), ratText(k.Want))
	case *kind.MinItems:
		return fmt.Sprintf("%d items, fewer than the minimum of %d", k.Got, k.Want)
	case *kind.MaxItems:
		return fmt.Sprintf("%d items, more than the limit of %d", k.Got, k.Want)
	case *kind.MinLength:
		return fmt.Sprintf("%d characters, fewer than the minimum of %d", k.Got, k.Want)
	case *kind.MaxLength:
		return fmt.Sprintf("%d characters, more than the limit of %d", k.Got, k.Want)
	case *kind.Pattern:
		return fmt.Sprintf("%q does not match the pattern %s", diag.Cut(k.Got), k.Want)
	}
	// The validator's own words: no longer than any message may be.
	return diag.CutTo(ek.LocalizedString(printer), diag.MessageMaxRunes)
}

// ratText prints a schema bound or value as a plain decimal number.
func ratText(r *big.Rat) string {
	if r == nil {
		return "?"
	}
	if r.IsInt() {
		return diag.Cut(r.Num().String()) // a 100,000-digit number prints cut
	}
	f, _ := r.Float64()
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// walkAt calls yield for every failing leaf of e, located at tokens (the
// member whose key e's leaves are about).
func (r SchemaReport) walkAt(e *jsonschema.ValidationError, tokens []string, yield func(schemaProblem)) {
	if len(e.Causes) > 0 {
		for _, c := range e.Causes {
			r.walkAt(c, tokens, yield)
		}
		return
	}
	if _, ok := e.ErrorKind.(*kind.PropertyNames); ok {
		return
	}
	yield(schemaProblem{diag.Error, tokens, schemaWords(e.ErrorKind), true})
}

// objectWithKey returns the location of the object of tree, as deep as
// loc, that has the member key, the one that agrees with loc at the most
// tokens; loc itself when there is none (or tree is nil).
//
// member, when not "", is the name the object is a member of by the
// schema (its propertyNames is at .../properties/member/propertyNames):
// an object of that name is preferred.
func objectWithKey(tree any, loc []string, key, member string) []string {
	if tree == nil {
		return loc
	}
	best, bestScore := loc, -1
	var path []string
	var visit func(v any)
	visit = func(v any) {
		if len(path) == len(loc) {
			if m, ok := v.(map[string]any); ok {
				if _, has := m[key]; has {
					score := 0
					if member != "" && len(path) > 0 && path[len(path)-1] == member {
						score += 1000
					}
					for i := range loc {
						if loc[i] == path[i] {
							score++
						}
					}
					if score > bestScore {
						best, bestScore = slices.Clone(path), score
					}
				}
			}
			return
		}
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				path = append(path, k)
				visit(e)
				path = path[:len(path)-1]
			}
		case []any:
			for i, e := range x {
				path = append(path, strconv.Itoa(i))
				visit(e)
				path = path[:len(path)-1]
			}
		}
	}
	visit(tree)
	return best
}

// memberOfSchema returns the member name a propertyNames schema's location
// names (".../properties/sprites/propertyNames": "sprites"), or "".
func memberOfSchema(url string) string {
	rest, ok := strings.CutSuffix(url, "/propertyNames")
	if !ok {
		return ""
	}
	i := strings.LastIndex(rest, "/properties/")
	if i < 0 {
		return ""
	}
	name := rest[i+len("/properties/"):]
	if strings.Contains(name, "/") {
		return ""
	}
	return strings.ReplaceAll(strings.ReplaceAll(name, "~1", "/"), "~0", "~")
}

package jsondoc

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"math/big"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/rigplay/rigplay/engine/diag"
)

// TypeSchema is a JSON Schema checked by rigplay's own small validator,
// written in Go with the standard library only: the build without the
// schema library (rigplay_noschema, the web player) checks every document
// with it, so that it refuses what the full build refuses at least at the
// level of types (docs/web.md#no-schema-build). It reads the same
// embedded schema files and keeps the keywords rigplay's schemas use:
// type, properties, additionalProperties, required, items, prefixItems,
// the length, count and range bounds, enum, const, pattern, propertyNames,
// uniqueItems, $ref (within a file and between the files of a folder),
// allOf, anyOf, oneOf and if/then/else. Other keywords are not checked.
type TypeSchema struct {
	files map[string]map[string]any // the folder's schema files by name
	root  *typeNode
}

// typeNode is one subschema and the file it is in (for $ref).
type typeNode struct {
	file string
	node any // map[string]any or bool
}

// typeProblem is one failing leaf of a TypeSchema check.
type typeProblem struct {
	tokens  []string
	msg     string
	unknown string // the member's name, for an unknown member
	key     bool   // a problem of the key of the member tokens name
}

// TypeErrors is the error of a failed TypeSchema check: its problems, in
// document order, at most MaxSchemaDiagnostics of them.
type TypeErrors struct {
	problems []typeProblem
	more     int
}

// Error says the first problem.
func (e *TypeErrors) Error() string {
	if len(e.problems) == 0 {
		return "schema check failed"
	}
	p := e.problems[0]
	return pointerOf(p.tokens) + ": " + p.msg
}

// CompileTypes reads the schema file at file (a name, with an optional
// fragment such as "#/$defs/action") of fsys and the other
// *.schema.json files beside it.
func CompileTypes(fsys fs.FS, file string) (*TypeSchema, error) {
	s := &TypeSchema{files: map[string]map[string]any{}}
	names, err := fs.Glob(fsys, "*.schema.json")
	if err != nil {
		return nil, err
	}
	for _, n := range names {
		data, err := fs.ReadFile(fsys, n)
		if err != nil {
			return nil, err
		}
		var doc map[string]any
		if err := json.Unmarshal(data, &doc); err != nil {
			return nil, fmt.Errorf("schema %s: %w", n, err)
		}
		s.files[n] = doc
	}
	name, frag, _ := strings.Cut(file, "#")
	root, err := s.resolve(typeNode{file: name}, name+"#"+frag)
	if err != nil {
		return nil, err
	}
	s.root = &root
	return s, nil
}

// resolve finds the subschema a $ref names, relative to the file of at.
func (s *TypeSchema) resolve(at typeNode, ref string) (typeNode, error) {
	file, frag, _ := strings.Cut(ref, "#")
	if file == "" {
		file = at.file
	} else {
		file = path.Clean(path.Join(path.Dir(at.file), file))
	}
	doc, ok := s.files[file]
	if !ok {
		return typeNode{}, fmt.Errorf("schema %s is not bundled with rigplay", file)
	}
	var n any = doc
	for _, tok := range strings.Split(strings.TrimPrefix(frag, "/"), "/") {
		if tok == "" {
			continue
		}
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		m, ok := n.(map[string]any)
		if !ok {
			return typeNode{}, fmt.Errorf("schema %s has no %s", file, frag)
		}
		if n, ok = m[tok]; !ok {
			return typeNode{}, fmt.Errorf("schema %s has no %s", file, frag)
		}
	}
	return typeNode{file: file, node: n}, nil
}

// Validate checks v, a generic tree with numbers as json.Number (as
// CheckText returns it): nil, or a *TypeErrors.
func (s *TypeSchema) Validate(v any) error {
	c := typeCheck{s: s}
	c.check(*s.root, v, nil)
	if len(c.problems) == 0 {
		return nil
	}
	return &TypeErrors{problems: c.problems, more: c.more}
}

type typeCheck struct {
	s        *TypeSchema
	problems []typeProblem
	more     int
	depth    int
}

func (c *typeCheck) fail(tokens []string, format string, args ...any) {
	if len(c.problems) >= MaxSchemaDiagnostics {
		c.more++
		return
	}
	c.problems = append(c.problems, typeProblem{tokens: slices.Clone(tokens), msg: diag.Sprintf(format, args...)})
}

// passes reports whether v passes n without recording problems.
func (c *typeCheck) passes(n typeNode, v any, tokens []string) bool {
	sub := typeCheck{s: c.s, depth: c.depth}
	sub.check(n, v, tokens)
	return len(sub.problems) == 0 && sub.more == 0
}

func (c *typeCheck) check(n typeNode, v any, tokens []string) {
	if c.depth > 64 {
		return // a schema that refers to itself without end
	}
	c.depth++
	defer func() { c.depth-- }()
	switch sch := n.node.(type) {
	case bool:
		if !sch {
			c.fail(tokens, "this field is not allowed here")
		}
		return
	case map[string]any:
		c.checkMap(n, sch, v, tokens)
	}
}

func (c *typeCheck) sub(n typeNode, node any) typeNode { return typeNode{file: n.file, node: node} }

func (c *typeCheck) checkMap(n typeNode, sch map[string]any, v any, tokens []string) {
	if ref, ok := sch["$ref"].(string); ok {
		target, err := c.s.resolve(n, ref)
		if err != nil {
			c.fail(tokens, "internal error: %v", err)
			return
		}
		c.check(target, v, tokens)
	}
	if t, ok := sch["type"]; ok && !typeMatches(t, v) {
		c.fail(tokens, "got %s, want %s", typeOf(v), typeWords(t))
		return // the other keywords are about the wanted type
	}
	if e, ok := sch["const"]; ok && !jsonEqual(e, v) {
		c.fail(tokens, "value must be %s", display(e))
	}
	if list, ok := sch["enum"].([]any); ok && !slices.ContainsFunc(list, func(e any) bool { return jsonEqual(e, v) }) {
		want := make([]string, len(list))
		for i, e := range list {
			want[i] = display(e)
		}
		c.fail(tokens, "%s", "value must be one of "+strings.Join(want, ", "))
	}
	for _, key := range []string{"allOf", "anyOf", "oneOf"} {
		list, ok := sch[key].([]any)
		if !ok {
			continue
		}
		passed := 0
		for _, s := range list {
			if key == "allOf" {
				c.check(c.sub(n, s), v, tokens)
			} else if c.passes(c.sub(n, s), v, tokens) {
				passed++
			}
		}
		if key == "anyOf" && passed == 0 {
			c.fail(tokens, "matches none of the allowed forms (anyOf)")
		}
		if key == "oneOf" && passed != 1 {
			c.fail(tokens, "matches %d of the allowed forms, want exactly one (oneOf)", passed)
		}
	}
	if cond, ok := sch["if"]; ok {
		if c.passes(c.sub(n, cond), v, tokens) {
			if then, ok := sch["then"]; ok {
				c.check(c.sub(n, then), v, tokens)
			}
		} else if els, ok := sch["else"]; ok {
			c.check(c.sub(n, els), v, tokens)
		}
	}
	switch x := v.(type) {
	case string:
		c.checkString(sch, x, tokens)
	case json.Number:
		c.checkNumber(sch, x, tokens)
	case []any:
		c.checkArray(n, sch, x, tokens)
	case map[string]any:
		c.checkObject(n, sch, x, tokens)
	}
}

func (c *typeCheck) checkString(sch map[string]any, s string, tokens []string) {
	runes := utf8.RuneCountInString(s)
	if m, ok := intOf(sch["maxLength"]); ok && runes > m {
		c.fail(tokens, "%d characters, more than the limit of %d", runes, m)
	}
	if m, ok := intOf(sch["minLength"]); ok && runes < m {
		c.fail(tokens, "%d characters, fewer than the minimum of %d", runes, m)
	}
	if p, ok := sch["pattern"].(string); ok {
		if re := compilePattern(p); re != nil && !re.MatchString(s) {
			c.fail(tokens, "%q does not match the pattern %s", s, p)
		}
	}
}

func (c *typeCheck) checkNumber(sch map[string]any, num json.Number, tokens []string) {
	got, ok := new(big.Rat).SetString(string(num))
	if !ok {
		return
	}
	// A bound is the decimal the schema file writes (0.1 is 1/10, as the
	// document's 0.1 is), not the binary float it was read into.
	bound := func(key string) (*big.Rat, string, bool) {
		f, ok := sch[key].(float64)
		if !ok {
			return nil, "", false
		}
		text := strconv.FormatFloat(f, 'g', -1, 64)
		r, ok := new(big.Rat).SetString(text)
		return r, text, ok
	}
	if b, text, ok := bound("minimum"); ok && got.Cmp(b) < 0 {
		c.fail(tokens, "%s is below the minimum of %s", string(num), text)
	}
	if b, text, ok := bound("maximum"); ok && got.Cmp(b) > 0 {
		c.fail(tokens, "%s is above the maximum of %s", string(num), text)
	}
	if b, text, ok := bound("exclusiveMinimum"); ok && got.Cmp(b) <= 0 {
		c.fail(tokens, "%s must be greater than %s", string(num), text)
	}
	if b, text, ok := bound("exclusiveMaximum"); ok && got.Cmp(b) >= 0 {
		c.fail(tokens, "%s must be less than %s", string(num), text)
	}
}

func (c *typeCheck) checkArray(n typeNode, sch map[string]any, list []any, tokens []string) {
	if m, ok := intOf(sch["maxItems"]); ok && len(list) > m {
		c.fail(tokens, "%d items, more than the limit of %d", len(list), m)
	}
	if m, ok := intOf(sch["minItems"]); ok && len(list) < m {
		c.fail(tokens, "%d items, fewer than the minimum of %d", len(list), m)
	}
	prefix, _ := sch["prefixItems"].([]any)
	items, hasItems := sch["items"]
	for i, x := range list {
		t := append(tokens, fmt.Sprint(i))
		switch {
		case i < len(prefix):
			c.check(c.sub(n, prefix[i]), x, t)
		case hasItems:
			c.check(c.sub(n, items), x, t)
		}
	}
	if u, _ := sch["uniqueItems"].(bool); u && len(list) > 1 {
		seen := make(map[string]int, len(list))
		for i, x := range list {
			key := canonical(x)
			if j, dup := seen[key]; dup {
				c.fail(tokens, "items at %d and %d are equal", j, i)
				break
			}
			seen[key] = i
		}
	}
}

func (c *typeCheck) checkObject(n typeNode, sch map[string]any, obj map[string]any, tokens []string) {
	if m, ok := intOf(sch["maxProperties"]); ok && len(obj) > m {
		c.fail(tokens, "%d fields, more than the limit of %d", len(obj), m)
	}
	if m, ok := intOf(sch["minProperties"]); ok && len(obj) < m {
		c.fail(tokens, "%d fields, fewer than the minimum of %d", len(obj), m)
	}
	if req, ok := sch["required"].([]any); ok {
		var missing []string
		for _, r := range req {
			if name, ok := r.(string); ok {
				if _, has := obj[name]; !has {
					missing = append(missing, name)
				}
			}
		}
		if missing != nil {
			c.fail(tokens, "%s", "missing required field "+quoteList(missing))
		}
	}
	props, _ := sch["properties"].(map[string]any)
	additional, hasAdditional := sch["additionalProperties"]
	names, hasNames := sch["propertyNames"]
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		t := append(tokens, k)
		if hasNames {
			before := len(c.problems)
			c.check(c.sub(n, names), k, t)
			for i := before; i < len(c.problems); i++ {
				c.problems[i].key = true
			}
		}
		if p, ok := props[k]; ok {
			c.check(c.sub(n, p), obj[k], t)
			continue
		}
		if !hasAdditional {
			continue
		}
		if b, ok := additional.(bool); ok && !b {
			if len(c.problems) >= MaxSchemaDiagnostics {
				c.more++
				continue
			}
			c.problems = append(c.problems, typeProblem{tokens: slices.Clone(t), msg: fmt.Sprintf("unknown field %q", diag.Cut(k)), unknown: k})
			continue
		}
		c.check(c.sub(n, additional), obj[k], t)
	}
}

// typeMatches reports whether v is of the schema type t (a name or a
// list of names).
func typeMatches(t, v any) bool {
	switch t := t.(type) {
	case string:
		return isType(t, v)
	case []any:
		for _, x := range t {
			if s, ok := x.(string); ok && isType(s, v) {
				return true
			}
		}
		return false
	}
	return true
}

func isType(t string, v any) bool {
	switch t {
	case "null":
		return v == nil
	case "boolean":
		_, ok := v.(bool)
		return ok
	case "string":
		_, ok := v.(string)
		return ok
	case "array":
		_, ok := v.([]any)
		return ok
	case "object":
		_, ok := v.(map[string]any)
		return ok
	case "number":
		_, ok := v.(json.Number)
		return ok
	case "integer":
		n, ok := v.(json.Number)
		if !ok {
			return false
		}
		r, ok := new(big.Rat).SetString(string(n))
		return ok && r.IsInt()
	}
	return true
}

// typeOf names v's JSON type as the full build's messages do.
func typeOf(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	case json.Number:
		return "number" // an integer too, as the schema library words it
	}
	return fmt.Sprintf("%T", v)
}

func typeWords(t any) string {
	switch t := t.(type) {
	case string:
		return t
	case []any:
		names := make([]string, 0, len(t))
		for _, x := range t {
			names = append(names, fmt.Sprint(x))
		}
		slices.Sort(names) // as the schema library words them
		return strings.Join(names, " or ")
	}
	return fmt.Sprint(t)
}

// display prints a const or enum value of a schema.
func display(v any) string {
	if s, ok := v.(string); ok { // as the schema library writes it: 'name'
		q := fmt.Sprintf("%q", diag.Cut(s))
		q = strings.ReplaceAll(strings.ReplaceAll(q, `\"`, `"`), `'`, `\'`)
		return "'" + q[1:len(q)-1] + "'"
	}
	return diag.Cut(canonical(v))
}

// jsonEqual compares a schema's value (numbers as float64) with a
// document's (numbers as json.Number) as JSON values.
func jsonEqual(schemaValue, v any) bool {
	if n, ok := v.(json.Number); ok {
		f, ok := schemaValue.(float64)
		if !ok {
			return false
		}
		a, ok1 := new(big.Rat).SetString(string(n))
		return ok1 && a.Cmp(new(big.Rat).SetFloat64(f)) == 0
	}
	return canonical(schemaValue) == canonical(v)
}

// canonical is v as JSON with sorted keys (encoding/json sorts map keys).
func canonical(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}

func intOf(v any) (int, bool) {
	f, ok := v.(float64)
	return int(f), ok
}

var patterns sync.Map // pattern text -> *regexp.Regexp (nil: not Go syntax)

// compilePattern compiles a schema pattern once; one Go's regexp package
// cannot read is not checked.
func compilePattern(p string) *regexp.Regexp {
	if re, ok := patterns.Load(p); ok {
		return re.(*regexp.Regexp)
	}
	re, err := regexp.Compile(p)
	if err != nil {
		re = nil
	}
	patterns.Store(p, re)
	return re
}

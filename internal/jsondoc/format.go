package jsondoc

import (
	"io/fs"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/fsread"
)

// Format is one of rigplay's JSON formats: the limits a document must
// keep, the schema it must pass, how a checked document becomes a T, and
// how to tell the format's files from others. Decode and DecodeFile are
// the one way every format is read:
//
//  1. the raw text: size, byte order mark, UTF-8, nesting and list
//     lengths (CheckRaw);
//  2. then, unless the format parses its text itself (Parse), the syntax,
//     what follows the value and duplicate keys (CheckText), the format's
//     own checks of the whole tree (Check) and the schema (Schema);
//  3. then Build.
//
// The first step that finds an error ends the decode. Warnings may come
// with a T; with an error among the diagnostics the T is nil, so a bad
// file never yields partial data. A Format is read only once made, and
// safe for concurrent use; a format whose decoding depends on options
// makes one per call (they share the compiled schema).
type Format[T any] struct {
	// Limits bound a document; MaxBytes also bounds how much of a file
	// DecodeFile reads.
	Limits Limits
	// Schema is the format's schema; nil: none.
	Schema *Schema
	// Check, when set, checks the generic tree (numbers as json.Number)
	// before the schema does: rules of the whole document that a schema
	// cannot state.
	Check func(doc Doc, v any) diag.List
	// Build turns a document that passed the checks into a T, checking
	// the rules the schema cannot express; v is its generic tree.
	Build func(doc Doc, v any) (*T, diag.List)
	// Parse, when set, replaces step 2 and Build: for a format that
	// parses and checks its own text after the raw checks (Actions.json's
	// streaming decoder).
	Parse func(doc Doc) (*T, diag.List)
	// Sniff reports whether a document of at most Limits.MaxBytes looks
	// like this format (LooksLike); it does not validate.
	Sniff func(data []byte) bool
}

// Decode checks and decodes one document. file is its path relative to
// the character root, used in diagnostics.
func (f *Format[T]) Decode(file string, data []byte) (*T, diag.List) {
	doc := Doc{File: file, Data: data}
	var t *T
	var list diag.List
	if f.Parse != nil {
		if list = doc.CheckRaw(f.Limits); list == nil {
			t, list = f.Parse(doc)
		}
	} else if v, checked := f.check(doc); checked.HasErrors() {
		list = checked
	} else {
		t, list = f.Build(doc, v)
		list = append(checked, list...)
	}
	if list.HasErrors() {
		return nil, list
	}
	return t, list
}

// check runs step 2 and returns the checked tree with the warnings of
// Check and the schema, or their diagnostics up to the first error.
func (f *Format[T]) check(doc Doc) (any, diag.List) {
	v, errs := doc.CheckText(f.Limits)
	if errs != nil {
		return nil, errs
	}
	var list diag.List
	if f.Check != nil {
		if list = f.Check(doc, v); list.HasErrors() {
			return nil, list
		}
	}
	if f.Schema != nil {
		if list = append(list, f.Schema.Validate(doc, v)...); list.HasErrors() {
			return nil, list
		}
	}
	return v, list
}

// DecodeFile reads the file name of fsys (a slash-separated path, also the
// file name in diagnostics) through fsread, never more than
// Limits.MaxBytes of it, and decodes it.
func (f *Format[T]) DecodeFile(fsys fs.FS, name string) (*T, diag.List) {
	data, d := fsread.Read(fsys, name, f.Limits.MaxBytes)
	if d != nil {
		return nil, d
	}
	return f.Decode(name, data)
}

// LooksLike reports whether data appears to be a document of this format:
// at most Limits.MaxBytes long and what Sniff accepts. Validators use it
// to choose a file's format; it does not validate.
func (f *Format[T]) LooksLike(data []byte) bool {
	if f.Limits.MaxBytes > 0 && len(data) > f.Limits.MaxBytes {
		return false
	}
	return f.Sniff != nil && f.Sniff(data)
}

// Typed returns a Build that decodes the document into a new R with
// encoding/json (a value that does not fit its Go type is an error located
// at it) and hands that to build, for formats read into Go structs.
func Typed[R, T any](build func(doc Doc, raw *R) (*T, diag.List)) func(Doc, any) (*T, diag.List) {
	return func(doc Doc, _ any) (*T, diag.List) {
		raw := new(R)
		if errs := doc.Unmarshal(raw); errs != nil {
			return nil, errs
		}
		return build(doc, raw)
	}
}

// Package jsondoc is the one way rigplay reads its JSON formats. A Format
// knows a format's limits, its embedded schema (a Schema, compiled once)
// and how a checked document becomes a Go value; its Decode and DecodeFile
// check the size and nesting limits, UTF-8, syntax, duplicate keys and the
// schema, turning every problem into a located diagnostic (a Doc makes
// them; typed decoding errors are located too). SchemaReport is the one
// translator of schema problems into words, also used by the clippy.js
// importer, whose text is not JSON.
package jsondoc

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsonpos"
	"github.com/rigplay/rigplay/internal/limits"
)

// Limits bound what a hostile document can make the decoder do.
type Limits struct {
	// MaxBytes is the largest accepted file.
	MaxBytes int
	// MaxDepth is the deepest accepted nesting of objects and arrays.
	MaxDepth int
	// MaxItems, when not nil, gives the most elements an array at each
	// nesting depth may have (the outermost value is depth 1; 0: no
	// limit). It is checked on the raw bytes, before anything is built in
	// memory, so that a file within MaxBytes cannot make a decoder build
	// millions of values the schema would refuse anyway.
	MaxItems func(depth int) int
}

// DefaultLimits suit every rigplay JSON format: 32 MiB, 32 levels.
var DefaultLimits = Limits{MaxBytes: 32 << 20, MaxDepth: 32}

// Doc is one JSON file being checked: its name relative to the character
// root and its bytes. It makes located diagnostics.
type Doc struct {
	File string
	Data []byte
}

// At returns a diagnostic at the value named by pointer. When the pointer
// does not exist in the text (a missing member), the nearest existing
// parent's position is used. The message is made by diag.Sprintf: every
// string argument, a value from the file, is cut to diag.EchoMaxRunes
// (docs/errors.md#names).
func (d Doc) At(sev diag.Severity, pointer, format string, args ...any) diag.Diagnostic {
	line, col := jsonpos.Position(d.Data, pointer)
	return diag.Diagnostic{File: d.File, Line: line, Column: col, Pointer: pointer, Severity: sev, Message: diag.Sprintf(format, args...)}
}

// Errorf is At with severity Error.
func (d Doc) Errorf(pointer, format string, args ...any) diag.Diagnostic {
	return d.At(diag.Error, pointer, format, args...)
}

// Warnf is At with severity Warning.
func (d Doc) Warnf(pointer, format string, args ...any) diag.Diagnostic {
	return d.At(diag.Warning, pointer, format, args...)
}

// atOffset returns a diagnostic at a byte offset, for syntax errors.
func (d Doc) atOffset(offset int, pointer, msg string) diag.Diagnostic {
	line, col := jsonpos.LineCol(d.Data, offset)
	return diag.Diagnostic{File: d.File, Line: line, Column: col, Pointer: pointer, Severity: diag.Error, Message: msg}
}

// CheckText verifies the limits, UTF-8 and syntax, and returns the generic
// value (numbers as json.Number) for schema validation.
func (d Doc) CheckText(lim Limits) (any, diag.List) {
	if errs := d.CheckRaw(lim); errs != nil {
		return nil, errs
	}
	dec := json.NewDecoder(bytes.NewReader(d.Data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, diag.List{d.SyntaxError(err, dec.InputOffset())}
	}
	if errs := d.CheckEnd(int(dec.InputOffset())); errs != nil {
		return nil, errs
	}
	return v, nil
}

// CheckRaw verifies what can be checked before parsing: the size limit,
// no byte order mark, UTF-8 and the nesting limit.
func (d Doc) CheckRaw(lim Limits) diag.List {
	if lim.MaxBytes > 0 && len(d.Data) > lim.MaxBytes {
		return diag.List{{File: d.File, Line: 1, Column: 1, Severity: diag.Error,
			Message: fmt.Sprintf("file is %d bytes, over the limit of %d bytes", len(d.Data), lim.MaxBytes)}}
	}
	if bytes.HasPrefix(d.Data, []byte("\xef\xbb\xbf")) {
		return diag.List{d.atOffset(0, "", "file starts with a UTF-8 byte order mark (BOM); save it as UTF-8 without a BOM")}
	}
	if !utf8.Valid(d.Data) {
		off := 0
		for off < len(d.Data) {
			r, size := utf8.DecodeRune(d.Data[off:])
			if r == utf8.RuneError && size <= 1 {
				break
			}
			off += size
		}
		return diag.List{d.atOffset(off, "", fmt.Sprintf("file is not valid UTF-8 (byte 0x%02x at offset %d)", d.Data[off], off))}
	}
	if lim.MaxDepth > 0 || lim.MaxItems != nil {
		switch off, deep, max := jsonpos.Shape(d.Data, lim.MaxDepth, lim.MaxItems); {
		case off < 0:
		case deep:
			return diag.List{d.atOffset(off, "", fmt.Sprintf("JSON nests deeper than %d levels", lim.MaxDepth))}
		default:
			// off is just past the comma before the first item over the
			// limit: the position and the pointer are both that item's
			// (/list/N for a limit of N).
			off = jsonpos.SkipSpace(d.Data, off)
			ptr, _ := jsonpos.PointerAt(d.Data, off)
			return diag.List{d.atOffset(off, ptr, fmt.Sprintf("a list of more than %d items, over the limit", max))}
		}
	}
	return d.checkStrings()
}

// checkStrings refuses, on the raw text, an object key longer than
// limits.NameMaxRunes (every key of every format is a field name or a
// name: of a state, a piece, a sprite, a region...) and any other string
// longer than limits.StringMaxRunes, located at the string
// (docs/errors.md#names). A format's schema bounds its name fields more
// tightly (maxLength, at most limits.NameMaxRunes; a test checks).
func (d Doc) checkStrings() diag.List {
	off, key, n := jsonpos.LongString(d.Data, limits.NameMaxRunes, limits.StringMaxRunes)
	if off < 0 {
		return nil
	}
	ptr, _ := jsonpos.PointerAt(d.Data, off)
	if key {
		ptr, _ = jsonpos.KeyPointer(d.Data, off)
		return diag.List{d.atOffset(off, ptr, fmt.Sprintf("a key of %d characters, over the limit of %d for a name (limits.NameMaxRunes)", n, limits.NameMaxRunes))}
	}
	return diag.List{d.atOffset(off, ptr, fmt.Sprintf("a string of %d characters, over the limit of %d (limits.StringMaxRunes)", n, limits.StringMaxRunes))}
}

// CheckEnd verifies, once the top-level value parsed and ended at byte end,
// that nothing but white space follows and that no object repeats a key.
func (d Doc) CheckEnd(end int) diag.List {
	if rest := bytes.TrimLeft(d.Data[min(end, len(d.Data)):], " \t\r\n"); len(rest) > 0 {
		return diag.List{d.atOffset(len(d.Data)-len(rest), "", "unexpected data after the top-level JSON value")}
	}
	if off, key, parent, dup := jsonpos.DuplicateKey(d.Data); dup {
		return diag.List{d.atOffset(off, parent+"/"+jsonpos.EscapeToken(key), fmt.Sprintf("duplicate key %q in the same object", key))}
	}
	return nil
}

// SyntaxError locates a decoding error of encoding/json; offset is the
// decoder's input offset when it failed.
func (d Doc) SyntaxError(err error, offset int64) diag.Diagnostic {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		off := int(se.Offset)
		if off > 0 {
			off-- // Offset counts the byte that failed; point at it.
		}
		return d.atOffset(off, "", "invalid JSON: "+strings.TrimPrefix(se.Error(), "json: "))
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		if len(bytes.TrimSpace(d.Data)) == 0 {
			return d.atOffset(0, "", "file is empty")
		}
		return d.atOffset(len(d.Data), "", "invalid JSON: unexpected end of file (truncated?)")
	}
	return d.atOffset(int(offset), "", "invalid JSON: "+strings.TrimPrefix(err.Error(), "json: "))
}

// Validate checks v against the schema and returns one diagnostic per
// failing leaf, located at the offending value.
func (d Doc) Validate(schema *CompiledSchema, v any) diag.List {
	return d.ValidateAt(schema, v, "")
}

// ValidateAt is Validate for a value found at pointer prefix inside the
// document, checked against the schema of that part: diagnostics carry
// the full pointer.
func (d Doc) ValidateAt(schema *CompiledSchema, v any, prefix string) diag.List {
	err := schema.Validate(v)
	if err == nil {
		return nil // the common case, without building a report
	}
	return SchemaReport{File: d.File, Tree: v, At: func(sev diag.Severity, _ []string, ptr, msg string) diag.Diagnostic {
		return d.At(sev, prefix+ptr, "%s", msg)
	}, KeyAt: func(sev diag.Severity, _ []string, ptr, msg string) diag.Diagnostic {
		dg := d.At(sev, prefix+ptr, "%s", msg)
		if off, ok := jsonpos.KeyOffset(d.Data, prefix+ptr); ok {
			dg.Line, dg.Column = jsonpos.LineCol(d.Data, off)
		}
		return dg
	}}.Diagnostics(err)
}

// Unmarshal decodes the document into v (a typed struct) and maps a type
// error to the pointer and position of the value at fault.
func (d Doc) Unmarshal(v any) diag.List {
	err := json.Unmarshal(d.Data, v)
	if err == nil {
		return nil
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		ptr, start := jsonpos.PointerAt(d.Data, max(int(te.Offset)-1, 0))
		return diag.List{d.atOffset(start, ptr, typeErrorText(te))}
	}
	return diag.List{d.SyntaxError(err, 0)}
}

// typeErrorText says in words why a value does not fit its Go type.
func typeErrorText(te *json.UnmarshalTypeError) string {
	got := diag.Cut(te.Value) // "number " and a 100,000-digit literal
	if te.Type == nil {
		return "got " + got
	}
	switch te.Type.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if strings.HasPrefix(got, "number ") {
			return fmt.Sprintf("%s is not a whole number that fits (write it without a decimal point, within %d bits)", strings.TrimPrefix(got, "number "), te.Type.Bits())
		}
		return fmt.Sprintf("got %s, want an integer", got)
	case reflect.Float32, reflect.Float64:
		return fmt.Sprintf("got %s, want a number", got)
	case reflect.String:
		return fmt.Sprintf("got %s, want a string", got)
	case reflect.Bool:
		return fmt.Sprintf("got %s, want true or false", got)
	case reflect.Slice, reflect.Array:
		return fmt.Sprintf("got %s, want an array", got)
	case reflect.Struct, reflect.Map:
		return fmt.Sprintf("got %s, want an object", got)
	}
	return fmt.Sprintf("got %s, want %s", got, te.Type)
}

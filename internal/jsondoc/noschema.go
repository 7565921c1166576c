//go:build rigplay_noschema

package jsondoc

import (
	"io/fs"

	"github.com/rigplay/rigplay/engine/diag"
)

// The tag rigplay_noschema leaves the JSON Schema validator out of a
// program: every schema accepts every document. It is for a program that
// loads only packages another program checked with the schemas: the web
// player (cmd/rigplay-web) loads the package that `rigplay export web`
// validated and packed, and without the validator the page is 1.6 MB
// smaller and loads several times faster (the validator compiles its
// meta-schemas when the program starts and each format's schema at its
// first file, slowly in WebAssembly). Decoding still checks what the
// decoders check; a damaged package may then fail in ways the schemas
// would have located. cmd/rigplay-web's TestNoSchemaBuild_* checks that a
// build with the tag loads the samples as the full build does.

// CompiledSchema is a schema that accepts everything (rigplay_noschema).
type CompiledSchema struct{}

// Validate accepts v.
func (*CompiledSchema) Validate(any) error { return nil }

// compileSchema returns a schema that accepts everything.
func compileSchema(fs.FS, string) (*CompiledSchema, error) { return &CompiledSchema{}, nil }

// MaxSchemaDiagnostics caps the schema problems reported for one file.
const MaxSchemaDiagnostics = 100

// SchemaReport words a schema check's error; without the validator there
// is never one to word (rigplay_noschema). Its fields are report.go's.
type SchemaReport struct {
	File    string
	Max     int
	At      func(sev diag.Severity, tokens []string, pointer, msg string) diag.Diagnostic
	Unknown func(name string) (diag.Severity, string)
}

// Diagnostics reports err, which a schema that accepts everything never
// gives, at the root.
func (r SchemaReport) Diagnostics(err error) diag.List {
	if err == nil {
		return nil
	}
	return diag.List{{File: r.File, Severity: diag.Error, Message: err.Error()}}
}

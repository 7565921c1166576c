//go:build rigplay_noschema

package jsondoc

import (
	"io/fs"

	"github.com/rigplay/rigplay/internal/diag"
)

// The tag rigplay_noschema leaves the JSON Schema validator out of a
// program: every schema accepts every document. It is for a program that
// loads only packages checked beforehand, with the schemas, by another
// program: the web player (cmd/rigplay-web) loads the package that
// `rigplay export web` validated and packed, and leaving the validator out
// makes the page smaller and its load several times faster (the
// validator compiles its meta-schemas when the program starts, and each
// format's schema at its first file). Decoding still checks what the
// decoders check; a damaged package may then fail in ways the schemas
// would have located.

// Schema is a schema that accepts everything (rigplay_noschema).
type Schema struct{}

// Validate accepts v.
func (*Schema) Validate(any) error { return nil }

// CompileSchema returns a schema that accepts everything.
func CompileSchema(fs.FS, string) (*Schema, error) { return &Schema{}, nil }

// SchemaOnce returns a function returning a schema that accepts
// everything.
func SchemaOnce(fs.FS, string) func() (*Schema, error) {
	return func() (*Schema, error) { return &Schema{}, nil }
}

// MaxSchemaDiagnostics caps the schema problems reported for one file.
const MaxSchemaDiagnostics = 100

// Validate accepts v: nothing is checked (rigplay_noschema).
func (d Doc) Validate(*Schema, any) diag.List { return nil }

// ValidateAt accepts v: nothing is checked (rigplay_noschema).
func (d Doc) ValidateAt(*Schema, any, string) diag.List { return nil }

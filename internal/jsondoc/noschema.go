//go:build rigplay_noschema

package jsondoc

import (
	"errors"
	"io/fs"

	"github.com/rigplay/rigplay/engine/diag"
)

// The tag rigplay_noschema leaves the JSON Schema library out of a
// program: every schema is checked by rigplay's own small validator
// instead (TypeSchema, typecheck.go), which keeps the keywords rigplay's
// schemas use, so that the build refuses what the full build refuses at
// least at the level of types, located the same way
// (docs/web.md#no-schema-build). It is for the web player
// (cmd/rigplay-web): without the library the page is 1.6 MB smaller and
// loads several times faster (the library compiles its meta-schemas when
// the program starts and each format's schema at its first file, slowly
// in WebAssembly). cmd/rigplay-web's TestNoSchemaBuild_* checks that a
// build with the tag loads the samples as the full build does, and
// actions' and rig's TestTypeWrong_* that it refuses what the full build
// refuses.

// CompiledSchema is rigplay's own validator (rigplay_noschema).
type CompiledSchema = TypeSchema

// compileSchema reads the schema at path of fsys for TypeSchema.
func compileSchema(fsys fs.FS, path string) (*CompiledSchema, error) {
	return CompileTypes(fsys, path)
}

// MaxSchemaDiagnostics caps the schema problems reported for one file.
const MaxSchemaDiagnostics = 100

// SchemaReport words a schema check's error as located diagnostics
// (rigplay_noschema: the errors of TypeSchema). Its fields are report.go's.
type SchemaReport struct {
	File    string
	Max     int
	At      func(sev diag.Severity, tokens []string, pointer, msg string) diag.Diagnostic
	Unknown func(name string) (diag.Severity, string)
	Tree    any
	KeyAt   func(sev diag.Severity, tokens []string, pointer, msg string) diag.Diagnostic
}

// Diagnostics returns one diagnostic per problem of err, sorted.
func (r SchemaReport) Diagnostics(err error) diag.List {
	if err == nil {
		return nil
	}
	var te *TypeErrors
	if !errors.As(err, &te) {
		return diag.List{r.At(diag.Error, nil, "", err.Error())}
	}
	max := r.Max
	if max <= 0 {
		max = MaxSchemaDiagnostics
	}
	var out diag.List
	dropped, droppedErr := te.more, te.more > 0
	for _, p := range te.problems {
		sev, msg := diag.Error, p.msg
		if p.unknown != "" && r.Unknown != nil {
			sev, msg = r.Unknown(p.unknown)
		}
		if len(out) >= max {
			dropped++
			droppedErr = droppedErr || sev == diag.Error
			continue
		}
		if p.key && r.KeyAt != nil {
			out = append(out, r.KeyAt(sev, p.tokens, pointerOf(p.tokens), msg))
		} else {
			out = append(out, r.At(sev, p.tokens, pointerOf(p.tokens), msg))
		}
	}
	out.Sort()
	return r.appendDropped(out, dropped, droppedErr)
}

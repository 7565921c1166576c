package jsondoc

import (
	"fmt"
	"io/fs"
	"sync"

	"github.com/rigplay/rigplay/engine/diag"
)

// Schema is a JSON Schema embedded in the program: one file of a folder
// of schema files, compiled on first use and shared ever after, safe for
// concurrent use. It is how every rigplay format keeps its schema.
type Schema struct {
	fsys    fs.FS
	file    string
	compile func() (*CompiledSchema, error)
}

// NewSchema returns the schema file (a name, with an optional fragment
// such as "#/$defs/action") of the folder dir of files (an embed.FS that
// holds dir/*.schema.json): every other schema file of dir is registered
// under its own name, so relative $refs between them resolve without any
// network access.
func NewSchema(files fs.FS, dir, file string) *Schema {
	sub, err := fs.Sub(files, dir)
	if err != nil {
		return &Schema{fsys: files, file: file, compile: func() (*CompiledSchema, error) { return nil, err }}
	}
	return newSchema(sub, file)
}

func newSchema(fsys fs.FS, file string) *Schema {
	return &Schema{fsys: fsys, file: file, compile: sync.OnceValues(func() (*CompiledSchema, error) {
		return compileSchema(fsys, file)
	})}
}

// FS returns the folder of schema files, for editors and other tools.
func (s *Schema) FS() fs.FS { return s.fsys }

// Ref returns the part of the same schema file at fragment (for example
// "#/$defs/action"), compiled once on its own.
func (s *Schema) Ref(fragment string) *Schema { return newSchema(s.fsys, s.file+fragment) }

// Compiled returns the compiled schema, compiling it on the first call.
func (s *Schema) Compiled() (*CompiledSchema, error) { return s.compile() }

// Validate checks v, the generic tree of doc (as CheckText returns it),
// against the schema: one located diagnostic per problem (Doc.Validate).
// A schema that does not compile is an internal error.
func (s *Schema) Validate(doc Doc, v any) diag.List {
	sch, err := s.compile()
	if err != nil {
		return diag.List{s.InternalError(doc.File, err)}
	}
	return doc.Validate(sch, v)
}

// InternalError is the diagnostic of a schema that does not compile (a
// defect of the program, never of the file).
func (s *Schema) InternalError(file string, err error) diag.Diagnostic {
	return diag.Diagnostic{File: file, Severity: diag.Error, Message: fmt.Sprintf("internal error: schema %s does not compile: %v", s.file, err)}
}

package jsondoc

import (
	"bytes"
	"fmt"
	"io/fs"
	"sync"

	"github.com/rigplay/rigplay/internal/diag"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// compileSchema compiles the draft 2020-12 schema at path in fsys. Every
// other *.schema.json file in the same folder of fsys is registered under
// its own name, so relative $refs between the project's schemas resolve
// without any network access.
func compileSchema(fsys fs.FS, path string) (*jsonschema.Schema, error) {
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	c.UseLoader(noNetwork{})
	files, err := fs.Glob(fsys, "*.schema.json")
	if err != nil {
		return nil, err
	}
	for _, name := range files {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("schema %s: %w", name, err)
		}
		if err := c.AddResource("file:///schemas/"+name, doc); err != nil {
			return nil, err
		}
	}
	return c.Compile("file:///schemas/" + path)
}

type noNetwork struct{}

func (noNetwork) Load(url string) (any, error) {
	return nil, fmt.Errorf("schema %s is not bundled with rigplay", url)
}

// Schema is a JSON Schema embedded in the program: one file of a folder
// of schema files, compiled on first use and shared ever after, safe for
// concurrent use. It is how every rigplay format keeps its schema.
type Schema struct {
	fsys    fs.FS
	file    string
	compile func() (*jsonschema.Schema, error)
}

// NewSchema returns the schema file (a name, with an optional fragment
// such as "#/$defs/action") of the folder dir of files (an embed.FS that
// holds dir/*.schema.json): every other schema file of dir is registered
// under its own name, so relative $refs between them resolve without any
// network access.
func NewSchema(files fs.FS, dir, file string) *Schema {
	sub, err := fs.Sub(files, dir)
	if err != nil {
		return &Schema{fsys: files, file: file, compile: func() (*jsonschema.Schema, error) { return nil, err }}
	}
	return newSchema(sub, file)
}

func newSchema(fsys fs.FS, file string) *Schema {
	return &Schema{fsys: fsys, file: file, compile: sync.OnceValues(func() (*jsonschema.Schema, error) {
		return compileSchema(fsys, file)
	})}
}

// FS returns the folder of schema files, for editors and other tools.
func (s *Schema) FS() fs.FS { return s.fsys }

// Ref returns the part of the same schema file at fragment (for example
// "#/$defs/action"), compiled once on its own.
func (s *Schema) Ref(fragment string) *Schema { return newSchema(s.fsys, s.file+fragment) }

// Compiled returns the compiled schema, compiling it on the first call.
func (s *Schema) Compiled() (*jsonschema.Schema, error) { return s.compile() }

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

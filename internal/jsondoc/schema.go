//go:build !rigplay_noschema

package jsondoc

import (
	"bytes"
	"fmt"
	"io/fs"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// Schema is a compiled JSON Schema (santhosh-tekuri/jsonschema). A program
// built with the tag rigplay_noschema has none: see schema_none.go.
type Schema = jsonschema.Schema

// CompileSchema compiles the draft 2020-12 schema at path in fsys. Every
// other *.schema.json file in the same folder of fsys is registered under
// its own name, so relative $refs between the project's schemas resolve
// without any network access.
func CompileSchema(fsys fs.FS, path string) (*Schema, error) {
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

// SchemaOnce returns a function that compiles the schema file of fsys the
// first time it is called (see CompileSchema) and returns that result ever
// after: the way every rigplay format keeps its embedded schema.
func SchemaOnce(fsys fs.FS, file string) func() (*Schema, error) {
	return sync.OnceValues(func() (*Schema, error) {
		return CompileSchema(fsys, file)
	})
}

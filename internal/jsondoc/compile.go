//go:build !rigplay_noschema

package jsondoc

import (
	"bytes"
	"fmt"
	"io/fs"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// CompiledSchema is a compiled JSON Schema (santhosh-tekuri/jsonschema).
// A program built with the tag rigplay_noschema has none (noschema.go).
type CompiledSchema = jsonschema.Schema

// compileSchema compiles the draft 2020-12 schema at path in fsys. Every
// other *.schema.json file in the same folder of fsys is registered under
// its own name, so relative $refs between the project's schemas resolve
// without any network access.
func compileSchema(fsys fs.FS, path string) (*CompiledSchema, error) {
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

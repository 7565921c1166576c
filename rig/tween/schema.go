package tween

import (
	"embed"
	"io/fs"

	"github.com/rigplay/rigplay/internal/jsondoc"
)

//go:embed schema/*.schema.json
var schemaFiles embed.FS

// SchemaFile is the name of the tween schema inside SchemaFS.
const SchemaFile = "rig.anim.tween.schema.json"

// SchemaFS returns the project's draft 2020-12 schemas for rig.anim.tween
// (the tween and its shared definitions).
func SchemaFS() fs.FS {
	sub, err := fs.Sub(schemaFiles, "schema")
	if err != nil {
		return schemaFiles
	}
	return sub
}

var compiled = jsondoc.SchemaOnce(SchemaFS(), SchemaFile)

// Schema returns the compiled tween schema; it is compiled once.
func Schema() (*jsondoc.Schema, error) { return compiled() }

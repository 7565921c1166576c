package actions

import (
	"embed"
	"io/fs"

	"github.com/rigplay/rigplay/internal/jsondoc"
)

//go:embed schema/*.schema.json
var schemaFiles embed.FS

// SchemaFS returns the JSON Schema (draft 2020-12) of Actions.json that the
// decoder checks shape against, for editors and other tools.
func SchemaFS() fs.FS { return schema.FS() }

// schema is the whole file's; actionSchema one action's (the streaming
// decoder checks each action on its own).
var (
	schema       = jsondoc.NewSchema(schemaFiles, "schema", "actions.schema.json")
	actionSchema = schema.Ref("#/$defs/action")
)

// DefaultMaxActions is the most actions a file may have (the schema's
// maxItems for ActionItems).
const DefaultMaxActions = 10000

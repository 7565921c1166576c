package rig

import (
	"embed"
	"io/fs"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
)

// The JSON Schemas (draft 2020-12) of this package's formats, written from
// the player-rig seed, docs/rig.md and docs/clothing.md: rig.schema.json,
// clip.schema.json, clothing.schema.json and asset-patch.schema.json. They are embedded, so
// validation never reaches the network.
//
//go:embed schema/*.schema.json
var schemaFiles embed.FS

// SchemaFS returns the schemas of the rig, clip, clothing and asset patch
// formats (rig.schema.json, clip.schema.json, clothing.schema.json,
// asset-patch.schema.json), for editors and other tools.
func SchemaFS() fs.FS { return rigFormat.Schema.FS() }

// The formats of this package as jsondoc reads them.
var (
	rigFormat      = newFormat("rig.schema.json", buildRig)
	clipFormat     = newFormat("clip.schema.json", buildClip)
	clothingFormat = newFormat("clothing.schema.json", buildClothing)
)

// newFormat makes a format of this package: the text checks, every number
// finite (checkFinite), the schema, then the document decoded into its
// raw Go form and built, checking the rules a schema cannot express;
// diagnostics come sorted.
func newFormat[R, T any](schemaFile string, build func(jsondoc.Doc, *R) (*T, diag.List)) *jsondoc.Format[T] {
	return &jsondoc.Format[T]{
		Limits: docLimits,
		Schema: jsondoc.NewSchema(schemaFiles, "schema", schemaFile),
		Check:  checkFinite,
		Build: jsondoc.Typed(func(doc jsondoc.Doc, raw *R) (*T, diag.List) {
			t, d := build(doc, raw)
			d.Sort()
			return t, d
		}),
	}
}

package curve

import (
	"embed"
	"io/fs"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
)

//go:embed schema/*.schema.json
var schemaFiles embed.FS

// SchemaFile is the name of the curve schema inside SchemaFS.
const SchemaFile = "rig.anim.curve.schema.json"

// format is rig.anim.curve as jsondoc reads it: decodeValue builds the
// curve of a document that passed the schema.
var format = &jsondoc.Format[Curve]{
	Limits: limits,
	Schema: jsondoc.NewSchema(schemaFiles, "schema", SchemaFile),
	Build:  func(doc jsondoc.Doc, v any) (*Curve, diag.List) { return decodeValue(doc, "", v) },
	Sniff:  sniff,
}

// Decode reads a rig.anim.curve JSON document. file is the document's path
// relative to the character root, used in diagnostics. The list may hold
// warnings next to a usable curve; when it holds an error the curve is nil.
func Decode(file string, data []byte) (*Curve, diag.List) { return format.Decode(file, data) }

// DecodeFile reads and decodes the curve file name of fsys (a
// slash-separated path, also the file name in diagnostics). It never reads
// more than MaxFileBytes.
func DecodeFile(fsys fs.FS, name string) (*Curve, diag.List) { return format.DecodeFile(fsys, name) }

// LooksLike reports whether data appears to be a rig.anim.curve document:
// a JSON object of at most MaxFileBytes with a "points" array or a
// "preset" string and no "type" member (which other formats use to name
// themselves). Other members do not matter, so that a misspelt field is
// reported by Decode as an unknown field instead of the file being
// skipped. Validators use it to choose a file's format; it does not
// validate.
func LooksLike(data []byte) bool { return format.LooksLike(data) }

// SchemaFS returns the project's draft 2020-12 schemas for rig.anim.curve
// (the curve and its shared definitions), for tools and other packages
// that reference them.
func SchemaFS() fs.FS { return format.Schema.FS() }

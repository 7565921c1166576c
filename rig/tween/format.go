package tween

import (
	"embed"
	lim "github.com/rigplay/rigplay/internal/limits"
	"io/fs"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
)

//go:embed schema/*.schema.json
var schemaFiles embed.FS

// SchemaFile is the name of the tween schema inside SchemaFS.
const SchemaFile = "rig.anim.tween.schema.json"

// MaxFileBytes bounds a tween file: it is a handful of fields.
const MaxFileBytes = 64 << 10

// docLimits are the tween format's JSON limits: MaxFileBytes, 8 levels.
var docLimits = jsondoc.Limits{MaxBytes: MaxFileBytes, MaxDepth: 8}

// format is rig.anim.tween as jsondoc reads it.
var format = &jsondoc.Format[Tween]{
	Limits: docLimits,
	Schema: jsondoc.NewSchema(schemaFiles, "schema", SchemaFile),
	Build:  build,
	Sniff:  sniff,
}

// Decode reads a rig.anim.tween JSON document. file is its path relative
// to the character root, used in diagnostics. The list may hold warnings
// next to a usable tween; when it holds an error the tween is nil.
func Decode(file string, data []byte) (*Tween, diag.List) { return format.Decode(file, data) }

// DecodeFile reads and decodes the tween file name of fsys (a
// slash-separated path, also the file name in diagnostics). It never reads
// more than MaxFileBytes.
func DecodeFile(fsys fs.FS, name string) (*Tween, diag.List) { return format.DecodeFile(fsys, name) }

// LooksLike reports whether data appears to be a rig.anim.tween document:
// a JSON object of at most MaxFileBytes with "propertyKey" and
// "duration" members. Validators use it to choose a file's format; it does
// not validate.
func LooksLike(data []byte) bool { return format.LooksLike(data) }

// SchemaFS returns the project's draft 2020-12 schemas for rig.anim.tween
// (the tween and its shared definitions).
func SchemaFS() fs.FS { return format.Schema.FS() }

// These limits are internal/limits' (docs/errors.md#limits): each line
// fails to compile when they differ.
const (
	_ uint = MaxFileBytes - lim.TweenFileBytes
	_ uint = lim.TweenFileBytes - MaxFileBytes
)

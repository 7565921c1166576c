// Package schema holds rigplay's own JSON Schemas (draft 2020-12) for the
// skeletal formats: the player rig, its animation clips and clothing items.
// They are written from the player-rig seed and SEMANTICS.md and embedded,
// so validation never reaches the network.
package schema

import (
	"embed"
	"sync"

	"github.com/rigplay/rigplay/internal/jsondoc"
)

// FS holds the schema files: rig.schema.json, clip.schema.json and
// clothing.schema.json.
//
//go:embed *.schema.json
var FS embed.FS

// Names of the embedded schema files.
const (
	RigFile      = "rig.schema.json"
	ClipFile     = "clip.schema.json"
	ClothingFile = "clothing.schema.json"
)

type compiled struct {
	once   sync.Once
	schema *jsondoc.Schema
	err    error
}

var cache = map[string]*compiled{RigFile: {}, ClipFile: {}, ClothingFile: {}}

// Get returns the compiled schema of one of the embedded files, compiling
// it on first use. The result is shared and safe for concurrent use.
func Get(name string) (*jsondoc.Schema, error) {
	c, ok := cache[name]
	if !ok {
		return jsondoc.CompileSchema(FS, name)
	}
	c.once.Do(func() { c.schema, c.err = jsondoc.CompileSchema(FS, name) })
	return c.schema, c.err
}

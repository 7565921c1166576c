package actions

import (
	"runtime"
	"strconv"
	"sync"

	"github.com/rigplay/rigplay/internal/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

var compiledActionSchema = sync.OnceValues(func() (*jsonschema.Schema, error) {
	return jsondoc.CompileSchema(SchemaFS(), "actions.schema.json#/$defs/action")
})

// parallelShapeBytes is the file size from which the schema check is split
// across cores, one action at a time.
const parallelShapeBytes = 256 << 10

// validateShape checks the decoded tree against the schema. Large files are
// checked action by action on every core: the document without its actions
// against the whole schema, then each action against the action schema,
// which together check exactly what the whole schema does.
func validateShape(doc jsondoc.Doc, tree any) diag.List {
	schema, err := compiledSchema()
	if err != nil {
		return diag.List{{File: doc.File, Severity: diag.Error, Message: "internal error: Actions.json schema: " + err.Error()}}
	}
	root, ok := tree.(map[string]any)
	items, isArray := root["ActionItems"].([]any)
	workers := runtime.GOMAXPROCS(0)
	if !ok || !isArray || len(doc.Data) < parallelShapeBytes || workers < 2 || len(items) > DefaultMaxActions {
		return doc.Validate(schema, tree)
	}
	actionSchema, err := compiledActionSchema()
	if err != nil {
		return diag.List{{File: doc.File, Severity: diag.Error, Message: "internal error: Actions.json schema: " + err.Error()}}
	}
	shallow := make(map[string]any, len(root))
	for k, v := range root {
		shallow[k] = v
	}
	shallow["ActionItems"] = []any{}
	out := doc.Validate(schema, shallow)
	results := make([]diag.List, len(items))
	var wg sync.WaitGroup
	next := make(chan int, len(items))
	for i := range items {
		next <- i
	}
	close(next)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = doc.ValidateAt(actionSchema, items[i], "/ActionItems/"+strconv.Itoa(i))
			}
		}()
	}
	wg.Wait()
	for _, r := range results {
		out = append(out, r...)
		if len(out) > jsondoc.MaxSchemaDiagnostics {
			break
		}
	}
	out.Sort()
	return out
}

// DefaultMaxActions is the most actions a file may have (the schema's
// maxItems for ActionItems).
const DefaultMaxActions = 10000

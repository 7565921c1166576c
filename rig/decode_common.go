package rig

import (
	"encoding/json"
	"math"
	"sort"
	"strconv"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

// maxDiagnostics caps how many problems one file reports, so a hostile
// file with millions of faults cannot fill memory with messages.
const maxDiagnostics = 200

// checkFinite reports every number that does not fit a finite float64
// (e.g. 1e999): rigplay never clamps such values.
func checkFinite(doc jsondoc.Doc, v any) diag.List {
	var out diag.List
	var path []any
	var walk func(v any)
	walk = func(v any) {
		if len(out) >= maxDiagnostics {
			return
		}
		switch x := v.(type) {
		case json.Number:
			f, err := strconv.ParseFloat(string(x), 64)
			if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
				out = append(out, doc.Errorf(jsonpos.Pointer(path...), "number %s is not finite (outside the float64 range)", string(x)))
			}
		case map[string]any:
			keys := make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				path = append(path, k)
				walk(x[k])
				path = path[:len(path)-1]
			}
		case []any:
			for i, e := range x {
				path = append(path, i)
				walk(e)
				path = path[:len(path)-1]
			}
		}
	}
	walk(v)
	return out
}

func capList(d diag.List) diag.List {
	if len(d) > maxDiagnostics {
		d = d[:maxDiagnostics]
	}
	return d
}

func quote(s string) string { return strconv.Quote(diag.Cut(s)) }

// finite reports whether f is neither infinite nor NaN.
func finite(f float64) bool { return f-f == 0 }

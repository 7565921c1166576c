package curve

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strconv"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

// decodeValue builds a curve from the generic JSON value v (as
// jsondoc.Doc.CheckText returns it, numbers as json.Number) found at
// pointer inside doc, for formats that embed a curve object. It checks the
// shape itself, so it needs no prior schema validation; diagnostics carry
// pointers below pointer.
func decodeValue(doc jsondoc.Doc, pointer string, v any) (*Curve, diag.List) {
	r := &reader{doc: doc, base: pointer}
	c := r.curve(v)
	r.diags.Sort()
	if r.dropped > 0 {
		sev := diag.Warning
		if r.failed {
			sev = diag.Error
		}
		r.diags = append(r.diags, diag.Diagnostic{File: doc.File, Pointer: pointer, Severity: sev,
			Message: fmt.Sprintf("%d more problems not shown", r.dropped)})
	}
	if r.failed {
		return nil, r.diags
	}
	return c, r.diags
}

// MaxDiagnostics caps the located diagnostics of one curve; locating each
// scans the file, so a hostile file must not ask for thousands.
const MaxDiagnostics = 100

// reader collects diagnostics while it walks one curve object.
type reader struct {
	doc     jsondoc.Doc
	base    string
	diags   diag.List
	dropped int
	failed  bool // an error was found, reported or dropped
}

func (r *reader) errorf(ptr, format string, args ...any) {
	r.failed = true
	if len(r.diags) >= MaxDiagnostics {
		r.dropped++
		return
	}
	r.diags = append(r.diags, r.doc.Errorf(r.base+ptr, format, args...))
}

func (r *reader) warnf(ptr, format string, args ...any) {
	if len(r.diags) >= MaxDiagnostics {
		r.dropped++
		return
	}
	r.diags = append(r.diags, r.doc.Warnf(r.base+ptr, format, args...))
}

var knownFields = map[string]bool{"points": true, "interpolation": true, "handles": true, "preset": true}

func (r *reader) curve(v any) *Curve {
	obj, ok := v.(map[string]any)
	if !ok {
		r.errorf("", "got %s, want a curve object", kindOf(v))
		return nil
	}
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !knownFields[k] {
			r.errorf("/"+jsonpos.EscapeToken(k), "unknown field %q", k)
		}
	}
	interp := Smooth
	if s, ok := r.str(obj, "interpolation"); ok {
		var known bool
		if interp, known = ParseInterpolation(s); !known {
			r.warnf("/interpolation", "unknown interpolation %q; evaluated as \"smooth\"", s)
		}
	}
	preset := ""
	if s, ok := r.str(obj, "preset"); ok {
		preset = s
		if _, known := presetPoints[s]; !known && s != "custom" {
			r.warnf("/preset", "unknown preset %q; treated as \"custom\"", s)
			preset = "custom"
		}
	}
	points, hasPoints := r.points(obj)
	handles := r.handles(obj, interp)
	if r.failed {
		return nil
	}
	name := "custom"
	if !hasPoints {
		switch preset {
		case "":
			name = "linear"
		case "custom":
			r.errorf("", "missing field \"points\": a custom curve needs its points")
			return nil
		default:
			name = preset
		}
		points = presetPoints[name]
	} else if want, named := presetPoints[preset]; named {
		if samePoints(points, want) {
			name = preset
		} else {
			r.warnf("/points", "the points differ from preset %q's; the points are used", preset)
		}
	}
	for _, p := range checkPoints(points, handles, interp == Bezier) {
		r.errorf(p.pointer, "%s", p.msg)
	}
	if r.failed {
		return nil
	}
	c := build(points, interp, handles)
	c.preset = name
	return c
}

func samePoints(a, b [][2]float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// str reads an optional string member.
func (r *reader) str(obj map[string]any, key string) (string, bool) {
	v, ok := obj[key]
	if !ok {
		return "", false
	}
	s, ok := v.(string)
	if !ok {
		r.errorf("/"+key, "got %s, want string", kindOf(v))
	}
	return s, ok
}

// points reads the optional points member.
func (r *reader) points(obj map[string]any) ([][2]float64, bool) {
	v, ok := obj["points"]
	if !ok {
		return nil, false
	}
	arr, ok := v.([]any)
	if !ok {
		r.errorf("/points", "got %s, want array", kindOf(v))
		return nil, true
	}
	if len(arr) > MaxPoints {
		r.errorf("/points", "a curve may have at most %d points, got %d", MaxPoints, len(arr))
		return nil, true
	}
	pts := make([][2]float64, len(arr))
	for i, e := range arr {
		ptr := fmt.Sprintf("/points/%d", i)
		p, ok := r.vec2(ptr, e)
		if !ok {
			continue
		}
		for j, name := range [2]string{"x", "y"} {
			if math.IsInf(p[j], 0) {
				r.errorf(ptr, "point %d: %s is not a finite number", i, name)
			}
		}
		pts[i] = p
	}
	return pts, true
}

// handles reads the optional handles member; it is parsed only for bezier.
func (r *reader) handles(obj map[string]any, interp Interpolation) []Handle {
	v, ok := obj["handles"]
	if !ok {
		return nil
	}
	if interp != Bezier {
		r.warnf("/handles", "handles are ignored unless interpolation is \"bezier\"")
		return nil
	}
	arr, ok := v.([]any)
	if !ok {
		r.errorf("/handles", "got %s, want array", kindOf(v))
		return nil
	}
	if len(arr) > MaxPoints {
		r.errorf("/handles", "a curve may have at most %d handles, got %d", MaxPoints, len(arr))
		return nil
	}
	hs := make([]Handle, len(arr))
	for i, e := range arr {
		ptr := fmt.Sprintf("/handles/%d", i)
		o, ok := e.(map[string]any)
		if !ok {
			r.errorf(ptr, "got %s, want object", kindOf(e))
			continue
		}
		for k, hv := range o {
			hp := ptr + "/" + jsonpos.EscapeToken(k)
			switch k {
			case "in":
				hs[i].In, hs[i].HasIn = r.vec2(hp, hv)
			case "out":
				hs[i].Out, hs[i].HasOut = r.vec2(hp, hv)
			default:
				r.errorf(hp, "unknown field %q", k)
			}
		}
	}
	return hs
}

// vec2 reads an [x, y] pair of numbers. Numbers too large for float64 read
// as ±Inf and are reported by the caller's range checks.
func (r *reader) vec2(ptr string, v any) ([2]float64, bool) {
	arr, ok := v.([]any)
	if !ok || len(arr) != 2 {
		r.errorf(ptr, "got %s, want an [x, y] pair of numbers", kindOf(v))
		return [2]float64{}, false
	}
	var out [2]float64
	for j, e := range arr {
		f, ok := number(e)
		if !ok {
			r.errorf(fmt.Sprintf("%s/%d", ptr, j), "got %s, want number", kindOf(e))
			return [2]float64{}, false
		}
		out[j] = f
	}
	return out, true
}

// number converts a JSON number (json.Number or float64) to float64; a
// number out of float64's range becomes ±Inf.
func number(v any) (float64, bool) {
	switch n := v.(type) {
	case json.Number:
		f, err := strconv.ParseFloat(string(n), 64)
		if err != nil && !math.IsInf(f, 0) {
			return 0, false
		}
		return f, true
	case float64:
		return n, true
	}
	return 0, false
}

// kindOf names a generic JSON value's type for messages.
func kindOf(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case json.Number, float64:
		return "number"
	case string:
		return "string"
	case []any:
		return fmt.Sprintf("array of %d", len(x))
	case map[string]any:
		return "object"
	}
	return fmt.Sprintf("%T", v)
}

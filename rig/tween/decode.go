package tween

import (
	"encoding/json"
	"io/fs"
	"math"
	"strconv"

	"github.com/rigplay/rigplay/internal/diag"
	"github.com/rigplay/rigplay/internal/fsread"
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/rigplay/rigplay/rig/curve"
)

// Limits bound a tween file: it is a handful of fields.
var Limits = jsondoc.Limits{MaxBytes: 64 << 10, MaxDepth: 8}

// Decode reads a rig.anim.tween JSON document. file is its path relative
// to the character root, used in diagnostics. The list may hold warnings
// next to a usable tween; when it holds an error the tween is nil.
func Decode(file string, data []byte) (*Tween, diag.List) {
	doc := jsondoc.Doc{File: file, Data: data}
	v, errs := doc.Parse(Limits, Schema)
	if errs != nil {
		return nil, errs
	}
	obj, ok := v.(map[string]any)
	if !ok { // the schema requires an object; kept for safety
		return nil, diag.List{doc.Errorf("", "want a tween object")}
	}
	var list diag.List
	tw := &Tween{Easing: "linear", Playing: true}
	if s, ok := obj["target"].(string); ok {
		tw.Target, tw.HasTarget = s, true
	} else {
		list = append(list, doc.Warnf("/target", "target is null: the tween drives nothing"))
	}
	tw.PropertyKey, _ = obj["propertyKey"].(string)
	tw.From = num(obj["from"])
	tw.To = num(obj["to"])
	tw.Duration = num(obj["duration"])
	if v, ok := obj["elapsed"]; ok {
		tw.Elapsed = num(v)
	}
	if s, ok := obj["easing"].(string); ok {
		tw.Easing = s
	}
	if b, ok := obj["loop"].(bool); ok {
		tw.Loop = b
	}
	if b, ok := obj["playing"].(bool); ok {
		tw.Playing = b
	}
	for _, p := range tw.check() {
		list = append(list, doc.Errorf("/"+p.field, "%s", p.msg))
	}
	list.Sort()
	if list.HasErrors() {
		return nil, list
	}
	tw.ease, _ = curve.Preset(tw.Easing)
	return tw, list
}

// num converts a schema-checked JSON number; out of float64's range gives
// ±Inf (reported by check), anything else NaN.
func num(v any) float64 {
	if n, ok := v.(json.Number); ok {
		f, err := strconv.ParseFloat(string(n), 64)
		if err != nil && !math.IsInf(f, 0) {
			return math.NaN()
		}
		return f
	}
	return math.NaN()
}

// DecodeFile reads and decodes the tween file name of fsys (a
// slash-separated path, also the file name in diagnostics). It never reads
// more than Limits.MaxBytes.
func DecodeFile(fsys fs.FS, name string) (*Tween, diag.List) {
	data, d := fsread.Read(fsys, name, Limits.MaxBytes)
	if d != nil {
		return nil, d
	}
	return Decode(name, data)
}

// ValidateFile decodes the tween file name of fsys and returns its
// diagnostics (nil when it is a clean tween).
func ValidateFile(fsys fs.FS, name string) diag.List {
	_, list := DecodeFile(fsys, name)
	return list
}

package tween

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/rigplay/rigplay/rig/curve"
)

// build makes the tween of a document that passed the schema, checking
// what the schema cannot (Tween.check).
func build(doc jsondoc.Doc, v any) (*Tween, diag.List) {
	obj, ok := v.(map[string]any)
	if !ok { // the schema requires an object; kept for safety
		return nil, diag.List{doc.Errorf("", "want a tween object")}
	}
	var list diag.List
	tw := &Tween{Easing: "linear", Playing: true}
	tw.PropertyKey, _ = obj["propertyKey"].(string)
	if s, ok := obj["target"].(string); ok {
		tw.Target, tw.HasTarget = s, true
	} else if !keyNamesTarget(tw.PropertyKey) {
		list = append(list, doc.Warnf("/target", "target is null and propertyKey names no bone: the tween drives nothing"))
	}
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
	tw.ease, _ = curve.Preset(tw.Easing)
	return tw, list
}

// keyNamesTarget reports whether a propertyKey carries its own target, as
// "bone/<name>/<property>" or "sprite/<name>/<property>" does
// (docs/curves-and-tweens.md#tween-targets).
func keyNamesTarget(key string) bool {
	for _, prefix := range []string{"bone/", "sprite/"} {
		if rest, ok := strings.CutPrefix(key, prefix); ok {
			name, prop, found := strings.Cut(rest, "/")
			return found && name != "" && prop != ""
		}
	}
	return false
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

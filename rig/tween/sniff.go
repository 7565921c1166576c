package tween

import "encoding/json"

// LooksLike reports whether data appears to be a rig.anim.tween document:
// a JSON object of at most Limits.MaxBytes with "propertyKey" and
// "duration" members. Validators use it to choose a file's format; it does
// not validate.
func LooksLike(data []byte) bool {
	if len(data) > Limits.MaxBytes {
		return false
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(data, &m) != nil {
		return false
	}
	_, k := m["propertyKey"]
	_, d := m["duration"]
	return k && d
}

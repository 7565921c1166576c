package curve

import "encoding/json"

// LooksLike reports whether data appears to be a rig.anim.curve document:
// a JSON object of at most Limits.MaxBytes with a "points" array or a
// "preset" string and no "type" member (which other formats use to name
// themselves). Other members do not matter, so that a misspelt field is
// reported by Decode as an unknown field instead of the file being
// skipped. Validators use it to choose a file's format; it does not
// validate.
func LooksLike(data []byte) bool {
	if len(data) > Limits.MaxBytes {
		return false
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(data, &m) != nil || m == nil {
		return false
	}
	if _, typed := m["type"]; typed {
		return false
	}
	var points []json.RawMessage
	if raw, ok := m["points"]; ok && json.Unmarshal(raw, &points) == nil && points != nil {
		return true
	}
	var preset string
	raw, ok := m["preset"]
	return ok && json.Unmarshal(raw, &preset) == nil
}

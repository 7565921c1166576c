package curve

import "encoding/json"

// sniff is LooksLike's test of the shape: an object with a "points" array
// or a "preset" string, and no "type".
func sniff(data []byte) bool {
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

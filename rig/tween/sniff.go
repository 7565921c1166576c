package tween

import "encoding/json"

// sniff is LooksLike's test of the shape: an object with "propertyKey"
// and "duration" members.
func sniff(data []byte) bool {
	var m map[string]json.RawMessage
	if json.Unmarshal(data, &m) != nil {
		return false
	}
	_, k := m["propertyKey"]
	_, d := m["duration"]
	return k && d
}

package curve

import "encoding/json"

// LooksLike reports whether data appears to be a rig.anim.curve document:
// a JSON object of at most Limits.MaxBytes whose members are all curve
// fields and include "points" or "preset". Validators use it to choose a
// file's format; it does not validate.
func LooksLike(data []byte) bool {
	if len(data) > Limits.MaxBytes {
		return false
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(data, &m) != nil || m == nil {
		return false
	}
	for k := range m {
		if !knownFields[k] {
			return false
		}
	}
	_, p := m["points"]
	_, s := m["preset"]
	return p || s
}

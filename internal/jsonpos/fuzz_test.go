package jsonpos

import (
	"encoding/json"
	"testing"
)

// FuzzPositions: the position helpers never panic or hang on any text,
// and on valid JSON the pointer of a value's start locates that start.
func FuzzPositions(f *testing.F) {
	for _, s := range []string{`{"a": [1, {"b": "x"}], "c": {}}`, `[[[]]]`, `{"k": 1, "k": 2}`, `"\u00e9"`, `{"a~/b": [true, null]}`, `{`, `]]]`} {
		f.Add([]byte(s), 3)
	}
	f.Fuzz(func(t *testing.T, data []byte, off int) {
		if off < 0 {
			off = -off
		}
		if len(data) > 0 {
			off %= len(data) + 1
		}
		LineCol(data, off)
		MaxDepth(data, 8)
		_, _, _, dup := DuplicateKey(data)
		ptr, start := PointerAt(data, off)
		if !json.Valid(data) || dup { // documents with repeated keys are refused before locating
			Locate(data, ptr)
			return
		}
		if got, ok := Locate(data, ptr); ok && got != start {
			t.Fatalf("PointerAt(%d) = %q starting at %d, but Locate(%q) = %d", off, ptr, start, ptr, got)
		}
	})
}

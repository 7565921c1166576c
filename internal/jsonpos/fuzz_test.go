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
		Shape(data, 8, nil)
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

// FuzzShape: on any text Shape finds the same too-deep bracket as a plain
// depth count, and on valid JSON every list it passes has at most its limit
// of elements (counted by decoding).
func FuzzShape(f *testing.F) {
	for _, s := range []string{`[1,[2,3,4],[]]`, `{"a":[1,2,3]}`, `["[,]", "\"", [[]]]`, `[[[[[[]]]]]]`, `[`, `"\`} {
		f.Add([]byte(s))
	}
	limit := func(depth int) int { return depth + 1 }
	f.Fuzz(func(t *testing.T, data []byte) {
		off, deep, _ := Shape(data, 4, nil)
		if want := maxDepthRef(data, 4); (want >= 0) != (off >= 0 && deep) || (want >= 0 && want != off) {
			t.Fatalf("Shape depth offset %d (deep %v), MaxDepth %d", off, deep, want)
		}
		off, _, _ = Shape(data, 0, limit)
		var v any
		if json.Unmarshal(data, &v) != nil {
			return
		}
		var longest func(v any, depth int) bool
		longest = func(v any, depth int) bool {
			switch x := v.(type) {
			case []any:
				if len(x) > limit(depth) {
					return true
				}
				for _, e := range x {
					if longest(e, depth+1) {
						return true
					}
				}
			case map[string]any:
				for _, e := range x {
					if longest(e, depth+1) {
						return true
					}
				}
			}
			return false
		}
		if over := longest(v, 1); over != (off >= 0) {
			t.Fatalf("a list over its limit: %v, Shape offset %d", over, off)
		}
	})
}

// maxDepthRef is the plain reference for Shape's nesting check: the
// offset of the first bracket nesting deeper than max, or -1. Brackets
// inside strings do not count.
func maxDepthRef(data []byte, max int) int {
	depth := 0
	inString := false
	for i := 0; i < len(data); i++ {
		c := data[i]
		if inString {
			switch c {
			case '\\':
				i++
			case '"':
				inString = false
			}
			continue
		}
		switch c {
		case '"':
			inString = true
		case '{', '[':
			depth++
			if depth > max {
				return i
			}
		case '}', ']':
			depth--
		}
	}
	return -1
}

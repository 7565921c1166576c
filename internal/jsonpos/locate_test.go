package jsonpos

import "testing"

// TestShapeLongLists: the element past an array's limit at its depth is
// found before any decoding; strings, other depths and objects do not
// count.
func TestShapeLongLists(t *testing.T) {
	lim := func(depth int) int {
		if depth == 2 {
			return 3
		}
		return 0
	}
	for _, tc := range []struct {
		doc  string
		want int // offset, or -1
	}{
		{`[1,2,3]`, -1},
		{`{"a":[1,2,3]}`, -1},
		{`{"a":[1,2,3,4]}`, 12},
		{`{"a":[]}`, -1},
		{`{"a":[ "x,y,z,w" ]}`, -1},
		{`{"a":[[1,2,3,4,5]]}`, -1},
		{`{"a":[{"b":1,"c":2,"d":3,"e":4}]}`, -1},
		{`{"a":["]", "[", "\"", 7]}`, 21},
		{`[[1,2,3],[4,5,6,7]]`, 16},
	} {
		if got, deep, max := Shape([]byte(tc.doc), 0, lim); got != tc.want || deep || (got >= 0) != (max == 3) {
			t.Errorf("Shape(%s) = %d (deep %v), want %d", tc.doc, got, deep, tc.want)
		}
	}
}

// TestShapeNesting: the first bracket deeper than the limit is found,
// brackets inside strings aside, and a deep document with a list limit
// reports the nesting.
func TestShapeNesting(t *testing.T) {
	for _, tc := range []struct {
		doc  string
		want int
	}{
		{`[[1]]`, -1},
		{`[[[1]]]`, 2},
		{`{"a":{"b":[1]}}`, 10},
		{`["[[[[", {"x": "]]]"}]`, -1},
	} {
		off, deep, _ := Shape([]byte(tc.doc), 2, func(depth int) int {
			if depth == 2 {
				return 1
			}
			return 0
		})
		if off != tc.want || (off >= 0) != deep {
			t.Errorf("Shape(%s) = %d (deep %v), want %d", tc.doc, off, deep, tc.want)
		}
	}
}

package jsonpos

import "testing"

// TestLongArray: the element past an array's limit at its depth is found
// before any decoding; strings, other depths and objects do not count.
func TestLongArray(t *testing.T) {
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
		if got, max := LongArray([]byte(tc.doc), lim); got != tc.want || (got >= 0) != (max == 3) {
			t.Errorf("LongArray(%s) = %d, want %d", tc.doc, got, tc.want)
		}
	}
}

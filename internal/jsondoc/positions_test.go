package jsondoc

import (
	"strings"
	"testing"
)

// TestPositions_ListOverTheLimit: "a list of more than N items" is located
// at item N (0-based), line:column and pointer alike (/list/N), whatever
// white space and values come before it.
func TestPositions_ListOverTheLimit(t *testing.T) {
	lim := Limits{MaxDepth: 8, MaxItems: func(depth int) int {
		if depth == 2 {
			return 3
		}
		return 0
	}}
	cases := []struct {
		name, doc, ptr string
		line, col      int
	}{
		{"numbers on one line", `{"a":[1,2,3,4]}`, "/a/3", 1, 13},
		{"objects", `{"a":[{"k":1},{"k":2},{"k":3},{"k":4}]}`, "/a/3", 1, 31},
		{"one a line", "{\"a\": [\n  {\"k\": 1},\n  {\"k\": 2},\n  {\"k\": 3},\n  {\"k\": 4}\n]}", "/a/3", 5, 3},
		{"space before commas", "{\"a\":[ \"x\" , \"y\" , \"z\" , \"w\" ]}", "/a/3", 1, 26},
		{"nested arrays", `{"a":[[1],[2],[3],[4,5]]}`, "/a/3", 1, 19},
		{"second list", `{"b":[1],"a":[1,2,3,4,5]}`, "/a/3", 1, 21},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			errs := Doc{File: "x.json", Data: []byte(tc.doc)}.CheckRaw(lim)
			if len(errs) != 1 || !strings.Contains(errs[0].Message, "more than 3 items") {
				t.Fatalf("got %v", errs)
			}
			d := errs[0]
			if d.Pointer != tc.ptr || d.Line != tc.line || d.Column != tc.col {
				t.Errorf("at %d:%d %s, want %d:%d %s", d.Line, d.Column, d.Pointer, tc.line, tc.col, tc.ptr)
			}
		})
	}
}

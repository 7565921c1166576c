package jsonpos

import "testing"

func TestPointerAt(t *testing.T) {
	doc := []byte(`{"a": [1, {"b": 22, "c~/": [true, "x"]}], "d": {}}`)
	for _, tc := range []struct {
		sub  string
		want string
	}{
		{"22", "/a/1/b"}, {"true", "/a/1/c~0~1/0"}, {`"x"`, "/a/1/c~0~1/1"}, {"{}", "/d"}, {"1,", "/a/0"},
	} {
		off := indexOf(doc, tc.sub)
		got, start := PointerAt(doc, off)
		if got != tc.want || start != off {
			t.Errorf("%s: pointer %q at %d, want %q at %d", tc.sub, got, start, tc.want, off)
		}
		if o, ok := Locate(doc, got); !ok || o != off {
			t.Errorf("Locate(%q) = %d, want %d", got, o, off)
		}
	}
}

func TestDuplicateKey(t *testing.T) {
	doc := []byte(`{"a": {"x": 1, "y": 2}, "b": [{"x": 1}, {"x": 2, "x": 3}]}`)
	off, key, ptr, ok := DuplicateKey(doc)
	if !ok || key != "x" || ptr != "/b/1" || off != indexOf(doc, `"x": 3`) {
		t.Fatalf("got %d %q %q %v", off, key, ptr, ok)
	}
	if _, _, _, ok := DuplicateKey([]byte(`{"a": {"k": 1}, "b": {"k": 2}, "k": {}}`)); ok {
		t.Fatal("same key in different objects reported as duplicate")
	}
}

func indexOf(b []byte, s string) int {
	for i := 0; i+len(s) <= len(b); i++ {
		if string(b[i:i+len(s)]) == s {
			return i
		}
	}
	return -1
}

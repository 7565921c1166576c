package jsonpos

import (
	"strconv"
	"testing"
)

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
	// encoding/json decodes keys: an escaped spelling is the same key.
	doc = []byte(`{"list": [{"a": 1, "\u0061": 2}]}`)
	off, key, ptr, ok = DuplicateKey(doc)
	if !ok || key != "a" || ptr != "/list/0" || off != indexOf(doc, `"\u0061"`) {
		t.Fatalf("escaped duplicate: got %d %q %q %v", off, key, ptr, ok)
	}
	// Sibling objects after a big one at the same depth start empty.
	doc = []byte(`[{"a":1,"b":2,"c":3}, {"a":1}, {"a":2}]`)
	if _, _, _, ok := DuplicateKey(doc); ok {
		t.Fatal("keys of an earlier sibling object reported as duplicates")
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

// BenchmarkDuplicateKeyManyKeys: one object of 100,000 keys must take
// linear time (a scan of the earlier keys per key took seconds).
func BenchmarkDuplicateKeyManyKeys(b *testing.B) {
	doc := []byte{'{'}
	for i := 0; i < 100000; i++ {
		if i > 0 {
			doc = append(doc, ',')
		}
		doc = append(doc, `"k`...)
		doc = strconv.AppendInt(doc, int64(i), 10)
		doc = append(doc, `":0`...)
	}
	doc = append(doc, '}')
	b.SetBytes(int64(len(doc)))
	for b.Loop() {
		if _, _, _, dup := DuplicateKey(doc); dup {
			b.Fatal("no key repeats")
		}
	}
}

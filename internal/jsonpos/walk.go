package jsonpos

import (
	"bytes"
	"strconv"
)

// frame is one open object or array during a walk.
type frame struct {
	array bool
	index int    // array: index of the current element
	key   []byte // object: raw key (without quotes) of the current member
}

// walker scans JSON text once, keeping the stack of open containers, so
// the pointer of any offset and duplicate keys can be found without
// building the document.
type walker struct {
	data  []byte
	stack []frame
}

// PointerAt returns the JSON pointer of the innermost value that contains
// byte offset, and the offset where that value starts.
func PointerAt(data []byte, offset int) (pointer string, start int) {
	w := walker{data: data}
	// Before any value (leading white space) the answer is the document,
	// which starts at its first non-space byte.
	var best string
	bestStart := 0
	for bestStart < len(data) && (data[bestStart] == ' ' || data[bestStart] == '\t' || data[bestStart] == '\n' || data[bestStart] == '\r') {
		bestStart++
	}
	w.run(func(ev walkEvent, at int) bool {
		if at > offset {
			return false
		}
		if ev == valueStart {
			best, bestStart = w.pointer(), at
		}
		return true
	})
	return best, bestStart
}

// DuplicateKey returns the offset of the first object key that repeats an
// earlier key of the same object, the key, and true; or false if none does.
// Keys compare by their decoded text, as encoding/json reads them ("a" and
// "\u0061" are the same key), through a set per open object, so a
// hostile object with millions of keys takes linear time.
func DuplicateKey(data []byte) (offset int, key string, pointer string, found bool) {
	w := walker{data: data}
	var seen []map[string]struct{} // keys of the open object at each depth
	w.run(func(ev walkEvent, at int) bool {
		if ev == valueStart {
			if data[at] == '{' {
				d := len(w.stack) // the depth the object opens at
				for len(seen) <= d {
					seen = append(seen, nil)
				}
				// A map keeps its size once grown; clearing a big one
				// for every small object after it would be quadratic.
				if seen[d] == nil || len(seen[d]) > 64 {
					seen[d] = map[string]struct{}{}
				} else {
					clear(seen[d])
				}
			}
			return true
		}
		top := &w.stack[len(w.stack)-1]
		set := seen[len(w.stack)-1]
		k := unquoteRaw(top.key)
		if _, dup := set[k]; dup {
			offset, key, found = at, k, true
			pointer = w.parentPointer()
			return false
		}
		set[k] = struct{}{}
		return true
	})
	return offset, key, pointer, found
}

func unquoteRaw(raw []byte) string {
	if bytes.IndexByte(raw, '\\') < 0 {
		return string(raw)
	}
	if s, err := strconv.Unquote(`"` + string(raw) + `"`); err == nil {
		return s
	}
	return string(raw)
}

type walkEvent uint8

const (
	valueStart walkEvent = iota
	keyRead
)

// pointer is the pointer of the current value.
func (w *walker) pointer() string {
	b := make([]byte, 0, 64)
	for _, f := range w.stack {
		b = append(b, '/')
		if f.array {
			b = strconv.AppendInt(b, int64(f.index), 10)
		} else {
			b = append(b, EscapeToken(unquoteRaw(f.key))...)
		}
	}
	return string(b)
}

// parentPointer is the pointer of the innermost open container.
func (w *walker) parentPointer() string {
	saved := w.stack
	w.stack = w.stack[:len(w.stack)-1]
	p := w.pointer()
	w.stack = saved
	return p
}

// run scans the text and calls visit at the start of every value and after
// every object key. It stops when visit returns false or the text ends or
// turns out malformed (the caller only uses it on text that parsed, or for
// best-effort locating).
func (w *walker) run(visit func(ev walkEvent, at int) bool) {
	d := w.data
	i := 0
	expectKey := false
	for i < len(d) {
		c := d[i]
		switch c {
		case ' ', '\t', '\n', '\r', ':':
			i++
			continue
		case ',':
			if n := len(w.stack); n > 0 {
				if w.stack[n-1].array {
					w.stack[n-1].index++
				} else {
					expectKey = true
				}
			}
			i++
			continue
		case '}', ']':
			if n := len(w.stack); n > 0 {
				w.stack = w.stack[:n-1]
			}
			expectKey = false
			i++
			continue
		}
		if expectKey {
			if c != '"' {
				return
			}
			end := stringEnd(d, i)
			if end < 0 {
				return
			}
			w.stack[len(w.stack)-1].key = d[i+1 : end]
			expectKey = false
			if !visit(keyRead, i) {
				return
			}
			i = end + 1
			continue
		}
		if !visit(valueStart, i) {
			return
		}
		switch c {
		case '{':
			w.stack = append(w.stack, frame{})
			expectKey = true
			i++
			// An empty object closes at once.
			j := i
			for j < len(d) && (d[j] == ' ' || d[j] == '\t' || d[j] == '\n' || d[j] == '\r') {
				j++
			}
			if j < len(d) && d[j] == '}' {
				expectKey = false
			}
		case '[':
			w.stack = append(w.stack, frame{array: true})
			i++
		case '"':
			end := stringEnd(d, i)
			if end < 0 {
				return
			}
			i = end + 1
		default:
			for i < len(d) && !bytes.ContainsRune([]byte(" \t\n\r,]}:"), rune(d[i])) {
				i++
			}
		}
	}
}

// stringEnd returns the index of the closing quote of the string that
// starts at i, or -1.
func stringEnd(d []byte, i int) int {
	for j := i + 1; j < len(d); j++ {
		switch d[j] {
		case '\\':
			j++
		case '"':
			return j
		}
	}
	return -1
}

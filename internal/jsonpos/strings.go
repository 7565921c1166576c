package jsonpos

// LongString finds, on the raw bytes in one pass, the first string longer
// than its limit: an object key of more than maxKey characters or any
// other string of more than maxValue (0: no limit). Characters are
// counted as JSON Schema's maxLength counts them, code points of the
// decoded text: an escape such as \n or \u00e9 is one. It returns the
// offset of the string's opening quote, whether it is a key, and its
// length; offset -1 when every string is within its limit. It is for text
// that passed the UTF-8 check; on malformed text it reports what it can.
func LongString(data []byte, maxKey, maxValue int) (offset int, key bool, runes int) {
	for i := 0; i < len(data); i++ {
		if data[i] != '"' {
			continue
		}
		start, n := i, 0
		for i++; i < len(data); i++ {
			b := data[i]
			if b == '"' {
				break
			}
			switch {
			case b == '\\':
				if i+1 < len(data) && data[i+1] == 'u' {
					// A surrogate pair is one character, as decoded.
					if i+11 < len(data) && data[i+6] == '\\' && data[i+7] == 'u' && isHighSurrogate(data[i+2:i+6]) {
						i += 6
					}
					i += 5
				} else {
					i++
				}
				n++
			case b&0xc0 != 0x80: // not a UTF-8 continuation byte
				n++
			}
		}
		isKey := false
		for j := i + 1; j < len(data); j++ {
			c := data[j]
			if c == ' ' || c == '\t' || c == '\r' || c == '\n' {
				continue
			}
			isKey = c == ':'
			break
		}
		lim := maxValue
		if isKey {
			lim = maxKey
		}
		if lim > 0 && n > lim {
			return start, isKey, n
		}
	}
	return -1, false, 0
}

// isHighSurrogate reports whether the four hex digits name U+D800-U+DBFF.
func isHighSurrogate(h []byte) bool {
	return (h[0] == 'd' || h[0] == 'D') && (h[1] == '8' || h[1] == '9' || h[1] == 'a' || h[1] == 'A' || h[1] == 'b' || h[1] == 'B')
}

// SkipSpace returns the offset of the first byte at or after off that is
// not JSON white space (len(data) when there is none).
func SkipSpace(data []byte, off int) int {
	for off < len(data) {
		switch data[off] {
		case ' ', '\t', '\r', '\n':
			off++
			continue
		}
		break
	}
	return off
}

// StringEnd returns the offset just past the closing quote of the string
// whose opening quote is at off (len(data) when it does not close).
func StringEnd(data []byte, off int) int {
	if e := stringEnd(data, off); e >= 0 {
		return e + 1
	}
	return len(data)
}

// KeyPointer returns the JSON pointer of the member whose key's opening
// quote is at offset (the parent object's pointer and the key), and
// false when no key starts there.
func KeyPointer(data []byte, offset int) (string, bool) {
	w := walker{data: data}
	ptr, found := "", false
	w.run(func(ev walkEvent, at int) bool {
		if at > offset {
			return false
		}
		if ev == keyRead && at == offset {
			ptr, found = w.pointer(), true
			return false
		}
		return true
	})
	return ptr, found
}

// KeyOffset returns the offset of the opening quote of the key of the
// member pointer names, and false when there is no such member (the
// inverse of KeyPointer; for locating a problem of a key at the key).
func KeyOffset(data []byte, pointer string) (int, bool) {
	if pointer == "" {
		return 0, false
	}
	w := walker{data: data}
	off, found := 0, false
	w.run(func(ev walkEvent, at int) bool {
		if ev == keyRead && w.pointer() == pointer {
			off, found = at, true
			return false
		}
		return true
	})
	return off, found
}

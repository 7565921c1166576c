package diag

import (
	"strings"
	"unicode/utf8"
)

// Escape returns s with every character that could steer a terminal or
// reorder the line written as a Go-style escape, the rest unchanged:
//
//   - C0 controls and DEL print as \t, \n, \r, \a, \b, \f, \v or \xNN
//     (ESC is \x1b);
//   - C1 controls (U+0080–U+009F), the bidirectional controls (U+061C,
//     U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and the line and
//     paragraph separators (U+2028, U+2029) print as \uNNNN;
//   - a byte that is not part of valid UTF-8 prints as \xNN.
//
// Everything else, letters of any script, emoji, quotes and backslashes,
// stays as it is, so names stay readable. A backslash is not doubled: the
// result is for people, not for parsing back, and escaping twice changes
// nothing (Escape(Escape(s)) == Escape(s)), so a message that already
// quotes a name with %q prints the same. When nothing needs escaping, s
// itself is returned without allocating.
func Escape(s string) string {
	i := firstUnsafe(s)
	if i < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 16)
	b.WriteString(s[:i])
	var tmp [6]byte
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			b.Write(append(tmp[:0], '\\', 'x', hexDigits[s[i]>>4], hexDigits[s[i]&0xf]))
		case unsafeRune(r):
			b.Write(appendEscape(tmp[:0], r))
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

const hexDigits = "0123456789abcdef"

// shortEscapes are the C0 controls Go writes with a letter.
var shortEscapes = [0x20]byte{'\a': 'a', '\b': 'b', '\f': 'f', '\n': 'n', '\r': 'r', '\t': 't', '\v': 'v'}

// appendEscape appends r as strconv.QuoteRuneToASCII writes it, without
// the quotes: \a, \x1b, \x7f, \u009b (every rune Escape escapes is
// below U+10000).
func appendEscape(b []byte, r rune) []byte {
	switch {
	case r < 0x20 && shortEscapes[r] != 0:
		return append(b, '\\', shortEscapes[r])
	case r < 0x80:
		return append(b, '\\', 'x', hexDigits[r>>4], hexDigits[r&0xf])
	}
	return append(b, '\\', 'u', hexDigits[r>>12&0xf], hexDigits[r>>8&0xf], hexDigits[r>>4&0xf], hexDigits[r&0xf])
}

// firstUnsafe returns the index of the first byte Escape would change, or
// -1 when there is none.
func firstUnsafe(s string) int {
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c < 0x7f {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && n == 1) || unsafeRune(r) {
			return i
		}
		i += n
	}
	return -1
}

// unsafeRune reports whether Escape writes r as an escape.
func unsafeRune(r rune) bool {
	switch {
	case r < 0x20, r >= 0x7f && r <= 0x9f:
		return true
	case r == 0x061c, r == 0x200e, r == 0x200f, r == 0x2028, r == 0x2029:
		return true
	case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
		return true
	}
	return false
}

// SafeJSON returns JSON text b with the characters that encoding/json
// leaves raw but Escape escapes (DEL, the C1 controls and the
// bidirectional controls) written as \uNNNN escapes, so that JSON printed
// to a terminal cannot steer it either. The value b encodes is unchanged:
// those characters can only occur inside strings, where \uNNNN means the
// same character. b must be valid UTF-8 (encoding/json's output is); when
// nothing needs escaping b itself is returned.
func SafeJSON(b []byte) []byte {
	i := firstUnsafeJSON(b)
	if i < 0 {
		return b
	}
	out := make([]byte, 0, len(b)+16)
	out = append(out, b[:i]...)
	for i < len(b) {
		r, n := utf8.DecodeRune(b[i:])
		if r >= 0x7f && unsafeRune(r) {
			out = append(out, '\\', 'u', hexDigits[r>>12&0xf], hexDigits[r>>8&0xf], hexDigits[r>>4&0xf], hexDigits[r&0xf])
		} else {
			out = append(out, b[i:i+n]...)
		}
		i += n
	}
	return out
}

// firstUnsafeJSON returns the index of the first character SafeJSON
// rewrites, or -1.
func firstUnsafeJSON(b []byte) int {
	for i := 0; i < len(b); {
		if b[i] < 0x7f {
			i++
			continue
		}
		r, n := utf8.DecodeRune(b[i:])
		if r >= 0x7f && unsafeRune(r) {
			return i
		}
		i += n
	}
	return -1
}

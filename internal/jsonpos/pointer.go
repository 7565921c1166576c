// Package jsonpos finds where values are in JSON text: the line and column
// of a JSON pointer, and of a byte offset. It is used only when a problem is
// reported, so decoding stays fast and allocation-light on valid input.
package jsonpos

import (
	"strconv"
	"strings"
)

// Pointer builds an RFC 6901 JSON pointer from object keys (string) and
// array indexes (int).
func Pointer(tokens ...any) string {
	var b strings.Builder
	for _, t := range tokens {
		b.WriteByte('/')
		switch v := t.(type) {
		case string:
			b.WriteString(EscapeToken(v))
		case int:
			b.WriteString(strconv.Itoa(v))
		default:
			panic("jsonpos.Pointer: token must be string or int")
		}
	}
	return b.String()
}

// EscapeToken escapes one reference token: "~" becomes "~0", "/" becomes "~1".
func EscapeToken(s string) string {
	if !strings.ContainsAny(s, "~/") {
		return s
	}
	s = strings.ReplaceAll(s, "~", "~0")
	return strings.ReplaceAll(s, "/", "~1")
}

// SplitPointer returns the unescaped reference tokens of a pointer.
func SplitPointer(p string) []string {
	if p == "" {
		return nil
	}
	parts := strings.Split(strings.TrimPrefix(p, "/"), "/")
	for i, s := range parts {
		if strings.Contains(s, "~") {
			s = strings.ReplaceAll(s, "~1", "/")
			parts[i] = strings.ReplaceAll(s, "~0", "~")
		}
	}
	return parts
}

// Join appends tokens to a pointer.
func Join(base string, tokens ...any) string { return base + Pointer(tokens...) }

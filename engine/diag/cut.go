package diag

import (
	"fmt"
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/rigplay/rigplay/internal/limits"
)

// EchoMaxRunes is the most characters of a value from a file that a
// diagnostic echoes (docs/errors.md#names); Cut cuts longer ones.
const EchoMaxRunes = 256

// MessageMaxRunes is the most characters of a message, or of a pointer,
// that Diagnostic.Error and MarshalJSON print (docs/errors.md#names).
const MessageMaxRunes = 4096

var (
	_ [EchoMaxRunes - limits.EchoMaxRunes]struct{}
	_ [limits.EchoMaxRunes - EchoMaxRunes]struct{}
	_ [MessageMaxRunes - limits.MessageMaxRunes]struct{}
	_ [limits.MessageMaxRunes - MessageMaxRunes]struct{}
)

// Ellipsis ends a value Cut shortened.
const Ellipsis = "…"

// Cut returns s cut to EchoMaxRunes characters, ending with an ellipsis
// when it was longer (docs/errors.md#names): the one way every diagnostic
// echoes a value from a file (a name, an unknown key, a number's text),
// so that a 10 MB key prints as 256 characters. A string within the limit
// is returned as it is, without allocating; a cut never splits a UTF-8
// sequence.
func Cut(s string) string { return CutTo(s, EchoMaxRunes) }

// CutTo is Cut with a limit of n characters (n > 0).
func CutTo(s string, n int) string {
	if len(s) <= n {
		return s // n characters take at least n bytes
	}
	i, count := 0, 0
	for i < len(s) && count < n {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
		count++
	}
	if i >= len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(i + len(Ellipsis))
	b.WriteString(s[:i])
	b.WriteString(Ellipsis)
	return b.String()
}

// CutPointer returns the JSON pointer p with every reference token longer
// than EchoMaxRunes cut by Cut, and the whole cut to MessageMaxRunes: a
// pointer that names a 10 MB key prints short. The result is for people
// (the cut pointer may name nothing); Diagnostic.Pointer keeps the exact
// pointer.
func CutPointer(p string) string {
	if len(p) <= EchoMaxRunes {
		return p
	}
	parts := strings.Split(p, "/")
	for i, t := range parts {
		parts[i] = Cut(t)
	}
	return CutTo(strings.Join(parts, "/"), MessageMaxRunes)
}

// Sprintf is fmt.Sprintf for a diagnostic's message: every string
// argument (of any string type, json.Number included) longer than
// EchoMaxRunes is cut by Cut first, so a value from a file is echoed
// short whatever the verb. A format of exactly "%s" passes a message
// already made (cut to MessageMaxRunes instead). Every located
// diagnostic's message is made by it (jsondoc.Doc.At).
func Sprintf(format string, args ...any) string {
	if format == "%s" && len(args) == 1 {
		if s, ok := args[0].(string); ok {
			return CutTo(s, MessageMaxRunes)
		}
	}
	var cut []any
	for i, a := range args {
		s, ok := stringOf(a)
		if !ok || len(s) <= EchoMaxRunes {
			continue
		}
		if c := Cut(s); c != s {
			if cut == nil {
				cut = append([]any(nil), args...)
			}
			cut[i] = c
		}
	}
	if cut != nil {
		args = cut
	}
	return fmt.Sprintf(format, args...)
}

// stringOf returns a's text when a is of a string kind.
func stringOf(a any) (string, bool) {
	if s, ok := a.(string); ok {
		return s, true
	}
	v := reflect.ValueOf(a)
	if v.Kind() == reflect.String {
		return v.String(), true
	}
	return "", false
}

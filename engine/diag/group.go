package diag

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Grouping: warnings that say the same thing about different names are
// shown as one line with their count and the first few names
// (docs/errors.md#grouped). The full list stays what the loaders return;
// only what is printed for people is grouped.

// Group is one or more diagnostics that say the same thing: First is the
// first of them (located; its line is the group's), Count how many there
// are and Subjects the names that vary, one per diagnostic, in order.
type Group struct {
	First    Diagnostic
	Count    int
	Subjects []string
}

// MaxGroupSubjects is how many names a grouped line shows.
const MaxGroupSubjects = 3

// Groups returns l's diagnostics grouped: warnings of one Code (or,
// without a code, whose messages are the same but for their quoted
// names and their numbers) make one Group, at the place of the first of
// them; every error is a Group of its own (each is to be fixed where it
// is). The order of l is kept.
func (l List) Groups() []Group {
	var out []Group
	at := map[string]int{}
	for _, d := range l {
		if d.Severity != Warning {
			out = append(out, Group{First: d, Count: 1, Subjects: []string{d.subject()}})
			continue
		}
		k := d.groupKey()
		if i, ok := at[k]; ok {
			out[i].Count++
			out[i].Subjects = append(out[i].Subjects, d.subject())
			continue
		}
		at[k] = len(out)
		out = append(out, Group{First: d, Count: 1, Subjects: []string{d.subject()}})
	}
	return out
}

// Grouped returns the lines to print for l: each Group's String.
func (l List) Grouped() []string {
	gs := l.Groups()
	out := make([]string, len(gs))
	for i, g := range gs {
		out[i] = g.String()
	}
	return out
}

// String is the group's line: its first diagnostic's line, and for more
// than one how many more say the same and the first few of their names:
//
//	rig.json:27:23: /bones/0/spriteCanvas: warning: sprites/hips.png: not found; ... (19 more like it: sprites/butt.png, sprites/spine.png, sprites/chest.png, ...)
func (g Group) String() string {
	line := g.First.Error()
	if g.Count < 2 {
		return line
	}
	var names []string
	for _, s := range g.Subjects[1:] {
		if s != "" && s != g.Subjects[0] && !contains(names, s) {
			names = append(names, s)
		}
	}
	more := ""
	if len(names) > MaxGroupSubjects {
		names, more = names[:MaxGroupSubjects], ", ..."
	}
	if len(names) == 0 {
		return fmt.Sprintf("%s (%d more like it)", line, g.Count-1)
	}
	return fmt.Sprintf("%s (%d more like it: %s%s)", line, g.Count-1, Escape(strings.Join(names, ", ")), more)
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

// groupKey is what warnings that say the same thing share.
func (d Diagnostic) groupKey() string {
	if d.Code != "" {
		return "code\x00" + d.Code
	}
	return "msg\x00" + messageShape(d.Message)
}

// subject is the name that tells d from the others of its group: its
// Subject, else the first quoted name of its message, else its pointer.
func (d Diagnostic) subject() string {
	if d.Subject != "" {
		return d.Subject
	}
	if q, ok := firstQuoted(d.Message); ok {
		return q
	}
	return displayPointer(d.Pointer)
}

// messageShape is msg with every double-quoted name (as %q writes it)
// written as "" and every run of digits as #, so messages that differ
// only in names and numbers have one shape.
func messageShape(msg string) string {
	var b strings.Builder
	for i := 0; i < len(msg); {
		c := msg[i]
		switch {
		case c == '"':
			end := quoteEnd(msg, i)
			if end < 0 {
				b.WriteString(msg[i:])
				return b.String()
			}
			b.WriteString(`""`)
			i = end + 1
		case c >= '0' && c <= '9':
			for i < len(msg) && msg[i] >= '0' && msg[i] <= '9' {
				i++
			}
			b.WriteByte('#')
		default:
			_, n := utf8.DecodeRuneInString(msg[i:])
			b.WriteString(msg[i : i+n])
			i += n
		}
	}
	return b.String()
}

// quoteEnd returns the index of the quote closing the one at msg[i], or
// -1 (a backslash escapes the next byte, as in %q).
func quoteEnd(msg string, i int) int {
	for j := i + 1; j < len(msg); j++ {
		switch msg[j] {
		case '\\':
			j++
		case '"':
			return j
		}
	}
	return -1
}

// firstQuoted returns the first double-quoted name of msg, unquoted.
func firstQuoted(msg string) (string, bool) {
	i := strings.IndexByte(msg, '"')
	if i < 0 {
		return "", false
	}
	end := quoteEnd(msg, i)
	if end < 0 {
		return "", false
	}
	return msg[i+1 : end], true
}

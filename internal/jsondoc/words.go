package jsondoc

import (
	"sort"
	"strconv"
	"strings"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

// pointerOf writes tokens as a JSON pointer.
func pointerOf(tokens []string) string {
	var b strings.Builder
	for _, t := range tokens {
		b.WriteByte('/')
		b.WriteString(jsonpos.EscapeToken(t))
	}
	return b.String()
}

// quoteList quotes names (each cut by diag.Cut), sorted, joined by commas.
func quoteList(s []string) string {
	q := make([]string, len(s))
	for i, v := range s {
		q[i] = strconv.Quote(diag.Cut(v))
	}
	sort.Strings(q)
	return strings.Join(q, ", ")
}

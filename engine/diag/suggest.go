package diag

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// The nearest names: what every "no such name" error of rigplay lists
// (docs/errors.md#nearest-names), so that `--action Greeting` on an agent
// whose action is Greet says so.

// MaxSuggestions is how many names Nearest returns at most.
const MaxSuggestions = 3

// Nearest returns up to MaxSuggestions of names that are near name, the
// nearest first: names equal to it but for case, then names that begin
// with it or that it begins with (or contain it, or that it contains) but
// for case, then names within a small edit distance of it (insertions,
// deletions, substitutions and swaps of two neighbouring letters, case
// ignored: at most one edit for a name of up to 5 letters, two up to 8,
// three beyond), then names that begin with the same letters as name, at
// least 3 and half of its letters ("Idle" and "IdlingLevel1"). Within
// each, fewer edits first; ties keep the order of names. A name equal to name itself
// is not near (the caller did not find it for another reason), nor is "".
func Nearest(name string, names []string) []string {
	type cand struct {
		name        string
		class, dist int
		order       int
	}
	low := strings.ToLower(name)
	n := utf8.RuneCountInString(low)
	if n == 0 {
		return nil
	}
	var cands []cand
	seen := map[string]bool{}
	for i, c := range names {
		if c == "" || c == name || seen[c] {
			continue
		}
		cl := strings.ToLower(c)
		d := editDistance(low, cl)
		class := -1
		switch {
		case cl == low:
			class = 0
		case affix(low, cl):
			class = 1
		case d <= maxEdits(n):
			class = 2
		case commonPrefix(low, cl) >= max(minAffix, (n+1)/2):
			class = 3
		}
		if class < 0 {
			continue
		}
		seen[c] = true
		cands = append(cands, cand{c, class, d, i})
	}
	slices.SortStableFunc(cands, func(a, b cand) int {
		if a.class != b.class {
			return a.class - b.class
		}
		if a.dist != b.dist {
			return a.dist - b.dist
		}
		return a.order - b.order
	})
	out := make([]string, 0, min(len(cands), MaxSuggestions))
	for _, c := range cands[:min(len(cands), MaxSuggestions)] {
		out = append(out, c.name)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// minAffix is how many letters the shorter of two names needs for one
// beginning or containing the other to make them near: "G" is not near
// every name that has a g.
const minAffix = 3

// affix reports whether one of a and b (both lower case) begins with or
// contains the other, the shorter having at least minAffix letters.
func affix(a, b string) bool {
	short, long := a, b
	if len(short) > len(long) {
		short, long = long, short
	}
	if utf8.RuneCountInString(short) < minAffix {
		return false
	}
	return strings.Contains(long, short)
}

// commonPrefix returns how many runes a and b begin with alike.
func commonPrefix(a, b string) int {
	n := 0
	for a != "" && b != "" {
		ra, na := utf8.DecodeRuneInString(a)
		rb, nb := utf8.DecodeRuneInString(b)
		if ra != rb {
			break
		}
		n++
		a, b = a[na:], b[nb:]
	}
	return n
}

// maxEdits is how many edits keep a name of n letters near.
func maxEdits(n int) int {
	switch {
	case n <= 5:
		return 1
	case n <= 8:
		return 2
	}
	return 3
}

// editDistance is the optimal-string-alignment distance of a and b, by
// runes: insertions, deletions, substitutions and transpositions of two
// neighbouring runes each count one.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) > 64 || len(rb) > 64 { // long names: compare them only whole
		if a == b {
			return 0
		}
		return max(len(ra), len(rb))
	}
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}

// maxListed is how many names Suggest lists when none is near.
const maxListed = 5

// Suggest returns what a "no such name" error adds after the name it did
// not find: ` (did you mean "Greet"?)` with the Nearest names, else, when
// nothing is near, the first few of names (` (the actions are "Idle",
// "Show" and 3 more)`, kind being the plural of what they are), else
// ` (there are no actions)`. Names are quoted as by %q.
func Suggest(name string, names []string, kind string) string {
	if near := Nearest(name, names); len(near) > 0 {
		return " (did you mean " + orList(near, 0) + "?)"
	}
	var uniq []string
	for _, n := range names {
		if n != "" && !slices.Contains(uniq, n) {
			uniq = append(uniq, n)
		}
	}
	if len(uniq) == 0 {
		return " (there are no " + kind + ")"
	}
	shown := uniq[:min(len(uniq), maxListed)]
	return " (the " + kind + " are " + andList(shown, len(uniq)-len(shown)) + ")"
}

// orList writes "a", "a" or "b", "a", "b" or "c".
func orList(names []string, more int) string { return joinList(names, more, "or") }

// andList writes "a", "a" and "b", "a", "b" and 3 more.
func andList(names []string, more int) string { return joinList(names, more, "and") }

func joinList(names []string, more int, word string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	if more > 0 {
		q = append(q, fmt.Sprintf("%d more", more))
	}
	switch len(q) {
	case 0:
		return ""
	case 1:
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " " + word + " " + q[len(q)-1]
}

package lipsync

import (
	"unicode"

	"github.com/rigplay/rigplay/actions"
)

// Shapes of letters, after folding to a plain lower-case Latin letter:
//
//	a                      Wide3 (Wide4 when stressed)
//	e                      Wide2
//	i, y                   Wide1
//	o                      Medium
//	u, w, q, r, j          Narrow
//	m, b, p, f, v          Closed (lips together, or lip on teeth)
//	other consonants       Wide1 (teeth apart, lips relaxed)
//	digits                 Wide2
//	letters of other scripts alternate Wide2 and Wide1
//
// Digraphs: "sh", "ch" are Narrow, "ph" Closed, "th" Wide1, "oo" Narrow,
// "ee" Wide1; an "h" after another consonant keeps that consonant's shape.
// A stressed word (all capitals, or followed by "!") opens Wide1..Wide3 one
// step more.

// letterShape returns the shape of one word rune r (already folded) and
// whether r is a Latin consonant. index is the rune's place in its word,
// used to alternate shapes for unknown scripts.
func letterShape(r rune, index int) (actions.MouthShape, bool) {
	switch r {
	case 'a':
		return actions.MouthWide3, false
	case 'e':
		return actions.MouthWide2, false
	case 'i', 'y':
		return actions.MouthWide1, false
	case 'o':
		return actions.MouthMedium, false
	case 'u':
		return actions.MouthNarrow, false
	case 'w', 'q', 'r', 'j':
		return actions.MouthNarrow, true
	case 'm', 'b', 'p', 'f', 'v':
		return actions.MouthClosed, true
	}
	switch {
	case r >= 'a' && r <= 'z':
		return actions.MouthWide1, true
	case unicode.IsDigit(r):
		return actions.MouthWide2, false
	case index%2 == 0:
		return actions.MouthWide2, false
	default:
		return actions.MouthWide1, false
	}
}

// fold lower-cases r and maps common accented Latin letters to their base
// letter.
func fold(r rune) rune {
	r = unicode.ToLower(r)
	switch {
	case r >= 'à' && r <= 'æ':
		return 'a'
	case r == 'ç':
		return 'c'
	case r >= 'è' && r <= 'ë':
		return 'e'
	case r >= 'ì' && r <= 'ï':
		return 'i'
	case r == 'ñ':
		return 'n'
	case r >= 'ò' && r <= 'ö', r == 'ø', r == 'œ':
		return 'o'
	case r >= 'ù' && r <= 'ü':
		return 'u'
	case r == 'ý', r == 'ÿ':
		return 'y'
	case r == 'ß':
		return 's'
	}
	return r
}

// digraph returns the shapes of the pair (a, b) of folded runes when they
// form one sound, and ok false otherwise.
func digraph(a, b rune) (actions.MouthShape, bool) {
	switch {
	case b == 'h' && (a == 's' || a == 'c'):
		return actions.MouthNarrow, true
	case a == 'p' && b == 'h':
		return actions.MouthClosed, true
	case a == 't' && b == 'h':
		return actions.MouthWide1, true
	case a == 'o' && b == 'o':
		return actions.MouthNarrow, true
	case a == 'e' && b == 'e':
		return actions.MouthWide1, true
	}
	return 0, false
}

// stress opens a shape one step more, for a stressed word.
func stress(s actions.MouthShape) actions.MouthShape {
	if s >= actions.MouthWide1 && s < actions.MouthWide4 {
		return s + 1
	}
	return s
}

package engine

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// balloonCache is what a Player's speech balloon keeps between frames
// (docs/game-api.md#balloon): the speech's lines, wrapped as far as
// shown so far; the glyphs of the lines shown; the outline's triangles.
// A frame that shows what the last one showed recomputes none of them.
type balloonCache struct {
	// say, face and maxW are what lines were wrapped for; lineH is the
	// face's line height.
	say   string
	face  text.Face
	maxW  float64
	lineH float64
	// lines are say's first lines; pos is where wrapping goes on, done
	// is set once it reached the end; wrapped is unset when the face
	// changed (the lines are stale).
	wrapped bool
	lines   []balloonLine
	pos     int
	done    bool

	// glyphs are those of lines [gFirst, gFirst+gN), in the box's pixels.
	glyphs     []text.Glyph
	gFirst, gN int
	glyphsOK   bool
	shape      balloonShape
	shapeOK    bool
	fillVs     []ebiten.Vertex
	strokeVs   []ebiten.Vertex
	fillIs     []uint16
	strokeIs   []uint16
	drawVs     []ebiten.Vertex
	tri        ebiten.DrawTrianglesOptions
	// canvas is the balloon's picture, showing look; img draws it.
	canvas *ebiten.Image
	look   balloonLook
	img    ebiten.DrawImageOptions
	// gen counts the times wrapping started over.
	gen int
	// drawn is how many glyphs the picture was last drawn with (tests).
	drawn int
}

// setFace makes the cache lay out in face, starting over when it
// changed.
func (c *balloonCache) setFace(face text.Face) {
	if face == c.face {
		return
	}
	c.face, c.wrapped, c.glyphsOK = face, false, false
	_, c.lineH = text.Measure("Mg", face, 0)
	if !(c.lineH > 0) {
		c.lineH = 1
	}
}

// balloonLine is one wrapped line: its text, where it lies in the speech
// (bytes [start, end)) and its width.
type balloonLine struct {
	text       string
	start, end int
	w          float64
}

// balloonLineBytes is the most bytes one line holds, whatever their
// width (zero-width runes, a face without the glyphs): what one frame
// draws stays bounded.
const balloonLineBytes = 1024

// setText makes the cache wrap say in face to maxW, starting over when
// any of them changed.
func (c *balloonCache) setText(say string, face text.Face, maxW float64) {
	c.setFace(face)
	if say == c.say && maxW == c.maxW && c.wrapped {
		return
	}
	c.say, c.maxW, c.wrapped = say, maxW, true
	clear(c.lines) // the old lines' strings may go
	c.lines, c.pos, c.done = c.lines[:0], 0, false
	c.glyphsOK = false
	c.gen++
}

// window returns the lines shown while the speech has said its first
// said bytes, at most maxLines of them: from the first, until the line
// being said is below the last shown; then that line is the last shown,
// so the balloon scrolls a line at a time as the speech goes on. w and h
// are the box's size: the widest line's for a speech of at most maxLines
// lines, the full width for a longer one (the box does not change size
// as it scrolls).
func (c *balloonCache) window(said, maxLines int) (first, n int, w, h float64) {
	c.wrapTo(maxLines + 1)
	for !c.done && c.lines[len(c.lines)-1].end < said {
		c.wrapLine()
	}
	cur := sort.Search(len(c.lines), func(i int) bool { return c.lines[i].end >= said })
	cur = min(cur, len(c.lines)-1)
	first = max(0, cur-maxLines+1)
	c.wrapTo(first + maxLines)
	n = min(maxLines, len(c.lines)-first)
	if n <= 0 {
		return 0, 0, 0, 0
	}
	w = c.maxW
	if c.done && len(c.lines) <= maxLines {
		w = 0
		for _, l := range c.lines {
			w = max(w, l.w)
		}
	}
	rows := maxLines
	if c.done {
		rows = min(rows, len(c.lines))
	}
	return first, n, w + 2*balloonPad, float64(rows)*c.lineH + 2*balloonPad
}

// wrapTo wraps until there are n lines or the text ends.
func (c *balloonCache) wrapTo(n int) {
	for !c.done && len(c.lines) < n {
		c.wrapLine()
	}
	if len(c.lines) == 0 {
		c.done = true
	}
}

// wrapLine wraps the next line: as many words as fit in maxW, measured
// as the line is drawn; a word wider than maxW alone is broken between
// runes. Words are runs of non-space runes (strings.Fields); the line
// joins them with single spaces.
func (c *balloonCache) wrapLine() {
	s, face := c.say, c.face
	i := skipSpace(s, c.pos)
	if i >= len(s) {
		c.pos, c.done = len(s), true
		return
	}
	start, end := i, i
	line := ""
	// copied is set once line is no longer s[start:end] (the words were
	// not separated by one space): it is then built, never a substring.
	copied := false
	for i < len(s) {
		j := wordEnd(s, i)
		var cand string
		joined := copied
		switch {
		case end == start:
			cand = s[i:j]
		case !copied && s[end:i] == " ":
			cand = s[start:j] // the line so far is s[start:end]: no copy
		default:
			cand, joined = line+" "+s[i:j], true
		}
		if len(cand) > balloonLineBytes || text.Advance(cand, face) > c.maxW {
			if end == start {
				k := breakWord(s[i:j], face, c.maxW)
				line, end = s[i:i+k], i+k
			}
			break
		}
		line, end, copied = cand, j, joined
		i = skipSpace(s, j)
	}
	c.lines = append(c.lines, balloonLine{text: line, start: start, end: end, w: text.Advance(line, face)})
	c.pos = end
}

// breakWord returns how many bytes of word (wider than maxW, or longer
// than balloonLineBytes) go on one line: the longest run of whole runes
// no wider than maxW, at least one rune.
func breakWord(word string, face text.Face, maxW float64) int {
	_, first := utf8.DecodeRuneInString(word)
	lo, hi := first, min(len(word), balloonLineBytes)
	hi = runeStart(word, hi)
	if hi <= lo {
		return lo
	}
	if text.Advance(word[:hi], face) <= maxW {
		return hi
	}
	// lo fits (or is the one rune a line must hold), hi does not.
	for {
		mid := runeStart(word, (lo+hi)/2)
		if mid <= lo {
			return lo
		}
		if text.Advance(word[:mid], face) <= maxW {
			lo = mid
		} else {
			hi = mid
		}
	}
}

// runeStart returns i moved back to the start of the rune it is in (at
// most utf8.UTFMax-1 bytes: invalid bytes are runes of their own).
func runeStart(s string, i int) int {
	for k := 0; k < utf8.UTFMax-1 && i > 0 && i < len(s) && !utf8.RuneStart(s[i]); k++ {
		i--
	}
	return i
}

// skipSpace returns the offset of the first non-space rune of s at or
// after i (len(s) when none).
func skipSpace(s string, i int) int {
	for i < len(s) {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		if !unicode.IsSpace(r) {
			return i
		}
		i += size
	}
	return i
}

// wordEnd returns the offset of the first space rune of s after i (len(s)
// when none), looking no further than balloonLineBytes+1 bytes: a longer
// word is broken anyway, and a huge one is not scanned whole for every
// line.
func wordEnd(s string, i int) int {
	end := min(len(s), i+balloonLineBytes+1)
	if k := strings.IndexFunc(s[i:end], unicode.IsSpace); k >= 0 {
		return i + k
	}
	return end
}

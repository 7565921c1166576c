package clippy

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rigplay/rigplay/internal/jsonpos"
)

// kind is the type of a parsed JavaScript literal value.
type valueKind uint8

const (
	kindNull valueKind = iota
	kindBool
	kindNumber
	kindString
	kindArray
	kindObject
)

// node is one literal value with the byte offset where it starts in the
// source, so every later check can name a line and column.
type node struct {
	kind valueKind
	off  int
	// text is a string's value or a number's JSON spelling.
	text    string
	boolean bool
	// raw is a string literal's source span (quotes excluded) when it
	// holds escapes; empty otherwise. It maps decoded offsets back to the
	// source (see srcOffset).
	raw     string
	elems   []*node
	members []member
}

// member is one property of an object literal.
type member struct {
	key    string
	keyOff int
	val    *node
}

// get returns the member named key, or nil.
func (n *node) get(key string) *node {
	for i := range n.members {
		if n.members[i].key == key {
			return n.members[i].val
		}
	}
	return nil
}

// srcOffset returns the source offset of byte i of a string's decoded value.
func (n *node) srcOffset(i int) int {
	start := n.off + 1 // after the opening quote
	if n.raw == "" {
		return start + i
	}
	dec := 0
	for j := 0; j < len(n.raw); {
		if dec >= i {
			return start + j
		}
		if n.raw[j] != '\\' {
			j++
			dec++
			continue
		}
		var b strings.Builder
		k, _ := unescape(n.raw, j, &b)
		dec += b.Len()
		j = k
	}
	return start + len(n.raw)
}

// syntaxError is the first problem the parser met.
type syntaxError struct {
	off     int
	pointer string
	msg     string
}

// parser reads the JavaScript literal subset clippy.js files use: objects
// (quoted, single-quoted, bare or integer keys), arrays, strings in either
// quote, numbers, true, false and null, with comments and trailing commas.
type parser struct {
	src    []byte
	pos    int
	depth  int
	values int
	lim    Limits
	path   []any
	err    *syntaxError
	// lastKeyWins: a duplicate key replaces the earlier value, as in
	// JavaScript, with a warning in dups (at most MaxDiagnostics of them;
	// moreDups counts the rest); else it is an error.
	lastKeyWins bool
	dups        []syntaxError
	moreDups    int
}

func (p *parser) fail(off int, format string, args ...any) {
	if p.err == nil {
		p.err = &syntaxError{off: off, pointer: jsonpos.Pointer(p.path...), msg: fmt.Sprintf(format, args...)}
	}
}

// describe names the byte at off for an error message.
func (p *parser) describe(off int) string {
	if off >= len(p.src) {
		return "end of file (truncated?)"
	}
	r, _ := utf8.DecodeRune(p.src[off:])
	if r == utf8.RuneError {
		return fmt.Sprintf("byte 0x%02x", p.src[off])
	}
	return strconv.QuoteRune(r)
}

// skipSpace skips white space, line terminators and comments.
func (p *parser) skipSpace() {
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f':
			p.pos++
		case c == '/' && p.pos+1 < len(p.src) && p.src[p.pos+1] == '/':
			for p.pos < len(p.src) && p.src[p.pos] != '\n' {
				p.pos++
			}
		case c == '/' && p.pos+1 < len(p.src) && p.src[p.pos+1] == '*':
			end := bytes.Index(p.src[p.pos+2:], []byte("*/"))
			if end < 0 {
				p.fail(p.pos, "comment is not closed with */")
				p.pos = len(p.src)
				return
			}
			p.pos += 2 + end + 2
		case c >= 0x80:
			r, size := utf8.DecodeRune(p.src[p.pos:])
			if r != 0xA0 && r != 0xFEFF && r != 0x2028 && r != 0x2029 {
				return
			}
			p.pos += size
		default:
			return
		}
	}
}

func isIdentStart(c byte) bool {
	return c == '_' || c == '$' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// ident reads an ASCII identifier at pos, or returns "".
func (p *parser) ident() string {
	start := p.pos
	if p.pos >= len(p.src) || !isIdentStart(p.src[p.pos]) {
		return ""
	}
	for p.pos < len(p.src) && (isIdentStart(p.src[p.pos]) || isDigit(p.src[p.pos])) {
		p.pos++
	}
	return string(p.src[start:p.pos])
}

// expect consumes the byte c after white space, or fails.
func (p *parser) expect(c byte, what string) bool {
	p.skipSpace()
	if p.err != nil {
		return false
	}
	if p.pos >= len(p.src) || p.src[p.pos] != c {
		p.fail(p.pos, "expected %s, found %s", what, p.describe(p.pos))
		return false
	}
	p.pos++
	return true
}

// value parses one literal value.
func (p *parser) value() *node {
	p.skipSpace()
	if p.err != nil {
		return nil
	}
	p.values++
	if p.values > p.lim.MaxValues {
		p.fail(p.pos, "more than %d values, over the limit", p.lim.MaxValues)
		return nil
	}
	if p.pos >= len(p.src) {
		p.fail(p.pos, "expected a value, found end of file (truncated?)")
		return nil
	}
	start := p.pos
	c := p.src[p.pos]
	switch {
	case c == '{':
		return p.object()
	case c == '[':
		return p.array()
	case c == '"' || c == '\'':
		s, raw, ok := p.str()
		if !ok {
			return nil
		}
		return &node{kind: kindString, off: start, text: s, raw: raw}
	case c == '-' || c == '+' || c == '.' || isDigit(c):
		return p.number()
	case isIdentStart(c):
		switch w := p.ident(); w {
		case "true", "false":
			return &node{kind: kindBool, off: start, boolean: w == "true"}
		case "null":
			return &node{kind: kindNull, off: start}
		case "Infinity", "NaN":
			p.fail(start, "%s is not a finite number", w)
		default:
			p.fail(start, "unexpected identifier %q: only literal values are allowed (objects, arrays, strings, numbers, true, false, null)", w)
		}
		return nil
	}
	p.fail(start, "expected a value, found %s", p.describe(start))
	return nil
}

func (p *parser) enter(off int) bool {
	p.depth++
	if p.depth > p.lim.MaxDepth {
		p.fail(off, "nesting deeper than %d levels", p.lim.MaxDepth)
		return false
	}
	return true
}

func (p *parser) object() *node {
	n := &node{kind: kindObject, off: p.pos}
	if !p.enter(p.pos) {
		return nil
	}
	defer func() { p.depth-- }()
	p.pos++ // {
	var seen map[string]int
	for {
		p.skipSpace()
		if p.err != nil {
			return nil
		}
		if p.pos < len(p.src) && p.src[p.pos] == '}' {
			p.pos++
			return n
		}
		keyOff := p.pos
		key, ok := p.key()
		if !ok {
			return nil
		}
		// Small objects are searched; large ones get an index, so a
		// hostile object with many keys stays linear.
		if seen == nil && len(n.members) >= 8 {
			seen = make(map[string]int, 16)
			for i := range n.members {
				seen[n.members[i].key] = i
			}
		}
		first := -1
		if seen != nil {
			if i, ok := seen[key]; ok {
				first = i
			}
		} else {
			for i := range n.members {
				if n.members[i].key == key {
					first = i
				}
			}
		}
		switch {
		case first < 0:
		case !p.lastKeyWins:
			line, col := jsonpos.LineCol(p.src, n.members[first].keyOff)
			p.fail(keyOff, "duplicate key %q (first at %d:%d)", key, line, col)
			return nil
		case len(p.dups) < p.lim.MaxDiagnostics:
			line, col := jsonpos.LineCol(p.src, n.members[first].keyOff)
			p.dups = append(p.dups, syntaxError{off: keyOff, pointer: jsonpos.Pointer(append(p.path, key)...),
				msg: fmt.Sprintf("duplicate key %q (first at %d:%d); the last value is used, as in JavaScript", key, line, col)})
		default:
			p.moreDups++ // counted, not located: that would be quadratic
		}
		if !p.expect(':', "':' after the key") {
			return nil
		}
		p.path = append(p.path, key)
		v := p.value()
		p.path = p.path[:len(p.path)-1]
		if v == nil {
			return nil
		}
		if first >= 0 {
			n.members[first] = member{key: key, keyOff: keyOff, val: v}
		} else {
			n.members = append(n.members, member{key: key, keyOff: keyOff, val: v})
			if seen != nil {
				seen[key] = len(n.members) - 1
			}
		}
		p.skipSpace()
		if p.err != nil {
			return nil
		}
		if p.pos < len(p.src) && p.src[p.pos] == ',' {
			p.pos++
			continue
		}
		if p.pos < len(p.src) && p.src[p.pos] == '}' {
			p.pos++
			return n
		}
		p.fail(p.pos, "expected ',' or '}' after the value of %q, found %s", key, p.describe(p.pos))
		return nil
	}
}

// key reads an object key: a string, an identifier or a decimal integer.
func (p *parser) key() (string, bool) {
	if p.pos >= len(p.src) {
		p.fail(p.pos, "expected a key or '}', found end of file (truncated?)")
		return "", false
	}
	c := p.src[p.pos]
	switch {
	case c == '"' || c == '\'':
		s, _, ok := p.str()
		return s, ok
	case isIdentStart(c):
		return p.ident(), true
	case isDigit(c):
		start := p.pos
		for p.pos < len(p.src) && isDigit(p.src[p.pos]) {
			p.pos++
		}
		k := string(p.src[start:p.pos])
		if len(k) > 1 && k[0] == '0' {
			p.fail(start, "key %s has a leading zero; quote it", k)
			return "", false
		}
		return k, true
	}
	p.fail(p.pos, "expected a key or '}', found %s", p.describe(p.pos))
	return "", false
}

func (p *parser) array() *node {
	n := &node{kind: kindArray, off: p.pos}
	if !p.enter(p.pos) {
		return nil
	}
	defer func() { p.depth-- }()
	p.pos++ // [
	for {
		p.skipSpace()
		if p.err != nil {
			return nil
		}
		if p.pos < len(p.src) && p.src[p.pos] == ']' {
			p.pos++
			return n
		}
		if p.pos < len(p.src) && p.src[p.pos] == ',' {
			p.fail(p.pos, "empty array element (hole)")
			return nil
		}
		p.path = append(p.path, len(n.elems))
		v := p.value()
		p.path = p.path[:len(p.path)-1]
		if v == nil {
			return nil
		}
		n.elems = append(n.elems, v)
		p.skipSpace()
		if p.err != nil {
			return nil
		}
		if p.pos < len(p.src) && p.src[p.pos] == ',' {
			p.pos++
			continue
		}
		if p.pos < len(p.src) && p.src[p.pos] == ']' {
			p.pos++
			return n
		}
		p.fail(p.pos, "expected ',' or ']' after array element %d, found %s", len(n.elems)-1, p.describe(p.pos))
		return nil
	}
}

// str reads a string literal in single or double quotes. raw is the
// source between the quotes when it holds escapes.
func (p *parser) str() (s, raw string, ok bool) {
	start := p.pos
	q := p.src[p.pos]
	p.pos++
	i := p.pos
	for i < len(p.src) && p.src[i] != q && p.src[i] != '\\' && p.src[i] != '\n' && p.src[i] != '\r' {
		i++
	}
	if i < len(p.src) && p.src[i] == q { // no escapes: the common case
		s = string(p.src[p.pos:i])
		p.pos = i + 1
		return s, "", utf8.ValidString(s) || p.badUTF8(start)
	}
	var b strings.Builder
	b.Write(p.src[p.pos:i])
	for i < len(p.src) {
		c := p.src[i]
		switch {
		case c == q:
			raw = string(p.src[p.pos:i])
			p.pos = i + 1
			s = b.String()
			return s, raw, utf8.ValidString(s) || p.badUTF8(start)
		case c == '\n' || c == '\r':
			p.fail(start, "string is not closed on its line")
			return "", "", false
		case c == '\\':
			j, err := unescape(string(p.src[i:min(len(p.src), i+12)]), 0, &b)
			if err != "" {
				p.fail(i, "%s", err)
				return "", "", false
			}
			i += j
		default:
			b.WriteByte(c)
			i++
		}
	}
	p.fail(start, "string is not closed (truncated?)")
	return "", "", false
}

func (p *parser) badUTF8(off int) bool {
	p.fail(off, "string is not valid UTF-8")
	return false
}

// unescape decodes the escape sequence at s[i] (a backslash) into b and
// returns the index after it, or an error message.
func unescape(s string, i int, b *strings.Builder) (int, string) {
	if i+1 >= len(s) {
		return i + 1, "escape sequence is cut off (truncated?)"
	}
	c := s[i+1]
	switch c {
	case 'n':
		b.WriteByte('\n')
	case 't':
		b.WriteByte('\t')
	case 'r':
		b.WriteByte('\r')
	case 'b':
		b.WriteByte('\b')
	case 'f':
		b.WriteByte('\f')
	case 'v':
		b.WriteByte('\v')
	case '0':
		if i+2 < len(s) && isDigit(s[i+2]) {
			return i + 2, "octal escape sequences are not allowed"
		}
		b.WriteByte(0)
	case 'x':
		if i+4 > len(s) {
			return i + 2, `\x needs two hex digits`
		}
		v, err := strconv.ParseUint(s[i+2:i+4], 16, 8)
		if err != nil {
			return i + 2, `\x needs two hex digits`
		}
		b.WriteRune(rune(v))
		return i + 4, ""
	case 'u':
		if i+6 > len(s) {
			return i + 2, `\u needs four hex digits`
		}
		v, err := strconv.ParseUint(s[i+2:i+6], 16, 16)
		if err != nil {
			return i + 2, `\u needs four hex digits`
		}
		b.WriteRune(rune(v))
		return i + 6, ""
	case '\n', '\r':
		return i + 2, "line continuations in strings are not allowed"
	default:
		if isDigit(c) {
			return i + 2, "octal escape sequences are not allowed"
		}
		// \\, \', \", \/ and any other character stand for themselves.
		r, size := utf8.DecodeRuneInString(s[i+1:])
		b.WriteRune(r)
		return i + 1 + size, ""
	}
	return i + 2, ""
}

// number reads a decimal number and keeps its JSON spelling.
func (p *parser) number() *node {
	start := p.pos
	i := p.pos
	if p.src[i] == '-' || p.src[i] == '+' {
		i++
	}
	for i < len(p.src) && (isDigit(p.src[i]) || p.src[i] == '.' || p.src[i] == 'e' || p.src[i] == 'E' ||
		((p.src[i] == '-' || p.src[i] == '+') && (p.src[i-1] == 'e' || p.src[i-1] == 'E'))) {
		i++
	}
	if i < len(p.src) && (isIdentStart(p.src[i]) || p.src[i] == 'x') {
		p.fail(start, "only decimal numbers are allowed")
		return nil
	}
	text := string(p.src[start:i])
	f, err := strconv.ParseFloat(strings.TrimPrefix(text, "+"), 64)
	if err != nil || text == "" || text == "-" || text == "+" {
		p.fail(start, "malformed number %q", text)
		return nil
	}
	p.pos = i
	return &node{kind: kindNumber, off: start, text: jsonNumber(text, f)}
}

// jsonNumber returns text when it is already a JSON number, else the
// shortest JSON spelling of f.
func jsonNumber(text string, f float64) string {
	if isJSONNumber(text) {
		return text
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}

func isJSONNumber(s string) bool {
	i := 0
	if i < len(s) && s[i] == '-' {
		i++
	}
	switch {
	case i < len(s) && s[i] == '0':
		i++
	case i < len(s) && s[i] >= '1' && s[i] <= '9':
		for i < len(s) && isDigit(s[i]) {
			i++
		}
	default:
		return false
	}
	if i < len(s) && s[i] == '.' {
		i++
		if i >= len(s) || !isDigit(s[i]) {
			return false
		}
		for i < len(s) && isDigit(s[i]) {
			i++
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if i >= len(s) || !isDigit(s[i]) {
			return false
		}
		for i < len(s) && isDigit(s[i]) {
			i++
		}
	}
	return i == len(s)
}

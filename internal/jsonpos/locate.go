package jsonpos

import (
	"strconv"
	"unicode/utf8"
)

// LineCol converts a byte offset into a 1-based line and a 1-based column
// counted in characters (runes), as editors show them. Offsets past the end
// give the position just after the last byte.
func LineCol(data []byte, offset int) (line, col int) {
	if offset > len(data) {
		offset = len(data)
	}
	if offset < 0 {
		offset = 0
	}
	line, col = 1, 1
	for i := 0; i < offset; {
		if data[i] == '\n' {
			line++
			col = 1
			i++
			continue
		}
		_, size := utf8.DecodeRune(data[i:])
		i += size
		col++
	}
	return line, col
}

// Locate returns the byte offset where the value named by pointer starts.
// When the pointer goes through a key or index that does not exist, it
// returns the offset of the deepest value that does exist, and found=false.
func Locate(data []byte, pointer string) (offset int, found bool) {
	s := scanner{data: data}
	s.skipSpace()
	tokens := SplitPointer(pointer)
	for _, tok := range tokens {
		start := s.pos
		next, ok := s.child(tok)
		if !ok {
			return start, false
		}
		s.pos = next
	}
	return s.pos, true
}

// Position is Locate followed by LineCol.
func Position(data []byte, pointer string) (line, col int) {
	off, _ := Locate(data, pointer)
	return LineCol(data, off)
}

type scanner struct {
	data []byte
	pos  int
}

func (s *scanner) skipSpace() {
	for s.pos < len(s.data) {
		switch s.data[s.pos] {
		case ' ', '\t', '\n', '\r':
			s.pos++
		default:
			return
		}
	}
}

// child moves from the value at s.pos to the start of its member tok.
func (s *scanner) child(tok string) (int, bool) {
	if s.pos >= len(s.data) {
		return 0, false
	}
	switch s.data[s.pos] {
	case '{':
		s.pos++
		for {
			s.skipSpace()
			if s.pos >= len(s.data) || s.data[s.pos] != '"' {
				return 0, false
			}
			key, ok := s.readString()
			if !ok {
				return 0, false
			}
			s.skipSpace()
			if s.pos >= len(s.data) || s.data[s.pos] != ':' {
				return 0, false
			}
			s.pos++
			s.skipSpace()
			if key == tok {
				return s.pos, true
			}
			if !s.skipValue() {
				return 0, false
			}
			s.skipSpace()
			if s.pos >= len(s.data) || s.data[s.pos] != ',' {
				return 0, false
			}
			s.pos++
		}
	case '[':
		want, err := strconv.Atoi(tok)
		if err != nil || want < 0 {
			return 0, false
		}
		s.pos++
		for i := 0; ; i++ {
			s.skipSpace()
			if s.pos >= len(s.data) || s.data[s.pos] == ']' {
				return 0, false
			}
			if i == want {
				return s.pos, true
			}
			if !s.skipValue() {
				return 0, false
			}
			s.skipSpace()
			if s.pos >= len(s.data) || s.data[s.pos] != ',' {
				return 0, false
			}
			s.pos++
		}
	}
	return 0, false
}

// readString reads a JSON string at s.pos and returns it unescaped.
func (s *scanner) readString() (string, bool) {
	start := s.pos + 1
	end := start
	escaped := false
	for end < len(s.data) {
		c := s.data[end]
		if c == '\\' {
			escaped = true
			end += 2
			continue
		}
		if c == '"' {
			break
		}
		end++
	}
	if end >= len(s.data) {
		return "", false
	}
	s.pos = end + 1
	raw := s.data[start-1 : end+1]
	if !escaped {
		return string(raw[1 : len(raw)-1]), true
	}
	v, err := strconv.Unquote(string(raw))
	if err != nil {
		return string(raw[1 : len(raw)-1]), true
	}
	return v, true
}

// skipValue moves past one value without building it; nesting is tracked
// with a counter, so hostile depth cannot overflow the stack.
func (s *scanner) skipValue() bool {
	depth := 0
	for s.pos < len(s.data) {
		c := s.data[s.pos]
		switch c {
		case '"':
			if _, ok := s.readString(); !ok {
				return false
			}
			if depth == 0 {
				return true
			}
			continue
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth < 0 {
				return false
			}
			if depth == 0 {
				s.pos++
				return true
			}
		case ',', ' ', '\t', '\n', '\r', ':':
			if depth == 0 {
				return true
			}
		}
		s.pos++
	}
	return depth == 0
}

// Shape checks a document's nesting and list lengths on the raw bytes, in
// one pass, so that a decoder can refuse hostile nesting or a hostile list
// before building anything in memory: no bracket may nest deeper than
// maxDepth (0: no limit), and no array more elements than limit gives for
// its nesting depth (the outermost value is depth 1; a nil limit or 0: no
// limit). Brackets and commas inside strings do not count. It returns the
// offset of the first problem (the bracket too deep, or the element one
// past a list's limit), whether it is nesting, and the list's limit;
// offset -1 when there is none.
func Shape(data []byte, maxDepth int, limit func(depth int) int) (offset int, tooDeep bool, max int) {
	const maxTracked = 64
	var count [maxTracked + 1]int // elements seen so far in the array open at each depth
	var isArray [maxTracked + 1]bool
	var empty [maxTracked + 1]bool // the array at that depth has no element yet
	depth := 0
	for i := 0; i < len(data); i++ {
		c := data[i]
		switch c {
		case ' ', '\t', '\r', '\n':
			continue
		case ',':
			if depth >= 0 && depth <= maxTracked && isArray[depth] {
				count[depth]++
				if lim := limitAt(limit, depth); lim > 0 && count[depth] > lim {
					return i + 1, false, lim
				}
			}
			continue
		case ']', '}':
			depth--
			continue
		case ':':
			continue
		}
		// The start of a value (or of a key): the first element of an
		// empty array counts as one.
		if depth >= 1 && depth <= maxTracked && isArray[depth] && empty[depth] {
			empty[depth] = false
			count[depth] = 1
			if lim := limitAt(limit, depth); lim > 0 && count[depth] > lim {
				return i, false, lim
			}
		}
		switch c {
		case '"':
			// Skip the string: to its closing quote, past escapes.
			for i++; i < len(data); i++ {
				if b := data[i]; b == '\\' {
					i++
				} else if b == '"' {
					break
				}
			}
		case '{', '[':
			depth++
			if maxDepth > 0 && depth > maxDepth {
				return i, true, 0
			}
			if depth >= 0 && depth <= maxTracked {
				isArray[depth] = c == '['
				empty[depth] = c == '['
				count[depth] = 0
			}
		}
	}
	return -1, false, 0
}

func limitAt(limit func(int) int, depth int) int {
	if limit == nil {
		return 0
	}
	return limit(depth)
}

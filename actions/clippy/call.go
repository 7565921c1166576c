package clippy

import (
	"fmt"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

// script is one parsed clippy.js data file: the call
// clippy.<fn>('<Name>', { ... }) and its source, for positions.
type script struct {
	file    string
	src     []byte
	name    string
	nameOff int
	obj     *node
	// warnings are what the parse itself warned about (duplicate keys
	// in agent.js); unlisted counts those left out of it (past
	// MaxDiagnostics), for the note of problems not shown.
	warnings diag.List
	unlisted int

	// located counts the diagnostics given a position, at most
	// maxLocated: a hostile file can make a problem of every one of its
	// values, and locating each would make reporting quadratic. Past the
	// budget a diagnostic has no position (nobody sees it: a list is cut
	// to MaxDiagnostics, and position-less diagnostics sort last).
	located, maxLocated int
	// pos is the last position located: locating resumes from there,
	// as diagnostics come mostly in source order.
	pos struct{ off, line, col int }
}

// locatedPerDiagnostic is how many diagnostics a script locates for each
// one MaxDiagnostics lets through: enough that the problems shown are the
// first by position, not the first found.
const locatedPerDiagnostic = 4

// lineCol is jsonpos.LineCol of the script's source, resuming from the
// last position asked for when off lies past it.
func (s *script) lineCol(off int) (line, col int) {
	off = min(max(off, 0), len(s.src))
	if off < s.pos.off || s.pos.line == 0 {
		s.pos.off, s.pos.line, s.pos.col = 0, 1, 1
	}
	l, c := jsonpos.LineCol(s.src[s.pos.off:], off-s.pos.off)
	if l == 1 {
		line, col = s.pos.line, s.pos.col+c-1
	} else {
		line, col = s.pos.line+l-1, c
	}
	s.pos.off, s.pos.line, s.pos.col = off, line, col
	return line, col
}

// canLocate reports whether the next diagnostic gets a position.
func (s *script) canLocate() bool { return s.maxLocated <= 0 || s.located < s.maxLocated }

// errorAt returns a located error diagnostic.
func (s *script) errorAt(off int, pointer, format string, args ...any) diag.Diagnostic {
	return s.diagAt(diag.Error, off, pointer, format, args...)
}

// warnAt returns a located warning.
func (s *script) warnAt(off int, pointer, format string, args ...any) diag.Diagnostic {
	return s.diagAt(diag.Warning, off, pointer, format, args...)
}

// diagAt returns a diagnostic located at the byte offset off, within the
// script's budget of located diagnostics.
func (s *script) diagAt(sev diag.Severity, off int, pointer, format string, args ...any) diag.Diagnostic {
	d := diag.Diagnostic{File: s.file, Pointer: pointer, Severity: sev, Message: diag.Sprintf(format, args...)}
	if s.canLocate() {
		s.located++
		d.Line, d.Column = s.lineCol(off)
	}
	return d
}

// parseScript parses a whole clippy.js data file: optional comments, then
// clippy.<fn>('<Name>', <object literal>), an optional semicolon, and
// nothing else. Pointers in its diagnostics are relative to the object.
// A duplicate key is an error.
func parseScript(file string, src []byte, fn string, maxBytes int, lim Limits) (*script, diag.List) {
	return parseScriptKeys(file, src, fn, maxBytes, lim, false)
}

// parseScriptKeys is parseScript; with lastKeyWins a duplicate key takes
// the last value, as JavaScript does, and is a warning in s.warnings.
func parseScriptKeys(file string, src []byte, fn string, maxBytes int, lim Limits, lastKeyWins bool) (*script, diag.List) {
	s := &script{file: file, src: src, maxLocated: locatedPerDiagnostic * lim.MaxDiagnostics}
	if len(src) > maxBytes {
		return nil, diag.List{{File: file, Line: 1, Column: 1, Severity: diag.Error,
			Message: fmt.Sprintf("file is %d bytes, over the limit of %d bytes", len(src), maxBytes)}}
	}
	p := &parser{src: src, lim: lim, lastKeyWins: lastKeyWins}
	shape := fmt.Sprintf("clippy.%s('<Name>', { ... })", fn)
	p.skipSpace()
	if p.err == nil {
		start := p.pos
		if p.ident() != "clippy" {
			p.fail(start, "expected the call %s, found %s", shape, p.describe(start))
		}
	}
	if p.expect('.', "'.' after clippy") {
		p.skipSpace()
		start := p.pos
		if got := p.ident(); got != fn && p.err == nil {
			if got == "" {
				p.fail(start, "expected clippy.%s, found %s", fn, p.describe(start))
			} else {
				p.fail(start, "expected clippy.%s, found clippy.%s", fn, got)
			}
		}
	}
	if p.expect('(', "'(' after clippy."+fn) {
		p.skipSpace()
		if p.err == nil {
			s.nameOff = p.pos
			if p.pos < len(src) && (src[p.pos] == '"' || src[p.pos] == '\'') {
				s.name, _, _ = p.str()
			} else {
				p.fail(p.pos, "expected the character's name as a string, found %s", p.describe(p.pos))
			}
		}
	}
	if p.expect(',', "',' after the character's name") {
		p.skipSpace()
		if p.err == nil && (p.pos >= len(src) || src[p.pos] != '{') {
			p.fail(p.pos, "expected the data object '{', found %s", p.describe(p.pos))
		}
		s.obj = p.value()
	}
	p.skipSpace()
	if p.err == nil && p.pos < len(src) && src[p.pos] == ',' {
		p.pos++
	}
	if p.expect(')', "')' closing the call") {
		p.skipSpace()
		if p.err == nil && p.pos < len(src) && src[p.pos] == ';' {
			p.pos++
			p.skipSpace()
		}
		if p.err == nil && p.pos < len(src) {
			p.fail(p.pos, "unexpected %s after the call; the file must hold only %s", p.describe(p.pos), shape)
		}
	}
	if p.err != nil {
		line, col := jsonpos.LineCol(src, p.err.off)
		return nil, diag.List{{File: file, Line: line, Column: col, Pointer: p.err.pointer, Severity: diag.Error, Message: p.err.msg}}
	}
	for _, d := range p.dups {
		s.warnings = append(s.warnings, s.warnAt(d.off, d.pointer, "%s", d.msg))
	}
	s.unlisted = p.moreDups
	return s, nil
}

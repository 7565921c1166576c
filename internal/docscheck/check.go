package docscheck

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// Problem is a citation or link that points at nothing.
type Problem struct {
	File   string // slash-separated, relative to the scanned root
	Line   int    // 1-based
	Target string // the citation or link as written
	Why    string // what does not exist
}

// String formats the problem as file:line: target: why.
func (p Problem) String() string {
	return fmt.Sprintf("%s:%d: %s: %s", p.File, p.Line, p.Target, p.Why)
}

var (
	// citation is a docs page named from the repository root, with an
	// optional anchor: docs/actions.md#exit. A path character before it
	// (internal/docs/x.md, ../docs/x.md) makes it some other path.
	citation = regexp.MustCompile(`(?:^|[^A-Za-z0-9_./-])(docs/[A-Za-z0-9_-]+\.md)(?:#([A-Za-z0-9_-]+))?`)
	// inlineLink is the target of a Markdown link or image: ](target).
	inlineLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	// refLink is the target of a Markdown link reference definition.
	refLink = regexp.MustCompile(`^\s{0,3}\[[^\]]+\]:\s*(\S+)`)
	// anchorTag is an explicit anchor: <a id="exit"></a>.
	anchorTag = regexp.MustCompile(`<a\s+(?:id|name)="([^"]+)"`)
	// heading is an ATX Markdown heading.
	heading = regexp.MustCompile(`^#{1,6}\s+(.*?)\s*#*\s*$`)
	// scheme marks an absolute URL (https:, mailto:).
	scheme = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]*:`)
	// htmlTag is an inline HTML tag in a heading.
	htmlTag = regexp.MustCompile(`<[^>]*>`)
)

// scanned reports whether a file of this name is checked for citations.
func scanned(name string) bool {
	switch path.Ext(name) {
	case ".go", ".md", ".json", ".sh", ".txt":
		return true
	}
	return path.Base(name) == "Makefile"
}

// skippedDir reports whether a folder is left out of the scan: hidden
// folders (.git) and testdata, whose files are fixtures, not citations.
func skippedDir(name string) bool {
	return strings.HasPrefix(name, ".") && name != "." || name == "testdata"
}

// Check scans every checked file of fsys (see scanned) and returns, sorted
// by file and line, each citation docs/<page>.md[#anchor] whose page or
// anchor does not exist, and, in Markdown files, each relative link whose
// file, or whose anchor in a Markdown file, does not exist. Anchors are
// the explicit <a id="..."> tags and the ids GitHub gives headings.
func Check(fsys fs.FS) ([]Problem, error) {
	anchors := map[string]map[string]bool{} // Markdown file -> its anchors, read once
	anchorsOf := func(name string) (map[string]bool, error) {
		if a, ok := anchors[name]; ok {
			return a, nil
		}
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		a := Anchors(data)
		anchors[name] = a
		return a, nil
	}
	var probs []Problem
	// resolve checks one target: file (relative to the root) and anchor.
	resolve := func(file string, line int, written, target, anchor string) {
		st, err := fs.Stat(fsys, target)
		if err != nil {
			probs = append(probs, Problem{file, line, written, fmt.Sprintf("%s does not exist", target)})
			return
		}
		if anchor == "" || st.IsDir() || path.Ext(target) != ".md" {
			return
		}
		a, err := anchorsOf(target)
		if err != nil {
			probs = append(probs, Problem{file, line, written, err.Error()})
			return
		}
		if !a[anchor] {
			probs = append(probs, Problem{file, line, written, fmt.Sprintf("%s has no anchor %q", target, anchor)})
		}
	}
	err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if skippedDir(d.Name()) {
				return fs.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() || !scanned(name) {
			return nil
		}
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return err
		}
		isMD := path.Ext(name) == ".md"
		fenced := false
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(nil, 1<<20)
		for n := 1; sc.Scan(); n++ {
			text := sc.Text()
			for _, m := range citation.FindAllStringSubmatch(text, -1) {
				written := m[1]
				if m[2] != "" {
					written += "#" + m[2]
				}
				resolve(name, n, written, m[1], m[2])
			}
			if !isMD {
				continue
			}
			if strings.HasPrefix(strings.TrimSpace(text), "```") {
				fenced = !fenced
				continue
			}
			if fenced {
				continue
			}
			var targets []string
			for _, m := range inlineLink.FindAllStringSubmatch(text, -1) {
				targets = append(targets, m[1])
			}
			if m := refLink.FindStringSubmatch(text); m != nil {
				targets = append(targets, m[1])
			}
			for _, t := range targets {
				if scheme.MatchString(t) || strings.HasPrefix(t, "/") {
					continue
				}
				file, anchor, _ := strings.Cut(t, "#")
				target := name
				if file != "" {
					target = path.Join(path.Dir(name), file)
				}
				if !fs.ValidPath(target) {
					probs = append(probs, Problem{name, n, t, "leaves the repository"})
					continue
				}
				resolve(name, n, t, target, anchor)
			}
		}
		return sc.Err()
	})
	slices.SortStableFunc(probs, func(a, b Problem) int {
		if c := strings.Compare(a.File, b.File); c != 0 {
			return c
		}
		return a.Line - b.Line
	})
	return probs, err
}

// Anchors returns the anchors of a Markdown document: the ids of its
// <a id="..."> (or name) tags and the ids GitHub gives its headings
// (lower case, punctuation dropped, spaces as hyphens; a repeated id gets
// -1, -2 ...). Headings inside fenced code blocks are not headings.
func Anchors(md []byte) map[string]bool {
	out := map[string]bool{}
	seen := map[string]int{}
	fenced := false
	for line := range strings.SplitSeq(string(md), "\n") {
		for _, m := range anchorTag.FindAllStringSubmatch(line, -1) {
			out[m[1]] = true
		}
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
			continue
		}
		if fenced {
			continue
		}
		m := heading.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		id := Slug(m[1])
		if k := seen[id]; k > 0 {
			out[fmt.Sprintf("%s-%d", id, k)] = true
		} else {
			out[id] = true
		}
		seen[id]++
	}
	return out
}

// Slug is the id GitHub gives a heading's text: HTML tags and Markdown
// emphasis and code marks removed, lower case, letters, digits, spaces,
// hyphens and underscores kept, spaces turned into hyphens.
func Slug(text string) string {
	text = strings.TrimSpace(htmlTag.ReplaceAllString(text, ""))
	var b strings.Builder
	for _, r := range strings.ToLower(text) {
		switch {
		case unicode.IsLetter(r), unicode.IsDigit(r), r == '-', r == '_':
			b.WriteRune(r)
		case r == ' ':
			b.WriteByte('-')
		}
	}
	return b.String()
}

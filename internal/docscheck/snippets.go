package docscheck

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"regexp"
	"strings"
)

// A Snippet is one ```go block of a Markdown page.
type Snippet struct {
	File string // the page, as named to Snippets
	Line int    // the line of the block's first line of code
	Code string
}

// goBlock is a fenced Go block.
var goBlock = regexp.MustCompile("(?ms)^```go\n(.*?)^```")

// Snippets returns the Go blocks of the Markdown text src of file.
func Snippets(file string, src []byte) []Snippet {
	var out []Snippet
	s := string(src)
	for _, m := range goBlock.FindAllStringSubmatchIndex(s, -1) {
		out = append(out, Snippet{File: file, Line: strings.Count(s[:m[2]], "\n") + 1, Code: s[m[2]:m[3]]})
	}
	return out
}

// snippetImports are the packages a snippet may use without importing
// them, by the name it uses: a snippet is a fragment of a game, which
// imports what it needs.
var snippetImports = map[string]string{
	"engine":     "github.com/rigplay/rigplay/engine",
	"character":  "github.com/rigplay/rigplay/engine/character",
	"diag":       "github.com/rigplay/rigplay/engine/diag",
	"drawlist":   "github.com/rigplay/rigplay/engine/drawlist",
	"softrender": "github.com/rigplay/rigplay/engine/softrender",
	"hotreload":  "github.com/rigplay/rigplay/engine/hotreload",
	"actions":    "github.com/rigplay/rigplay/actions",
	"lipsync":    "github.com/rigplay/rigplay/actions/lipsync",
	"rig":        "github.com/rigplay/rigplay/rig",
	"curve":      "github.com/rigplay/rigplay/rig/curve",
	"tween":      "github.com/rigplay/rigplay/rig/tween",
	"assets":     "github.com/rigplay/rigplay/assets",
	"ebiten":     "github.com/hajimehoshi/ebiten/v2",
	"errors":     "errors",
	"fmt":        "fmt",
	"fs":         "io/fs",
	"image":      "image",
	"color":      "image/color",
	"log":        "log",
	"os":         "os",
	"strings":    "strings",
	"time":       "time",
	"fstest":     "testing/fstest",
}

// SnippetPackages returns the import paths a snippet may use, for the
// loader of their export data.
func SnippetPackages() []string {
	out := make([]string, 0, len(snippetImports))
	for _, p := range snippetImports {
		out = append(out, p)
	}
	return out
}

// snippetWorld declares the names a snippet may use without declaring
// them: what the surrounding game has (its screen, its GeoM, a file
// system, a player, sound data). A snippet that declares one of them
// itself shadows it.
const snippetWorld = `
type Game struct{ p *engine.Player }

var (
	fsys   fs.FS
	screen *ebiten.Image
	g      ebiten.GeoM
	pcm    []byte
	p      *engine.Player
	c      *engine.Character
	// hatImage is an image the game loaded.
	hatImage *ebiten.Image
)
`

// CheckSnippet type-checks one snippet as a game's code: a snippet that
// starts with declarations (func, type, var, const at the top) is a file of
// them, anything else the body of a function. Only hard errors count: a
// variable a fragment declares and does not use is not one.
func CheckSnippet(sn Snippet, imp types.Importer) []string {
	var head strings.Builder
	head.WriteString("package snippet\n\nimport (\n")
	for name, path := range snippetImports {
		fmt.Fprintf(&head, "\t%s %q\n", name, path)
	}
	head.WriteString(")\n")
	world := snippetWorld
	code := sn.Code
	body := !startsWithDecl(code)
	var src string
	if body {
		src = head.String() + world + "\nfunc _() {\n" + code + "\n}\n"
	} else {
		src = head.String() + world + "\n" + code
	}
	// Lines of the snippet start after the header.
	offset := strings.Count(head.String()+world, "\n") + 1
	if body {
		offset++
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, sn.File, src, parser.SkipObjectResolution)
	if err != nil {
		return []string{relocate(err.Error(), sn, offset)}
	}
	var errs []string
	conf := types.Config{Importer: imp, Error: func(err error) {
		if te, ok := err.(types.Error); ok && te.Soft {
			return
		}
		errs = append(errs, relocate(err.Error(), sn, offset))
	}}
	conf.Check("snippet", fset, []*ast.File{f}, nil)
	return errs
}

// startsWithDecl reports whether code's first line that is not a comment
// starts a top-level declaration.
func startsWithDecl(code string) bool {
	for _, l := range strings.Split(code, "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "//") {
			continue
		}
		for _, kw := range []string{"func ", "type ", "var (", "const ", "import "} {
			if strings.HasPrefix(l, kw) {
				return true
			}
		}
		return false
	}
	return false
}

// position is a go/types or parser position: file:line:col.
var position = regexp.MustCompile(`^[^:]*:(\d+):(\d+): `)

// relocate rewrites an error's position from the wrapped source to the
// page's line.
func relocate(msg string, sn Snippet, offset int) string {
	m := position.FindStringSubmatchIndex(msg)
	if m == nil {
		return fmt.Sprintf("%s:%d: %s", sn.File, sn.Line, msg)
	}
	var line int
	fmt.Sscan(msg[m[2]:m[3]], &line)
	return fmt.Sprintf("%s:%d: %s", sn.File, sn.Line+line-offset-1, msg[m[1]:])
}

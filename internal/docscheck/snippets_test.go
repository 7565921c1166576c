package docscheck

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/internal/apicheck"
)

// TestDocsSnippetsCompile: every Go snippet of README.md, DEVELOPERS.md
// and docs/ type-checks against the module's API as it is, as the code of a
// game that imports what it uses (snippetImports) and has a screen, a GeoM
// and a player at hand (snippetWorld): a renamed method, a changed
// signature or an option that does not exist fails here at the page's
// line (docs/game-api.md).
func TestDocsSnippetsCompile(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the whole module")
	}
	root := filepath.Join("..", "..")
	l, err := apicheck.Load(root, SnippetPackages()...)
	if err != nil {
		t.Fatal(err)
	}
	pages, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	pages = append(pages, filepath.Join(root, "README.md"), filepath.Join(root, "DEVELOPERS.md"))
	n := 0
	for _, page := range pages {
		src, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(root, page)
		for _, sn := range Snippets(filepath.ToSlash(rel), src) {
			n++
			for _, e := range CheckSnippet(sn, l.Importer()) {
				t.Error(e)
			}
		}
	}
	if n < 5 {
		t.Fatalf("only %d Go snippets found in the docs", n)
	}
}

// TestCheckSnippet_ReportsAtThePagesLine: a snippet that does not compile
// is reported at the line of the page where the mistake is, and a fragment's
// unused variable is not a mistake.
func TestCheckSnippet_ReportsAtThePagesLine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the whole module")
	}
	l, err := apicheck.Load(filepath.Join("..", ".."), SnippetPackages()...)
	if err != nil {
		t.Fatal(err)
	}
	page := "intro\n\n```go\nc, err := engine.Load(fsys, engine.LoadOptions{})\np := engine.NewPlayer(c, engine.PlayerOptions{Seed: 1})\np.NoSuchMethod()\n```\n"
	sn := Snippets("page.md", []byte(page))
	if len(sn) != 1 || sn[0].Line != 4 {
		t.Fatalf("snippets %+v", sn)
	}
	errs := CheckSnippet(sn[0], l.Importer())
	if len(errs) != 1 || !strings.HasPrefix(errs[0], "page.md:6: ") || !strings.Contains(errs[0], "NoSuchMethod") {
		t.Errorf("errors %q, want one at page.md:6 naming NoSuchMethod", errs)
	}
	decl := Snippet{File: "d.md", Line: 10, Code: "func (g *Game) Update() error {\n\tg.p.Update()\n\treturn nil\n}\n"}
	if errs := CheckSnippet(decl, l.Importer()); len(errs) != 0 {
		t.Errorf("a file of declarations: %q", errs)
	}
}

package apicheck

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
)

var loaded struct {
	once sync.Once
	l    *Loader
	err  error
}

// loader returns the module's packages with their export data, loaded
// once for the package's tests.
func loader(t *testing.T) *Loader {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the whole module")
	}
	loaded.once.Do(func() {
		root, err := Root()
		if err != nil {
			loaded.err = err
			return
		}
		loaded.l, loaded.err = Load(root)
	})
	if loaded.err != nil {
		t.Fatal(loaded.err)
	}
	return loaded.l
}

// TestPublicAPI_NamesNoInternalType: no exported declaration of a public
// package names a type of an internal package, so a game in another
// module can name everything the API hands it (docs/game-api.md#packages).
func TestPublicAPI_NamesNoInternalType(t *testing.T) {
	l := loader(t)
	n := 0
	for _, p := range l.Packages {
		if !p.Public() {
			continue
		}
		n++
		pkg, err := l.Import(p.Path)
		if err != nil {
			t.Fatal(err)
		}
		for _, leak := range Leaks(pkg) {
			t.Errorf("%s: %s", p.Path, leak)
		}
	}
	if n < 10 {
		t.Fatalf("only %d public packages found", n)
	}
}

// TestLeaks_FindsEachKind: Leaks finds an internal type however an
// exported declaration names it (the check above would pass vacuously if
// it found none).
func TestLeaks_FindsEachKind(t *testing.T) {
	l := loader(t)
	// A stand-in rule: every type of package engine/diag counts as
	// internal for this test.
	pkg, err := l.Import(Module + "/engine")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, leak := range leaksBy(pkg, func(path string) bool { return strings.HasSuffix(path, "/engine/diag") }) {
		got = append(got, leak.Decl)
	}
	for _, want := range []string{
		"engine.Character.Warnings",     // a method's result
		"engine.ShaderWatcher.Errors",   // another type's method
		"engine.Character.ReloadErrors", // a method in another file
	} {
		if !slices.Contains(got, want) {
			t.Errorf("Leaks did not find %s (found %v)", want, got)
		}
	}
}

// TestViewerAndWebPlayer_UseOnlyThePublicAPI: the viewer and the web
// player are the test of the API (docs/game-api.md): they import no
// package a game could not (an internal package of the module other than
// their own), and the public packages declare nothing "for the viewer".
func TestViewerAndWebPlayer_UseOnlyThePublicAPI(t *testing.T) {
	l := loader(t)
	for _, p := range l.Packages {
		for _, cmd := range []string{"/cmd/rigplay-view", "/cmd/rigplay-web"} {
			own := Module + cmd
			if p.Path != own && !strings.HasPrefix(p.Path, own+"/") {
				continue
			}
			for _, im := range p.Imports {
				if strings.HasPrefix(im, Module+"/") && IsInternal(im) && im != own && !strings.HasPrefix(im, own+"/") {
					t.Errorf("%s imports %s, which a game cannot", p.Path, im)
				}
			}
		}
	}
	// The web player's page glue builds for js/wasm only: its imports too.
	root, err := Root()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "./cmd/rigplay-web/...")
	cmd.Dir, cmd.Env = root, append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list (js/wasm): %v", err)
	}
	own := Module + "/cmd/rigplay-web"
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		for _, im := range f[1:] {
			if strings.HasPrefix(im, Module+"/") && IsInternal(im) && !strings.HasPrefix(im, own+"/") {
				t.Errorf("%s (js/wasm) imports %s, which a game cannot", f[0], im)
			}
		}
	}
	for _, p := range l.Packages {
		if !p.Public() {
			continue
		}
		for _, d := range viewerOnlyDocs(t, p.Dir) {
			t.Errorf("%s: %s", p.Path, d)
		}
	}
}

// viewerOnly matches a doc comment that says a declaration exists for the
// viewer or the web player rather than for any game ("for a viewer's
// menu", "only for the web player"); "as for the viewer" (a game's use
// and the viewer's alike) does not count.
var viewerOnly = regexp.MustCompile(`(?i)(\bas )?\b(for|by) (the|a) (viewer|web player)('s)?\b`)

// viewerOnlyDocs returns the exported declarations of the package in dir
// whose doc comment marks them as the viewer's or the web player's.
func viewerOnlyDocs(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	fset := token.NewFileSet()
	check := func(name string, doc *ast.CommentGroup) {
		if doc == nil {
			return
		}
		for _, m := range viewerOnly.FindAllString(doc.Text(), -1) {
			if !strings.HasPrefix(strings.ToLower(m), "as ") {
				out = append(out, name+": "+m)
			}
		}
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Name.IsExported() {
					check(d.Name.Name, d.Doc)
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						if !s.Name.IsExported() {
							continue
						}
						doc := s.Doc
						if doc == nil {
							doc = d.Doc
						}
						check(s.Name.Name, doc)
						if st, ok := s.Type.(*ast.StructType); ok {
							for _, fl := range st.Fields.List {
								for _, n := range fl.Names {
									if n.IsExported() {
										check(s.Name.Name+"."+n.Name, fl.Doc)
									}
								}
							}
						}
					case *ast.ValueSpec:
						for _, n := range s.Names {
							if n.IsExported() {
								doc := s.Doc
								if doc == nil {
									doc = d.Doc
								}
								check(n.Name, doc)
							}
						}
					}
				}
			}
		}
	}
	return out
}

// TestViewerOnly_Marks: the marks of a viewer-only declaration are found,
// mentions of the viewer as one user among others are not.
func TestViewerOnly_Marks(t *testing.T) {
	for _, tc := range []struct {
		doc  string
		want bool
	}{
		{"ActionInfo describes one action for a viewer's menu.", true},
		{"RigPlayer returns the rig player, only for the viewer.", true},
		{"Used by the web player to name clips.", true},
		{"for a game's development build as for the viewer.", false},
		{"cannot put a control character on the viewer's banner", false},
		{"cmd/rigplay-web reports it as the audioready event", false},
	} {
		got := false
		for _, m := range viewerOnly.FindAllString(tc.doc, -1) {
			got = got || !strings.HasPrefix(strings.ToLower(m), "as ")
		}
		if got != tc.want {
			t.Errorf("%q: marked %v, want %v", tc.doc, got, tc.want)
		}
	}
}

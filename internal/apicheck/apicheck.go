// Package apicheck type-checks the module's public API as a program in
// another module sees it (docs/game-api.md#packages): it lists the public
// packages, loads their compiled export data (go list -export), and finds
// exported declarations that name a type of an internal package. Its tests
// keep the API clean; internal/docscheck uses its importer to compile the
// Go snippets of the docs.
package apicheck

import (
	"bufio"
	"bytes"
	"fmt"
	"go/importer"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Module is the module's path.
const Module = "github.com/rigplay/rigplay"

// Package is one package of the module, as go list describes it.
type Package struct {
	// Path is the import path; Dir the folder; Name the package name.
	Path, Dir, Name string
	// Imports are the packages it imports (its non-test files).
	Imports []string
}

// Public reports whether a program in another module may import path: a
// package of the module with no internal element, and not a command.
func (p Package) Public() bool {
	return p.Name != "main" && !IsInternal(p.Path)
}

// IsInternal reports whether path has an "internal" element.
func IsInternal(path string) bool {
	for _, e := range strings.Split(path, "/") {
		if e == "internal" {
			return true
		}
	}
	return false
}

// Root returns the module's root folder, found from the working folder.
func Root() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if data, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil && bytes.Contains(data, []byte("module "+Module+"\n")) {
			return dir, nil
		}
		up := filepath.Dir(dir)
		if up == dir {
			return "", fmt.Errorf("apicheck: no go.mod of %s above the working folder", Module)
		}
		dir = up
	}
}

// A Loader holds the export data of the module's packages and their
// dependencies, for type-checking against them.
type Loader struct {
	Fset     *token.FileSet
	Packages []Package
	exports  map[string]string
	imp      types.ImporterFrom
}

// Load lists the module's packages (root is the module's root) and builds
// each one with its dependencies, once, to read their export data; extra
// names more packages to load (standard ones the module does not import).
func Load(root string, extra ...string) (*Loader, error) {
	args := append([]string{"list", "-export", "-deps", "-f",
		"{{.ImportPath}}\t{{.Export}}\t{{.Dir}}\t{{.Name}}\t{{.Module}}\t{{join .Imports \" \"}}", "./..."}, extra...)
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list -export: %v\n%s", err, stderr.String())
	}
	l := &Loader{Fset: token.NewFileSet(), exports: map[string]string{}}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		f := strings.Split(sc.Text(), "\t")
		if len(f) != 6 {
			continue
		}
		l.exports[f[0]] = f[1]
		if f[4] == Module {
			var imports []string
			if f[5] != "" {
				imports = strings.Split(f[5], " ")
			}
			l.Packages = append(l.Packages, Package{Path: f[0], Dir: f[2], Name: f[3], Imports: imports})
		}
	}
	l.imp = importer.ForCompiler(l.Fset, "gc", l.lookup).(types.ImporterFrom)
	return l, nil
}

// lookup opens a package's export data.
func (l *Loader) lookup(path string) (io.ReadCloser, error) {
	f, ok := l.exports[path]
	if !ok || f == "" {
		return nil, fmt.Errorf("apicheck: no export data for %s", path)
	}
	return os.Open(f)
}

// Importer returns an importer of the listed packages' export data.
func (l *Loader) Importer() types.Importer { return l.imp }

// Import returns the type-checked package path.
func (l *Loader) Import(path string) (*types.Package, error) { return l.imp.Import(path) }

// A Leak is an exported declaration that names an internal type.
type Leak struct {
	// Decl is the declaration ("engine.Character.Warnings", a field
	// "character.Character.Manifest"); Type the internal type it names.
	Decl, Type string
}

func (k Leak) String() string { return k.Decl + " names " + k.Type }

// Leaks returns the exported declarations of pkg that name a type of an
// internal package: in a signature, a field, a constant's or variable's
// type, an alias, a method, an embedded type.
func Leaks(pkg *types.Package) []Leak { return leaksBy(pkg, IsInternal) }

// leaksBy is Leaks with internal telling which package paths count as
// internal.
func leaksBy(pkg *types.Package, internal func(path string) bool) []Leak {
	var out []Leak
	seen := map[types.Type]bool{}
	var walk func(decl string, t types.Type)
	report := func(decl string, obj *types.TypeName) {
		if obj.Pkg() != nil && internal(obj.Pkg().Path()) {
			out = append(out, Leak{Decl: decl, Type: obj.Pkg().Path() + "." + obj.Name()})
		}
	}
	walk = func(decl string, t types.Type) {
		switch t := t.(type) {
		case *types.Alias:
			report(decl, t.Obj())
			walk(decl, t.Rhs())
		case *types.Named:
			report(decl, t.Obj())
			for i := range t.TypeArgs().Len() {
				walk(decl, t.TypeArgs().At(i))
			}
		case *types.Pointer:
			walk(decl, t.Elem())
		case *types.Slice:
			walk(decl, t.Elem())
		case *types.Array:
			walk(decl, t.Elem())
		case *types.Map:
			walk(decl, t.Key())
			walk(decl, t.Elem())
		case *types.Chan:
			walk(decl, t.Elem())
		case *types.Signature:
			for _, tup := range []*types.Tuple{t.Params(), t.Results()} {
				for i := range tup.Len() {
					walk(decl, tup.At(i).Type())
				}
			}
		case *types.Struct:
			if seen[t] {
				return
			}
			seen[t] = true
			for i := range t.NumFields() {
				f := t.Field(i)
				if f.Exported() || f.Embedded() {
					walk(decl+"."+f.Name(), f.Type())
				}
			}
		case *types.Interface:
			for i := range t.NumMethods() {
				if m := t.Method(i); m.Exported() {
					walk(decl+"."+m.Name(), m.Type())
				}
			}
			for i := range t.NumEmbeddeds() {
				walk(decl, t.EmbeddedType(i))
			}
		}
	}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		obj := scope.Lookup(name)
		if !obj.Exported() {
			continue
		}
		decl := pkg.Name() + "." + name
		switch obj := obj.(type) {
		case *types.TypeName:
			if a, ok := obj.Type().(*types.Alias); ok {
				walk(decl, a.Rhs())
				continue
			}
			named, ok := obj.Type().(*types.Named)
			if !ok {
				continue
			}
			walk(decl, named.Underlying())
			for i := range named.NumMethods() {
				if m := named.Method(i); m.Exported() {
					walk(decl+"."+m.Name(), m.Type())
				}
			}
		default:
			walk(decl, obj.Type())
		}
	}
	return out
}

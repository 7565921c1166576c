package limits

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestErrorsTable: docs/errors.md#limits has one row for every exported
// constant of this package, with its exact value, and no other rows (the
// table and the code cannot drift).
func TestErrorsTable(t *testing.T) {
	consts := packageConsts(t)
	rows := docRows(t, filepath.Join("..", "..", "docs", "errors.md"))
	for name, v := range consts {
		got, ok := rows[name]
		if !ok {
			t.Errorf("docs/errors.md#limits has no row for limits.%s (%s)", name, v)
			continue
		}
		if got != v {
			t.Errorf("docs/errors.md#limits says limits.%s is %s, the code says %s", name, got, v)
		}
	}
	for name := range rows {
		if _, ok := consts[name]; !ok {
			t.Errorf("docs/errors.md#limits lists limits.%s, which is not a constant of internal/limits", name)
		}
	}
	if len(consts) < 10 {
		t.Fatalf("only %d constants found", len(consts))
	}
}

// packageConsts type-checks this package's own files and returns each
// exported constant's exact decimal value.
func packageConsts(t *testing.T) map[string]string {
	t.Helper()
	fset := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, n, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	conf := types.Config{Importer: importer.Default()}
	pkg, err := conf.Check("limits", fset, files, nil)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, name := range pkg.Scope().Names() {
		c, ok := pkg.Scope().Lookup(name).(*types.Const)
		if !ok || !c.Exported() {
			continue
		}
		out[name] = c.Val().ExactString()
	}
	return out
}

// docRows reads the limits table of docs/errors.md: rows whose first cell
// is `limits.Name` and whose second is the value, digits with optional
// commas (the rest of the cell, after a space, says it in words).
func docRows(t *testing.T, path string) map[string]string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	start := strings.Index(text, `<a id="limits"></a>`)
	if start < 0 {
		t.Fatal(`docs/errors.md has no <a id="limits"></a> section`)
	}
	rows := map[string]string{}
	for _, line := range strings.Split(text[start:], "\n") {
		cells := strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|")
		if len(cells) < 3 {
			continue
		}
		name := strings.Trim(strings.TrimSpace(cells[0]), "`")
		if !strings.HasPrefix(name, "limits.") {
			continue
		}
		name = strings.TrimPrefix(name, "limits.")
		value := strings.Fields(strings.TrimSpace(cells[1]))
		if len(value) == 0 {
			t.Errorf("docs/errors.md#limits: limits.%s has no value", name)
			continue
		}
		if _, dup := rows[name]; dup {
			t.Errorf("docs/errors.md#limits lists limits.%s twice", name)
		}
		rows[name] = strings.ReplaceAll(value[0], ",", "")
	}
	return rows
}

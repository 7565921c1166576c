package clippy

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// TestRule8_ReimportReplacesOnlyAnUntouchedImport: a folder that holds
// exactly a previous import (its marker and the unchanged files it lists)
// is replaced without Force; one where the user added, edited or removed
// a file, or whose marker is not the importer's, still needs Force, and a
// refused write leaves it as it was.
func TestRule8_ReimportReplacesOnlyAnUntouchedImport(t *testing.T) {
	pkg, d := Import(os.DirFS(filepath.Join(fixtureRoot, "Pip")), Options{})
	if pkg == nil {
		t.Fatal(d)
	}
	const refused = "folder is not empty and is not an unchanged import by rigplay; use --force to replace it"
	for _, tc := range []struct {
		name   string
		change func(dir string) error
		want   string
	}{
		{"untouched", func(string) error { return nil }, ""},
		{"file added", func(dir string) error {
			return os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine"), 0o644)
		}, refused},
		{"file edited", func(dir string) error {
			return os.WriteFile(filepath.Join(dir, "Actions.json"), []byte("{}"), 0o644)
		}, refused},
		{"file removed", func(dir string) error {
			return os.Remove(filepath.Join(dir, "character.json"))
		}, refused},
		{"empty folder added", func(dir string) error {
			return os.Mkdir(filepath.Join(dir, "extra"), 0o755)
		}, ""},
		{"marker rewritten", func(dir string) error {
			return os.WriteFile(filepath.Join(dir, MarkerFile), []byte("not a marker\n"), 0o644)
		}, refused},
		{"marker lists a path outside", func(dir string) error {
			m, err := os.ReadFile(filepath.Join(dir, MarkerFile))
			if err != nil {
				return err
			}
			m = append(m, []byte("0000000000000000000000000000000000000000000000000000000000000000 ../x\n")...)
			return os.WriteFile(filepath.Join(dir, MarkerFile), m, 0o644)
		}, refused},
		{"marker removed", func(dir string) error {
			return os.Remove(filepath.Join(dir, MarkerFile))
		}, refused},
		{"symbolic link added", func(dir string) error {
			return os.Symlink("Actions.json", filepath.Join(dir, "link.json"))
		}, refused},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "out")
			if d := pkg.WriteDir(dir, WriteOptions{}); d != nil {
				t.Fatal(d)
			}
			if err := tc.change(dir); err != nil {
				t.Fatal(err)
			}
			before := treeFiles(t, dir)
			got := ""
			if d := pkg.WriteDir(dir, WriteOptions{}); d != nil {
				got = d[0].Message
			}
			if got != tc.want {
				t.Fatalf("second WriteDir: %q, want %q", got, tc.want)
			}
			after := treeFiles(t, dir)
			if tc.want != "" {
				if len(after) != len(before) {
					t.Errorf("a refused write changed the folder: %d files, then %d", len(before), len(after))
				}
				for p, data := range before {
					if !bytes.Equal(after[p], data) {
						t.Errorf("a refused write changed %s", p)
					}
				}
				return
			}
			for _, f := range pkg.Files {
				if !bytes.Equal(after[f.Path], f.Data) {
					t.Errorf("%s is not the import's", f.Path)
				}
			}
			if len(after) != len(pkg.Files)+1 {
				t.Errorf("%d files after the re-import, want %d and the marker", len(after), len(pkg.Files))
			}
		})
	}
}

// TestParseMarker: the marker parser takes only what WriteDir writes.
func TestParseMarker(t *testing.T) {
	sum := "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
	for _, tc := range []struct {
		name, text string
		files      int // -1: refused
	}{
		{"header only", markerHeader + "\n", 0},
		{"two files", markerHeader + "\n" + sum + " Actions.json\n" + sum + " images/a.png\n", 2},
		{"no header", sum + " Actions.json\n", -1},
		{"last line unterminated", markerHeader + "\n" + sum + " Actions.json", -1},
		{"upper-case hex", markerHeader + "\n" + "0123456789ABCDEF0123456789abcdef0123456789abcdef0123456789abcdef Actions.json\n", -1},
		{"short sum", markerHeader + "\n" + sum[2:] + " Actions.json\n", -1},
		{"path leaves the folder", markerHeader + "\n" + sum + " ../Actions.json\n", -1},
		{"absolute path", markerHeader + "\n" + sum + " /etc/passwd\n", -1},
		{"the marker itself", markerHeader + "\n" + sum + " " + MarkerFile + "\n", -1},
		{"duplicate", markerHeader + "\n" + sum + " a\n" + sum + " a\n", -1},
	} {
		files, ok := parseMarker([]byte(tc.text))
		if got := len(files); (tc.files < 0 && ok) || (tc.files >= 0 && (!ok || got != tc.files)) {
			t.Errorf("%s: %d files, ok %v; want %d", tc.name, got, ok, tc.files)
		}
	}
}

// FuzzParseMarker: no marker text makes the parser panic or accept a
// path outside the folder.
func FuzzParseMarker(f *testing.F) {
	pkg, d := Import(os.DirFS(filepath.Join(fixtureRoot, "Pip")), Options{})
	if pkg == nil {
		f.Fatal(d)
	}
	f.Add(pkg.marker())
	f.Add([]byte(markerHeader + "\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		files, ok := parseMarker(data)
		if !ok {
			return
		}
		for p, sum := range files {
			if !fs.ValidPath(p) || !isHexSum(sum) {
				t.Fatalf("accepted %q %q", sum, p)
			}
		}
	})
}

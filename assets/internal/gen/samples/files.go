// Package samples draws, synthesizes and writes rigplay's original sample
// characters: Pip, a frame (Microsoft Agent style) character, and Moss, a
// character on the 20-bone player rig. It is the library behind the
// generator command assets/internal/gen; the assets package embeds its output.
//
// Everything is deterministic: the same program writes the same bytes.
package samples

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
)

// File is one generated file.
type File struct {
	// Path is slash-separated and relative to the assets folder,
	// e.g. "frame/Actions.json".
	Path string
	// Data is the file's content.
	Data []byte
}

// fileSet collects generated files.
type fileSet struct {
	files []File
	seen  map[string]bool
}

func (s *fileSet) add(path string, data []byte) error {
	if s.seen == nil {
		s.seen = map[string]bool{}
	}
	if s.seen[path] {
		return fmt.Errorf("generated twice: %s", path)
	}
	s.seen[path] = true
	s.files = append(s.files, File{Path: path, Data: data})
	return nil
}

// addJSON adds v as indented JSON with a final newline.
func (s *fileSet) addJSON(path string, v any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return s.add(path, buf.Bytes())
}

// Generate produces every file of the sample characters, sorted by path.
func Generate() ([]File, error) {
	var s fileSet
	if err := genPip(&s); err != nil {
		return nil, fmt.Errorf("frame character: %w", err)
	}
	if err := genMoss(&s); err != nil {
		return nil, fmt.Errorf("rigged character: %w", err)
	}
	if err := s.add("README.md", []byte(readme)); err != nil {
		return nil, err
	}
	slices.SortFunc(s.files, func(a, b File) int { return cmp.Compare(a.Path, b.Path) })
	return s.files, nil
}

// Roots are the folders under the assets folder that WriteDir owns and
// replaces as a whole.
var Roots = []string{"frame", "rigged"}

// WriteDir generates every file into dir (the assets folder). The folders
// in Roots are removed first so that no stale file survives; other files in
// dir (the Go sources) are left alone.
func WriteDir(dir string) error {
	files, err := Generate()
	if err != nil {
		return err
	}
	for _, r := range Roots {
		if err := os.RemoveAll(filepath.Join(dir, r)); err != nil {
			return err
		}
	}
	for _, f := range files {
		p := filepath.Join(dir, filepath.FromSlash(f.Path))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// sortedKeys returns a map's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

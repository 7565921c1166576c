package clippy

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/rigplay/rigplay/internal/fsread"
)

// MarkerFile is written into every package WriteDir makes. It lists each
// file of the import with its SHA-256, so that a later import into the
// same folder can tell that the folder holds exactly a previous import,
// untouched, and replace it without Force.
const MarkerFile = ".rigplay-import"

// markerHeader is the marker's first line.
const markerHeader = "rigplay import clippy: the files below are replaced by the next import into this folder"

// Bounds of reading a marker and the folder it describes: a folder over
// them is not taken for a previous import.
const (
	maxMarkerBytes = 1 << 20
	maxMarkerFiles = 10000
)

// marker returns the marker's text: the header, then "<sha256> <path>"
// per file, in the package's (sorted) order.
func (p *Package) marker() []byte {
	var b bytes.Buffer
	b.WriteString(markerHeader + "\n")
	for _, f := range p.Files {
		sum := sha256.Sum256(f.Data)
		b.WriteString(hex.EncodeToString(sum[:]) + " " + f.Path + "\n")
	}
	return b.Bytes()
}

// isPreviousImport reports whether dir holds a previous import and
// nothing else: a marker, and exactly the files it lists with their
// recorded contents (plain files and folders only, no symbolic links).
// A file added, edited or removed since makes it false, so that no work
// of the user's is replaced without Force.
func isPreviousImport(dir string) bool {
	want, ok := readMarker(filepath.Join(dir, MarkerFile))
	if !ok {
		return false
	}
	seen := 0
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p == dir {
			return nil
		}
		if seen++; seen > 2*maxMarkerFiles {
			return fs.ErrInvalid
		}
		if d.IsDir() {
			return nil
		}
		if !d.Type().IsRegular() {
			return fs.ErrInvalid
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if rel == MarkerFile {
			return nil
		}
		sum, listed := want[rel]
		if !listed {
			return fs.ErrInvalid
		}
		got, err := fileSum(p)
		if err != nil || got != sum {
			return fs.ErrInvalid
		}
		delete(want, rel)
		return nil
	})
	return err == nil && len(want) == 0
}

// readMarker reads and parses a marker file.
func readMarker(name string) (map[string]string, bool) {
	// A regular file only, read without waiting and within the limit.
	data, err := fsread.ReadPath(name, maxMarkerBytes)
	if err != nil {
		return nil, false
	}
	return parseMarker(data)
}

// parseMarker parses a marker's text into path -> hex SHA-256; ok is
// false for anything that is not a marker WriteDir writes.
func parseMarker(data []byte) (files map[string]string, ok bool) {
	text, found := bytes.CutPrefix(data, []byte(markerHeader+"\n"))
	if !found || len(data) > maxMarkerBytes {
		return nil, false
	}
	files = map[string]string{}
	for len(text) > 0 {
		line, rest, found := bytes.Cut(text, []byte("\n"))
		if !found {
			return nil, false // every line ends with a newline
		}
		text = rest
		sum, path, ok := strings.Cut(string(line), " ")
		if !ok || !isHexSum(sum) || !fs.ValidPath(path) || path == "." || path == MarkerFile || len(files) >= maxMarkerFiles {
			return nil, false
		}
		if _, dup := files[path]; dup {
			return nil, false
		}
		files[path] = sum
	}
	return files, true
}

// isHexSum reports whether s is a SHA-256 in lower-case hex.
func isHexSum(s string) bool {
	if len(s) != 2*sha256.Size {
		return false
	}
	for _, c := range s {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// fileSum returns the hex SHA-256 of a file.
func fileSum(name string) (string, error) {
	f, err := fsread.OpenPath(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

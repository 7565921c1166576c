package main

import (
	"archive/zip"
	"bytes"
	"io/fs"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/rigplay/rigplay/internal/fsread"
	"github.com/rigplay/rigplay/internal/safeout"
)

// recordFS is a character root that notes every regular file opened
// through it: after a load, exactly the files the character is made of
// (those read and found wanting included), with what their Stat said, so
// that no output is written over one of them (docs/errors.md#outputs).
type recordFS struct {
	fsys   fs.FS
	mu     sync.Mutex
	opened map[string]fs.FileInfo
}

func newRecordFS(fsys fs.FS) *recordFS {
	return &recordFS{fsys: fsys, opened: map[string]fs.FileInfo{}}
}

// Open opens name and notes it when it is a regular file.
func (r *recordFS) Open(name string) (fs.File, error) {
	f, err := r.fsys.Open(name)
	if err != nil {
		return nil, err
	}
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
		r.mu.Lock()
		r.opened[name] = fi
		r.mu.Unlock()
	}
	return f, nil
}

// addInputs notes every file opened so far in in, named and found on disk
// under dir (the folder fsys is; "" for one that is not on disk).
func (r *recordFS) addInputs(in *safeout.Inputs, dir string) {
	names := r.files() // sorted: messages name the same input every run
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, name := range names {
		fi := r.opened[name]
		p := ""
		if dir != "" {
			p = filepath.Join(dir, filepath.FromSlash(name))
		}
		shown := p
		if shown == "" {
			shown = name
		}
		in.Add(shown, p, fi)
	}
}

// Stat passes through, so a Stat opens nothing.
func (r *recordFS) Stat(name string) (fs.FileInfo, error) { return fs.Stat(r.fsys, name) }

// ReadDir passes through: a listing is not part of the character.
func (r *recordFS) ReadDir(name string) ([]fs.DirEntry, error) { return fs.ReadDir(r.fsys, name) }

// files returns the names of the files opened, sorted.
func (r *recordFS) files() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make([]string, 0, len(r.opened))
	for n := range r.opened {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

// maxPackedFile bounds one file read again for the package: every file
// was read within its format's limit by the load just before, so only a
// file replaced since then can reach it.
const maxPackedFile = 256 << 20

// packTime is the time stamped on every packed file, so that exporting the
// same character twice writes the same bytes.
var packTime = time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC)

// pack writes names of fsys into a zip archive, in order: compressed
// formats (PNG, Ogg, MP3) stored as they are, the others deflated.
func pack(fsys fs.FS, names []string) ([]byte, error) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, name := range names {
		data, err := fsread.ReadFile(fsys, name, maxPackedFile)
		if err != nil {
			return nil, err
		}
		h := &zip.FileHeader{Name: name, Method: zip.Deflate, Modified: packTime}
		h.SetMode(0o644)
		switch strings.ToLower(path.Ext(name)) {
		case ".png", ".ogg", ".mp3":
			h.Method = zip.Store
		}
		w, err := zw.CreateHeader(h)
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(data); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

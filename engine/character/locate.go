package character

import (
	"io/fs"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/fsread"
	"github.com/rigplay/rigplay/internal/jsondoc"
)

// ref is where a file is named: the JSON file (relative to the character
// root) and the pointer of the naming value. An empty file means the
// reference has no JSON source (a default path).
type ref struct {
	file, ptr string
}

// locator makes diagnostics located at a ref. data returns the bytes of
// a naming file (nil when it cannot be read): it is called only when a
// problem is reported, so valid loads pay nothing.
type locator struct {
	data func(file string) []byte
}

// maxLocateBytes bounds how much of a naming file is read to locate a
// problem; the decoders have refused bigger files already.
const maxLocateBytes = 32 << 20

// fsLocator is a locator reading the naming files from fsys (none when
// fsys is nil).
func fsLocator(fsys fs.FS) locator {
	return locator{data: func(file string) []byte {
		if fsys == nil {
			return nil
		}
		data, _ := fsread.ReadFile(fsys, file, maxLocateBytes)
		return data
	}}
}

// errorf returns an error diagnostic at r about the file target: located at
// the naming value when there is one, else naming target itself.
func (l locator) errorf(r ref, target, format string, args ...any) diag.Diagnostic {
	msg := diag.Sprintf(format, args...)
	if r.file == "" {
		return diag.Diagnostic{File: target, Severity: diag.Error, Message: msg}
	}
	doc := jsondoc.Doc{File: r.file, Data: l.data(r.file)}
	return doc.Errorf(r.ptr, "%s", diag.Cut(target)+": "+msg)
}

// warnf is errorf with severity Warning.
func (l locator) warnf(r ref, target, format string, args ...any) diag.Diagnostic {
	d := l.errorf(r, target, format, args...)
	d.Severity = diag.Warning
	return d
}

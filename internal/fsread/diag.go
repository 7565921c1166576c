package fsread

import (
	"errors"
	"io/fs"

	"github.com/rigplay/rigplay/engine/diag"
)

// Read reads the regular file name of fsys (a character root) with the
// limit max, as ReadFile does; a problem comes back as one diagnostic
// (see Diagnostic).
func Read(fsys fs.FS, name string, max int) ([]byte, diag.List) {
	data, err := ReadFile(fsys, name, int64(max))
	if err != nil {
		return nil, diag.List{Diagnostic(name, err)}
	}
	return data, nil
}

// Diagnostic is the error diagnostic for a file this package could not
// read: File is name, the message is Message(err), and a file over its
// limit is located at 1:1 (the document as a whole).
func Diagnostic(name string, err error) diag.Diagnostic {
	d := diag.Diagnostic{File: name, Severity: diag.Error, Message: Message(err)}
	if errors.Is(err, ErrTooLarge) {
		d.Line, d.Column = 1, 1
	}
	return d
}

package jsondoc

import (
	"errors"
	"fmt"
	"io"
	"io/fs"

	"github.com/rigplay/rigplay/internal/diag"
)

// ReadFile reads the file name of fsys (a character root), refusing an
// invalid path, a folder and a file over max bytes — without ever holding
// more than max+1 bytes of it. Problems come back as one diagnostic.
func ReadFile(fsys fs.FS, name string, max int) ([]byte, diag.List) {
	fail := func(line int, format string, args ...any) ([]byte, diag.List) {
		return nil, diag.List{{File: name, Line: line, Column: line, Severity: diag.Error, Message: fmt.Sprintf(format, args...)}}
	}
	if !fs.ValidPath(name) {
		return fail(0, "path is not a valid slash-separated path inside the character folder")
	}
	f, err := fsys.Open(name)
	if err != nil {
		return fail(0, "cannot read: %s", PathErrorText(err))
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		return fail(0, "cannot read: is a folder")
	}
	data, err := io.ReadAll(io.LimitReader(f, int64(max)+1))
	if err != nil {
		return fail(0, "cannot read: %s", PathErrorText(err))
	}
	if len(data) > max {
		return fail(1, "file is over the limit of %d bytes", max)
	}
	return data, nil
}

// PathErrorText returns an fs error without the operation and path that
// the diagnostic already names.
func PathErrorText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

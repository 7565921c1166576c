package character

import (
	"errors"
	"io"
	"io/fs"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/fsread"
)

// fileRead is what one load read of a file: the whole file, or why not.
type fileRead struct {
	// data is the whole file when err is nil and dropped is false.
	data []byte
	// err is the read's error (an *fs.PathError); a file over limit has
	// an fsread.SizeError.
	err error
	// limit is the limit the file was read with.
	limit int64
	// size is len(data), kept when the bytes are dropped (a file of no
	// kind rigplay reads, told by Sniff: nothing decodes it).
	size    int64
	dropped bool
	// kind is the file's kind once sniffed.
	kind    Kind
	sniffed bool
}

// read returns the bytes of the regular file name of the character root
// (internal/fsread), or the diagnostic fsread.Read gives: a file over max
// bytes is refused. Each file is read at most once in a load, whoever
// asks (telling its kind, checking it alone, loading it into the
// character, locating a problem in it), and the same bytes are handed to
// each: a file read with a smaller limit is read again only when a later
// caller allows more.
func (ld *loader) read(name string, max int) ([]byte, diag.List) {
	data, err := ld.readFile(name, int64(max))
	if err != nil {
		return nil, diag.List{fsread.Diagnostic(name, err)}
	}
	return data, nil
}

// readFile is read with the error as fsread.ReadFile gives it.
func (ld *loader) readFile(name string, max int64) ([]byte, error) {
	if r, ok := ld.reads[name]; ok {
		var size *fsread.SizeError
		switch {
		case r.err == nil && r.size > max:
			// What fsread.ReadFile says of a file whose size is over
			// max: its size, from Stat (the whole file was read).
			return nil, tooLarge(name, r.size, max)
		case r.err == nil && !r.dropped:
			return r.data, nil
		case errors.As(r.err, &size) && max <= r.limit:
			return nil, tooLarge(name, size.Size, max)
		case r.err != nil && !errors.As(r.err, &size):
			return nil, r.err
		}
		// Dropped, or over a smaller limit than this one: read again.
	}
	data, err := fsread.ReadFile(ld.fsys, name, max)
	if ld.reads == nil {
		ld.reads = map[string]*fileRead{}
	}
	r := ld.reads[name]
	if r == nil {
		r = &fileRead{}
		ld.reads[name] = r
	}
	r.data, r.err, r.limit, r.size, r.dropped = data, err, max, int64(len(data)), false
	return data, err
}

// tooLarge is fsread's error for a file of size bytes (-1: unknown) over
// max bytes.
func tooLarge(name string, size, max int64) error {
	if size <= max {
		size = -1
	}
	return &fs.PathError{Op: "read", Path: name, Err: &fsread.SizeError{Size: size, Max: max}}
}

// kind tells what the file name is (Sniff), reading it once for this and
// for whatever decodes it next: character.json and Actions.json by name,
// anything else by its content, read whole up to the rig formats' limit
// (a bigger file by its first bytes). The error is the read's (not found,
// not a regular file, leaving the folder...), never its size. The bytes
// of a file of no known kind are not kept.
func (ld *loader) kind(name string) (Kind, error) {
	if k := Sniff(name, nil); k == KindManifest || k == KindActions {
		return k, nil
	}
	if r, ok := ld.reads[name]; ok && r.sniffed {
		return r.kind, nil
	}
	data, err := ld.readFile(name, sniffMax)
	var k Kind
	switch {
	case err == nil:
		k = Sniff(name, data)
	case errors.Is(err, fsread.ErrTooLarge):
		head, err := readHead(ld.fsys, name)
		if err != nil {
			return KindNone, err
		}
		k = sniff(name, head, true)
	default:
		return KindNone, err
	}
	r := ld.reads[name]
	r.kind, r.sniffed = k, true
	if k == KindNone {
		r.data, r.dropped = nil, true
	}
	return k, nil
}

// readHead reads the first sniffHead bytes of a file too big to read
// whole for Sniff.
func readHead(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsread.Open(fsys, name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	head := make([]byte, sniffHead)
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return nil, err
	}
	return head[:n], nil
}

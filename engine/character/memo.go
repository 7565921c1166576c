package character

import (
	"crypto/sha256"
	"io/fs"

	"github.com/rigplay/rigplay/internal/diag"
	"github.com/rigplay/rigplay/internal/fsread"
)

// decodedFile is what a load decoded from one file whose meaning depends
// on its bytes alone: the bytes' SHA-256, the value and the diagnostics.
type decodedFile struct {
	sum   [sha256.Size]byte
	value any
	diags diag.List
}

// decodeOnce decodes file with decode, unless the previous load
// (Options.Previous) decoded the very same bytes: then it returns that
// value and its diagnostics again, so a reload decodes only the files that
// changed. What depends on other files (binding a clip to the rig, the
// images' sizes) is never memoized: the caller redoes it. A file that
// cannot be read goes through load, for its usual diagnostics. Decoded
// values are shared between loads, so they must never be modified.
func decodeOnce[T any](ld *loader, file string, max int, load func(fs.FS, string) (*T, diag.List), decode func(string, []byte) (*T, diag.List)) (*T, diag.List) {
	data, d := fsread.Read(ld.fsys, file, max)
	if d != nil {
		return load(ld.fsys, file)
	}
	sum := sha256.Sum256(data)
	if ld.c.decoded == nil {
		ld.c.decoded = map[string]decodedFile{}
	}
	if prev := ld.opts.Previous; prev != nil {
		if e, ok := prev.decoded[file]; ok && e.sum == sum {
			if v, ok := e.value.(*T); ok {
				ld.c.decoded[file] = e
				return v, e.diags
			}
		}
	}
	v, ds := decode(file, data)
	ld.c.decoded[file] = decodedFile{sum: sum, value: v, diags: ds}
	return v, ds
}

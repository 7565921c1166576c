package character

import (
	"io/fs"

	"github.com/rigplay/rigplay/engine/diag"
)

// SoundCheckOptions bound CheckSoundData. Zero fields take the defaults.
type SoundCheckOptions struct {
	// MaxPCMBytes bounds one sound decoded (DefaultMaxPCMBytes);
	// MaxPCMTotal all of them together (DefaultMaxPCMTotal).
	MaxPCMBytes, MaxPCMTotal int64
}

// CheckSoundData decodes every sound file of the character (CheckSound)
// and reports each one that does not decode, or decodes to more than the
// limits, located where Actions.json names it (SoundError; fsys is the
// character root). Load only checks a sound's first bytes, because the
// engine decodes the sounds anyway; Validate (`rigplay validate`), which
// plays nothing, calls this so that a package that validates also plays.
func (c *Character) CheckSoundData(fsys fs.FS, opts SoundCheckOptions) diag.List {
	if opts.MaxPCMBytes <= 0 {
		opts.MaxPCMBytes = DefaultMaxPCMBytes
	}
	if opts.MaxPCMTotal <= 0 {
		opts.MaxPCMTotal = DefaultMaxPCMTotal
	}
	var out diag.List
	var total int64
	for _, p := range c.SoundPaths() {
		n, err := CheckSound(c.Sound(p), opts.MaxPCMBytes)
		if err != nil {
			out = append(out, c.SoundError(fsys, p, "%v", err))
			if len(out) >= MaxDiagnostics {
				break
			}
			continue
		}
		total += n
		if total > opts.MaxPCMTotal {
			out = append(out, c.SoundError(fsys, p, "the character's decoded sounds exceed the budget of %d bytes in all", opts.MaxPCMTotal))
			break
		}
	}
	return out
}

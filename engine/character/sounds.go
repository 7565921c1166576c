package character

import (
	"errors"
	"fmt"
	"io/fs"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/fsread"
	"github.com/rigplay/rigplay/internal/jsonpos"
	"github.com/rigplay/rigplay/internal/sound"
)

// loadSounds reads every sound the frames name, once each, as bytes.
func (ld *loader) loadSounds() {
	set := ld.c.Actions
	if set == nil {
		return
	}
	ld.c.sounds = map[string][]byte{}
	var total int64
	for a, act := range set.Actions {
		for f, fr := range act.Frames {
			if fr.Sound == "" {
				continue
			}
			if _, done := ld.c.sounds[fr.Sound]; done {
				continue
			}
			if ld.full() {
				return
			}
			at := ref{set.File, jsonpos.Pointer("ActionItems", a, "Frames", f, "SoundEffect")}
			data, err := ld.readSound(fr.Sound)
			if err != nil {
				ld.add(ld.loc.errorf(at, fr.Sound, "%v", err))
				continue
			}
			total += int64(len(data))
			if total > ld.opts.MaxSoundTotal {
				ld.add(ld.loc.errorf(at, fr.Sound, "the character's sounds exceed the budget of %d bytes in all", ld.opts.MaxSoundTotal))
				return
			}
			ld.c.sounds[fr.Sound] = data
		}
	}
}

func (ld *loader) readSound(name string) ([]byte, error) {
	f, err := ld.open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := fsread.ReadAll(f, ld.opts.MaxSoundBytes, -1)
	if errors.Is(err, fsread.ErrTooLarge) {
		return nil, err
	} else if err != nil {
		return nil, fmt.Errorf("cannot read: %v", err)
	}
	if SoundFormat(data) == "" {
		return nil, fmt.Errorf("not a WAV, Ogg or MP3 file")
	}
	return data, nil
}

// SoundFormat tells a sound file's format from its first bytes: "wav",
// "ogg", "mp3", or "" when it is none of them.
func SoundFormat(data []byte) string { return sound.Format(data) }

// SoundError returns an error about the sound file path, located where the
// character's Actions.json first names it (file:line:col and the JSON
// pointer of that SoundEffect, docs/errors.md#format), as the loader's own
// sound errors are. fsys is the character root the character was loaded
// from; nil, or a path no frame names, gives the diagnostic without a
// position. The engine reports sounds that do not decode with it.
func (c *Character) SoundError(fsys fs.FS, path, format string, args ...any) diag.Diagnostic {
	if set := c.Actions; set != nil {
		for a, act := range set.Actions {
			for f, fr := range act.Frames {
				if fr.Sound != path {
					continue
				}
				return fsLocator(fsys).errorf(ref{set.File, jsonpos.Pointer("ActionItems", a, "Frames", f, "SoundEffect")}, path, format, args...)
			}
		}
	}
	return diag.Diagnostic{File: path, Severity: diag.Error, Message: diag.Sprintf(format, args...)}
}

package clippy

import (
	"encoding/base64"
	"errors"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsonpos"
	"github.com/rigplay/rigplay/internal/limits"
)

// Sound is one decoded sound of a sounds-mp3.js / sounds-ogg.js file.
type Sound struct {
	// ID is the key the agent's frames name: any string (clippy.js looks
	// it up in its sounds table). It is written as
	// sounds/<SoundFileName(ID)><Ext>.
	ID string
	// Ext is the file extension the data URL's media type gives: ".mp3",
	// ".ogg" or ".wav".
	Ext string
	// Data is the decoded audio file.
	Data []byte

	off int // where its data URL starts in the sounds file, for its problems
}

// SoundBank is a parsed sounds file: clippy.soundsReady('<Name>', {...}).
type SoundBank struct {
	// Name is the first argument of clippy.soundsReady.
	Name string
	// Sounds sorted by ID.
	Sounds []Sound

	file      string
	src       *script         // the parsed file, to locate problems
	nameWhere diag.Diagnostic // located at the name, for warnings
	leftOut   map[string]bool // ids of sounds that do not decode, left out
}

// Get returns the sound with the id, or nil.
func (b *SoundBank) Get(id string) *Sound {
	if b == nil {
		return nil
	}
	i := sort.Search(len(b.Sounds), func(i int) bool { return b.Sounds[i].ID >= id })
	if i < len(b.Sounds) && b.Sounds[i].ID == id {
		return &b.Sounds[i]
	}
	return nil
}

// mediaExt maps the media types of clippy.js data URLs to file extensions.
var mediaExt = map[string]string{
	"audio/mpeg":   ".mp3",
	"audio/mp3":    ".mp3",
	"audio/ogg":    ".ogg",
	"audio/vorbis": ".ogg",
	"audio/wav":    ".wav",
	"audio/wave":   ".wav",
	"audio/x-wav":  ".wav",
}

// ParseSounds parses a sounds file and decodes each data URL. Every
// problem is reported with the sound's id and the line and column where it
// is; broken base64 is located at the first bad character.
func ParseSounds(file string, data []byte, lim Limits) (*SoundBank, diag.List) {
	lim = lim.withDefaults()
	s, errs := parseScript(file, data, "soundsReady", lim.MaxSoundsBytes, lim)
	if errs != nil {
		return nil, errs
	}
	bank := &SoundBank{Name: s.name, src: s, nameWhere: s.errorAt(s.nameOff, "", "")}
	var out diag.List
	for _, m := range s.obj.members {
		ptr := jsonpos.Pointer(m.key)
		if len(out) >= lim.MaxDiagnostics {
			break
		}
		if m.key == "" {
			// clippy.js takes an empty sound for none: no frame can play
			// it (an unplayed sound is no problem).
			continue
		}
		if n := utf8.RuneCountInString(m.key); n > limits.NameMaxRunes {
			// Sound ids are names (docs/errors.md#names).
			out = append(out, s.errorAt(m.keyOff, ptr, "a sound id of %d characters, over the limit of %d for a name (limits.NameMaxRunes)", n, limits.NameMaxRunes))
			continue
		}
		if m.val.kind != kindString {
			out = append(out, s.errorAt(m.val.off, ptr, "sound %q: want a data URL string", m.key))
			continue
		}
		snd, d := decodeDataURL(s, m.key, m.val)
		if d != nil {
			out = append(out, *d)
			continue
		}
		bank.Sounds = append(bank.Sounds, snd)
	}
	if out != nil {
		return nil, out
	}
	sort.Slice(bank.Sounds, func(i, j int) bool { return bank.Sounds[i].ID < bank.Sounds[j].ID })
	return bank, nil
}

// decodeDataURL decodes "data:<type>[;params];base64,<data>".
func decodeDataURL(s *script, id string, v *node) (Sound, *diag.Diagnostic) {
	ptr := jsonpos.Pointer(id)
	fail := func(i int, format string, args ...any) (Sound, *diag.Diagnostic) {
		d := s.errorAt(v.srcOffset(i), ptr, "sound %q: "+format, append([]any{id}, args...)...)
		return Sound{}, &d
	}
	u := v.text
	if !strings.HasPrefix(u, "data:") {
		return fail(0, "want a data URL (data:audio/mpeg;base64,...)")
	}
	comma := strings.IndexByte(u, ',')
	if comma < 0 {
		return fail(len(u), "data URL has no ',' before its data")
	}
	params := strings.Split(u[len("data:"):comma], ";")
	mt := strings.ToLower(strings.TrimSpace(params[0]))
	ext, ok := mediaExt[mt]
	if !ok {
		return fail(len("data:"), "media type %q is not a sound rigplay plays (want audio/mpeg, audio/ogg or audio/wav)", mt)
	}
	if !strings.EqualFold(params[len(params)-1], "base64") {
		return fail(comma, "only base64 data URLs are supported (want ';base64,')")
	}
	enc := u[comma+1:]
	for i := 0; i < len(enc); i++ {
		c := enc[i]
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/' || c == '=') {
			r, _ := utf8.DecodeRuneInString(enc[i:])
			return fail(comma+1+i, "broken base64: %q at character %d of the data", r, i+1)
		}
	}
	if len(enc)%4 != 0 {
		return fail(len(u), "broken base64: the data ends early (%d characters, not a multiple of 4; truncated?)", len(enc))
	}
	buf := make([]byte, base64.StdEncoding.DecodedLen(len(enc)))
	n, err := base64.StdEncoding.Decode(buf, []byte(enc))
	if err != nil {
		var ce base64.CorruptInputError
		at := 0
		if errors.As(err, &ce) {
			at = int(ce)
		}
		return fail(comma+1+at, "broken base64: misplaced padding at character %d of the data", at+1)
	}
	if n == 0 {
		return fail(comma+1, "the data is empty")
	}
	return Sound{ID: id, Ext: ext, Data: buf[:n], off: v.srcOffset(0)}, nil
}

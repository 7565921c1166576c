package clippy

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
)

// maxSoundFileName bounds the name SoundFileName gives (before the
// extension), well under every file system's limit.
const maxSoundFileName = 64

// SoundFileName returns the file name (without extension) under sounds/
// that the sound with the clippy.js id is written as
// (docs/clippy-import.md#sound-ids). clippy.js looks sounds up by any
// string, so every id imports; the name is mapped, never refused:
//
//   - an id of 1 to 64 letters, digits, '_' and '-' is kept as it is
//     ("15" is sounds/15.mp3);
//   - any other id has each byte outside those written as '~' and two
//     lowercase hex digits ("0010.wav" is sounds/0010~2ewav.wav, "../2" is
//     sounds/~2e~2e~2f2), which no kept id contains (no '~'), so two ids
//     never share a name;
//   - a name that would be longer than 64 bytes keeps its first 40 bytes
//     (whole escapes only) and ends in "~~" and 20 hex digits of the id's
//     SHA-256.
//
// The mapping is deterministic: the same id always gives the same name.
func SoundFileName(id string) string {
	if plainSoundID(id) {
		return id
	}
	if id == "" {
		return "~" // never written (an empty sound is none); no other id gives it
	}
	var b strings.Builder
	cut := -1 // length at the last whole escape within the short prefix
	for i := 0; i < len(id); i++ {
		c := id[i]
		if plainByte(c) {
			b.WriteByte(c)
		} else {
			b.WriteByte('~')
			b.WriteString(hex.EncodeToString([]byte{c}))
		}
		if b.Len() <= 40 {
			cut = b.Len()
		}
	}
	name := b.String()
	if len(name) <= maxSoundFileName {
		return name
	}
	sum := sha256.Sum256([]byte(id))
	return name[:max(cut, 0)] + "~~" + hex.EncodeToString(sum[:10])
}

func plainByte(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}

// plainSoundID reports whether the id is kept as its file name.
func plainSoundID(id string) bool {
	if id == "" || len(id) > maxSoundFileName {
		return false
	}
	for i := 0; i < len(id); i++ {
		if !plainByte(id[i]) {
			return false
		}
	}
	return true
}

package fsread

// AbsoluteRef reports whether a file name written inside a file is
// absolute by the one rule of every format
// (docs/character-package.md#file-references): it starts with "/" or a
// backslash, or names a drive ("C:/x.png", "C:x.png", "c:\x.png"), on
// every operating system. Such a name is an error wherever it is written
// (Actions.json, character.json, clothing items, asset patches, effect
// textures), never read as a relative path.
func AbsoluteRef(ref string) bool {
	if ref == "" {
		return false
	}
	if ref[0] == '/' || ref[0] == '\\' {
		return true
	}
	return len(ref) > 1 && ref[1] == ':'
}

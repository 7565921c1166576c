package limits

// Length limits of names and of what diagnostics echo
// (docs/errors.md#names). Every name of every format (state, action,
// clip, bone, slot, sprite, clothing piece, event, curve and sound names,
// and the keys of objects whose keys are names) is checked against
// NameMaxRunes when it is loaded, with a located error; file references
// against PathMaxRunes. A diagnostic that echoes a value from a file (an
// unknown key, a bad value, a number) cuts it to EchoMaxRunes with an
// ellipsis (diag.Cut), and no message is printed longer than
// MessageMaxRunes.
const (
	// NameMaxRunes is the longest name accepted, in characters.
	NameMaxRunes = 256
	// PathMaxRunes is the longest file reference accepted, in characters.
	PathMaxRunes = 1024
	// EchoMaxRunes is the most characters of a value a diagnostic echoes;
	// a longer one is cut and ends with "…".
	EchoMaxRunes = 256
	// MessageMaxRunes is the most characters of one diagnostic's message
	// and of its JSON pointer as printed; a longer one is cut with "…".
	MessageMaxRunes = 4096
)

// StringMaxRunes is the longest string of any other kind (a text, a
// description) a JSON file may hold, in characters: checked on the raw
// text of every format before it is parsed, as object keys are against
// NameMaxRunes.
const StringMaxRunes = 4096

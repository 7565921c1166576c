package limits

// Limits of the character package's files (docs/character-package.md#limits):
// the byte and count bounds every reader checks before it builds anything
// large. The public packages that export these write the same numbers,
// with a compile-time check against the constants here.
const (
	// ActionsFileBytes is the largest Actions.json accepted.
	ActionsFileBytes = 32 << 20
	// ActionsMaxActions is the most actions an Actions.json may have.
	ActionsMaxActions = 10000
	// ActionsMaxFrames is the most frames of all actions together.
	ActionsMaxFrames = 200000
	// ActionsMaxFrameDuration is the longest frame, in file units.
	ActionsMaxFrameDuration = 86_400_000
	// ActionsMaxOffset bounds image offsets, in pixels (either sign).
	ActionsMaxOffset = 100000
	// MaxDiagnostics is the most problems reported for one load or file.
	MaxDiagnostics = 200
	// MaxEvents is the most events one tick of a player returns.
	MaxEvents = 256
	// RigFileBytes is the largest rig, clip or clothing file accepted.
	RigFileBytes = 8 << 20
	// RigMaxBones is the most bones a rig may have.
	RigMaxBones = 128
	// ClipMaxTracks is the most numeric tracks a clip may have.
	ClipMaxTracks = 1024
	// ClipMaxKeysPerTrack is the most keys one track may have.
	ClipMaxKeysPerTrack = 4096
	// ClipMaxKeys is the most keys of all of a clip's tracks together.
	ClipMaxKeys = 200000
	// ClipMaxEvents is the most timed events a clip may have.
	ClipMaxEvents = 256
	// EffectMaxParticles is the most particles of one effect alive at once.
	EffectMaxParticles = 1 << 14
	// CurveFileBytes is the largest rig.anim.curve file accepted.
	CurveFileBytes = 1 << 20
	// CurveMaxPoints is the most control points a curve may have.
	CurveMaxPoints = 4096
	// TweenFileBytes is the largest tween file accepted.
	TweenFileBytes = 64 << 10
	// ManifestFileBytes is the largest character.json accepted.
	ManifestFileBytes = 1 << 20
	// SpeechMaxRunes is the most runes of a text lip sync speaks.
	SpeechMaxRunes = 1 << 16
)

// Limits of the clippy.js importer (docs/clippy-import.md), the defaults
// of clippy.DefaultLimits.
const (
	// ClippyAgentBytes is the largest agent.js accepted.
	ClippyAgentBytes = 32 << 20
	// ClippySoundsBytes is the largest sounds-mp3.js or sounds-ogg.js.
	ClippySoundsBytes = 32 << 20
	// ClippySheetBytes is the largest map.png accepted.
	ClippySheetBytes = 64 << 20
	// ClippySheetPixels is the most pixels of map.png.
	ClippySheetPixels = 1 << 26
	// ClippyTilePixels is the most pixels of all distinct tiles together.
	ClippyTilePixels = 1 << 27
	// ClippyImageBytes is the most bytes of all the PNGs written.
	ClippyImageBytes = 256 << 20
	// ClippyMaxDepth is the deepest nesting of a script's values.
	ClippyMaxDepth = 16
	// ClippyMaxValues is the most literal values of one script.
	ClippyMaxValues = 1_000_000
	// ClippyMaxFrames is the most frames of all animations together.
	ClippyMaxFrames = 200_000
	// ClippyMaxDiagnostics is the most problems an import reports.
	ClippyMaxDiagnostics = 100
)

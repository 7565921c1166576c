package character

import "github.com/rigplay/rigplay/internal/sound"

// Limits of CheckSound: the project's one set of decoded-sound limits
// (internal/sound), which the engine's decoder keeps too.
const (
	// DefaultMaxPCMBytes bounds one sound decoded to 16-bit stereo at
	// SoundCheckRate: 32 MiB, about three minutes.
	DefaultMaxPCMBytes = sound.DefaultMaxPCMBytes
	// DefaultMaxPCMTotal bounds all of a character's sounds decoded.
	DefaultMaxPCMTotal = sound.DefaultMaxPCMTotal
	// SoundCheckRate is the output rate the decoded size is counted at
	// (the engine's default audio rate).
	SoundCheckRate = sound.CountRate
)

// CheckSound decodes a whole WAV (PCM, 8 or 16 bit, mono or stereo), Ogg
// Vorbis or MP3 file (MPEG-1 or MPEG-2 Layer III) with the decoder the
// engine plays it with, and returns the size in bytes it decodes to as
// 16-bit stereo at SoundCheckRate. It refuses a sound over maxPCM bytes
// (DefaultMaxPCMBytes when maxPCM <= 0) without decoding it all, and turns
// a decoder panic into an error. Errors read like "cannot decode the MP3
// sound (MPEG-2 Layer III, 22050 Hz): EOF"; an MPEG-2.5 file's error names
// its version and rate and says to convert it.
func CheckSound(data []byte, maxPCM int64) (int64, error) {
	return sound.Check(data, maxPCM)
}

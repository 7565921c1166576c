package limits

// Limits of sound files (docs/character-package.md#sounds), the same for
// WAV, Ogg Vorbis and MP3. Every header field that sizes an allocation is
// checked against these and against the file's own size before a decoder
// sees the file (internal/sound).
const (
	// SoundFileBytes is the largest sound file accepted.
	SoundFileBytes = 32 << 20
	// SoundFileTotal bounds all of a character's sound files together.
	SoundFileTotal = 256 << 20
	// SoundPCMBytes bounds one sound decoded, in bytes of 16-bit stereo
	// PCM counted at SoundCountRate or at the file's own rate where that
	// is higher: 32 MiB, about three minutes.
	SoundPCMBytes = 32 << 20
	// SoundPCMTotal bounds all of a character's sounds decoded.
	SoundPCMTotal = 256 << 20
	// SoundCountRate is the rate, in Hz, a decoded size is counted at
	// (the engine's default audio rate) when the file's own is lower.
	SoundCountRate = 44100
	// SoundMinRate is the lowest sample rate accepted, in Hz.
	SoundMinRate = 1000
	// SoundMaxRate is the highest sample rate accepted, in Hz.
	SoundMaxRate = 192000
	// SoundMaxChannels is the most channels a sound may have (1 or 2).
	SoundMaxChannels = 2
	// VorbisMaxComments is the most comments a Vorbis comment header may
	// list (each must also fit in the header's own bytes).
	VorbisMaxComments = 4096
	// VorbisMaxCodebookEntries is the most entries of all the codebooks
	// of a Vorbis setup header together.
	VorbisMaxCodebookEntries = 1 << 20
	// VorbisMaxCodebookValues is the most vector values (entries x
	// dimensions) of all the codebooks of a Vorbis setup header together.
	VorbisMaxCodebookValues = 1 << 22
)

// Package sound decodes the sound files a character plays
// (docs/character-package.md#sounds: WAV, Ogg Vorbis and MP3) with pure-Go
// decoders and no audio device. It is the one decode path of rigplay:
// `rigplay validate` and the importer check sounds with Check, the engine
// plays what Decode returns, so a sound that checks also plays. Both bound
// what a hostile file can make them do (the limits below, the sizes a
// container claims, a stalled decoder) and turn a decoder panic into an
// error.
package sound

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/rigplay/rigplay/internal/limits"
)

// Limits of decoded sound, counted as 16-bit stereo PCM at CountRate, or
// at the file's own rate where that is higher (Size): the one set rigplay
// uses everywhere (internal/limits, docs/errors.md#limits).
const (
	// DefaultMaxPCMBytes bounds one sound decoded: 32 MiB, about three
	// minutes.
	DefaultMaxPCMBytes = limits.SoundPCMBytes
	// DefaultMaxPCMTotal bounds all of a character's sounds decoded.
	DefaultMaxPCMTotal = limits.SoundPCMTotal
	// CountRate is the rate a decoded size is counted at (the engine's
	// default audio rate) when the file's own is lower.
	CountRate = limits.SoundCountRate
	// maxStalls is how many reads in a row may return no samples before
	// a decoder is taken to be stuck.
	maxStalls = 1000
)

// The formats Format tells apart.
const (
	WAV = "wav"
	Ogg = "ogg"
	MP3 = "mp3"
)

// PCM is a decoded sound: 16-bit little-endian stereo samples at Rate.
type PCM struct {
	// Rate is the file's own sample rate, in Hz.
	Rate int
	// Data holds whole stereo samples (4 bytes each).
	Data []byte
	// Damage, when not empty, says which frames of an MP3 sound did not
	// decode: Decode plays each as a short silence where Check refuses
	// the sound (docs/character-package.md#sounds). A player shows it as
	// a warning.
	Damage string
}

// Format tells a sound file's format from its first bytes: WAV, Ogg, MP3,
// or "" when it is none of them.
func Format(data []byte) string {
	switch {
	case len(data) >= 12 && bytes.Equal(data[:4], []byte("RIFF")) && bytes.Equal(data[8:12], []byte("WAVE")):
		return WAV
	case bytes.HasPrefix(data, []byte("OggS")):
		return Ogg
	case bytes.HasPrefix(data, []byte("ID3")):
		return MP3
	case len(data) >= 2 && data[0] == 0xFF && data[1]&0xE0 == 0xE0:
		return MP3
	}
	return ""
}

// FormatName names a format as Format gives it, for messages: "WAV", "Ogg
// Vorbis", "MP3", or "sound" when unknown.
func FormatName(f string) string {
	switch f {
	case WAV:
		return "WAV"
	case Ogg:
		return "Ogg Vorbis"
	case MP3:
		return "MP3"
	}
	return "sound"
}

// Check decodes a whole sound file as Decode does, keeping no samples, and
// returns the size it decodes to, counted as 16-bit stereo at CountRate
// (Size). It refuses a sound over maxPCM bytes (DefaultMaxPCMBytes when
// maxPCM <= 0) without decoding it all. Errors read like "cannot decode the
// MP3 sound (MPEG-2 Layer III, 22050 Hz): EOF".
func Check(data []byte, maxPCM int64) (int64, error) {
	n, _, err := run(data, maxPCM, false)
	return n, err
}

// Rate decodes a whole sound file as Check does (within
// DefaultMaxPCMBytes), keeping no samples, and returns its sample rate.
// Its errors are those of Check.
func Rate(data []byte) (int, error) {
	_, p, err := run(data, 0, false)
	return p.Rate, err
}

// Decode decodes a whole WAV (linear PCM, 8 or 16 bit, mono or stereo),
// Ogg Vorbis or MP3 file to 16-bit stereo at the file's own rate, refusing
// one whose size (Size) is over maxPCM (DefaultMaxPCMBytes when maxPCM <=
// 0). Mono is doubled to both channels. Errors are those of Check, but for
// damaged MP3 frames: Decode plays them as a short silence and says so in
// PCM.Damage, where Check refuses the sound.
func Decode(data []byte, maxPCM int64) (PCM, error) {
	_, p, err := run(data, maxPCM, true)
	return p, err
}

// run checks or decodes data: the one path behind Check, Rate and
// Decode. p.Rate is set on success; p.Data only with keep.
func run(data []byte, maxPCM int64, keep bool) (n int64, p PCM, err error) {
	if maxPCM <= 0 {
		maxPCM = DefaultMaxPCMBytes
	}
	format := Format(data)
	name := FormatName(format)
	defer func() {
		if r := recover(); r != nil {
			n, p, err = 0, PCM{}, fmt.Errorf("cannot decode the %s sound: %v", name, r)
		}
	}()
	if format == "" {
		return 0, PCM{}, errors.New("not a WAV, Ogg Vorbis or MP3 file")
	}
	if err := CheckContainer(format, data); err != nil {
		return 0, PCM{}, fmt.Errorf("cannot decode the %s sound: %v", name, err)
	}
	var out *[]byte
	if keep {
		out = new([]byte)
	}
	var rate int
	switch format {
	case WAV:
		rate, n, err = decodeWAV(data, maxPCM, out)
	case Ogg:
		rate, n, err = decodeOgg(data, maxPCM, out)
	case MP3:
		rate, n, err = decodeMP3(data, maxPCM, out, !keep, &p.Damage)
	}
	var over *overLimit
	switch {
	case errors.As(err, &over):
		return 0, PCM{}, fmt.Errorf("the %s sound decodes to %d bytes, over the limit of %d", name, over.n, maxPCM)
	case err != nil:
		var known *describedError
		if errors.As(err, &known) {
			return 0, PCM{}, err
		}
		return 0, PCM{}, fmt.Errorf("cannot decode the %s sound: %v", name, err)
	}
	p.Rate = rate
	if keep {
		p.Data = *out
	}
	return n, p, nil
}

// describedError is an error that already reads as a whole message.
type describedError struct{ msg string }

func (e *describedError) Error() string { return e.msg }

// overLimit says a sound decodes to n bytes, more than allowed.
type overLimit struct{ n int64 }

func (e *overLimit) Error() string { return fmt.Sprintf("decodes to %d bytes", e.n) }

// Size is the size frames sample frames at rate count for the limits: as
// 16-bit stereo at CountRate, or at rate where that is higher (the bytes
// Decode holds), so a budget counts bytes whatever the rate. It saturates
// instead of overflowing. Callers check rate against limits.SoundMinRate
// first (checkRate), so that a hostile rate cannot make a size small.
func Size(frames int64, rate int) int64 {
	if frames <= 0 || rate <= 0 {
		return 0
	}
	const most = int64(1) << 62
	if frames > most/(4*max(CountRate, limits.SoundMaxRate)) {
		return most
	}
	if rate >= CountRate {
		return frames * 4
	}
	return frames * 4 * CountRate / int64(rate)
}

// stallGuard counts reads in a row that return nothing.
type stallGuard int

// step records a read of k items and fails after maxStalls empty ones.
func (s *stallGuard) step(k int) error {
	if k > 0 {
		*s = 0
		return nil
	}
	if *s++; *s > maxStalls {
		return errors.New("the decoder makes no progress")
	}
	return nil
}

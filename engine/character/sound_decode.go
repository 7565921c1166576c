package character

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/hajimehoshi/go-mp3"
	"github.com/jfreymuth/oggvorbis"
)

// Limits of CheckSound, the same as the engine's decoded-sound limits.
const (
	// DefaultMaxPCMBytes bounds one sound decoded to 16-bit stereo at
	// SoundCheckRate: 32 MiB, about three minutes.
	DefaultMaxPCMBytes = 32 << 20
	// DefaultMaxPCMTotal bounds all of a character's sounds decoded.
	DefaultMaxPCMTotal = 256 << 20
	// SoundCheckRate is the output rate the decoded size is counted at
	// (the engine's default audio rate).
	SoundCheckRate = 44100
	// maxStalls is how many reads in a row may return no samples before
	// a decoder is taken to be stuck.
	maxStalls = 1000
)

// CheckSound decodes a whole WAV (PCM, 8 or 16 bit, mono or stereo), Ogg
// Vorbis or MP3 file with pure-Go decoders, as the engine would, and
// returns the size in bytes it decodes to as 16-bit stereo at
// SoundCheckRate. It refuses a sound over maxPCM bytes (DefaultMaxPCMBytes
// when maxPCM <= 0) without decoding it all, and turns a decoder panic
// into an error. Errors read like "cannot decode the MP3 sound: EOF".
func CheckSound(data []byte, maxPCM int64) (n int64, err error) {
	if maxPCM <= 0 {
		maxPCM = DefaultMaxPCMBytes
	}
	format := SoundFormat(data)
	name := SoundFormatName(format)
	defer func() {
		if r := recover(); r != nil {
			n, err = 0, fmt.Errorf("cannot decode the %s sound: %v", name, r)
		}
	}()
	switch format {
	case "wav":
		n, err = checkWAV(data, maxPCM)
	case "ogg":
		n, err = checkOgg(data, maxPCM)
	case "mp3":
		n, err = checkMP3(data, maxPCM)
	default:
		return 0, fmt.Errorf("not a WAV, Ogg Vorbis or MP3 file")
	}
	var over *overLimit
	if errors.As(err, &over) {
		return 0, fmt.Errorf("the %s sound decodes to %d bytes, over the limit of %d", name, over.n, maxPCM)
	}
	if err != nil {
		return 0, fmt.Errorf("cannot decode the %s sound: %v", name, err)
	}
	return n, nil
}

// overLimit says a sound decodes to n bytes, more than allowed.
type overLimit struct{ n int64 }

func (e *overLimit) Error() string { return fmt.Sprintf("decodes to %d bytes", e.n) }

// pcmSize is the size of frames sample frames at rate, as 16-bit stereo at
// SoundCheckRate.
func pcmSize(frames int64, rate int) int64 {
	if frames <= 0 || rate <= 0 {
		return 0
	}
	// frames < 2^62 / 4 / 44100 is not guaranteed: saturate.
	const most = int64(1) << 62
	if frames > most/(4*SoundCheckRate) {
		return most
	}
	return frames * 4 * SoundCheckRate / int64(rate)
}

// checkOgg decodes an Ogg Vorbis file to its end.
func checkOgg(data []byte, maxPCM int64) (int64, error) {
	r, err := oggvorbis.NewReader(bytes.NewReader(data))
	if err != nil {
		return 0, err
	}
	if ch := r.Channels(); ch != 1 && ch != 2 {
		return 0, fmt.Errorf("%d channels; the player plays 1 or 2", ch)
	}
	rate := r.SampleRate()
	if rate <= 0 {
		return 0, fmt.Errorf("sample rate %d", rate)
	}
	if n := pcmSize(r.Length(), rate); n > maxPCM {
		return 0, &overLimit{n}
	}
	buf := make([]float32, 4096)
	var samples int64
	for stalls := 0; ; {
		k, err := r.Read(buf)
		samples += int64(k)
		if n := pcmSize(samples/int64(r.Channels()), rate); n > maxPCM {
			return 0, &overLimit{n}
		}
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			break
		}
		if err != nil {
			return 0, err
		}
		if k == 0 {
			if stalls++; stalls > maxStalls {
				return 0, fmt.Errorf("the decoder makes no progress")
			}
		} else {
			stalls = 0
		}
	}
	return pcmSize(samples/int64(r.Channels()), rate), nil
}

// checkMP3 decodes an MP3 file to its end.
func checkMP3(data []byte, maxPCM int64) (int64, error) {
	d, err := mp3.NewDecoder(bytes.NewReader(data))
	if err != nil {
		return 0, err
	}
	rate := d.SampleRate()
	if rate <= 0 {
		return 0, fmt.Errorf("sample rate %d", rate)
	}
	if n := pcmSize(d.Length()/4, rate); n > maxPCM {
		return 0, &overLimit{n}
	}
	buf := make([]byte, 16<<10)
	var got int64
	for stalls := 0; ; {
		k, err := d.Read(buf)
		got += int64(k)
		if n := pcmSize(got/4, rate); n > maxPCM {
			return 0, &overLimit{n}
		}
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			break
		}
		if err != nil {
			return 0, err
		}
		if k == 0 {
			if stalls++; stalls > maxStalls {
				return 0, fmt.Errorf("the decoder makes no progress")
			}
		} else {
			stalls = 0
		}
	}
	return pcmSize(got/4, rate), nil
}

// SoundFormatName names a format as SoundFormat gives it, for messages:
// "WAV", "Ogg Vorbis", "MP3", or "sound" when unknown.
func SoundFormatName(f string) string {
	switch f {
	case "wav":
		return "WAV"
	case "ogg":
		return "Ogg Vorbis"
	case "mp3":
		return "MP3"
	}
	return "sound"
}

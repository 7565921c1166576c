package engine

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"

	"github.com/hajimehoshi/ebiten/v2/audio/mp3"
	"github.com/hajimehoshi/ebiten/v2/audio/vorbis"
	"github.com/hajimehoshi/ebiten/v2/audio/wav"
	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/internal/diag"
)

// Limits of decoded sound.
const (
	// DefaultSampleRate is the audio rate used when no audio.Context
	// exists yet.
	DefaultSampleRate = 44100
	// DefaultMaxPCMBytes bounds one decoded sound: 32 MiB, about three
	// minutes of 44.1 kHz 16-bit stereo.
	DefaultMaxPCMBytes = 32 << 20
	// DefaultMaxPCMTotal bounds a character's decoded sounds together.
	DefaultMaxPCMTotal = 256 << 20
)

// pcmStream is what the ebiten decoders return: 16-bit little-endian
// stereo with a known length.
type pcmStream interface {
	io.Reader
	Length() int64
}

// decodeSounds decodes every sound of c once to 16-bit stereo PCM at rate.
// A file that does not decode, or decodes to more than the limits, is an
// error located where Actions.json names it (read from fsys, the character
// root; nil when unknown).
func decodeSounds(fsys fs.FS, c *character.Character, rate int, opts LoadOptions) (map[string][]byte, diag.List) {
	maxOne, maxAll := opts.MaxPCMBytes, opts.MaxPCMTotal
	if maxOne <= 0 {
		maxOne = DefaultMaxPCMBytes
	}
	if maxAll <= 0 {
		maxAll = DefaultMaxPCMTotal
	}
	out := map[string][]byte{}
	var errs diag.List
	var total int64
	prev := opts.Previous
	for _, p := range c.SoundPaths() {
		var pcm []byte
		var err error
		if prev != nil && prev.rate == rate && prev.pcm[p] != nil && bytes.Equal(prev.c.Sound(p), c.Sound(p)) {
			pcm = prev.pcm[p] // unchanged since the previous load: decoded already
		} else {
			pcm, err = decodePCM(c.Sound(p), rate, maxOne)
		}
		if err != nil {
			errs = append(errs, c.SoundError(fsys, p, "%v", err))
			continue
		}
		total += int64(len(pcm))
		if total > maxAll {
			errs = append(errs, c.SoundError(fsys, p, "the character's decoded sounds exceed the budget of %d bytes in all", maxAll))
			break
		}
		out[p] = pcm
	}
	return out, errs
}

// decodePCM decodes one WAV, Ogg Vorbis or MP3 file to 16-bit little-endian
// stereo PCM at rate, refusing more than max bytes of output. A decoder
// that panics on a hostile file gives an error.
func decodePCM(data []byte, rate int, max int64) (pcm []byte, err error) {
	format := character.SoundFormat(data)
	defer func() {
		if r := recover(); r != nil {
			pcm, err = nil, fmt.Errorf("cannot decode the %s sound: %v", character.SoundFormatName(format), r)
		}
	}()
	if err := character.CheckSoundContainer(format, data); err != nil {
		return nil, fmt.Errorf("cannot decode the %s sound: %v", character.SoundFormatName(format), err)
	}
	var s pcmStream
	src := bytes.NewReader(data)
	switch format {
	case "wav":
		s, err = wav.DecodeWithSampleRate(rate, src)
	case "ogg":
		s, err = vorbis.DecodeWithSampleRate(rate, src)
	case "mp3":
		s, err = mp3.DecodeWithSampleRate(rate, src)
	default:
		return nil, fmt.Errorf("not a WAV, Ogg Vorbis or MP3 file")
	}
	if err != nil {
		return nil, fmt.Errorf("cannot decode the %s sound: %v", character.SoundFormatName(format), err)
	}
	n := s.Length()
	if n < 0 || n > max {
		return nil, fmt.Errorf("the %s sound decodes to %d bytes, over the limit of %d", character.SoundFormatName(format), n, max)
	}
	pcm = make([]byte, n)
	got, err := io.ReadFull(s, pcm)
	if err != nil && err != io.ErrUnexpectedEOF {
		return nil, fmt.Errorf("cannot decode the %s sound: %v", character.SoundFormatName(format), err)
	}
	// Keep whole stereo 16-bit samples only.
	return pcm[:got&^3], nil
}

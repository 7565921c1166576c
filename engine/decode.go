package engine

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"

	"github.com/hajimehoshi/ebiten/v2/audio"
	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/sound"
)

// Limits of decoded sound: the project's one set (internal/sound), counted
// as 16-bit stereo at 44.1 kHz whatever the file's or the context's rate.
const (
	// DefaultSampleRate is the audio rate used when no audio.Context
	// exists yet.
	DefaultSampleRate = 44100
	// DefaultMaxPCMBytes bounds one decoded sound: 32 MiB, about three
	// minutes of 44.1 kHz 16-bit stereo.
	DefaultMaxPCMBytes = sound.DefaultMaxPCMBytes
	// DefaultMaxPCMTotal bounds a character's decoded sounds together.
	DefaultMaxPCMTotal = sound.DefaultMaxPCMTotal
)

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
		total += sound.Size(int64(len(pcm)/4), rate) // counted as the check counts
		if total > maxAll {
			errs = append(errs, c.SoundError(fsys, p, "the character's decoded sounds exceed the budget of %d bytes in all", maxAll))
			break
		}
		out[p] = pcm
	}
	return out, errs
}

// decodePCM decodes one WAV, Ogg Vorbis or MP3 file to 16-bit little-endian
// stereo PCM at rate: the decode of `rigplay validate` (internal/sound,
// refusing a sound over max bytes as it counts them), then Ebitengine's
// resampler from the file's rate. A panic on a hostile file gives an error.
func decodePCM(data []byte, rate int, max int64) (pcm []byte, err error) {
	p, err := sound.Decode(data, max)
	if err != nil {
		return nil, err
	}
	if p.Rate == rate {
		return p.Data, nil
	}
	defer func() {
		if r := recover(); r != nil {
			pcm, err = nil, fmt.Errorf("cannot resample the %s sound from %d Hz to %d Hz: %v", sound.FormatName(sound.Format(data)), p.Rate, rate, r)
		}
	}()
	n := int64(float64(len(p.Data))*float64(rate)/float64(p.Rate)) &^ 3
	pcm = make([]byte, n)
	got, err := io.ReadFull(audio.Resample(bytes.NewReader(p.Data), int64(len(p.Data)), p.Rate, rate), pcm)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return nil, fmt.Errorf("cannot resample the %s sound from %d Hz to %d Hz: %v", sound.FormatName(sound.Format(data)), p.Rate, rate, err)
	}
	return pcm[:got&^3], nil
}

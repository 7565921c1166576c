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
// root; nil when unknown). An MP3 sound with damaged frames plays them as
// a short silence, with a warning located there
// (docs/character-package.md#sounds); damage keeps why, by path.
func decodeSounds(fsys fs.FS, c *character.Character, rate int, opts LoadOptions) (map[string][]byte, map[string]string, diag.List) {
	maxOne, maxAll := opts.MaxPCMBytes, opts.MaxPCMTotal
	if maxOne <= 0 {
		maxOne = DefaultMaxPCMBytes
	}
	if maxAll <= 0 {
		maxAll = DefaultMaxPCMTotal
	}
	out := map[string][]byte{}
	var damage map[string]string
	var errs diag.List
	var total int64
	prev := opts.Previous
	for _, p := range c.SoundPaths() {
		var pcm []byte
		var why string
		var err error
		if prev != nil && prev.rate == rate && prev.pcm[p] != nil && bytes.Equal(prev.c.Sound(p), c.Sound(p)) {
			pcm, why = prev.pcm[p], prev.damage[p] // unchanged since the previous load: decoded already
		} else {
			pcm, why, err = decodeSound(c.Sound(p), rate, maxOne)
		}
		if err != nil {
			errs = append(errs, c.SoundError(fsys, p, "%v", err))
			continue
		}
		if why != "" {
			w := c.SoundError(fsys, p, "%s", why)
			w.Severity = diag.Warning
			errs = append(errs, w)
			if damage == nil {
				damage = map[string]string{}
			}
			damage[p] = why
		}
		total += sound.Size(int64(len(pcm)/4), rate) // counted as the check counts
		if total > maxAll {
			errs = append(errs, c.SoundError(fsys, p, "the character's decoded sounds exceed the budget of %d bytes in all", maxAll))
			break
		}
		out[p] = pcm
		opts.yield()
	}
	return out, damage, errs
}

// decodePCM decodes one WAV, Ogg Vorbis or MP3 file to 16-bit little-endian
// stereo PCM at rate (decodeSound without the damage report).
func decodePCM(data []byte, rate int, max int64) ([]byte, error) {
	pcm, _, err := decodeSound(data, rate, max)
	return pcm, err
}

// decodeSound decodes one WAV, Ogg Vorbis or MP3 file to 16-bit
// little-endian stereo PCM at rate: the decode of `rigplay validate`
// (internal/sound, refusing a sound over max bytes as it counts them, but
// playing damaged MP3 frames as silence, which damage reports), then
// Ebitengine's resampler from the file's rate. A panic on a hostile file
// gives an error.
func decodeSound(data []byte, rate int, max int64) (pcm []byte, damage string, err error) {
	p, err := sound.Decode(data, max)
	if err != nil {
		return nil, "", err
	}
	damage = p.Damage
	if p.Rate == rate {
		return p.Data, damage, nil
	}
	defer func() {
		if r := recover(); r != nil {
			pcm, damage, err = nil, "", fmt.Errorf("cannot resample the %s sound from %d Hz to %d Hz: %v", sound.FormatName(sound.Format(data)), p.Rate, rate, r)
		}
	}()
	n := int64(float64(len(p.Data))*float64(rate)/float64(p.Rate)) &^ 3
	pcm = make([]byte, n)
	got, err := io.ReadFull(audio.Resample(bytes.NewReader(p.Data), int64(len(p.Data)), p.Rate, rate), pcm)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return nil, "", fmt.Errorf("cannot resample the %s sound from %d Hz to %d Hz: %v", sound.FormatName(sound.Format(data)), p.Rate, rate, err)
	}
	return pcm[:got&^3], damage, nil
}

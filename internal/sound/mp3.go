package sound

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/rigplay/rigplay/internal/sound/mp3"
)

// decodeMP3 decodes an MP3 file (MPEG-1, 2 or 2.5 Layer III) to its end
// with rigplay's own decoder (internal/sound/mp3). It returns the rate
// and the size (Size), and with out the samples as 16-bit stereo.
//
// With strict (Check: what `rigplay validate` and the importer do) a
// damaged frame is an error that names it; otherwise (Decode: what
// plays) it is a short silence and damage says which frames
// (docs/character-package.md#sounds).
func decodeMP3(data []byte, maxPCM int64, out *[]byte, strict bool, damage *string) (rate int, n int64, err error) {
	d, err := mp3.NewDecoder(bytes.NewReader(data), mp3.Options{Stereo: true, Strict: strict})
	if err != nil {
		return 0, 0, err
	}
	info := d.Info()
	rate = info.SampleRate
	described := func(err error) error {
		return &describedError{fmt.Sprintf("cannot decode the MP3 sound (MPEG-%s Layer III, %d Hz): %v", info.Version, rate, err)}
	}
	if err := checkRate(int64(rate)); err != nil {
		return 0, 0, described(err)
	}
	if err := checkChannels(info.Channels); err != nil {
		return 0, 0, described(err)
	}
	frames := d.Length()
	if frames < 0 {
		return 0, 0, described(errors.New("its length is not known"))
	}
	if n := Size(frames, rate); n > maxPCM {
		return 0, 0, &overLimit{n}
	}
	var got int64
	if out != nil {
		*out = make([]byte, frames*4)
		k, err := io.ReadFull(d, *out)
		if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
			return 0, 0, described(err)
		}
		*out = (*out)[:k&^3]
		got = int64(k / 4)
		// Read on to the end, so that what follows the last frame is
		// looked at as Check looks at it (a frame of another stream
		// there is damage).
		var rest [4]byte
		for err == nil {
			_, err = d.Read(rest[:])
		}
	} else {
		var buf [16 << 10]byte
		for {
			k, err := d.Read(buf[:])
			got += int64(k / 4)
			if err == io.EOF {
				break
			}
			if err != nil {
				return 0, 0, described(err)
			}
		}
	}
	if n, first := d.Damaged(); n > 0 && damage != nil {
		what := "a damaged frame, which plays as silence:"
		if n > 1 {
			what = fmt.Sprintf("%d damaged frames, which play as silence; the first:", n)
		}
		*damage = fmt.Sprintf("the MP3 sound (MPEG-%s Layer III, %d Hz) has %s %v", info.Version, rate, what, first)
	}
	return rate, Size(got, rate), nil
}

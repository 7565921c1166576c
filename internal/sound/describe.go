package sound

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/jfreymuth/oggvorbis"
	"github.com/rigplay/rigplay/internal/sound/mp3"
)

// Info describes a sound file: what `rigplay sound` prints.
type Info struct {
	// Format is WAV, Ogg or MP3 (as Format gives it).
	Format string
	// Detail says more, in words: "PCM, 16-bit", "Vorbis, 64 kbit/s
	// nominal" or, for an MP3, "MPEG-2.5 Layer III, 11025 Hz, mono, 16
	// kbit/s".
	Detail string
	// Rate is the file's sample rate in Hz; Channels its own number of
	// channels, 1 or 2 (Decode gives stereo whatever the file has).
	Rate, Channels int
}

// Describe reads what a sound file's headers say, decoding nothing. A
// file that Describe reads may still not decode (Check).
func Describe(data []byte) (Info, error) {
	format := Format(data)
	i := Info{Format: format}
	switch format {
	case WAV:
		var f *wavFormat
		err := riffChunks(data, func(id string, body []byte) (bool, error) {
			if id != "fmt " {
				return false, nil
			}
			wf, err := parseWAVFormat(body)
			f = wf
			return true, err
		})
		if err != nil {
			return Info{}, fmt.Errorf("cannot decode the WAV sound: %v", err)
		}
		i.Detail = fmt.Sprintf("PCM, %d-bit", f.bits)
		i.Rate, i.Channels = f.rate, f.channels
	case Ogg:
		if _, err := checkOgg(data); err != nil {
			return Info{}, fmt.Errorf("cannot decode the Ogg Vorbis sound: %v", err)
		}
		r, err := oggvorbis.NewReader(bytes.NewReader(data))
		if err != nil {
			return Info{}, fmt.Errorf("cannot decode the Ogg Vorbis sound: %v", err)
		}
		i.Detail = "Vorbis"
		if b := r.Bitrate().Nominal; b > 0 {
			i.Detail = fmt.Sprintf("Vorbis, %d kbit/s nominal", (b+500)/1000)
		}
		i.Rate, i.Channels = r.SampleRate(), r.Channels()
	case MP3:
		d, err := mp3.NewDecoder(bytes.NewReader(data), mp3.Options{})
		if err != nil {
			return Info{}, fmt.Errorf("cannot decode the MP3 sound: %v", err)
		}
		info := d.Info()
		i.Detail = info.String()
		i.Rate, i.Channels = info.SampleRate, info.Channels
	default:
		return Info{}, errors.New("not a WAV, Ogg Vorbis or MP3 file")
	}
	return i, nil
}

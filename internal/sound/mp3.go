package sound

import (
	"bytes"
	"fmt"
	"io"

	"github.com/hajimehoshi/go-mp3"
)

// MPEGInfo is what an MP3 file's first frame header says.
type MPEGInfo struct {
	// Version is "1", "2" or "2.5".
	Version string
	// Layer is 1, 2 or 3.
	Layer int
	// Rate is the sample rate in Hz.
	Rate int
}

// String reads like "MPEG-2.5 Layer III, 11025 Hz".
func (i MPEGInfo) String() string {
	return fmt.Sprintf("MPEG-%s Layer %s, %d Hz", i.Version, [...]string{"?", "I", "II", "III"}[i.Layer], i.Rate)
}

// Supported reports whether rigplay's MP3 decoder plays such a file:
// MPEG-1 and MPEG-2 Layer III (16 to 48 kHz). Its decoder
// (github.com/hajimehoshi/go-mp3, the one Ebitengine uses) refuses
// MPEG-2.5, the 8, 11.025 and 12 kHz files of the Microsoft Agent era, and
// no maintained pure-Go decoder that plays them is available to rigplay.
func (i MPEGInfo) Supported() bool { return i.Layer == 3 && i.Version != "2.5" }

// mpegRates are the sample rates by version bits and rate index.
var mpegRates = map[byte][3]int{
	3: {44100, 48000, 32000}, // MPEG-1
	2: {22050, 24000, 16000}, // MPEG-2
	0: {11025, 12000, 8000},  // MPEG-2.5
}

// mpegMaxScan is how far past its ID3 tag an MP3 file's first frame
// header is looked for.
const mpegMaxScan = 64 << 10

// ProbeMPEG finds the first MPEG audio frame header of an MP3 file (after
// its ID3v2 tag, within the first 64 KiB) and says what it is.
func ProbeMPEG(data []byte) (MPEGInfo, bool) {
	start, err := id3Size(data)
	if err != nil {
		return MPEGInfo{}, false
	}
	end := min(len(data)-2, start+mpegMaxScan)
	for i := start; i < end; i++ {
		if data[i] != 0xFF || data[i+1]&0xE0 != 0xE0 {
			continue
		}
		version := data[i+1] >> 3 & 3
		layer := data[i+1] >> 1 & 3
		bitrate := data[i+2] >> 4
		rate := data[i+2] >> 2 & 3
		if version == 1 || layer == 0 || bitrate == 15 || rate == 3 {
			continue // reserved values: not a header
		}
		return MPEGInfo{
			Version: [...]string{"2.5", "", "2", "1"}[version],
			Layer:   4 - int(layer),
			Rate:    mpegRates[version][rate],
		}, true
	}
	return MPEGInfo{}, false
}

// decodeMP3 decodes an MP3 file to its end. It returns the rate and the
// size (Size), and with out the samples as 16-bit stereo. A file the
// decoder does not play gets an error naming its MPEG version and rate
// and saying to convert it; other errors name them too when known.
func decodeMP3(data []byte, maxPCM int64, out *[]byte) (rate int, n int64, err error) {
	info, known := ProbeMPEG(data)
	if known && !info.Supported() {
		return 0, 0, &describedError{fmt.Sprintf(
			"cannot decode the MP3 sound: it is %s, which rigplay's MP3 decoder does not play (MPEG-1 and MPEG-2 Layer III only, 16 to 48 kHz); convert it to Ogg Vorbis or WAV (for example: ffmpeg -i sound.mp3 sound.ogg)", info)}
	}
	rate, n, err = readMP3(data, maxPCM, out)
	if err != nil && known {
		if _, over := err.(*overLimit); !over {
			err = &describedError{fmt.Sprintf("cannot decode the MP3 sound (%s): %v", info, err)}
		}
	}
	return rate, n, err
}

// readMP3 runs the decoder over the whole file.
func readMP3(data []byte, maxPCM int64, out *[]byte) (rate int, n int64, err error) {
	d, err := mp3.NewDecoder(bytes.NewReader(data))
	if err != nil {
		return 0, 0, err
	}
	rate = d.SampleRate()
	if rate <= 0 {
		return 0, 0, fmt.Errorf("sample rate %d", rate)
	}
	if n := Size(d.Length()/4, rate); n > maxPCM {
		return 0, 0, &overLimit{n}
	}
	if out != nil {
		*out = make([]byte, 0, max(d.Length(), 0))
	}
	buf := make([]byte, 16<<10)
	var got int64
	var stalls stallGuard
	for {
		k, err := d.Read(buf)
		if out != nil {
			*out = append(*out, buf[:k]...)
		}
		got += int64(k)
		if n := Size(got/4, rate); n > maxPCM {
			return 0, 0, &overLimit{n}
		}
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			break
		}
		if err != nil {
			return 0, 0, err
		}
		if err := stalls.step(k); err != nil {
			return 0, 0, err
		}
	}
	got &^= 3 // whole stereo samples only
	if out != nil {
		*out = (*out)[:got]
	}
	return rate, Size(got/4, rate), nil
}

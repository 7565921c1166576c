package sound

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"

	"github.com/jfreymuth/oggvorbis"
)

// decodeOgg decodes an Ogg Vorbis file to its end. It returns the rate and
// the size (Size), and with out the samples as 16-bit stereo.
//
// checkOgg checks the pages and headers first, so that the library sees
// no count or length the file cannot hold; the length the last page
// claims is checked against what the packets can decode to and against
// maxPCM before anything is allocated for it.
func decodeOgg(data []byte, maxPCM int64, out *[]byte) (rate int, n int64, err error) {
	info, err := checkOgg(data)
	if err != nil {
		return 0, 0, err
	}
	if most := info.maxFrames(); info.lastGranule > most {
		return 0, 0, fmt.Errorf("the last page claims %d sample frames, more than its %d packets can hold (%d)", info.lastGranule, info.audioPackets, most)
	}
	if n := Size(info.lastGranule, info.rate); n > maxPCM {
		return 0, 0, &overLimit{n}
	}
	r, err := oggvorbis.NewReader(bytes.NewReader(data))
	if err != nil {
		return 0, 0, err
	}
	ch := r.Channels()
	rate = r.SampleRate()
	if ch != info.channels || rate != info.rate {
		return 0, 0, fmt.Errorf("the library read %d channels at %d Hz, the header says %d at %d", ch, rate, info.channels, info.rate)
	}
	if out != nil && info.lastGranule > 0 {
		*out = make([]byte, 0, min(info.lastGranule, maxPCM/4)*4)
	}
	buf := make([]float32, 4096)
	var samples int64
	var stalls stallGuard
	for {
		k, err := r.Read(buf)
		k -= k % ch // whole frames only (the reader returns whole frames)
		samples += int64(k)
		if n := Size(samples/int64(ch), rate); n > maxPCM {
			return 0, 0, &overLimit{n}
		}
		if out != nil {
			*out = appendFloatFrames(*out, buf[:k], ch)
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
	return rate, Size(samples/int64(ch), rate), nil
}

// appendFloatFrames appends interleaved float samples of ch channels (1
// or 2) to out as 16-bit stereo, clipped to [-1, 1].
func appendFloatFrames(out []byte, s []float32, ch int) []byte {
	for i := 0; i < len(s); i += ch {
		l := floatTo16(s[i])
		r := l
		if ch == 2 {
			r = floatTo16(s[i+1])
		}
		out = binary.LittleEndian.AppendUint16(out, uint16(l))
		out = binary.LittleEndian.AppendUint16(out, uint16(r))
	}
	return out
}

// floatTo16 converts a sample in [-1, 1] to 16 bits, clipping outside.
func floatTo16(v float32) int16 {
	switch {
	case v != v: // NaN
		return 0
	case v >= 1:
		return 32767
	case v <= -1:
		return -32767
	}
	return int16(v * 32767)
}

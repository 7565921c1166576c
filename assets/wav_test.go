package assets_test

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// wavInfo is what parseWAV reads from a WAV file.
type wavInfo struct {
	format, channels, bits int
	rate, frames           int
	peak                   int // largest absolute sample
}

// parseWAV reads a RIFF/WAVE file chunk by chunk.
func parseWAV(b []byte) (wavInfo, error) {
	var w wavInfo
	if len(b) < 12 || string(b[0:4]) != "RIFF" || string(b[8:12]) != "WAVE" {
		return w, errors.New("not a RIFF/WAVE file")
	}
	if n := int(binary.LittleEndian.Uint32(b[4:8])); n != len(b)-8 {
		return w, fmt.Errorf("RIFF size %d, file has %d bytes after the header", n, len(b)-8)
	}
	haveFmt, haveData := false, false
	for p := 12; p < len(b); {
		if p+8 > len(b) {
			return w, errors.New("truncated chunk header")
		}
		id, size := string(b[p:p+4]), int(binary.LittleEndian.Uint32(b[p+4:p+8]))
		body := b[p+8:]
		if size > len(body) {
			return w, fmt.Errorf("chunk %q of %d bytes overruns the file", id, size)
		}
		body = body[:size]
		switch id {
		case "fmt ":
			if size < 16 {
				return w, errors.New("short fmt chunk")
			}
			w.format = int(binary.LittleEndian.Uint16(body[0:]))
			w.channels = int(binary.LittleEndian.Uint16(body[2:]))
			w.rate = int(binary.LittleEndian.Uint32(body[4:]))
			w.bits = int(binary.LittleEndian.Uint16(body[14:]))
			if br := int(binary.LittleEndian.Uint32(body[8:])); br != w.rate*w.channels*w.bits/8 {
				return w, fmt.Errorf("byte rate %d does not match the format", br)
			}
			haveFmt = true
		case "data":
			if !haveFmt || w.bits != 16 || w.channels < 1 {
				return w, errors.New("data before a 16-bit fmt chunk")
			}
			if size%(2*w.channels) != 0 {
				return w, errors.New("data is not whole frames")
			}
			w.frames = size / (2 * w.channels)
			for i := 0; i+1 < size; i += 2 {
				v := int(int16(binary.LittleEndian.Uint16(body[i:])))
				w.peak = max(w.peak, v, -v)
			}
			haveData = true
		}
		p += 8 + size + size%2
	}
	if !haveFmt || !haveData {
		return w, errors.New("missing fmt or data chunk")
	}
	return w, nil
}

package character

import (
	"encoding/binary"
	"fmt"
)

// wavFormat is what a WAV file's "fmt " chunk says.
type wavFormat struct {
	tag, channels, bits int
	rate                int
}

// checkWAV walks a WAV file's chunks as the player's decoder reads them:
// a "fmt " chunk of linear PCM, 1 or 2 channels, 8 or 16 bits, then a
// "data" chunk that fits in the file. Every chunk must fit in the file.
func checkWAV(data []byte, maxPCM int64) (int64, error) {
	if len(data) < 12 {
		return 0, fmt.Errorf("the RIFF header is cut short")
	}
	var f *wavFormat
	for off := 12; off < len(data); {
		if len(data)-off < 8 {
			return 0, fmt.Errorf("the chunk header at byte %d is cut short", off)
		}
		id := string(data[off : off+4])
		size := int64(binary.LittleEndian.Uint32(data[off+4 : off+8]))
		left := int64(len(data) - off - 8)
		if size > left {
			return 0, fmt.Errorf("chunk %q at byte %d claims %d bytes, the file has %d left", id, off, size, left)
		}
		body := data[off+8 : off+8+int(size)]
		switch id {
		case "fmt ":
			wf, err := parseWAVFormat(body)
			if err != nil {
				return 0, err
			}
			f = wf
		case "data":
			if f == nil {
				return 0, fmt.Errorf("the \"data\" chunk comes before \"fmt \"")
			}
			frames := size / int64(f.channels*f.bits/8)
			if n := pcmSize(frames, f.rate); n > maxPCM {
				return 0, &overLimit{n}
			}
			return pcmSize(frames, f.rate), nil
		}
		off += 8 + int(size) + int(size&1) // chunks are padded to even sizes
	}
	return 0, fmt.Errorf("no \"data\" chunk")
}

// parseWAVFormat reads a "fmt " chunk's body.
func parseWAVFormat(b []byte) (*wavFormat, error) {
	if len(b) < 16 {
		return nil, fmt.Errorf("the \"fmt \" chunk has %d bytes, want at least 16", len(b))
	}
	f := &wavFormat{
		tag:      int(binary.LittleEndian.Uint16(b[0:2])),
		channels: int(binary.LittleEndian.Uint16(b[2:4])),
		rate:     int(binary.LittleEndian.Uint32(b[4:8])),
		bits:     int(binary.LittleEndian.Uint16(b[14:16])),
	}
	switch {
	case f.tag != 1:
		return nil, fmt.Errorf("format %d is not linear PCM (1)", f.tag)
	case f.channels != 1 && f.channels != 2:
		return nil, fmt.Errorf("%d channels; the player plays 1 or 2", f.channels)
	case f.bits != 8 && f.bits != 16:
		return nil, fmt.Errorf("%d bits per sample; the player plays 8 or 16", f.bits)
	case f.rate <= 0 || f.rate > 1<<20:
		return nil, fmt.Errorf("sample rate %d is out of range", f.rate)
	}
	return f, nil
}

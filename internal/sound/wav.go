package sound

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// wavFormat is what a WAV file's "fmt " chunk says.
type wavFormat struct {
	tag, channels, bits int
	rate                int
}

// riffChunks walks a RIFF file's chunks after its 12-byte header, each
// checked to fit in the file, and calls visit with each one's id and body
// until visit is done or fails. A file that ends before visit is done has
// no "data" chunk.
func riffChunks(data []byte, visit func(id string, body []byte) (done bool, err error)) error {
	if len(data) < 12 {
		return errors.New("the RIFF header is cut short")
	}
	for off := 12; off < len(data); {
		if len(data)-off < 8 {
			return fmt.Errorf("the chunk header at byte %d is cut short", off)
		}
		id := string(data[off : off+4])
		size := int64(binary.LittleEndian.Uint32(data[off+4 : off+8]))
		left := int64(len(data) - off - 8)
		if size > left {
			return fmt.Errorf("chunk %q at byte %d claims %d bytes, the file has %d left", id, off, size, left)
		}
		if done, err := visit(id, data[off+8:off+8+int(size)]); done || err != nil {
			return err
		}
		off += 8 + int(size) + int(size&1) // chunks are padded to even sizes
	}
	return errors.New(`no "data" chunk`)
}

// CheckContainer checks the sizes a sound file's container claims (format
// as Format names it) before a decoder trusts them: every WAV chunk fits
// in the file, with "fmt " (16 bytes at least) before "data", and an MP3's
// ID3v2 tag fits in the file, and an Ogg file's pages and Vorbis headers
// hold what they claim (checkOgg). A hostile header claiming gigabytes must
// not make a decoder allocate or loop on them.
func CheckContainer(format string, data []byte) error {
	switch format {
	case WAV:
		sawFmt := false
		return riffChunks(data, func(id string, body []byte) (bool, error) {
			switch id {
			case "fmt ":
				if len(body) < 16 {
					return true, fmt.Errorf(`the "fmt " chunk has %d bytes, want at least 16`, len(body))
				}
				sawFmt = true
			case "data":
				if !sawFmt {
					return true, errors.New(`the "data" chunk comes before "fmt "`)
				}
				return true, nil
			}
			return false, nil
		})
	case Ogg:
		_, err := checkOgg(data)
		return err
	case MP3:
		_, err := id3Size(data)
		return err
	}
	return nil
}

// id3Size returns the length of an MP3 file's ID3v2 tag (header and
// footer included; 0 when there is none), checked to fit in the file.
func id3Size(data []byte) (int, error) {
	if len(data) < 10 || string(data[:3]) != "ID3" {
		return 0, nil
	}
	var size int64
	for _, b := range data[6:10] {
		if b&0x80 != 0 {
			return 0, errors.New("the ID3 tag size is not synchsafe")
		}
		size = size<<7 | int64(b)
	}
	if left := int64(len(data) - 10); size > left {
		return 0, fmt.Errorf("the ID3 tag claims %d bytes, the file has %d left", size, left)
	}
	n := 10 + int(size)
	if data[5]&0x10 != 0 && n+10 <= len(data) { // a footer follows
		n += 10
	}
	return n, nil
}

// parseWAVFormat reads a "fmt " chunk's body.
func parseWAVFormat(b []byte) (*wavFormat, error) {
	if len(b) < 16 {
		return nil, fmt.Errorf(`the "fmt " chunk has %d bytes, want at least 16`, len(b))
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
	case f.bits != 8 && f.bits != 16:
		return nil, fmt.Errorf("%d bits per sample; the player plays 8 or 16", f.bits)
	}
	if err := checkChannels(f.channels); err != nil {
		return nil, err
	}
	if err := checkRate(int64(f.rate)); err != nil {
		return nil, err
	}
	return f, nil
}

// decodeWAV reads a WAV file's chunks: a "fmt " chunk of linear PCM, 1 or
// 2 channels, 8 or 16 bits, then a "data" chunk that fits in the file. It
// returns the rate and the size (Size), and with out the samples as 16-bit
// stereo.
func decodeWAV(data []byte, maxPCM int64, out *[]byte) (rate int, n int64, err error) {
	var f *wavFormat
	err = riffChunks(data, func(id string, body []byte) (bool, error) {
		switch id {
		case "fmt ":
			wf, err := parseWAVFormat(body)
			f = wf
			return false, err
		case "data":
			if f == nil {
				return true, errors.New(`the "data" chunk comes before "fmt "`)
			}
			block := f.channels * f.bits / 8
			frames := len(body) / block
			if n = Size(int64(frames), f.rate); n > maxPCM {
				return true, &overLimit{n}
			}
			if out != nil {
				*out = wavToStereo16(body[:frames*block], f)
			}
			return true, nil
		}
		return false, nil
	})
	if err != nil {
		return 0, 0, err
	}
	return f.rate, n, nil
}

// wavToStereo16 converts whole sample frames of f's layout to 16-bit
// little-endian stereo: 8-bit samples are unsigned, mono is doubled.
func wavToStereo16(body []byte, f *wavFormat) []byte {
	if f.bits == 16 && f.channels == 2 {
		return append([]byte(nil), body...)
	}
	bytesPer := f.bits / 8
	samples := len(body) / bytesPer
	frames := samples / f.channels
	out := make([]byte, frames*4)
	for i := 0; i < samples; i++ {
		var v uint16
		if f.bits == 16 {
			v = binary.LittleEndian.Uint16(body[2*i:])
		} else {
			v = uint16(int16(int(body[i])-128) << 8)
		}
		if f.channels == 2 {
			binary.LittleEndian.PutUint16(out[2*i:], v)
			continue
		}
		binary.LittleEndian.PutUint16(out[4*i:], v)
		binary.LittleEndian.PutUint16(out[4*i+2:], v)
	}
	return out
}

package engine

import (
	"encoding/binary"
	"fmt"
)

// checkContainer checks the sizes a sound file's container claims before a
// third-party decoder trusts them: a hostile header claiming gigabytes must
// not make a decoder allocate or loop on them.
func checkContainer(format string, data []byte) error {
	switch format {
	case "wav":
		return checkRIFF(data)
	case "mp3":
		return checkID3(data)
	}
	return nil
}

// checkRIFF walks a WAV file's chunks: each must fit in the file, and the
// "fmt " chunk must come before "data".
func checkRIFF(data []byte) error {
	if len(data) < 12 {
		return fmt.Errorf("the RIFF header is cut short")
	}
	sawFmt := false
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
		switch id {
		case "fmt ":
			if size < 16 {
				return fmt.Errorf("the \"fmt \" chunk has %d bytes, want at least 16", size)
			}
			sawFmt = true
		case "data":
			if !sawFmt {
				return fmt.Errorf("the \"data\" chunk comes before \"fmt \"")
			}
			return nil
		}
		off += 8 + int(size) + int(size&1) // chunks are padded to even sizes
	}
	return fmt.Errorf("no \"data\" chunk")
}

// checkID3 checks that an MP3 file's ID3v2 tag, if any, fits in the file.
func checkID3(data []byte) error {
	if len(data) < 10 || string(data[:3]) != "ID3" {
		return nil
	}
	var size int64
	for _, b := range data[6:10] {
		if b&0x80 != 0 {
			return fmt.Errorf("the ID3 tag size is not synchsafe")
		}
		size = size<<7 | int64(b)
	}
	if left := int64(len(data) - 10); size > left {
		return fmt.Errorf("the ID3 tag claims %d bytes, the file has %d left", size, left)
	}
	return nil
}

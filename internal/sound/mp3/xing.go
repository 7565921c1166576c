package mp3

import (
	"bytes"
	"encoding/binary"
)

// vbrTag is what a Xing/Info (LAME) or VBRI frame, the first frame of
// many files, says about the stream. That frame holds no audio.
type vbrTag struct {
	frames int64 // audio frames after the tag frame, 0 when not given
	// lame is set when a LAME tag gives the encoder delay and padding:
	// the samples the encoder added before and after the sound.
	lame           bool
	delay, padding int
	vbr            bool // a Xing or VBRI tag (an "Info" tag marks CBR)
}

// decoderDelay is the delay of the Layer III decoder itself, in samples:
// the encoder delay of a LAME tag counts from there.
const decoderDelay = 528 + 1

// readVBRTag looks for a Xing/Info or VBRI tag in the frame with header
// h. The Xing tag follows the side information; the VBRI tag is 32 bytes
// after the header.
func readVBRTag(frame []byte, h header) (vbrTag, bool) {
	at := 4 + h.sideInfoLen()
	// After the CRC when there is one, though LAME and ffmpeg put it
	// where it would be without.
	places := [2]int{at, at}
	if h.crc {
		places[1] += 2
	}
	for _, at := range places {
		if at+8 > len(frame) {
			continue
		}
		id := frame[at : at+4]
		if !bytes.Equal(id, []byte("Xing")) && !bytes.Equal(id, []byte("Info")) {
			continue
		}
		t := vbrTag{vbr: id[0] == 'X'}
		flags := binary.BigEndian.Uint32(frame[at+4:])
		p := at + 8
		if flags&1 != 0 {
			if p+4 > len(frame) {
				return vbrTag{}, false
			}
			t.frames = int64(binary.BigEndian.Uint32(frame[p:]))
			p += 4
		}
		if flags&2 != 0 {
			p += 4 // bytes
		}
		if flags&4 != 0 {
			p += 100 // the seek table
		}
		if flags&8 != 0 {
			p += 4 // quality
		}
		// The LAME extension: a 9-byte encoder name, then at 21 the
		// 12-bit delay and 12-bit padding. ffmpeg's own encoder writes
		// "Lavc" or "Lavf" in the name.
		if p+24 <= len(frame) {
			name := frame[p : p+4]
			if bytes.Equal(name, []byte("LAME")) || bytes.Equal(name, []byte("Lavc")) || bytes.Equal(name, []byte("Lavf")) {
				v := int(frame[p+21])<<16 | int(frame[p+22])<<8 | int(frame[p+23])
				t.lame, t.delay, t.padding = true, v>>12, v&0xFFF
			}
		}
		return t, true
	}
	if at := 4 + 32; at+26 <= len(frame) && bytes.Equal(frame[at:at+4], []byte("VBRI")) {
		if binary.BigEndian.Uint16(frame[at+4:]) == 1 {
			return vbrTag{frames: int64(binary.BigEndian.Uint32(frame[at+14:])), vbr: true}, true
		}
	}
	return vbrTag{}, false
}

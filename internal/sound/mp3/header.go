package mp3

import "fmt"

// header is one frame header (ISO/IEC 11172-3 2.4.1.3 and 2.4.2.3), read
// from its four bytes with every field checked against its table before
// it sizes anything.
type header struct {
	version  int // mpeg1, mpeg2 or mpeg25
	layer    int // 1, 2 or 3
	crc      bool
	bitIndex int // bit-rate index, 1..14 (0 is the free format)
	rate     int // rate index across versions (rateIndex)
	padding  bool
	mode     int // modeStereo ... modeMono
	modeExt  int
}

// Channel modes.
const (
	modeStereo = 0
	modeJoint  = 1
	modeDual   = 2
	modeMono   = 3
)

// Joint-stereo mode extension bits of Layer III.
const (
	extIntensity = 1
	extMS        = 2
)

// headerProblem says why four bytes are not a header rigplay plays.
type headerProblem int

const (
	headerOK   headerProblem = iota
	notHeader                // no sync word, or a reserved or forbidden value
	notLayer3                // a valid Layer I or II header
	freeFormat               // a valid Layer III header of the free format
)

// parseHeader reads the header in b (big-endian, the first byte in the
// top bits). It returns the header with what is wrong with it, if
// anything: a Layer I or II or free-format header is filled in (so that
// errors can name it) but not played.
func parseHeader(b uint32) (header, headerProblem) {
	if b>>21 != 0x7FF {
		return header{}, notHeader
	}
	version := int(b >> 19 & 3)
	layerBits := int(b >> 17 & 3)
	bitIndex := int(b >> 12 & 15)
	rateField := int(b >> 10 & 3)
	if version == 1 || layerBits == 0 || bitIndex == 15 || rateField == 3 {
		return header{}, notHeader // reserved or forbidden
	}
	h := header{
		version:  version,
		layer:    4 - layerBits,
		crc:      b>>16&1 == 0,
		bitIndex: bitIndex,
		rate:     rateIndex(version, rateField),
		padding:  b>>9&1 == 1,
		mode:     int(b >> 6 & 3),
		modeExt:  int(b >> 4 & 3),
	}
	switch {
	case h.layer != 3:
		return h, notLayer3
	case bitIndex == 0:
		return h, freeFormat
	}
	return h, headerOK
}

// lsf reports whether h is MPEG-2 or 2.5 (one granule a frame).
func (h header) lsf() bool { return h.version != mpeg1 }

// channels is 1 for mono, else 2.
func (h header) channels() int {
	if h.mode == modeMono {
		return 1
	}
	return 2
}

// granules is 2 for MPEG-1, 1 for MPEG-2 and 2.5.
func (h header) granules() int {
	if h.lsf() {
		return 1
	}
	return 2
}

// samples is the number of samples a frame holds per channel.
func (h header) samples() int { return 576 * h.granules() }

// sampleRate is the rate in Hz.
func (h header) sampleRate() int { return sampleRates[h.rate] }

// bitrate is the bit rate in kbit/s (0 for the free format).
func (h header) bitrate() int {
	if h.lsf() {
		return bitrates[1][h.bitIndex]
	}
	return bitrates[0][h.bitIndex]
}

// frameLen is the length of a Layer III frame in bytes, header included:
// at most 1441 (320 kbit/s at 32 kHz, or 160 kbit/s at 8 kHz).
func (h header) frameLen() int {
	n := 144 * 1000 * h.bitrate() / h.sampleRate()
	if h.lsf() {
		n /= 2
	}
	if h.padding {
		n++
	}
	return n
}

// sideInfoLen is the length of the side information in bytes.
func (h header) sideInfoLen() int {
	switch {
	case h.lsf() && h.mode == modeMono:
		return 9
	case h.lsf(), h.mode == modeMono:
		return 17
	}
	return 32
}

// versionName is "1", "2" or "2.5".
func (h header) versionName() string {
	switch h.version {
	case mpeg1:
		return "1"
	case mpeg2:
		return "2"
	}
	return "2.5"
}

// String reads like "MPEG-2.5 Layer III, 8000 Hz".
func (h header) String() string {
	return fmt.Sprintf("MPEG-%s Layer %s, %d Hz", h.versionName(), [...]string{"?", "I", "II", "III"}[h.layer], h.sampleRate())
}

// sameStream reports whether h may follow first in one stream: the same
// version, layer, rate and number of channels (the bit rate, padding and
// stereo mode may change from frame to frame).
func (h header) sameStream(first header) bool {
	return h.version == first.version && h.layer == first.layer && h.rate == first.rate && h.channels() == first.channels()
}

package mp3

import (
	"encoding/binary"
	"fmt"
	"io"
)

// Options choose how a Decoder reads a stream.
type Options struct {
	// Stereo makes Read give two channels whatever the stream has: a
	// mono stream's samples are doubled.
	Stereo bool
	// Strict makes a damaged frame an error of Read (an *Error naming
	// the frame), as a validator wants. Otherwise the frame plays as a
	// short silence (or as much of it as decodes), as a player wants,
	// and Damaged reports it.
	Strict bool
}

// Info describes a stream, as its first audio frame and its Xing/Info,
// LAME or VBRI tag give it.
type Info struct {
	// Version is "1", "2" or "2.5".
	Version string
	// SampleRate is in Hz.
	SampleRate int
	// Channels is 1 or 2.
	Channels int
	// Mode is "mono", "stereo", "joint stereo" or "dual channel".
	Mode string
	// Bitrate is the first audio frame's, in kbit/s.
	Bitrate int
	// VBR is set when a Xing or VBRI tag marks the stream as variable
	// bit rate.
	VBR bool
	// Gapless is set when a LAME tag gives the encoder's delay and
	// padding (in samples), which the decoder leaves out.
	Gapless        bool
	Delay, Padding int
}

// String reads like "MPEG-2.5 Layer III, 11025 Hz, mono, 16 kbit/s".
func (i Info) String() string {
	s := fmt.Sprintf("MPEG-%s Layer III, %d Hz, %s, %d kbit/s", i.Version, i.SampleRate, i.Mode, i.Bitrate)
	if i.VBR {
		s += " VBR"
	}
	return s
}

const (
	// bufSize is the input buffer: room for two frames and more.
	bufSize = 16 << 10
	// maxSyncSearch bounds the search for the first frame (after the
	// ID3v2 tags) and for the next one after bytes that are not a frame.
	maxSyncSearch = 1 << 20
	// tailRead is how much of a seekable stream's end is read at a time
	// to find the tags that end it.
	tailRead = 160
)

// Decoder decodes an MPEG-1, MPEG-2 or MPEG-2.5 Layer III stream to
// 16-bit little-endian PCM as it is read (io.Reader), one frame at a
// time, with Seek when its input is an io.Seeker. It skips ID3v2 tags at
// the start, ID3v1, APE and Lyrics3 tags at the end (of a seekable input)
// and a Xing/Info or VBRI frame, and leaves out the encoder delay and
// padding a LAME tag gives, so the sound is as long as its source. Once
// made it allocates nothing, except when it first seeks or is asked its
// Length (an index of the frames).
type Decoder struct {
	src    io.Reader
	seeker io.Seeker
	opts   Options

	buf      []byte
	cur, end int   // buf[cur:end] is read and not yet used
	bufOff   int64 // the input offset of buf[0]
	eof      bool  // src has no more
	stalls   int   // reads in a row that gave nothing
	audioEnd int64 // the offset where the audio ends (tags after it), or -1 when unknown

	first     header // the stream's header (its fixed fields)
	dataStart int64  // the first audio frame's offset
	tag       vbrTag
	info      Info
	spf       int64 // samples per frame
	outCh     int   // channels Read gives

	fd     *frameDecoder
	out    []byte // the current frame's PCM bytes
	outLo  int    // out[outLo:] is not yet read
	expect int64  // where the next frame should start

	frame   int64 // the next audio frame's number
	decoded int64 // samples decoded so far (per channel)
	skip    int64 // leading samples left out (encoder and decoder delay)
	limit   int64 // decoded samples up to which Read gives them, or -1
	read    int64 // bytes Read has given
	err     error // a read error of the input
	fail    error // the error that ended the stream (Options.Strict)

	damaged     int64
	firstDamage *Error

	index []indexEntry // every audio frame, once Length or Seek wants it
}

// indexEntry is one audio frame of the index.
type indexEntry struct {
	off int64
	hdr uint32
}

// NewDecoder reads the start of the stream r (its tags, first frame and
// any Xing/LAME tag) and returns a Decoder. A stream that holds no Layer
// III frame (Layer I or II, the free format, or none at all) is an
// *Error.
func NewDecoder(r io.Reader, opts Options) (*Decoder, error) {
	initHuffman()
	initRequant()
	d := &Decoder{
		src:      r,
		opts:     opts,
		buf:      make([]byte, bufSize),
		audioEnd: -1,
		limit:    -1,
		fd:       new(frameDecoder),
	}
	if s, ok := r.(io.Seeker); ok {
		if err := d.findEnd(s); err != nil {
			return nil, err
		}
	}
	if err := d.skipID3v2(); err != nil {
		return nil, err
	}
	if err := d.findFirstFrame(); err != nil {
		if d.err != nil {
			return nil, d.err // the input failed: say so, not what it lacked
		}
		return nil, err
	}
	d.outCh = d.first.channels()
	if opts.Stereo {
		d.outCh = 2
	}
	d.out = make([]byte, 0, 1152*2*d.outCh)
	return d, nil
}

// findEnd learns a seekable input's length and the tags that end it.
func (d *Decoder) findEnd(s io.Seeker) error {
	start, err := s.Seek(0, io.SeekCurrent)
	if err != nil {
		return nil // not seekable after all
	}
	size, err := s.Seek(0, io.SeekEnd)
	if err != nil {
		return err
	}
	end := size
	var tail [tailRead]byte
	for range 8 { // a few tags at most
		n := min(end-start, tailRead)
		if n <= 0 {
			break
		}
		if _, err := s.Seek(end-n, io.SeekStart); err != nil {
			return err
		}
		if _, err := io.ReadFull(d.src, tail[:n]); err != nil {
			return err
		}
		cut := lastTag(tail[:n], end-start)
		if cut == 0 {
			break
		}
		end -= cut
	}
	if _, err := s.Seek(start, io.SeekStart); err != nil {
		return err
	}
	d.seeker, d.bufOff, d.audioEnd = s, start, end
	return nil
}

// fill makes at least n bytes available at d.cur, unless the input (or
// the audio) ends first. It reports whether they are there.
func (d *Decoder) fill(n int) bool {
	if d.end-d.cur >= n {
		return true
	}
	if d.cur > 0 {
		copy(d.buf, d.buf[d.cur:d.end])
		d.end -= d.cur
		d.bufOff += int64(d.cur)
		d.cur = 0
	}
	for d.end-d.cur < n && !d.eof && d.end < len(d.buf) {
		k, err := d.src.Read(d.buf[d.end:])
		d.end += k
		if err != nil {
			if err != io.EOF && d.err == nil {
				d.err = err
			}
			d.eof = true
		}
		if k == 0 && err == nil {
			// A reader that returns nothing again and again is
			// taken to have ended.
			if d.stalls++; d.stalls > 100 {
				d.eof = true
			}
		} else {
			d.stalls = 0
		}
	}
	return d.end-d.cur >= n
}

// left is how many audio bytes are available at d.cur, counting only
// those before the audio's end.
func (d *Decoder) left() int {
	n := d.end - d.cur
	if d.audioEnd >= 0 {
		n = int(min(int64(n), max(d.audioEnd-(d.bufOff+int64(d.cur)), 0)))
	}
	return n
}

// offset is the input offset of d.cur.
func (d *Decoder) offset() int64 { return d.bufOff + int64(d.cur) }

// discard skips n bytes of input.
func (d *Decoder) discard(n int64) {
	for n > 0 {
		if d.cur == d.end && !d.fill(1) {
			return
		}
		k := min(n, int64(d.end-d.cur))
		d.cur += int(k)
		n -= k
	}
}

// skipID3v2 skips the ID3v2 tags that start the stream.
func (d *Decoder) skipID3v2() error {
	for d.fill(10) {
		n, err := id3v2Len(d.buf[d.cur:d.end])
		if err != nil {
			return &Error{Offset: d.offset(), Frame: -1, Problem: err.Error()}
		}
		if n == 0 {
			return nil
		}
		if d.audioEnd >= 0 {
			if left := d.audioEnd - d.offset() - 10; n-10 > left {
				return &Error{Offset: d.offset(), Frame: -1, Problem: fmt.Sprintf("the ID3 tag claims %d bytes, the file has %d left", n-10, max(left, 0))}
			}
		}
		d.discard(n)
	}
	return nil
}

// findFirstFrame finds the first Layer III frame: a header whose next
// frame's header follows it (or the stream's end). When that frame is a
// Xing/Info or VBRI tag, the audio starts after it.
func (d *Decoder) findFirstFrame() error {
	start := d.offset()
	var other, cut header // the first Layer I or II header seen; the first frame cut short
	otherAt, cutAt, cutHave := int64(-1), int64(-1), 0
	freeAt := int64(-1)
	for searched := 0; searched < maxSyncSearch; {
		if !d.fill(4) || d.left() < 4 {
			break
		}
		b := binary.BigEndian.Uint32(d.buf[d.cur:])
		h, p := parseHeader(b)
		switch p {
		case headerOK:
			if n := h.frameLen(); cutAt < 0 && !d.fill(n) || d.left() < n {
				if cutAt < 0 && (d.eof || d.audioEnd >= 0) {
					cut, cutAt, cutHave = h, d.offset(), d.left()
				}
			}
			if frame, ok := d.candidate(h); ok {
				d.first = h
				d.setInfo(h)
				if t, ok := readVBRTag(frame, h); ok {
					d.tag = t
					d.applyTag()
					d.cur += len(frame)
				}
				d.dataStart = d.offset()
				d.expect = d.dataStart
				return nil
			}
		case notLayer3:
			if otherAt < 0 {
				other, otherAt = h, d.offset()
			}
		case freeFormat:
			if freeAt < 0 {
				freeAt = d.offset()
			}
		}
		d.cur++
		searched++
	}
	switch {
	case cutAt >= 0:
		return &Error{Offset: cutAt, Frame: -1, Problem: fmt.Sprintf("the file ends in the first frame (%s, %d bytes), after %d bytes", cut, cut.frameLen(), cutHave)}
	case otherAt >= 0:
		return &Error{Offset: otherAt, Frame: -1, Problem: fmt.Sprintf("it is %s, which rigplay's MP3 decoder does not play (Layer III only)", other)}
	case freeAt >= 0:
		return &Error{Offset: freeAt, Frame: -1, Problem: "the stream is in the free format (bit-rate index 0), which rigplay's MP3 decoder does not play; encode it at a standard bit rate"}
	}
	return &Error{Offset: start, Frame: -1, Problem: "no complete MPEG audio frame"}
}

// candidate returns the frame with header h at d.cur when the next
// frame's header follows it, of the same stream, or the audio ends where
// it does.
func (d *Decoder) candidate(h header) ([]byte, bool) {
	n := h.frameLen()
	d.fill(n + 4)
	avail := d.left()
	switch {
	case avail < n:
		return nil, false
	case avail >= n+4:
		h2, p := parseHeader(binary.BigEndian.Uint32(d.buf[d.cur+n:]))
		if p != headerOK || !h2.sameStream(h) {
			return nil, false
		}
	case !d.eof && d.audioEnd < 0:
		return nil, false
	case avail != n:
		return nil, false // a few bytes after, but not a header
	}
	return d.buf[d.cur : d.cur+n], true
}

// setInfo fills d.info from the first header.
func (d *Decoder) setInfo(h header) {
	d.info = Info{
		Version:    h.versionName(),
		SampleRate: h.sampleRate(),
		Channels:   h.channels(),
		Mode:       [...]string{"stereo", "joint stereo", "dual channel", "mono"}[h.mode],
		Bitrate:    h.bitrate(),
	}
	d.spf = int64(h.samples())
}

// applyTag takes the stream's length and gapless playback from its
// Xing/LAME tag.
func (d *Decoder) applyTag() {
	t := d.tag
	d.info.VBR = t.vbr
	if !t.lame {
		return
	}
	d.info.Gapless, d.info.Delay, d.info.Padding = true, t.delay, t.padding
	d.skip = int64(t.delay) + decoderDelay
	if t.frames > 0 {
		d.limit = t.frames*d.spf - max(int64(t.padding)-decoderDelay, 0)
	}
}

// Info describes the stream.
func (d *Decoder) Info() Info { return d.info }

// SampleRate is the stream's rate in Hz.
func (d *Decoder) SampleRate() int { return d.info.SampleRate }

// Channels is the number of channels Read gives: the stream's, or 2
// with Options.Stereo.
func (d *Decoder) Channels() int { return d.outCh }

// Damaged returns how many frames did not decode (each played as a short
// silence, or as much of it as decoded) and the first one's problem; 0
// and nil with Options.Strict, where a damaged frame is an error of Read.
func (d *Decoder) Damaged() (int64, *Error) { return d.damaged, d.firstDamage }

// nextFrame returns the next audio frame, skipping bytes that are not
// one (junk, a stray tag). A final frame cut short is left out. At the
// end it returns io.EOF.
func (d *Decoder) nextFrame() ([]byte, header, int64, error) {
	searched := 0
	for searched < maxSyncSearch {
		if !d.fill(4) || d.left() < 4 {
			return nil, header{}, 0, io.EOF
		}
		off := d.offset()
		h, p := parseHeader(binary.BigEndian.Uint32(d.buf[d.cur:]))
		expected := off == d.expect
		if p == headerOK && h.sameStream(d.first) {
			n := h.frameLen()
			if expected {
				if d.fill(n); d.left() < n {
					return nil, header{}, 0, io.EOF // the last frame, cut short
				}
				frame := d.buf[d.cur : d.cur+n]
				d.cur += n
				d.expect = off + int64(n)
				return frame, h, off, nil
			}
			if frame, ok := d.candidate(h); ok {
				d.cur += n
				d.expect = off + int64(n)
				return frame, h, off, nil
			}
		} else if expected && (p == headerOK || p == freeFormat) {
			// A frame, but not one of this stream: an error, or skipped
			// (damage) when playing.
			problem := "the frame is in the free format (bit-rate index 0), which rigplay's MP3 decoder does not play"
			if p == headerOK {
				problem = fmt.Sprintf("the frame is %s, %s; the stream is %s, %s", h, h.channelWord(), d.first, d.first.channelWord())
			}
			e := d.located(off, problem)
			if d.opts.Strict {
				return nil, header{}, 0, e
			}
			d.damage(e)
		}
		// Not a frame of the stream: look for the next sync byte.
		d.cur++
		searched++
		if i := indexFF(d.buf[d.cur:d.end]); i > 0 {
			d.cur += i
			searched += i
		}
	}
	return nil, header{}, 0, io.EOF
}

// indexFF is the index of the first 0xFF byte of b, or len(b).
func indexFF(b []byte) int {
	for i, c := range b {
		if c == 0xFF {
			return i
		}
	}
	return len(b)
}

// located is a problem of the next audio frame, at off.
func (d *Decoder) located(off int64, problem string) *Error {
	return &Error{Offset: off, Frame: d.frame, Time: float64(d.frame*d.spf) / float64(d.info.SampleRate), Problem: problem}
}

// channelWord is "mono" or "stereo".
func (h header) channelWord() string {
	if h.channels() == 1 {
		return "mono"
	}
	return "stereo"
}

// decodeNext decodes the next frame into d.out.
func (d *Decoder) decodeNext() error {
	frame, h, off, err := d.nextFrame()
	if err != nil {
		if err == io.EOF && d.err != nil {
			return d.err
		}
		return err
	}
	if p := d.fd.decode(frame, h); p != "" {
		e := d.located(off, p)
		if d.opts.Strict {
			return e
		}
		d.damage(e)
	}
	d.frame++
	lo := max(d.skip-d.decoded, 0)
	hi := d.spf
	if d.limit >= 0 {
		hi = min(hi, d.limit-d.decoded)
	}
	d.decoded += d.spf
	d.out = d.out[:0]
	d.outLo = 0
	if lo < hi {
		d.out = appendPCM(d.out, &d.fd.pcm, int(lo), int(hi), h.channels(), d.outCh)
	}
	return nil
}

// damage counts a damaged frame (when playing: Options.Strict unset).
func (d *Decoder) damage(e *Error) {
	if d.damaged++; d.firstDamage == nil {
		d.firstDamage = e
	}
}

// appendPCM appends samples lo..hi-1 of pcm (ch channels) to out as
// 16-bit little-endian samples of outCh channels.
func appendPCM(out []byte, pcm *[2][1152]float32, lo, hi, ch, outCh int) []byte {
	n := len(out)
	out = out[:n+(hi-lo)*2*outCh]
	b := out[n:]
	l, r := pcm[0][lo:hi], pcm[ch-1][lo:hi]
	if outCh == 1 {
		for _, v := range l {
			s := toInt16(v)
			b[1], b[0] = byte(s>>8), byte(s)
			b = b[2:]
		}
		return out
	}
	r = r[:len(l)]
	for i, v := range l {
		s, t := toInt16(v), toInt16(r[i])
		b[3], b[2], b[1], b[0] = byte(t>>8), byte(t), byte(s>>8), byte(s)
		b = b[4:]
	}
	return out
}

// toInt16 converts a sample of [-1, 1] to 16 bits, rounded (half up),
// clipped outside.
func toInt16(v float32) int16 {
	x := float64(v)*32768 + 32768.5 // from 0.5 to 65536.5 within [-1, 1]
	if x < 0 {
		x = 0
	} else if x > 65535 {
		x = 65535
	}
	return int16(int32(x) - 32768)
}

// Read reads 16-bit little-endian PCM, Channels() channels interleaved.
// At the stream's end it returns io.EOF. With Options.Strict a damaged
// frame ends the stream with an *Error.
func (d *Decoder) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		if d.outLo >= len(d.out) {
			if d.limit >= 0 && d.decoded >= d.limit {
				break
			}
			if d.fail == nil {
				d.fail = d.decodeNext()
			}
			if d.fail != nil {
				if n > 0 {
					break
				}
				return 0, d.fail
			}
			continue
		}
		k := copy(p[n:], d.out[d.outLo:])
		d.outLo += k
		n += k
	}
	d.read += int64(n)
	if n == 0 && len(p) > 0 {
		return 0, io.EOF
	}
	return n, nil
}

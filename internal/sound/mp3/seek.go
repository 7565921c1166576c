package mp3

import (
	"errors"
	"io"
)

// errNotSeekable is Seek's error on an input that is not an io.Seeker.
var errNotSeekable = errors.New("mp3: the input is not seekable")

// buildIndex lists every audio frame of a seekable input, once, by
// reading their headers, and puts the input back where it was.
func (d *Decoder) buildIndex() error {
	if d.index != nil || d.seeker == nil {
		return nil
	}
	at, expect, strict := d.offset(), d.expect, d.opts.Strict
	damaged, first := d.damaged, d.firstDamage
	defer func() { d.damaged, d.firstDamage = damaged, first }()
	if err := d.reposition(d.dataStart); err != nil {
		return err
	}
	d.opts.Strict = false
	index := []indexEntry{}
	for {
		frame, _, off, err := d.nextFrame()
		if err != nil {
			break
		}
		index = append(index, indexEntry{off: off, hdr: uint32(frame[0])<<24 | uint32(frame[1])<<16 | uint32(frame[2])<<8 | uint32(frame[3])})
	}
	d.opts.Strict = strict
	if d.err != nil {
		return d.err
	}
	if err := d.reposition(at); err != nil {
		return err
	}
	d.expect = expect
	d.index = index
	return nil
}

// reposition moves the input to off, emptying the buffer.
func (d *Decoder) reposition(off int64) error {
	if _, err := d.seeker.Seek(off, io.SeekStart); err != nil {
		return err
	}
	d.cur, d.end, d.bufOff, d.eof, d.stalls = 0, 0, off, false, 0
	d.expect = off
	return nil
}

// Length returns the number of samples (per channel) Read gives in all,
// or -1 when it is not known: an input that is not seekable, without a
// LAME tag that says.
func (d *Decoder) Length() int64 {
	if d.limit >= 0 && d.seeker == nil {
		return d.limit - d.skip
	}
	if d.seeker == nil || d.buildIndex() != nil {
		return -1
	}
	n := int64(len(d.index)) * d.spf
	if d.limit >= 0 {
		n = min(n, d.limit)
	}
	return max(n-d.skip, 0)
}

// Seek sets where the next Read starts, in bytes of PCM (whole samples:
// offset is rounded down to one), and returns it. It decodes from a few
// frames before the place (those the bit reservoir and the filter banks
// need), so that what Read gives from there is what it gives when read
// from the start.
func (d *Decoder) Seek(offset int64, whence int) (int64, error) {
	if d.seeker == nil {
		return 0, errNotSeekable
	}
	frameBytes := int64(2 * d.outCh)
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		offset += d.read
	case io.SeekEnd:
		n := d.Length()
		if n < 0 {
			return 0, errors.New("mp3: the stream's length is not known")
		}
		offset += n * frameBytes
	default:
		return 0, errors.New("mp3: bad whence")
	}
	if offset < 0 {
		return 0, errors.New("mp3: negative position")
	}
	if err := d.buildIndex(); err != nil {
		return 0, err
	}
	sample := offset / frameBytes
	if n := d.Length(); sample > n {
		sample = n
	}
	ds := sample + d.skip // the sample in the decoded stream
	k := ds / d.spf
	if k >= int64(len(d.index)) {
		// At the end.
		if err := d.reposition(d.audioEndOr(d.dataStart)); err != nil {
			return 0, err
		}
		d.fd.reset()
		d.fail = nil
		d.frame, d.decoded = int64(len(d.index)), int64(len(d.index))*d.spf
		d.out, d.outLo = d.out[:0], 0
		d.read = sample * frameBytes
		return d.read, nil
	}
	// The frames from exact on must decode as they do from the start:
	// two granules before k, with every byte of main data they reach
	// back to.
	exact := max(k-2/int64(d.first.granules()), 0)
	k0 := exact
	for need := maxReservoir; k0 > 0 && need > 0; {
		k0--
		need -= mainDataLen(d.index[k0].hdr)
	}
	if err := d.reposition(d.index[k0].off); err != nil {
		return 0, err
	}
	d.fd.reset()
	d.fail = nil
	d.frame, d.decoded = k0, k0*d.spf
	for d.frame < k {
		if err := d.decodeNext(); err != nil {
			return 0, err
		}
	}
	if err := d.decodeNext(); err != nil {
		return 0, err
	}
	lo := max(d.skip-k*d.spf, 0)
	d.outLo = int((ds - k*d.spf - lo) * frameBytes)
	d.read = sample * frameBytes
	return d.read, nil
}

// audioEndOr is the audio's end, or or when it is not known.
func (d *Decoder) audioEndOr(or int64) int64 {
	if d.audioEnd >= 0 {
		return d.audioEnd
	}
	return or
}

// mainDataLen is the main data a frame with header b carries.
func mainDataLen(b uint32) int {
	h, _ := parseHeader(b)
	n := h.frameLen() - 4 - h.sideInfoLen()
	if h.crc {
		n -= 2
	}
	return n
}

package mp3

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"strconv"
)

// Tags that hold no audio: an ID3v2 tag may start a stream (and a stream
// may hold more than one in a row), and ID3v1, APE and Lyrics3 tags may
// end it.

// id3v2Len reads an ID3v2 tag's header (10 bytes) and returns the tag's
// whole length (header, body and footer), or 0 when b is not one.
func id3v2Len(b []byte) (int64, error) {
	if len(b) < 10 || string(b[:3]) != "ID3" {
		return 0, nil
	}
	var size int64
	for _, c := range b[6:10] {
		if c&0x80 != 0 {
			return 0, fmt.Errorf("the ID3 tag size is not synchsafe")
		}
		size = size<<7 | int64(c)
	}
	n := 10 + size
	if b[5]&0x10 != 0 { // a footer follows
		n += 10
	}
	return n, nil
}

// lastTag returns the length of the tag that ends tail, the last bytes
// before the end of a stream whose first end bytes remain: an ID3v1 tag
// (128 bytes), an APE tag (its footer says its length) or a Lyrics3 v2
// tag (its end says its length); 0 when there is none. A length that does
// not fit in end is no tag.
func lastTag(tail []byte, end int64) int64 {
	switch {
	case len(tail) >= 128 && bytes.HasPrefix(tail[len(tail)-128:], []byte("TAG")):
		return 128
	case len(tail) >= 32 && bytes.HasPrefix(tail[len(tail)-32:], []byte("APETAGEX")):
		foot := tail[len(tail)-32:]
		n := int64(binary.LittleEndian.Uint32(foot[12:16])) // items and footer
		if binary.LittleEndian.Uint32(foot[20:24])&(1<<31) != 0 {
			n += 32 // and a header
		}
		if n >= 32 && n <= end {
			return n
		}
	case len(tail) >= 15 && bytes.HasSuffix(tail, []byte("LYRICS200")):
		n, err := strconv.Atoi(string(tail[len(tail)-15 : len(tail)-9]))
		if err == nil && n >= 0 && int64(n)+15 <= end {
			return int64(n) + 15
		}
	}
	return 0
}
